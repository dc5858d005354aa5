// Deeply nested JSON: nlohmann's copy and dump recurse, so every text Parlor reads is refused
// past kMaxJsonDepth levels before a tree is built, wherever it comes from.
#include <doctest/doctest.h>

#include <string>

#include "../net/link_test_util.h"
#include "app/session/save.h"
#include "app/session/settings.h"
#include "engine/json_util.h"
#include "games/registry.h"
#include "net/link.h"
#include "net/link_wire.h"

using namespace parlor;
using namespace parlor::testing;

namespace {

std::string nested(size_t levels, const std::string& inner = "1") {
  return std::string(levels, '[') + inner + std::string(levels, ']');
}

void check_depth_refused(const std::string& reason) {
  INFO(reason);
  CHECK(reason.find("nested more than 64 levels") != std::string::npos);
}

}  // namespace

TEST_CASE("JSON depth: 64 levels parse, 65 are refused with a reason") {
  CHECK(parse_json(nested(64)).ok());
  auto deep = parse_json(nested(65));
  REQUIRE_FALSE(deep.ok());
  check_depth_refused(deep.error());
  CHECK(deep.error().back() == '.');
}

TEST_CASE("JSON depth: 100,000 levels are refused without building the tree") {
  auto r = parse_json("{\"op\":1,\"id\":" + nested(100000) + "}");
  REQUIRE_FALSE(r.ok());
  check_depth_refused(r.error());
}

TEST_CASE("JSON depth: brackets inside strings do not count") {
  const std::string text = "{\"a\":\"" + std::string(200, '[') + "\\\"{{{\"}";
  auto r = parse_json(text);
  REQUIRE(r.ok());
  CHECK((*r)["a"].get<std::string>().size() == 204);
}

TEST_CASE("JSON depth: a saved game whose options nest 200,000 deep is refused") {
  const std::string text = R"({"format":1,"game":"five_crowns","seed":1,"options":)" + nested(200000, "") + "}";
  auto r = load_game_text(text);
  REQUIRE_FALSE(r.ok());
  check_depth_refused(r.error());
  // The app's saved-game loader goes through the same parser.
  CHECK_FALSE(session::saved_game_from_text(text).ok());
}

TEST_CASE("JSON depth: settings and stats nested too deeply are refused") {
  const std::string text = R"({"format":1,"last_names":)" + nested(1000, "") + "}";
  CHECK_FALSE(session::settings_from_text(text).ok());
  CHECK_FALSE(session::stats_from_text(text).ok());
}

TEST_CASE("JSON depth: a link whose option is nested JSON too deep is refused") {
  net::wire::Writer w;
  w.varint(1);  // set-up only
  w.text("five_crowns");
  w.varint(1);
  w.text("deep");
  w.byte(5);  // an option written as JSON text
  w.text(nested(2000));
  w.varint(1);
  w.varint(0);
  auto r = net::open_link(frame_link(w.bytes()));
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().back() == '.');
}
