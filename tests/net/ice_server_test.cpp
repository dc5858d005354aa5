// Peer play's servers as a person types them (net/ice_server.h): STUN and TURN lines read back,
// the JSON a browser takes, and lines that are not servers refused with a reason.
#include "net/ice_server.h"

#include <doctest/doctest.h>

using namespace parlor::net;

TEST_CASE("ICE servers: STUN and TURN lines, and the browser's JSON") {
  auto stun = parse_ice_server("  stun:stun.l.google.com:19302 ");
  REQUIRE(stun.ok());
  CHECK(stun->url == "stun:stun.l.google.com:19302");
  CHECK(stun->username.empty());
  CHECK(ice_server_line(*stun) == "stun:stun.l.google.com:19302");
  auto turn = parse_ice_server("turn:turn.example.org:3478?transport=udp ana s3cret");
  REQUIRE(turn.ok());
  CHECK(turn->username == "ana");
  CHECK(turn->password == "s3cret");
  CHECK(ice_server_line(*turn) == "turn:turn.example.org:3478?transport=udp ana s3cret");
  CHECK(parse_ice_server("turns:[2001:db8::1]:5349 u p").ok());
  CHECK(parse_ice_server("stun:192.168.1.1").ok());
  CHECK(ice_servers_json({"stun:a.example:3478", "nonsense", "turn:b.example u p"}) ==
        R"([{"urls":"stun:a.example:3478"},{"credential":"p","urls":"turn:b.example","username":"u"}])");
  CHECK(ice_servers_json({}) == "[]");
}

TEST_CASE("ICE servers: what is not a server is refused with a reason") {
  for (const char* bad :
       {"", "   ", "http://example.org", "stun:", "stun::3478", "stun:host:0", "stun:host:70000", "stun:host:34x8",
        "stun:host:3478 user pass", "turn:host:3478", "turn:host:3478 user", "stun:host?transport=udp",
        "turn:host?transport=sctp u p", "stun:user@host", "turn:[::1 u p", "stun:h\x01st"}) {
    auto r = parse_ice_server(bad);
    CHECK_MESSAGE(!r.ok(), bad);
    if (!r.ok()) CHECK(r.error().back() == '.');
  }
  CHECK_FALSE(parse_ice_server("stun:" + std::string(300, 'a')).ok());
}
