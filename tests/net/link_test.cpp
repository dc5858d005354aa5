// Share links: round trips for every game with an engine, set-up links, and a reason for each way a
// link can be wrong.
#include "net/link.h"

#include <doctest/doctest.h>

#include <algorithm>

#include "engine/json_util.h"
#include "games/five_crowns/rules.h"
#include "link_test_util.h"
#include "net/link_wire.h"
#include "played_games.h"

using namespace parlor;
using namespace parlor::testing;

namespace {

bool same_seats(const std::vector<net::SeatConfig>& a, const std::vector<net::SeatConfig>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].name != b[i].name || a[i].bot != b[i].bot || (a[i].bot && a[i].bot_kind != b[i].bot_kind)) return false;
  return true;
}

}  // namespace

TEST_CASE("Link: every game with an engine round-trips through a share link over seeded bot games") {
  int games = 0, finished = 0;
  for (PlayedGame& g : played_games(24)) {
    const State& original = *g.state;
    INFO(original.game_id() << " seed " << original.seed() << " moves " << original.history().size());
    net::LinkSizes sizes;
    auto link = net::make_link(original, g.seats, &sizes);
    REQUIRE_MESSAGE(link.ok(), link.error());
    CHECK(sizes.text == link->size());
    auto opened = net::open_link(*link);
    REQUIRE_MESSAGE(opened.ok(), opened.error());
    CHECK_FALSE(opened->setup_only);
    CHECK(opened->state->debug_snapshot() == original.debug_snapshot());
    CHECK(same_history(*opened->state, original));
    CHECK(same_seats(opened->seats, g.seats));
    // One encoding per game: the opened game makes the very same link.
    auto again = net::make_link(*opened->state, opened->seats);
    REQUIRE(again.ok());
    CHECK(*again == *link);
    ++games;
    finished += original.is_terminal() ? 1 : 0;
  }
  CHECK(games >= 24);
  CHECK(finished >= 8);
}

TEST_CASE("Link: a set-up-only link carries game, options, seed and seats, and no moves") {
  std::vector<net::SeatConfig> seats{{"You", false, "greedy"}, {"Ana", true, "greedy"}, {"Bo", true, "random"}};
  auto link = net::make_setup_link("five_crowns", json{{"players", 3}, {"dealer", 1}}, 987654321987ull, seats);
  REQUIRE_MESSAGE(link.ok(), link.error());
  CHECK(link->size() < 150);  // three seats: names and bot kinds make most of it
  auto opened = net::open_link("https://example.org/parlor/#" + *link);
  REQUIRE_MESSAGE(opened.ok(), opened.error());
  CHECK(opened->setup_only);
  CHECK(opened->state->history().empty());
  CHECK(opened->state->seed() == 987654321987ull);
  CHECK(opened->state->options() == json{{"players", 3}, {"dealer", 1}});
  CHECK(same_seats(opened->seats, seats));
  auto fresh = create_game("five_crowns", json{{"players", 3}, {"dealer", 1}}, 987654321987ull);
  REQUIRE(fresh.ok());
  CHECK(opened->state->debug_snapshot() == (*fresh)->debug_snapshot());
}

// A person may give a wild any value the rules accept, or none; bots give the values the rules
// would assign. Every variant must come back exactly, in the log as on the table.
TEST_CASE("Link: wild values are carried exactly whether given, left out or unusual") {
  const std::vector<net::SeatConfig> seats{{"A", false, ""}, {"B", false, ""}, {"C", false, ""}};
  int given = 0, bare = 0, unusual = 0;
  for (uint64_t seed = 1; seed <= 60 && std::min({given, bare, unusual}) < 3; ++seed) {
    auto game = create_game("five_crowns", json{{"players", 3}}, seed);
    REQUIRE(game.ok());
    State& g = **game;
    uint64_t rng = seed;
    for (int step = 0; step < 400 && !g.is_terminal(); ++step) {
      auto legal = g.legal_actions();
      const Action* go = nullptr;
      for (const Action& a : legal)
        if (a.kind == five_crowns::kGoOut) go = &a;
      if (go) {
        Action none = *go, odd = *go;
        for (int m = 0; m < odd.melds.size(); ++m) {
          auto cards = odd.melds.mutable_cards(m);
          int lo = 99;
          for (const PlacedCard& p : cards) lo = std::min(lo, p.as.is_none() ? p.card.rank() : p.as.rank());
          for (PlacedCard& p : cards) {
            if (p.as.is_none()) continue;
            if (p.as.suit() == Suit::Any)
              p.as = Card(Suit::Hearts, p.as.rank());  // a book's wild named in full
            else if (p.as.rank() > lo && lo > 3)
              p.as = Card(p.as.suit(), lo - 1);  // a run's top wild moved below
          }
          for (PlacedCard& p : none.melds.mutable_cards(m)) p.as = Card::none();
        }
        int* counters[] = {&given, &bare, &unusual};
        const Action variants[] = {*go, none, odd};
        for (int v = 0; v < 3; ++v) {
          auto copy = g.clone();
          if (copy->try_apply(copy->current_seat(), variants[v])) continue;
          if (v == 2 && variants[2] == *go) continue;
          auto link = net::make_link(*copy, seats);
          REQUIRE(link.ok());
          auto opened = net::open_link(*link);
          REQUIRE_MESSAGE(opened.ok(), opened.error());
          CHECK(same_history(*opened->state, *copy));
          CHECK(opened->state->debug_snapshot() == copy->debug_snapshot());
          ++*counters[v];
        }
        break;  // one go-out a game: the next seed brings another hand
      }
      // Random play that never goes out, so each game offers several go-outs to try.
      std::vector<Action> plain;
      for (const Action& a : legal)
        if (a.kind != five_crowns::kGoOut) plain.push_back(a);
      if (plain.empty()) break;
      rng = rng * 6364136223846793005ull + 1442695040888963407ull;
      REQUIRE_FALSE(g.try_apply(g.current_seat(), plain[(rng >> 33) % plain.size()]));
    }
  }
  INFO("given " << given << " bare " << bare << " unusual " << unusual);
  CHECK(given > 0);
  CHECK(bare > 0);
  CHECK(unusual > 0);
}

TEST_CASE("Link: a whole URL, a fragment or the bare form open alike, other text is not a link") {
  auto link =
      net::make_setup_link("five_crowns", json::object(), 3,
                           {{"A", false, ""}, {"B", true, "random"}, {"C", true, "random"}, {"D", true, "random"}});
  REQUIRE(link.ok());
  for (const std::string& form :
       {*link, "#" + *link, "https://x.github.io/parlor/index.html#" + *link, "  " + *link + "\n"}) {
    INFO(form);
    CHECK(net::looks_like_link(form));
    CHECK(net::open_link(form).ok());
  }
  for (const char* other : {"", "https://x.github.io/parlor/", "https://x.github.io/parlor/#rules", "#play", "hello",
                            "play", "#PLAY=abc"}) {
    INFO(other);
    CHECK_FALSE(net::looks_like_link(other));
    auto r = net::open_link(other);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == "This is not a Parlor game link.");
  }
  auto r = net::open_link("play=QUJD");
  REQUIRE_FALSE(r.ok());
  CHECK(r.error() == "This is not a Parlor game link.");
}

TEST_CASE("Link: a newer or unknown link format is refused with a clear message") {
  net::wire::Bytes body = link_head(true, "five_crowns", {{"players", 2}}, 1, two_seats()).bytes();
  CHECK(net::open_link(frame_link(body)).ok());
  CHECK(net::open_link(frame_link(body, 1)).ok());  // format 1 numbered every game's moves in one list
  auto newer = net::open_link(frame_link(body, 3));
  REQUIRE_FALSE(newer.ok());
  CHECK(newer.error().find("newer version of Parlor") != std::string::npos);
  auto zero = net::open_link(frame_link(body, 0));
  REQUIRE_FALSE(zero.ok());
  CHECK(zero.error().find("link format 0") != std::string::npos);
}

TEST_CASE("Link: well-framed links with wrong content are refused with a reason") {
  auto expect = [](const net::wire::Bytes& body, const std::string& part) {
    auto r = net::open_link(frame_link(body));
    INFO(part);
    REQUIRE_FALSE(r.ok());
    INFO(r.error());
    CHECK(r.error().find(part) != std::string::npos);
  };
  expect(link_head(true, "chess", {}, 1, two_seats()).bytes(), "does not have");
  expect(link_head(true, "rummu", {}, 1, two_seats()).bytes(), "seats");
  expect(link_head(true, "five_crowns", {{"players", 20}}, 1, two_seats()).bytes(), "options are not valid");
  expect(link_head(true, "five_crowns", {{"colour", 1}}, 1, two_seats()).bytes(), "options are not valid");
  expect(link_head(true, "five_crowns", {{"players", 3}}, 1, two_seats()).bytes(), "seats");
  expect(link_head(true, "five_crowns", {{"players", 2}}, 1, {{"You", false, ""}, {"Ana", true, "genius"}}).bytes(),
         "computer player");
  expect(link_head(true, "five_crowns", {{"players", 2}}, 1, {{"Y\x01u", false, ""}, {"Ana", false, ""}}).bytes(),
         "name");
  expect(link_head(true, "five_crowns", {{"players", 2}}, 1, {{"\xC3(", false, ""}, {"Ana", false, ""}}).bytes(),
         "name");
  // Unsorted option keys, bytes after the end: never made by make_link. A flag this version does
  // not know comes from a newer one.
  expect(link_head(true, "five_crowns", {{"players", 2}, {"dealer", 0}}, 1, two_seats()).bytes(), "damaged");
  {
    auto w = link_head(true, "five_crowns", {{"players", 2}}, 1, two_seats());
    w.bytes()[0] = 4;
    expect(w.bytes(), "newer version of Parlor");
  }
  {
    auto w = link_head(true, "five_crowns", {{"players", 2}}, 1, two_seats());
    w.byte(0);
    expect(w.bytes(), "damaged");
  }
  // Moves: a discard before drawing; a move after the end; an unknown kind; a count that lies.
  {
    auto w = link_head(false, "five_crowns", {{"players", 2}}, 1, two_seats());
    w.varint(1);
    w.byte(static_cast<uint8_t>(ActionKind::Discard) | 0x10);
    w.byte(0);  // Five Crowns cards are written as places in the hand: its first card
    expect(w.bytes(), "Move 1 in this link cannot be played: Draw a card first");
  }
  {
    auto w = link_head(false, "five_crowns", {{"players", 2}}, 1, two_seats());
    w.varint(1);
    w.byte(0x0F);
    expect(w.bytes(), "damaged");
  }
  {  // a place past the end of a three-card hand, in the long and the one-byte form
    auto w = link_head(false, "five_crowns", {{"players", 2}}, 1, two_seats());
    w.varint(2);
    w.byte(static_cast<uint8_t>(ActionKind::DrawStock));
    w.byte(static_cast<uint8_t>(ActionKind::Discard) | 0x10);
    w.byte(4);
    expect(w.bytes(), "damaged");
    auto v = link_head(false, "five_crowns", {{"players", 2}}, 1, two_seats());
    v.varint(2);
    v.byte(static_cast<uint8_t>(ActionKind::DrawStock));
    v.byte(static_cast<uint8_t>(0x80 | static_cast<int>(ActionKind::Discard) << 4 | 4));
    expect(v.bytes(), "damaged");
  }
  {
    auto w = link_head(false, "five_crowns", {{"players", 2}}, 1, two_seats());
    w.varint(1000);
    w.byte(static_cast<uint8_t>(ActionKind::DrawStock));
    expect(w.bytes(), "damaged");
  }
}

TEST_CASE("Link: a body that would inflate past the cap is refused without inflating it all") {
  net::wire::Bytes body = link_head(true, "five_crowns", {{"players", 2}}, 1, two_seats()).bytes();
  body.resize(body.size() + (size_t{4} << 20), 0);  // compresses to a few kilobytes
  std::string text = frame_link(body);
  CHECK(text.size() < net::kMaxLinkChars);
  auto r = net::open_link(text);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error() == "This link is too long to be a Parlor game link.");
  auto huge = net::open_link(std::string(net::kLinkKey) + std::string(net::kMaxLinkChars + 1, 'A'));
  REQUIRE_FALSE(huge.ok());
  CHECK(huge.error() == "This link is too long to be a Parlor game link.");
}

TEST_CASE("Link: making a link refuses seats that do not fit the table or cannot travel") {
  auto state = create_game("five_crowns", json{{"players", 2}}, 1);
  REQUIRE(state.ok());
  CHECK_FALSE(net::make_link(**state, {{"A", false, ""}}).ok());
  CHECK_FALSE(net::make_link(**state, {{"A", false, ""}, {"B", true, "genius"}}).ok());
  CHECK_FALSE(net::make_link(**state, {{std::string(65, 'x'), false, ""}, {"B", false, ""}}).ok());
  CHECK_FALSE(net::make_link(**state, {{"tab\there", false, ""}, {"B", false, ""}}).ok());
  CHECK(net::make_link(**state, {{std::string(64, 'x'), false, ""}, {"Zoë", false, ""}}).ok());
  CHECK_FALSE(net::make_setup_link("five_crowns", json{{"players", 1}}, 1, {{"A", false, ""}}).ok());
  CHECK_FALSE(net::make_setup_link("rummy_o", json::object(), 1, {{"A", false, ""}, {"B", false, ""}}).ok());
}

TEST_CASE("Link: each seat's hand order travels with the game, and only a well-formed one opens") {
  auto state = create_game("five_crowns", json{{"players", 2}}, 5);
  REQUIRE(state.ok());
  const std::vector<net::SeatConfig> seats{{"Ana", false, ""}, {"Bo", true, "greedy"}};
  const net::HandOrders orders{{Card(Suit::Hearts, 7), Card(Suit::Stars, 3, 1), Card::joker(2)}, {}};
  auto link = net::make_link(**state, seats, nullptr, orders);
  REQUIRE_MESSAGE(link.ok(), link.error());
  auto opened = net::open_link(*link);
  REQUIRE_MESSAGE(opened.ok(), opened.error());
  CHECK(opened->orders == orders);
  CHECK(*net::make_link(*opened->state, opened->seats, nullptr, opened->orders) == *link);
  // No order at all: the link is the one made without them.
  auto plain = net::make_link(**state, seats);
  CHECK(*net::make_link(**state, seats, nullptr, net::HandOrders{{}, {}}) == *plain);
  CHECK(net::open_link(*plain)->orders.empty());
  // Orders must match the seats.
  CHECK_FALSE(net::make_link(**state, seats, nullptr, net::HandOrders{{Card(Suit::Hearts, 7)}}).ok());

  // Hand-made bodies: the flag with every order empty, a "no card", a flag this version does not know.
  auto body = [&](uint64_t flags, const std::vector<std::vector<uint64_t>>& lists) {
    net::wire::Writer w =
        link_head(false, "five_crowns", {{"players", 2}}, 5, {{"Ana", false, ""}, {"Bo", true, "greedy"}});
    w.bytes()[0] = static_cast<uint8_t>(flags);
    w.varint(0);  // no moves
    for (const auto& l : lists) {
      w.varint(l.size());
      for (uint64_t bits : l) w.varint(bits);
    }
    return frame_link(w.bytes());
  };
  CHECK(net::open_link(body(2, {{Card(Suit::Hearts, 7).bits()}, {}})).ok());
  CHECK(net::open_link(body(2, {{}, {}})).error().find("damaged") != std::string::npos);
  CHECK(net::open_link(body(2, {{0}, {}})).error().find("damaged") != std::string::npos);
  CHECK(net::open_link(body(2, {{Card(Suit::Hearts, 7).bits()}})).error().find("damaged") != std::string::npos);
  CHECK(net::open_link(body(3, {{Card(Suit::Hearts, 7).bits()}, {}})).error().find("damaged") != std::string::npos);
  CHECK(net::open_link(body(4, {})).error().find("newer version of Parlor") != std::string::npos);
}
