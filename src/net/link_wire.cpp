#include "net/link_wire.h"

#include <zlib.h>

#include <array>

namespace parlor::net::wire {

void Writer::varint(uint64_t v) {
  while (v >= 0x80) {
    out_.push_back(static_cast<uint8_t>(v | 0x80));
    v >>= 7;
  }
  out_.push_back(static_cast<uint8_t>(v));
}

void Writer::text(std::string_view s) {
  varint(s.size());
  out_.insert(out_.end(), s.begin(), s.end());
}

uint8_t Reader::byte() {
  if (failed_ || p_ == end_) {
    failed_ = true;
    return 0;
  }
  return *p_++;
}

uint64_t Reader::varint() {
  uint64_t v = 0;
  for (int shift = 0; shift < 64; shift += 7) {
    uint8_t b = byte();
    if (failed_) return 0;
    // Canonical only: no bits beyond 64, and no trailing zero group (0x80 0x00 for 0), so a
    // value has exactly one encoding and a changed byte cannot decode to the same thing.
    if (shift == 63 && b > 1) break;
    v |= static_cast<uint64_t>(b & 0x7F) << shift;
    if (!(b & 0x80)) {
      if (b == 0 && shift > 0) break;
      return v;
    }
  }
  failed_ = true;
  return 0;
}

std::string Reader::text(size_t max_len) {
  uint64_t n = varint();
  if (failed_ || n > max_len || n > remaining()) {
    failed_ = true;
    return {};
  }
  std::string s(reinterpret_cast<const char*>(p_), static_cast<size_t>(n));
  p_ += n;
  return s;
}

namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

// Character -> 6-bit value, -1 for characters outside the alphabet.
constexpr std::array<int8_t, 256> kSextet = [] {
  std::array<int8_t, 256> t{};
  t.fill(-1);
  for (int i = 0; i < 64; ++i) t[static_cast<unsigned char>(kAlphabet[i])] = static_cast<int8_t>(i);
  return t;
}();

}  // namespace

std::string base64url_encode(const Bytes& b) {
  std::string out;
  out.reserve((b.size() * 4 + 2) / 3);
  size_t i = 0;
  for (; i + 3 <= b.size(); i += 3) {
    uint32_t v = uint32_t{b[i]} << 16 | uint32_t{b[i + 1]} << 8 | b[i + 2];
    out += kAlphabet[v >> 18];
    out += kAlphabet[(v >> 12) & 63];
    out += kAlphabet[(v >> 6) & 63];
    out += kAlphabet[v & 63];
  }
  if (b.size() - i == 1) {
    uint32_t v = uint32_t{b[i]} << 16;
    out += kAlphabet[v >> 18];
    out += kAlphabet[(v >> 12) & 63];
  } else if (b.size() - i == 2) {
    uint32_t v = uint32_t{b[i]} << 16 | uint32_t{b[i + 1]} << 8;
    out += kAlphabet[v >> 18];
    out += kAlphabet[(v >> 12) & 63];
    out += kAlphabet[(v >> 6) & 63];
  }
  return out;
}

Base64Result base64url_decode(std::string_view text) {
  Base64Result r;
  r.bytes.resize(text.size() * 3 / 4 + 1);
  size_t n = 0;
  uint32_t acc = 0;
  int bits = 0;
  for (char c : text) {
    const int v = kSextet[static_cast<unsigned char>(c)];
    if (v < 0) {
      r.bad_char = true;
      continue;
    }
    acc = (acc << 6) | static_cast<uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      r.bytes[n++] = static_cast<uint8_t>(acc >> bits);
      acc &= (1u << bits) - 1;
    }
  }
  r.bytes.resize(n);
  if (bits == 6)
    r.bad_length = true;  // one lone character cannot carry a byte
  else if (acc != 0)
    r.loose_tail = true;
  return r;
}

namespace {

// zlib's streams, set up once a thread and reset between uses: a deflate stream at these
// settings holds about 400 KB, whose allocation (and first touch) cost more than packing a
// link; a reset stream packs exactly as a new one does.
struct Deflater {
  z_stream z{};
  bool ok = false;
  // Raw deflate (negative window bits): the link carries its own checksum, so zlib's header
  // and Adler-32 trailer would only add six bytes.
  Deflater() { ok = deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY) == Z_OK; }
  ~Deflater() {
    if (ok) deflateEnd(&z);
  }
  Deflater(const Deflater&) = delete;
  Deflater& operator=(const Deflater&) = delete;
};

struct Inflater {
  z_stream z{};
  bool ok = false;
  Inflater() { ok = inflateInit2(&z, -15) == Z_OK; }
  ~Inflater() {
    if (ok) inflateEnd(&z);
  }
  Inflater(const Inflater&) = delete;
  Inflater& operator=(const Inflater&) = delete;
};

}  // namespace

Bytes deflate_raw(const Bytes& in) {
  thread_local Deflater d;
  if (!d.ok || deflateReset(&d.z) != Z_OK) return {};
  z_stream& z = d.z;
  Bytes out(deflateBound(&z, static_cast<uLong>(in.size())));
  z.next_in = const_cast<Bytef*>(in.data());
  z.avail_in = static_cast<uInt>(in.size());
  z.next_out = out.data();
  z.avail_out = static_cast<uInt>(out.size());
  int rc = deflate(&z, Z_FINISH);
  out.resize(rc == Z_STREAM_END ? z.total_out : 0);
  return out;
}

InflateError inflate_raw(const uint8_t* data, size_t size, size_t max_out, Bytes& out) {
  out.clear();
  thread_local Inflater i;
  if (!i.ok || inflateReset(&i.z) != Z_OK) return InflateError::Damaged;
  z_stream& z = i.z;
  z.next_in = const_cast<Bytef*>(data);
  z.avail_in = static_cast<uInt>(size);
  InflateError result = InflateError::Damaged;
  uint8_t chunk[16384];
  for (;;) {
    z.next_out = chunk;
    z.avail_out = sizeof chunk;
    int rc = inflate(&z, Z_NO_FLUSH);
    size_t got = sizeof chunk - z.avail_out;
    if (out.size() + got > max_out) {
      result = InflateError::TooLarge;
      break;
    }
    out.insert(out.end(), chunk, chunk + got);
    if (rc == Z_STREAM_END) {
      // Bytes after the end of the stream are not ours: a link with extra data is damaged.
      if (z.avail_in == 0) result = InflateError::None;
      break;
    }
    if (rc != Z_OK || (got == 0 && z.avail_in == 0)) break;
  }
  if (result != InflateError::None) out.clear();
  return result;
}

uint32_t crc32_of(const uint8_t* data, size_t size) {
  return static_cast<uint32_t>(crc32(crc32(0L, Z_NULL, 0), data, static_cast<uInt>(size)));
}

}  // namespace parlor::net::wire
