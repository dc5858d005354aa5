#include "net/qr_code.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdlib>

namespace parlor::net {
namespace {

// ISO/IEC 18004 table 9, by level (L, M, Q, H) and version (index 0 unused): error-correction
// codewords in each block, and the number of blocks.
constexpr std::array<std::array<int8_t, 41>, 4> kEccPerBlock{{
    {-1, 7,  10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
     28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30},
    {-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
     26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28},
    {-1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
     28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30},
    {-1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
     30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30},
}};
constexpr std::array<std::array<int8_t, 41>, 4> kBlocks{{
    {-1, 1, 1, 1,  1,  1,  2,  2,  2,  2,  4,  4,  4,  4,  4,  6,  6,  6,  6,  7, 8,
     8,  9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25},
    {-1, 1,  1,  1,  2,  2,  4,  4,  4,  5,  5,  5,  8,  9,  9,  10, 10, 11, 13, 14, 16,
     17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49},
    {-1, 1,  1,  2,  2,  4,  4,  6,  6,  8,  8,  8,  10, 12, 16, 12, 17, 16, 18, 21, 20,
     23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68},
    {-1, 1,  1,  2,  4,  4,  4,  5,  6,  8,  8,  11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
     25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81},
}};

// The format information's two bits for a level (table 12): L 01, M 00, Q 11, H 10.
constexpr std::array<int, 4> kFormatBits{1, 0, 3, 2};

int level(QrEcc e) { return static_cast<int>(e); }

// Modules left for codewords once the function patterns and the format and version areas are drawn.
int raw_modules(int version) {
  int n = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const int align = version / 7 + 2;
    n -= (25 * align - 10) * align - 55;
    if (version >= 7) n -= 36;
  }
  return n;
}

int data_codewords(int version, QrEcc e) {
  return raw_modules(version) / 8 - kEccPerBlock[level(e)][version] * kBlocks[level(e)][version];
}

// The alignment patterns' centres along either axis (annex E: evenly spaced from the far side).
std::vector<int> alignment_centres(int version) {
  if (version == 1) return {};
  const int count = version / 7 + 2, size = 17 + 4 * version;
  const int step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2;
  std::vector<int> out(static_cast<size_t>(count));
  out[0] = 6;
  for (int i = count - 1, pos = size - 7; i >= 1; --i, pos -= step) out[static_cast<size_t>(i)] = pos;
  return out;
}

// Galois field 256 with the code's polynomial x^8 + x^4 + x^3 + x^2 + 1.
uint8_t gf_mul(uint8_t a, uint8_t b) {
  int r = 0;
  for (int i = 7; i >= 0; --i) {
    r = (r << 1) ^ ((r >> 7) * 0x11D);
    r ^= ((b >> i) & 1) * a;
  }
  return static_cast<uint8_t>(r);
}

// Reed-Solomon: the generator polynomial of `degree` (roots 1, 2, 4, ...), highest term left out.
std::vector<uint8_t> rs_generator(int degree) {
  std::vector<uint8_t> g(static_cast<size_t>(degree), 0);
  g.back() = 1;
  uint8_t root = 1;
  for (int i = 0; i < degree; ++i) {
    for (size_t j = 0; j < g.size(); ++j) {
      g[j] = gf_mul(g[j], root);
      if (j + 1 < g.size()) g[j] ^= g[j + 1];
    }
    root = gf_mul(root, 0x02);
  }
  return g;
}

std::vector<uint8_t> rs_remainder(const std::vector<uint8_t>& data, const std::vector<uint8_t>& gen) {
  std::vector<uint8_t> r(gen.size(), 0);
  for (uint8_t b : data) {
    const uint8_t factor = b ^ r.front();
    r.erase(r.begin());
    r.push_back(0);
    for (size_t i = 0; i < r.size(); ++i) r[i] ^= gf_mul(gen[i], factor);
  }
  return r;
}

// Byte mode (0100), the count, the bytes, a terminator, then the pad codewords 0xEC 0x11.
std::vector<uint8_t> data_stream(std::string_view bytes, int version, int capacity) {
  std::vector<bool> bits;
  auto put = [&](uint32_t v, int n) {
    for (int i = n - 1; i >= 0; --i) bits.push_back(((v >> i) & 1) != 0);
  };
  put(4, 4);
  put(static_cast<uint32_t>(bytes.size()), version <= 9 ? 8 : 16);
  for (char c : bytes) put(static_cast<uint8_t>(c), 8);
  const size_t room = static_cast<size_t>(capacity) * 8;
  put(0, static_cast<int>(std::min<size_t>(4, room - bits.size())));
  while (bits.size() % 8) bits.push_back(false);
  std::vector<uint8_t> out;
  for (size_t i = 0; i < bits.size(); i += 8) {
    uint8_t b = 0;
    for (size_t k = 0; k < 8; ++k) b = static_cast<uint8_t>(b << 1 | (bits[i + k] ? 1 : 0));
    out.push_back(b);
  }
  for (uint8_t pad = 0xEC; out.size() < static_cast<size_t>(capacity); pad ^= 0xEC ^ 0x11) out.push_back(pad);
  return out;
}

// Splits the data into the level's blocks, adds each block's error correction, and interleaves:
// the blocks' data codewords column by column (the longer blocks' last one at the end), then
// their error-correction codewords the same way.
std::vector<uint8_t> interleave(const std::vector<uint8_t>& data, int version, QrEcc e) {
  const int blocks = kBlocks[level(e)][version], ecc = kEccPerBlock[level(e)][version];
  const int raw = raw_modules(version) / 8, short_len = raw / blocks - ecc, longer = raw % blocks;
  const std::vector<uint8_t> gen = rs_generator(ecc);
  std::vector<std::vector<uint8_t>> parts, checks;
  size_t at = 0;
  for (int b = 0; b < blocks; ++b) {
    const size_t len = static_cast<size_t>(short_len + (b >= blocks - longer ? 1 : 0));
    parts.emplace_back(data.begin() + static_cast<long>(at), data.begin() + static_cast<long>(at + len));
    checks.push_back(rs_remainder(parts.back(), gen));
    at += len;
  }
  std::vector<uint8_t> out;
  for (size_t i = 0; i <= static_cast<size_t>(short_len); ++i)
    for (const auto& p : parts)
      if (i < p.size()) out.push_back(p[i]);
  for (size_t i = 0; i < static_cast<size_t>(ecc); ++i)
    for (const auto& c : checks) out.push_back(c[i]);
  return out;
}

bool mask_bit(int mask, int x, int y) {
  switch (mask) {
    case 0: return (x + y) % 2 == 0;
    case 1: return y % 2 == 0;
    case 2: return x % 3 == 0;
    case 3: return (x + y) % 3 == 0;
    case 4: return (x / 3 + y / 2) % 2 == 0;
    case 5: return x * y % 2 + x * y % 3 == 0;
    case 6: return (x * y % 2 + x * y % 3) % 2 == 0;
    default: return ((x + y) % 2 + x * y % 3) % 2 == 0;
  }
}

}  // namespace

int QrCode::capacity(int version, QrEcc ecc) {
  if (version < 1 || version > 40) return 0;
  const int header_bits = 4 + (version <= 9 ? 8 : 16);
  return (data_codewords(version, ecc) * 8 - header_bits) / 8;
}

QrCode::QrCode(int version, QrEcc ecc)
    : version_(version),
      size_(17 + 4 * version),
      ecc_(ecc),
      modules_(static_cast<size_t>(size_ * size_)),
      function_(static_cast<size_t>(size_ * size_)) {}

std::optional<QrCode> QrCode::encode(std::string_view bytes, QrEcc ecc, int mask) {
  int version = 1;
  while (version <= 40 && capacity(version, ecc) < static_cast<int>(bytes.size())) ++version;
  if (version > 40) return std::nullopt;
  QrCode q(version, ecc);
  q.draw_function_patterns();
  q.place(interleave(data_stream(bytes, version, data_codewords(version, ecc)), version, ecc));
  if (mask < 0 || mask > 7) {
    long best = LONG_MAX;
    for (int m = 0; m < 8; ++m) {
      q.apply_mask(m);
      q.draw_format(m);
      const long p = q.penalty();
      if (p < best) best = p, mask = m;
      q.apply_mask(m);  // XOR again: undone
    }
  }
  q.mask_ = mask;
  q.apply_mask(mask);
  q.draw_format(mask);
  return q;
}

void QrCode::set(int x, int y, bool dark, bool function) {
  const size_t i = static_cast<size_t>(y * size_ + x);
  modules_[i] = dark;
  if (function) function_[i] = true;
}

void QrCode::draw_finder(int cx, int cy) {
  // 7x7 rings around a 3x3 centre, with a light separator (the ninth row and column).
  for (int dy = -4; dy <= 4; ++dy)
    for (int dx = -4; dx <= 4; ++dx) {
      const int x = cx + dx, y = cy + dy, d = std::max(std::abs(dx), std::abs(dy));
      if (x >= 0 && y >= 0 && x < size_ && y < size_) set(x, y, d != 2 && d != 4);
    }
}

void QrCode::draw_alignment(int cx, int cy) {
  for (int dy = -2; dy <= 2; ++dy)
    for (int dx = -2; dx <= 2; ++dx) set(cx + dx, cy + dy, std::max(std::abs(dx), std::abs(dy)) != 1);
}

void QrCode::draw_function_patterns() {
  for (int i = 0; i < size_; ++i) {
    set(6, i, i % 2 == 0);
    set(i, 6, i % 2 == 0);
  }
  draw_finder(3, 3);
  draw_finder(size_ - 4, 3);
  draw_finder(3, size_ - 4);
  const std::vector<int> centres = alignment_centres(version_);
  const size_t n = centres.size();
  for (size_t i = 0; i < n; ++i)
    for (size_t j = 0; j < n; ++j)
      if (!((i == 0 && j == 0) || (i == 0 && j == n - 1) || (i == n - 1 && j == 0)))  // not over a finder
        draw_alignment(centres[i], centres[j]);
  draw_format(0);  // reserves the areas; drawn again once the mask is known
  draw_version();
}

// 15 bits: the level and mask, a BCH(15,5) check (generator 0x537), XORed with 0x5412; one copy
// around the top left finder, the other split between the other two, and the dark module.
void QrCode::draw_format(int mask) {
  const int data = kFormatBits[static_cast<size_t>(level(ecc_))] << 3 | mask;
  int rem = data;
  for (int i = 0; i < 10; ++i) rem = (rem << 1) ^ ((rem >> 9) * 0x537);
  const int bits = (data << 10 | rem) ^ 0x5412;
  auto bit = [&](int i) { return ((bits >> i) & 1) != 0; };
  for (int i = 0; i <= 5; ++i) set(8, i, bit(i));
  set(8, 7, bit(6));
  set(8, 8, bit(7));
  set(7, 8, bit(8));
  for (int i = 9; i < 15; ++i) set(14 - i, 8, bit(i));
  for (int i = 0; i < 8; ++i) set(size_ - 1 - i, 8, bit(i));
  for (int i = 8; i < 15; ++i) set(8, size_ - 15 + i, bit(i));
  set(8, size_ - 8, true);
}

// Versions 7 and up: 18 bits (the version and a BCH(18,6) check, generator 0x1F25), twice.
void QrCode::draw_version() {
  if (version_ < 7) return;
  int rem = version_;
  for (int i = 0; i < 12; ++i) rem = (rem << 1) ^ ((rem >> 11) * 0x1F25);
  const long bits = static_cast<long>(version_) << 12 | rem;
  for (int i = 0; i < 18; ++i) {
    const bool b = ((bits >> i) & 1) != 0;
    const int a = size_ - 11 + i % 3, c = i / 3;
    set(a, c, b);
    set(c, a, b);
  }
}

// Two columns at a time from the right, up then down, skipping the vertical timing column.
void QrCode::place(const std::vector<uint8_t>& codewords) {
  size_t i = 0;
  const size_t total = codewords.size() * 8;
  for (int right = size_ - 1; right >= 1; right -= 2) {
    if (right == 6) right = 5;
    const bool upward = ((right + 1) & 2) == 0;
    for (int v = 0; v < size_; ++v)
      for (int j = 0; j < 2; ++j) {
        const int x = right - j, y = upward ? size_ - 1 - v : v;
        if (function_[static_cast<size_t>(y * size_ + x)]) continue;
        const bool b = i < total && ((codewords[i >> 3] >> (7 - (i & 7))) & 1) != 0;
        set(x, y, b, false);
        ++i;
      }
  }
}

void QrCode::apply_mask(int mask) {
  for (int y = 0; y < size_; ++y)
    for (int x = 0; x < size_; ++x) {
      const size_t i = static_cast<size_t>(y * size_ + x);
      if (!function_[i] && mask_bit(mask, x, y)) modules_[i] = !modules_[i];
    }
}

// The standard's four penalties (section 7.8.3): runs of five or more of a colour in a row or
// column, 2x2 blocks of a colour, finder-like 1:1:3:1:1 patterns with four light modules on a
// side, and how far the share of dark modules is from half.
long QrCode::penalty() const {
  long p = 0;
  auto line = [&](bool rows) {
    for (int a = 0; a < size_; ++a) {
      int run = 0;
      bool colour = false;
      std::vector<bool> l(static_cast<size_t>(size_));
      for (int b = 0; b < size_; ++b) l[static_cast<size_t>(b)] = rows ? dark(b, a) : dark(a, b);
      for (int b = 0; b < size_; ++b) {
        const bool c = l[static_cast<size_t>(b)];
        if (b > 0 && c == colour) {
          ++run;
        } else {
          if (run >= 5) p += 3 + (run - 5);
          run = 1;
          colour = c;
        }
      }
      if (run >= 5) p += 3 + (run - 5);
      // 1:1:3:1:1 dark-light-dark-light-dark, with four light modules (inside or beyond the edge) on a side.
      auto at = [&](int b) { return b >= 0 && b < size_ && l[static_cast<size_t>(b)]; };
      for (int b = 0; b + 7 <= size_; ++b) {
        if (!(at(b) && !at(b + 1) && at(b + 2) && at(b + 3) && at(b + 4) && !at(b + 5) && at(b + 6))) continue;
        const bool before = !at(b - 1) && !at(b - 2) && !at(b - 3) && !at(b - 4);
        const bool after = !at(b + 7) && !at(b + 8) && !at(b + 9) && !at(b + 10);
        if (before || after) p += 40;
      }
    }
  };
  line(true);
  line(false);
  int darks = 0;
  for (int y = 0; y < size_; ++y)
    for (int x = 0; x < size_; ++x) {
      darks += dark(x, y) ? 1 : 0;
      if (x + 1 < size_ && y + 1 < size_ && dark(x, y) == dark(x + 1, y) && dark(x, y) == dark(x, y + 1) &&
          dark(x, y) == dark(x + 1, y + 1))
        p += 3;
    }
  const long total = static_cast<long>(size_) * size_;
  // The smallest k with the dark share within (10 + 5k)% of half... in steps of 5%, 10 points each.
  const long k = (std::labs(darks * 20L - total * 10L) + total - 1) / total - 1;
  p += std::max(0L, k) * 10;
  return p;
}

}  // namespace parlor::net
