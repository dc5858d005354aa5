// The messages of peer play (net/peer_message.h): each kind encodes and decodes to the same
// thing; malformed, oversized, wrong-version and damaged messages are refused with a reason.
#include "net/peer_message.h"

#include <doctest/doctest.h>

#include <string>

#include "engine/json_util.h"
#include "games/registry.h"
#include "net/link.h"

using namespace parlor;
using namespace parlor::net;

namespace {

std::shared_ptr<const View> a_view(int seat) {
  auto s = create_game("five_crowns", json{{"players", 3}}, 11);
  REQUIRE(s.ok());
  return std::shared_ptr<const View>((*s)->view(seat));
}

HostMessage welcome() {
  HostMessage m;
  m.kind = HostKind::Welcome;
  m.seq = 1;
  m.seat = 2;
  m.token = std::string(kTokenChars, 'a');
  m.names = {"You", "Zoë", "李雷"};
  m.presence = {Presence::Connected, Presence::Away, Presence::Connected};
  m.moves = 0;
  m.view = a_view(2);
  return m;
}

HostMessage about(HostKind kind, uint64_t seq, int seat) {
  HostMessage m;
  m.kind = kind;
  m.seq = seq;
  m.seat = seat;
  return m;
}

std::string host_refusal(std::string_view text) {
  auto m = decode_host_message(text);
  return m ? std::string() : m.error();
}

std::string guest_refusal(std::string_view text) {
  auto m = decode_guest_message(text, {});
  return m ? std::string() : m.error();
}

}  // namespace

TEST_CASE("Peer messages: every kind of host message encodes, decodes and encodes again to the same text") {
  std::vector<HostMessage> all{welcome()};
  HostMessage u;
  u.kind = HostKind::Update;
  u.seq = 2;
  u.moves = 1;
  u.lines = {{0, "Player 1 draws from the stock.", std::nullopt}};
  u.view = a_view(2);
  all.push_back(u);
  HostMessage r = about(HostKind::Refused, 3, -1);
  r.refused_seq = 7;
  r.reason = "It is not your turn.";
  all.push_back(r);
  HostMessage p = about(HostKind::Presence, 4, 1);
  p.status = Presence::BotPlays;
  all.push_back(p);
  HostMessage x = about(HostKind::Reaction, 5, 0);
  x.reaction = Reaction::Party;
  all.push_back(x);
  for (const HostMessage& m : all) {
    const std::string text = encode(m);
    auto back = decode_host_message(text);
    INFO(text << "\n" << (back ? "" : back.error()));
    REQUIRE(back.ok());
    CHECK(back->kind == m.kind);
    CHECK(back->seq == m.seq);
    CHECK(encode(*back) == text);
  }
  auto w = decode_host_message(encode(welcome()));
  REQUIRE(w.ok());
  CHECK(w->names == welcome().names);
  CHECK(w->presence == welcome().presence);
  CHECK(w->view->seat() == 2);
}

TEST_CASE(
    "Peer messages: a welcome names the host's person and carries the round so far, an older host's welcome without "
    "them is read") {
  HostMessage m = welcome();
  m.host = "Zoë";
  m.lines = {{0, "Player 1 draws from the stock.", std::nullopt},
             {1, "Player 2 discards the 7 of stars.", std::nullopt}};
  m.lines_round = 3;
  const std::string text = encode(m);
  auto back = decode_host_message(text);
  INFO(text);
  REQUIRE(back.ok());
  CHECK(back->host == "Zoë");
  CHECK(back->lines == m.lines);
  CHECK(back->lines_round == 3);
  CHECK(encode(*back) == text);
  // Without "host", "lines" and "lines_round" (a host from before them): no name, no lines.
  json j = *parse_json(text);
  j.erase("host");
  j.erase("lines");
  j.erase("lines_round");
  auto older = decode_host_message(dump_json(j));
  REQUIRE(older.ok());
  CHECK(older->host.empty());
  CHECK(older->lines.empty());
  CHECK(older->lines_round == -1);
  // A name longer than a seat's, or a round below -1, is refused.
  j = *parse_json(text);
  j["host"] = std::string(65, 'x');
  CHECK(host_refusal(dump_json(j)) == "The host's name is damaged.");
  j = *parse_json(text);
  j["lines_round"] = -2;
  CHECK_FALSE(host_refusal(dump_json(j)).empty());
}

TEST_CASE("Peer messages: every kind of guest message encodes, decodes and encodes again to the same text") {
  GuestMessage hello;
  hello.seq = 1;
  GuestMessage rejoin = hello;
  rejoin.token = std::string(kTokenChars, '7');
  GuestMessage act;
  act.kind = GuestKind::Action;
  act.seq = 2;
  act.seat = 1;
  act.at = 40;
  act.action = Action::discard(*parse_card("7*"));
  GuestMessage react;
  react.kind = GuestKind::Reaction;
  react.seq = 3;
  react.reaction = Reaction::Think;
  for (const GuestMessage& m : {hello, rejoin, act, react}) {
    const std::string text = encode(m);
    auto back = decode_guest_message(text, {});
    INFO(text);
    REQUIRE(back.ok());
    CHECK(back->kind == m.kind);
    CHECK(back->token == m.token);
    CHECK(back->action == m.action);
    CHECK(encode(*back) == text);
  }
}

TEST_CASE("Peer messages: oversized texts are refused unread") {
  const std::string big_guest(kMaxGuestMessageBytes + 1, ' ');
  CHECK(guest_refusal(big_guest).find("too long") != std::string::npos);
  const std::string big_host(kMaxHostMessageBytes + 1, ' ');
  CHECK(host_refusal(big_host).find("too long") != std::string::npos);
  // A megabyte of valid JSON is refused as well, before it is parsed.
  const std::string mb = R"({"v":1,"seq":1,"type":"hello","pad":")" + std::string(1 << 20, 'x') + "\"}";
  CHECK(guest_refusal(mb).find("too long") != std::string::npos);
}

TEST_CASE("Peer messages: malformed JSON, deep nesting and other versions are refused with a reason") {
  CHECK_FALSE(guest_refusal("").empty());
  CHECK_FALSE(guest_refusal("{\"v\":1,").empty());
  CHECK(guest_refusal("[1,2]").find("object") != std::string::npos);
  CHECK(guest_refusal(std::string(200, '[') + std::string(200, ']')).find("nested") != std::string::npos);
  CHECK(guest_refusal(R"({"seq":1,"type":"hello"})").find("version") != std::string::npos);
  CHECK(guest_refusal(R"({"v":2,"seq":1,"type":"hello"})").find("another version") != std::string::npos);
  CHECK(host_refusal(R"({"v":0,"seq":1,"type":"refused","of":1,"reason":"x"})").find("another version") !=
        std::string::npos);
  CHECK(guest_refusal(R"({"v":1,"seq":0,"type":"hello"})").find("seq") != std::string::npos);
  CHECK(guest_refusal(R"({"v":1,"seq":-5,"type":"hello"})").find("seq") != std::string::npos);
  CHECK(guest_refusal(R"({"v":1,"seq":1,"type":"shout"})").find("type") != std::string::npos);
  CHECK(guest_refusal(R"({"v":1,"seq":1,"type":"hello","token":"secret"})").find("token") != std::string::npos);
  CHECK(guest_refusal(R"({"v":1,"seq":1,"type":"reaction","reaction":"rude"})").find("reaction") != std::string::npos);
  CHECK(guest_refusal(R"({"v":1,"seq":2,"type":"action","seat":1,"at":3,"action":{"type":"fly"}})") != "");
  CHECK(guest_refusal(R"({"v":1,"seq":2,"type":"action","seat":99,"at":3,"action":{"type":"draw"}})") != "");
  CHECK(guest_refusal(R"({"v":1,"seq":2,"type":"action","seat":1,"action":{"type":"draw"}})").find("at") !=
        std::string::npos);
  CHECK(guest_refusal(R"({"v":1,"seq":2,"type":"action","seat":1,"at":0,"action":{"type":"draw"}})").empty());
}

TEST_CASE("Peer messages: a host message with a damaged view, name or line is refused") {
  json w = parse_json(encode(welcome())).value();
  CHECK(host_refusal(dump_json(w)).empty());
  json bad = w;
  bad["view"]["hand"].push_back("R3");
  CHECK(host_refusal(dump_json(bad)).find("view is damaged") != std::string::npos);
  bad = w;
  bad["seat"] = 1;  // the view is seat 2's
  CHECK(host_refusal(dump_json(bad)).find("another seat") != std::string::npos);
  bad = w;
  bad["names"][0] = std::string(kMaxSeatNameBytes + 1, 'n');
  CHECK(host_refusal(dump_json(bad)).find("name") != std::string::npos);
  bad = w;
  bad["presence"].erase(0);
  CHECK_FALSE(host_refusal(dump_json(bad)).empty());
  bad = w;
  bad["type"] = "update";
  bad["lines"] = json::array({json{{"seat", 0}, {"text", std::string(kMaxLineBytes + 1, 'x')}}});
  CHECK(host_refusal(dump_json(bad)).find("line") != std::string::npos);
  bad["lines"] = json::array({json{{"seat", 0}, {"text", "Player 1 draws from the stock."}}});
  CHECK(host_refusal(dump_json(bad)).empty());
}

TEST_CASE("Peer messages: names and lines are cut at a character boundary, never inside one") {
  CHECK(clip_utf8("abc", 5) == "abc");
  CHECK(clip_utf8("Zoë", 3) == "Zo");  // ë is two bytes
  CHECK(clip_utf8("李雷", 4) == "李");
  CHECK(is_seat_token(std::string(kTokenChars, 'f')));
  CHECK_FALSE(is_seat_token(std::string(kTokenChars, 'F')));
  CHECK_FALSE(is_seat_token("abc"));
}
