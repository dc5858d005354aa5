// The byte-level pieces of share links: varints, base64url, raw deflate with an output cap and
// CRC-32. Every reader is bounds-checked and reports failure instead of trusting its input.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::net::wire {

using Bytes = std::vector<uint8_t>;

class Writer {
 public:
  void byte(uint8_t b) { out_.push_back(b); }
  void varint(uint64_t v);
  void zigzag(int64_t v) { varint((static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63)); }
  // Length-prefixed.
  void text(std::string_view s);
  void raw(const Bytes& b) { out_.insert(out_.end(), b.begin(), b.end()); }
  Bytes& bytes() { return out_; }

 private:
  Bytes out_;
};

// Reads what Writer writes. Any read past the end or any non-canonical varint sets failed();
// later reads then return zeros, so callers may check once after a group of reads.
class Reader {
 public:
  Reader(const uint8_t* data, size_t size) : p_(data), end_(data + size) {}
  explicit Reader(const Bytes& b) : Reader(b.data(), b.size()) {}
  uint8_t byte();
  uint64_t varint();
  int64_t zigzag() {
    uint64_t u = varint();
    return static_cast<int64_t>(u >> 1) ^ -static_cast<int64_t>(u & 1);
  }
  // Length-prefixed, at most `max_len` bytes (longer fails).
  std::string text(size_t max_len);
  size_t remaining() const { return failed_ ? 0 : static_cast<size_t>(end_ - p_); }
  bool failed() const { return failed_; }
  bool at_end() const { return !failed_ && p_ == end_; }
  void fail() { failed_ = true; }

 private:
  const uint8_t* p_;
  const uint8_t* end_;
  bool failed_ = false;
};

// RFC 4648 base64url without padding.
std::string base64url_encode(const Bytes& b);

struct Base64Result {
  Bytes bytes;
  bool bad_char = false;    // a character outside A-Z a-z 0-9 - _
  bool bad_length = false;  // a length no encoder produces (4k + 1)
  bool loose_tail = false;  // the last character carries non-zero unused bits
};
// Decodes as much as it can; the flags say what was wrong. Only an all-clear result is
// canonical: then encoding the bytes gives back exactly the text.
Base64Result base64url_decode(std::string_view text);

Bytes deflate_raw(const Bytes& in);
// Nothing when the data is not one complete raw-deflate stream or would inflate past `max_out`.
enum class InflateError { None, Damaged, TooLarge };
InflateError inflate_raw(const uint8_t* data, size_t size, size_t max_out, Bytes& out);

uint32_t crc32_of(const uint8_t* data, size_t size);

}  // namespace parlor::net::wire
