// A QR code (ISO/IEC 18004) for a link: byte mode, versions 1 to 40, any error-correction level,
// the mask chosen by the standard's penalty rules unless one is asked for. What the invite and
// answer screens draw, so a phone's camera opens the link (net/peer_invite.h); plain C++.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace parlor::net {

enum class QrEcc : uint8_t { Low, Medium, Quartile, High };  // about 7, 15, 25 and 30% of the code may be lost

class QrCode {
 public:
  // The smallest code holding `bytes` at `ecc`; none when even version 40 cannot. `mask` 0-7
  // forces a mask (the tests compare codes made with each), -1 picks the one the rules prefer.
  static std::optional<QrCode> encode(std::string_view bytes, QrEcc ecc = QrEcc::Medium, int mask = -1);
  // The most bytes a version holds at a level.
  static int capacity(int version, QrEcc ecc);

  int version() const { return version_; }
  int size() const { return size_; }  // modules a side: 17 + 4 * version
  int mask() const { return mask_; }
  // Row `y`, column `x`, from the top left; outside the code is light (the quiet zone).
  bool dark(int x, int y) const {
    return x >= 0 && y >= 0 && x < size_ && y < size_ && modules_[static_cast<size_t>(y * size_ + x)];
  }

 private:
  QrCode(int version, QrEcc ecc);
  void set(int x, int y, bool dark, bool function = true);
  void draw_function_patterns();
  void draw_finder(int cx, int cy);
  void draw_alignment(int cx, int cy);
  void draw_format(int mask);
  void draw_version();
  void place(const std::vector<uint8_t>& codewords);
  void apply_mask(int mask);
  long penalty() const;

  int version_;
  int size_;
  QrEcc ecc_;
  int mask_ = 0;
  std::vector<bool> modules_, function_;
};

}  // namespace parlor::net
