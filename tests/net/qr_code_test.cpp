// The QR encoder (net/qr_code.h) against codes made by another encoder (Debian's python3-qrcode,
// tests/net/testdata/make_qr_vectors.py): the same capacity at every version and level, and the
// same modules for texts from empty to version 39, with each mask, at every level.
#include "net/qr_code.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "../test_util.h"

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
  std::ifstream in(parlor::testing::source_path("tests/net/testdata/qr_vectors.txt"));
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

namespace parlor::testing {

// ISO/IEC 18004's four penalty rules, worked out here on a finished code's modules (not with
// the encoder's own scoring). The finder-like pattern may lean on the light quiet zone.
inline long qr_rules_penalty(const QrCode& q) {
  const int n = q.size();
  long total = 0;
  for (int pass = 0; pass < 2; ++pass)
    for (int a = 0; a < n; ++a) {
      auto at = [&](int b) { return pass == 0 ? q.dark(b, a) : q.dark(a, b); };  // light beyond the edge
      // Rule 1: five or more alike in a line, 3 and 1 more for each beyond five.
      for (int b = 0; b < n;) {
        int e = b;
        while (e < n && at(e) == at(b)) ++e;
        if (e - b >= 5) total += 3 + (e - b - 5);
        b = e;
      }
      // Rule 3: dark, light, three dark, light, dark, with four light modules on either side.
      static const std::string kFinderLike = "1011101";
      for (int b = 0; b + 7 <= n; ++b) {
        std::string seen;
        for (int k = -4; k < 11; ++k) seen += at(b + k) ? '1' : '0';
        if (seen.substr(4, 7) != kFinderLike) continue;
        if (seen.substr(0, 4) == "0000" || seen.substr(11, 4) == "0000") total += 40;
      }
    }
  // Rule 2: every 2x2 block of one colour, 3 each (blocks overlap).
  for (int y = 0; y + 1 < n; ++y)
    for (int x = 0; x + 1 < n; ++x) {
      const bool c = q.dark(x, y);
      if (q.dark(x + 1, y) == c && q.dark(x, y + 1) == c && q.dark(x + 1, y + 1) == c) total += 3;
    }
  // Rule 4: 10 for each whole 5% the dark share lies away from half.
  long dark = 0;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) dark += q.dark(x, y) ? 1 : 0;
  const long cells = static_cast<long>(n) * n;
  total += 10 * (std::abs(dark * 20 - cells * 10) / cells);
  return total;
}

}  // namespace parlor::testing

TEST_CASE("QR code: the mask chosen is the one with the lowest penalty by the standard's four rules") {
  const std::vector<std::pair<std::string, QrEcc>> texts = {
      {"https://parlor.example/#join=AQAAAAAAAQEEWHE3QhhrM1p0UjN2WXAxYk42bVdxMnNMeDlkR2g", QrEcc::Medium},
      {"https://parlor.example/#answer=AgAAAAAAAQEEWHE3QhhrM1p0", QrEcc::Low},
      {"HELLO WORLD", QrEcc::Quartile},
      {"", QrEcc::High},
      {std::string(300, 'z'), QrEcc::Medium},
      {"0123456789012345678901234567890123456789", QrEcc::High},
  };
  std::set<int> chosen;
  for (const auto& [text, ecc] : texts) {
    const auto q = QrCode::encode(text, ecc);
    REQUIRE(q.has_value());
    int want = -1;
    long lowest = 0;
    for (int m = 0; m < 8; ++m) {
      const auto forced = QrCode::encode(text, ecc, m);
      REQUIRE(forced.has_value());
      const long p = parlor::testing::qr_rules_penalty(*forced);
      if (want < 0 || p < lowest) want = m, lowest = p;  // the first of equal penalties
    }
    CHECK_MESSAGE(q->mask() == want, "text of ", text.size(), " bytes");
    chosen.insert(want);
  }
  // The texts lead to more than one mask, so a fixed mask would not pass.
  CHECK(chosen.size() >= 3);
}
