// The host's checks (net/peer_host.h): forged, out-of-turn, stale and malformed messages are
// refused, logged and never applied; seat tokens, rejoining, a bot standing in, reactions.
#include <doctest/doctest.h>

#include "peer_table.h"

using namespace parlor;
using namespace parlor::testing;

namespace {

// Five Crowns for three: seat 0 the host's bot, seats 1 and 2 guests.
PeerTable three_seats() { return PeerTable("five_crowns", 3, 8, {false, true, true}); }

// Plays on until `seat` (a guest) is to act.
void until_turn_of(PeerTable& t, int seat) {
  while (t.match().current_seat() != seat) t.step();
}

std::string snapshot(PeerTable& t) { return t.match().state().debug_snapshot(); }

std::string action_text(int seq, int seat, int64_t at, const Action& a) {
  net::GuestMessage m;
  m.kind = net::GuestKind::Action;
  m.seq = static_cast<uint64_t>(seq);
  m.seat = seat;
  m.at = at;
  m.action = a;
  return encode(m);  // the engine's own kinds (draw, discard) need no game
}

// The host's refusals the guest heard, the last one.
std::string last_refusal(PeerTable& t, int seat) {
  t.deliver();
  return t.guest(seat).refusal();
}

}  // namespace

TEST_CASE(
    "Peer host: a move for another seat, out of turn, on an old view or illegal is refused, logged, never applied") {
  PeerTable t = three_seats();
  until_turn_of(t, 1);
  const std::string before = snapshot(t);
  const int64_t at = t.guest(1).moves();
  const Action draw = Action::draw_stock();
  // Seat 2 sends seat 1's move, and then its own move out of turn.
  t.send(2, action_text(90, 1, at, draw));
  CHECK(last_refusal(t, 2) == "That move was for another seat.");
  t.send(2, action_text(91, 2, at, draw));
  CHECK(last_refusal(t, 2) == "It is not your turn.");
  // Seat 1's move made on an older view, then an illegal one (a discard before drawing).
  t.send(1, action_text(90, 1, at - 1, draw));
  CHECK(last_refusal(t, 1) == "The table moved on before your move arrived.");
  t.send(1, action_text(91, 1, at, Action::discard(*parse_card("JK"))));  // before drawing
  CHECK_FALSE(last_refusal(t, 1).empty());
  // Malformed, oversized and stale texts.
  t.send(1, "{not json");
  CHECK_FALSE(last_refusal(t, 1).empty());
  t.send(1, std::string(1 << 20, 'x'));
  CHECK(last_refusal(t, 1).find("too long") != std::string::npos);
  t.send(1, R"({"v":9,"seq":99,"type":"action"})");
  CHECK(last_refusal(t, 1).find("another version") != std::string::npos);
  // Nothing moved, every refusal is in the host's log with the seat, and the seat still plays:
  // a refused message took no number, so the next one may carry any above the last taken.
  CHECK(snapshot(t) == before);
  CHECK_FALSE(t.match().ready_move().has_value());
  CHECK(t.host().log().size() == 7);
  CHECK(t.host().log().front() == "Seat 3 (Seat 3): That move was for another seat.");
  t.send(1, action_text(91, 1, at, draw));
  CHECK(t.match().ready_move() == draw);
  // Once taken, a number is stale.
  t.send(1, action_text(91, 1, at, draw));
  CHECK(last_refusal(t, 1) == net::kStaleReason);
}

TEST_CASE("Peer host: the guest's move is played as its own seat's, whatever else the message says") {
  PeerTable t = three_seats();
  until_turn_of(t, 1);
  t.send(1, *t.guest(1).act(Action::draw_stock()));
  CHECK(t.host().log().empty());
  // Only seat 1's RemoteSeat answers; no other seat has a move ready.
  CHECK(t.match().current_seat() == 1);
  const auto move = t.match().ready_move();
  REQUIRE(move.has_value());
  CHECK(*move == Action::draw_stock());
  // The seat answered once: asked again, it waits for the next message.
  CHECK_FALSE(t.match().ready_move().has_value());
}

TEST_CASE("Peer host: a guest that drops and rejoins with its token gets its seat and the current view back") {
  PeerTable t = three_seats();
  for (int i = 0; i < 10; ++i) t.step();
  const std::string token = t.guest(2).token();
  CHECK(net::is_seat_token(token));
  t.host().disconnected(2);
  t.deliver();
  CHECK(t.guest(1).presence(2) == net::Presence::Away);
  CHECK(t.host().presence(2) == net::Presence::Away);
  // Seat 2's device reloads: a new guest with the kept token.
  t.loop->replace_guest(2, token);
  t.join(2);
  CHECK(t.guest(2).seat() == 2);
  CHECK(t.guest(2).token() == token);
  CHECK(dump_json(t.guest(2).view()->to_json()) == dump_json(t.match().state().view(2)->to_json()));
  CHECK(t.guest(1).presence(2) == net::Presence::Connected);
  // Someone else opening seat 2's channel without the token, or with a wrong one, is refused.
  net::PeerGuest stranger(std::string(net::kTokenChars, '0'));
  t.host().receive(2, stranger.hello());
  auto out = t.host().take_outbox();
  REQUIRE(out.size() == 1);
  CHECK_FALSE(stranger.receive(out[0].text).has_value());
  CHECK(stranger.refusal() == "This seat is taken: only its player's device can rejoin it.");
  CHECK_FALSE(stranger.joined());
  net::PeerGuest no_token;
  t.host().receive(2, no_token.hello());
  out = t.host().take_outbox();
  REQUIRE(out.size() == 1);
  CHECK_FALSE(no_token.receive(out[0].text).has_value());
  CHECK_FALSE(no_token.joined());
  t.play_out();
}

TEST_CASE("Peer host: an away seat goes to whoever answers the host's fresh invite, with its hand and a new token") {
  PeerTable t = three_seats();
  for (int i = 0; i < 10; ++i) t.step();
  const std::string old_token = t.guest(2).token();
  t.host().disconnected(2);
  t.deliver();
  // Seat 2's player opens the host's fresh link where the token is not (another browser).
  t.loop->replace_guest(2, "");
  t.join(2);
  CHECK(t.guest(2).seat() == 2);
  CHECK(t.host().presence(2) == net::Presence::Connected);
  CHECK(dump_json(t.guest(2).view()->to_json()) == dump_json(t.match().state().view(2)->to_json()));
  CHECK(net::is_seat_token(t.guest(2).token()));
  CHECK(t.guest(2).token() != old_token);
  CHECK(t.host().log().empty());
  // Connected now: the old device's token no longer takes the seat.
  net::PeerGuest old_device(old_token);
  t.host().receive(2, old_device.hello());
  auto out = t.host().take_outbox();
  REQUIRE(out.size() == 1);
  CHECK_FALSE(old_device.receive(out[0].text).has_value());
  CHECK_FALSE(old_device.joined());
  t.play_out();
}

TEST_CASE("Peer host: a rejoining guest is told the host's person and gets the round's last 64 log lines") {
  PeerTable t = three_seats();
  for (int i = 0; i < 6; ++i) t.step();
  net::PeerHost::RoundSoFar so_far{2, {}};
  for (int i = 0; i < 70; ++i) so_far.lines.push_back({i % 3, "Line " + std::to_string(i) + ".", std::nullopt});
  t.host().set_host_name("Ana");
  t.host().set_round_so_far([&] { return so_far; });
  const std::string token = t.guest(2).token();
  t.host().disconnected(2);
  t.loop->replace_guest(2, token);
  t.join(2);
  CHECK(t.guest(2).host() == "Ana");
  const net::PeerGuest::RoundSoFar got = t.guest(2).take_round_so_far();
  CHECK(got.round == 2);
  REQUIRE(got.lines.size() == 64);
  CHECK(got.lines.front().text == "Line 6.");
  CHECK(got.lines.front().seat == 0);
  CHECK(got.lines.back().text == "Line 69.");
  CHECK(t.guest(2).take_round_so_far().lines.empty());  // taken once
  t.play_out();
}

TEST_CASE("Peer host: a bot plays for an away guest until it rejoins") {
  PeerTable t = three_seats();
  t.host().disconnected(1);
  t.deliver();
  CHECK(t.host().stand_in(1, "no_such_bot").has_value());
  REQUIRE_FALSE(t.host().stand_in(1, "greedy").has_value());
  t.deliver();
  CHECK(t.guest(2).presence(1) == net::Presence::BotPlays);
  // Seat 1's turns come and go without its guest.
  const size_t start = t.match().state().history().size();
  while (t.match().state().history().size() < start + 12) t.step();
  // Back: the seat is the guest's again, and so are its turns.
  t.join(1);
  CHECK(t.host().presence(1) == net::Presence::Connected);
  CHECK(t.guest(2).presence(1) == net::Presence::Connected);
  CHECK(t.guest(1).moves() == static_cast<int64_t>(t.match().state().history().size()));
  t.play_out();
  CHECK(t.host().log().empty());
}

TEST_CASE("Peer host: the seat tokens outlive a reload of the host") {
  PeerTable t = three_seats();
  for (int i = 0; i < 5; ++i) t.step();
  const std::string token1 = t.host().token(1), token2 = t.host().token(2);
  CHECK(token1 != token2);
  // The host reloads: a new PeerHost over the same match, the tokens restored from its save.
  t.loop->set_host(std::make_unique<net::PeerHost>(t.match(), std::vector<std::string>{"A", "B", "C"}, 99));
  t.host().invite(1);
  t.host().invite(2);
  CHECK_FALSE(t.host().restore_token(1, "not a token"));
  CHECK(t.host().restore_token(1, token1));
  CHECK(t.host().restore_token(2, token2));
  t.join(1);
  t.join(2);
  CHECK(t.host().log().empty());
  CHECK(t.guest(1).names() == std::vector<std::string>{"A", "B", "C"});
  t.play_out();
}

TEST_CASE("Peer host: reactions reach every guest, a guest that has not joined is refused") {
  PeerTable t = three_seats();
  t.send(1, t.guest(1).react(net::Reaction::Party));
  t.host().react(0, net::Reaction::ThumbsUp);
  t.deliver();
  const auto heard = t.guest(2).take_reactions();
  REQUIRE(heard.size() == 2);
  CHECK(heard[0] == std::pair<int, net::Reaction>{1, net::Reaction::Party});
  CHECK(heard[1] == std::pair<int, net::Reaction>{0, net::Reaction::ThumbsUp});
  CHECK(t.host().take_reactions().size() == 1);
  CHECK(std::string(net::reaction_emoji(net::Reaction::Party)) == "\xF0\x9F\x8E\x89");
  // A channel whose guest went away, then speaks without a hello.
  t.host().disconnected(1);
  t.send(1, t.guest(1).react(net::Reaction::Sad));
  CHECK(last_refusal(t, 1) == "Join the table before playing.");
}

TEST_CASE("Peer guest: stale, out-of-place and damaged host messages are refused and change nothing") {
  PeerTable t = three_seats();
  until_turn_of(t, 2);
  net::PeerGuest& g = t.guest(1);
  const std::string view = dump_json(g.view()->to_json());
  // An update meant for seat 2 (its view), replayed to seat 1; then seat 1's own update twice.
  t.host().moved(0, "Player 1 does something.");
  std::string for_1, for_2;
  for (const net::Outgoing& o : t.host().take_outbox()) (o.seat == 1 ? for_1 : for_2) = o.text;
  json other = parse_json(for_2).value();
  other["seq"] = 500;  // seat 2's numbers are its own: past seat 1's, so only the view is wrong
  CHECK(g.receive(dump_json(other)).value_or("") == "The view is not of this seat's game.");
  CHECK(dump_json(g.view()->to_json()) == view);
  CHECK_FALSE(g.receive(for_1).has_value());
  CHECK(g.receive(for_1).value_or("") == net::kStaleReason);
  CHECK(g.receive(std::string(net::kMaxHostMessageBytes + 1, '{')).value_or("").find("too long") != std::string::npos);
  CHECK(g.receive(R"({"v":1,"seq":1000,"type":"presence","seat":7,"presence":"away"})").value_or("").find("seat") !=
        std::string::npos);
  // A new guest hears nothing but a welcome (or a refusal) first.
  net::PeerGuest fresh;
  fresh.hello();
  CHECK(fresh.receive(for_1).value_or("") == "The host has not welcomed this device yet.");
  CHECK_FALSE(fresh.act(Action::draw_stock()).has_value());
}
