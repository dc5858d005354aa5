// The QR encoder (net/qr_code.h) against codes made by another encoder (Debian's python3-qrcode,
// tests/net/testdata/make_qr_vectors.py): the same capacity at every version and level, and the
// same modules for texts from empty to version 39, with each mask, at every level.
#include "net/qr_code.h"

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace parlor::net;

namespace {

QrEcc level_of(const std::string& name) {
  return name == "L" ? QrEcc::Low : name == "M" ? QrEcc::Medium : name == "Q" ? QrEcc::Quartile : QrEcc::High;
}

std::string from_hex(const std::string& hex) {
  std::string out;
  if (hex == "-") return out;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) out += static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16));
  return out;
}

// A row as the vectors write it: hex digits, four modules each from the left.
std::string row_hex(const QrCode& q, int y) {
  std::string out;
  for (int x = 0; x < q.size(); x += 4) {
    int d = 0;
    for (int k = 0; k < 4; ++k) d = d << 1 | (q.dark(x + k, y) ? 1 : 0);
    out += "0123456789abcdef"[d];
  }
  return out;
}

}  // namespace

TEST_CASE("QR code: capacities and codes match another encoder's, for every level and mask") {
  std::ifstream in(PARLOR_SOURCE_DIR "/tests/net/testdata/qr_vectors.txt");
  REQUIRE(in.good());
  std::string line;
  int codes = 0, capacities = 0;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string kind, level;
    words >> kind >> level;
    if (kind == "capacity") {
      for (int v = 1; v <= 40; ++v) {
        int want = 0;
        words >> want;
        CHECK_MESSAGE(QrCode::capacity(v, level_of(level)) == want, "version ", v, " level ", level);
      }
      ++capacities;
    } else if (kind == "code") {
      int mask = 0, version = 0;
      std::string hex;
      words >> mask >> version >> hex;
      const std::string text = from_hex(hex);
      const auto q = QrCode::encode(text, level_of(level), mask);
      REQUIRE(q.has_value());
      CHECK(q->version() == version);
      CHECK(q->mask() == mask);
      int wrong = 0;
      for (int y = 0; y < 17 + 4 * version; ++y) {
        REQUIRE(std::getline(in, line));
        if (q->version() == version && row_hex(*q, y) != line) ++wrong;
      }
      CHECK_MESSAGE(wrong == 0, "level ", level, " mask ", mask, " version ", version, ": ", wrong, " rows differ");
      ++codes;
    }
  }
  CHECK(capacities == 4);
  CHECK(codes == 32);
}

TEST_CASE("QR code: the rules' mask, what does not fit, and the quiet zone") {
  const std::string link = "https://parlor.example/#join=AQAAAAAAAQEEWHE3QhhrM1p0UjN2WXAxYk42bVdxMnNMeDlkR2g";
  const auto q = QrCode::encode(link);
  REQUIRE(q.has_value());
  CHECK(q->version() == 5);  // 77 bytes at level M
  CHECK(q->mask() >= 0);
  CHECK(q->mask() <= 7);
  // The chosen mask gives the same modules as asking for it.
  const auto same = QrCode::encode(link, QrEcc::Medium, q->mask());
  for (int y = 0; y < q->size(); ++y) CHECK(row_hex(*q, y) == row_hex(*same, y));
  CHECK_FALSE(q->dark(-1, 0));
  CHECK_FALSE(q->dark(0, q->size()));
  CHECK(q->dark(0, 0));  // a finder's corner
  CHECK(QrCode::encode(std::string(2953, 'x'), QrEcc::Low).has_value());
  CHECK_FALSE(QrCode::encode(std::string(2954, 'x'), QrEcc::Low).has_value());
  CHECK_FALSE(QrCode::encode(std::string(1274, 'x'), QrEcc::High).has_value());
}
