// A tampered or truncated link never opens as some other game: the checksum, the length in the
// frame and strict base64url catch every single-character change and every cut.
#include <doctest/doctest.h>

#include "bots/registry.h"
#include "engine/json_util.h"
#include "net/link.h"
#include "net/link_wire.h"
#include "played_games.h"

using namespace parlor;
using namespace parlor::testing;

namespace {

// A finished 4-player game: the shape the issue asks about.
struct Sample {
  std::string link;
  std::string snapshot;
};

Sample sample_link() {
  auto state = create_game("five_crowns", json{{"players", 4}}, 2026);
  REQUIRE(state.ok());
  auto bots = make_bots("five_crowns", std::vector<std::string>(4, "greedy"), 100);
  State& st = **state;
  while (!st.is_terminal()) {
    const int seat = st.current_seat();
    REQUIRE_FALSE(st.try_apply(seat, (*bots)[static_cast<size_t>(seat)]->choose(*st.view(seat))));
  }
  auto link = net::make_link(
      st, {{"You", false, ""}, {"Ana", true, "greedy"}, {"Bo", true, "greedy"}, {"Kai", true, "greedy"}});
  REQUIRE(link.ok());
  return {*link, st.debug_snapshot()};
}

}  // namespace

TEST_CASE("Link corruption: every single-character change is refused or opens the identical game") {
  const Sample s = sample_link();
  // Every base64url character plus characters that do not belong in one.
  std::string replacements = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  replacements += std::string("=+/#. %\x7f\xff", 10);
  replacements += '\0';
  int64_t tried = 0, refused = 0, identical = 0;
  for (size_t pos = 0; pos < s.link.size(); ++pos) {
    for (char c : replacements) {
      if (c == s.link[pos]) continue;
      std::string bad = s.link;
      bad[pos] = c;
      ++tried;
      auto r = net::open_link(bad);
      if (!r.ok()) {
        ++refused;
        continue;
      }
      // A change the format cannot see must leave the game exactly as it was.
      INFO("position " << pos << " replacement " << int(static_cast<unsigned char>(c)));
      CHECK(r->state->debug_snapshot() == s.snapshot);
      ++identical;
    }
  }
  MESSAGE("single-character changes: " << tried << " tried, " << refused << " refused, " << identical
                                       << " opened the identical game");
  CHECK(tried >= static_cast<int64_t>(s.link.size()) * 60);
  CHECK(refused + identical == tried);
  // Strict base64url (no loose bits in the last character) leaves nothing unseen.
  CHECK(refused == tried);
}

TEST_CASE("Link corruption: every single-byte change of the binary frame is refused") {
  const Sample s = sample_link();
  auto decoded = net::wire::base64url_decode(std::string_view(s.link).substr(net::kLinkKey.size()));
  REQUIRE_FALSE(decoded.bad_char);
  int64_t tried = 0, refused = 0;
  for (size_t pos = 0; pos < decoded.bytes.size(); ++pos) {
    for (int delta : {1, 2, 0x10, 0x80, 0xFF}) {
      net::wire::Bytes bad = decoded.bytes;
      bad[pos] = static_cast<uint8_t>(bad[pos] ^ delta);
      ++tried;
      refused += net::open_link(std::string(net::kLinkKey) + net::wire::base64url_encode(bad)).ok() ? 0 : 1;
    }
  }
  CHECK(refused == tried);
}

TEST_CASE("Link corruption: every truncation is refused, with the cut-short message once past the header") {
  const Sample s = sample_link();
  int cut_short = 0;
  for (size_t len = 0; len < s.link.size(); ++len) {
    auto r = net::open_link(s.link.substr(0, len));
    INFO("length " << len);
    REQUIRE_FALSE(r.ok());
    if (r.error().find("incomplete") != std::string::npos) ++cut_short;
  }
  // "play=" plus the magic and format characters: anything longer is reported as cut short.
  CHECK(cut_short >= static_cast<int>(s.link.size()) - 8);
  // Extra characters after the end are refused too.
  CHECK_FALSE(net::open_link(s.link + "A").ok());
  CHECK_FALSE(net::open_link(s.link + "AAAA").ok());
}
