// Jok-R-Ummy's listed moves against the second generator of reference_moves.h (which says what is
// compared exactly and what only against the sheet), in every position of seeded bot games.
#include "reference_moves.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <utility>

#include "bots/play.h"
#include "bots/registry.h"
#include "games/jok_r_ummy/state.h"
#include "jr_game.h"
#include "jru_util.h"

using namespace parlor;
using namespace parlor::jok_r_ummy;
namespace ref = parlor::jok_r_ummy::reference;

namespace {

// The parts of a listing compared as sets, with what a failure calls them.
const std::pair<const char*, std::set<std::string> ref::Listing::*> kSameSets[] = {
    {"takes, discards and swap choices", &ref::Listing::takes_and_discards},
    {"add-ons", &ref::Listing::add_ons},
    {"books (by rank)", &ref::Listing::books}};

// The table as text, for the failure messages; on the way, each combination against the sheet.
std::string table_checked(const Table& table) {
  std::string text;
  for (size_t owner = 0; owner < table.size(); ++owner)
    for (const Meld& m : table[owner]) {
      text += "seat " + std::to_string(owner) + " " + meld_to_text(m) + "; ";
      CHECK_MESSAGE(!ref::combination_fault(m.kind, m.cards), meld_to_text(m));
      // jok-r-ummy.txt: a wild keeps the value assigned to it, so every one on the table carries it.
      const bool unassigned = std::any_of(m.cards.begin(), m.cards.end(), [](const PlacedCard& c) {
        return (c.card.is_joker() || c.card.rank() == 2) && c.as.is_none();
      });
      CHECK_MESSAGE(!unassigned, meld_to_text(m));
    }
  return text;
}

// What the games showed, so the test knows each part of the comparison was exercised.
struct Tally {
  int positions = 0, swaps = 0, plays = 0;
  int completed_plays = 0;  // where books and add-ons are open
  int reveals = 0, books = 0, add_ons = 0;
};

void check_position(const JokRUmmyState& s, Tally& n) {
  if (s.current_seat() < 0) return;  // the game is over
  const JokRUmmyView v = s.typed_view(s.current_seat());
  const std::vector<Action> listed = s.legal_actions();
  const ref::Position p = ref::position_of(v);
  const ref::Listing engine = ref::engine_listing(listed), sheet = ref::reference_listing(p);
  const std::string table = table_checked(v.table);  // INFO would only call it on a failure
  INFO("round " << v.round << ", seat " << v.seat() << " in " << std::string(phase_name(p.phase)) << " holding "
                << (p.program ? p.program->id : "no program") << (p.completed ? " (completed)" : "") << ", hand "
                << parlor::testing::faces(v.hand) << ", table " << table);
  for (const auto& [what, keys] : kSameSets) {
    const std::set<std::string>&got = engine.*keys, &want = sheet.*keys;
    std::string beyond, missing;
    for (const std::string& k : got) beyond += want.count(k) ? "" : " [" + k + "]";
    for (const std::string& k : want) missing += got.count(k) ? "" : " [" + k + "]";
    CHECK_MESSAGE(got == want, std::string(what), " listed beyond the sheet:", beyond,
                  "; the sheet's but not listed:", missing);
  }
  // The engine lists one reveal when the hand completes the program, none otherwise.
  CHECK(engine.reveals == sheet.reveals);
  // Each reveal, book and add-on listed against the sheet; and no move listed twice (by its text).
  std::set<std::string> seen;
  for (const Action& a : listed) {
    const std::string text = action_to_text(a, kMoveKinds);
    CHECK_MESSAGE(seen.insert(text).second, text, " listed twice");
    const bool play = a.kind == kReveal || a.kind == kLayDown || a.kind == kAddOn;
    if (const auto why = play ? ref::breaks_sheet(p, a) : std::nullopt)
      FAIL_CHECK(text << " breaks the sheet: " << *why);
  }
  ++n.positions;
  n.swaps += p.phase == Phase::Swap ? 1 : 0;
  n.plays += p.phase == Phase::Play ? 1 : 0;
  n.completed_plays += p.phase == Phase::Play && p.completed ? 1 : 0;
  n.reveals += engine.reveals;
  n.books += static_cast<int>(engine.books.size());
  n.add_ons += static_cast<int>(engine.add_ons.size());
}

// Plays one seeded game, a bot per letter of `table` (g: greedy, r: random), checking the positions
// until `positions` have been seen.
void play_and_check(const std::string& table, uint64_t seed, int positions, Tally& n) {
  std::vector<std::string> kinds;
  for (char letter : table) kinds.emplace_back(letter == 'g' ? "greedy" : "random");
  auto game = JokRUmmyState::create(json{{"players", kinds.size()}}, 900 + seed);
  REQUIRE(game.ok());
  JokRUmmyState& state = **game;
  auto bots = make_bots("jok_r_ummy", kinds, seed);
  REQUIRE(bots.ok());
  check_position(state, n);
  int seen = 1;
  auto each_move = [&](const State&, int64_t) -> std::optional<std::string> {
    check_position(state, n);
    if (++seen < positions) return std::nullopt;
    return std::string("enough positions");
  };
  play_game(state, *bots, state.max_game_length(), each_move);
}

}  // namespace

TEST_CASE("Jok-R-Ummy listed moves match a reference written from the sheet, in positions of seeded games") {
  // Greedy bots complete programs and then shed by books and add-ons; random ones keep programs
  // for rounds (so the swap comes up) and take from the discard pile. Two to six players.
  const char* tables[] = {"gg", "grg", "gggg", "ggrgg", "gggggg", "rgr"};
  Tally n;
  for (uint64_t seed = 1; seed <= 18; ++seed) play_and_check(tables[seed % std::size(tables)], seed, 300, n);
  MESSAGE("positions " << n.positions << " (plays " << n.plays << ", of which after completing " << n.completed_plays
                       << "; swap choices " << n.swaps << "), reveals " << n.reveals << ", books " << n.books
                       << ", add-ons " << n.add_ons);
  CHECK(n.positions >= 2000);
  CHECK(n.reveals >= 20);
  CHECK(n.completed_plays >= 200);
  CHECK(n.books >= 50);
  CHECK(n.add_ons >= 200);
  CHECK(n.swaps >= 5);
}

TEST_CASE("Jok-R-Ummy reference combinations and programs: the sheet's runs, groups, wilds and aces") {
  auto fault = [](const std::string& spec) {
    const std::vector<Meld> m = parlor::testing::meld_list(spec);
    return ref::combination_fault(m[0].kind, m[0].cards).value_or("");
  };
  CHECK(fault("run 5H 6H 7H") == "");
  CHECK(fault("run AH 3H 2S") == "");  // the ace below the wild 2
  CHECK(fault("run QS KS AS") == "");  // or above the king
  CHECK(fault("run KS AS 3S") != "");  // never round the corner
  CHECK(fault("run 5H 6H 7C") != "");
  CHECK(fault("run 2H JK 2C") != "");  // wilds only
  CHECK(fault("run 5H 6H JK=8H") != "");
  CHECK(fault("run 5H 6H JK=7H") == "");
  CHECK(fault("run AH 2C 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH") == "");
  CHECK(fault("run AH 2C 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH JK") != "");  // the ace low and high at once
  CHECK(fault("book 7H 7H 2S") == "");                                   // two decks: a suit twice
  CHECK(fault("book 7H 8H 2S") != "");
  CHECK(fault("book 7H JK=8H 7C") != "");
  CHECK(fault("book 7H 7C") != "");

  using parlor::testing::part;
  using parlor::testing::program;
  using parlor::testing::program_text;
  const auto kings = program(program_text(part("set", 3, R"(["K"])")));
  CHECK(ref::hand_completes(kings, parlor::testing::cards("KH KD 2S 9C")));
  CHECK_FALSE(ref::hand_completes(kings, parlor::testing::cards("KH 2D 9C 4H")));
  const auto pure_run = program(program_text(part("run", 3), 1, false));
  CHECK_FALSE(ref::hand_completes(pure_run, parlor::testing::cards("AH 2H 3H")));  // a 2 is never a regular card
  CHECK(ref::hand_completes(pure_run, parlor::testing::cards("QH AH KH")));
  const auto two_runs = program(program_text(part("run", 4, "null", R"(["H","D"])"), 2));
  CHECK(ref::hand_completes(two_runs, parlor::testing::cards("5H 6H 7H JK 9D 10D JD 2C")));
  CHECK_FALSE(ref::hand_completes(two_runs, parlor::testing::cards("5H 6H 7H JK 9C 10C JC 2C")));
  CHECK_FALSE(ref::hand_completes(two_runs, parlor::testing::cards("5H 6H 7H JK 9D 10D JD")));
}
