// The Rummy-O solver against brute force: every way of sending each rack tile to the rack, a new
// meld or a table meld, checked with the meld rules alone, on small random racks and tables.
#include "games/rummy_o/solver.h"

#include <doctest/doctest.h>

#include <algorithm>

#include "engine/rng.h"
#include "games/rummy_o/rules.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::rummy_o;
using namespace parlor::testing;

namespace {

struct Brute {
  int best = -1;  // objective; -1: nothing legal
};

// Objective as the solver counts it: 1000 a tile when tiles come first, plus points (jokers
// worth `joker_points`).
int objective(const std::vector<Card>& placed, const SolveOptions& o) {
  int v = 0;
  for (Card c : placed) v += (o.tiles_first ? 1000 : 0) + (c.is_joker() ? o.joker_points : tile_points(c));
  return v;
}

Brute brute_force(const std::vector<Card>& rack, const std::vector<Meld>& table, const SolveOptions& o) {
  const MeldRules rules = meld_rules();
  const int n = static_cast<int>(rack.size());
  const int new_slots = o.new_melds ? n / 3 : 0;
  const int targets = static_cast<int>(o.extendable.size());
  const int labels = 1 + new_slots + targets;
  std::vector<int> label(static_cast<size_t>(n), 0);
  Brute b;
  while (true) {
    // New-meld slots are used in order, so each partition is seen once.
    bool canonical = true;
    int next_slot = 1;
    for (int l : label) {
      if (l >= 1 && l <= new_slots) {
        if (l > next_slot) canonical = false;
        if (l == next_slot) ++next_slot;
      }
    }
    if (canonical) {
      bool ok = true, run = false, kept = false;
      std::vector<Card> placed;
      for (int l = 0; l < labels && ok; ++l) {
        std::vector<PlacedCard> cards;
        if (l > new_slots)
          cards = table[static_cast<size_t>(o.extendable[static_cast<size_t>(l - 1 - new_slots)])].cards;
        const size_t fixed = cards.size();
        for (int i = 0; i < n; ++i)
          if (label[static_cast<size_t>(i)] == l)
            cards.push_back(PlacedCard{rack[static_cast<size_t>(i)], Card::none()});
        if (l == 0) {
          kept = !cards.empty();
          continue;
        }
        if (cards.size() == fixed) continue;
        if (l <= new_slots) {
          std::vector<PlacedCard> as_run = cards;
          const bool is_run = !check_meld(rules, MeldKind::Run, as_run);
          std::vector<PlacedCard> as_group = cards;
          ok = is_run || !check_meld(rules, MeldKind::Book, as_group);
          run = run || is_run;
        } else {
          const MeldKind kind = table[static_cast<size_t>(o.extendable[static_cast<size_t>(l - 1 - new_slots)])].kind;
          ok = !check_meld(rules, kind, cards);
        }
        for (size_t i = fixed; i < cards.size(); ++i) placed.push_back(cards[i].card);
      }
      if (ok && (!o.need_run || run) && (!o.keep_one || kept)) b.best = std::max(b.best, objective(placed, o));
    }
    int i = 0;
    while (i < n && ++label[static_cast<size_t>(i)] == labels) label[static_cast<size_t>(i++)] = 0;
    if (i == n) break;
  }
  return b;
}

// The solver's placement must itself be legal and worth what it claims.
void check_placement(const std::vector<Card>& rack, const std::vector<Meld>& table, const Placement& p,
                     const SolveOptions& o) {
  const MeldRules rules = meld_rules();
  std::vector<Card> left = rack, placed;
  auto take = [&](Card c) {
    auto it = std::find(left.begin(), left.end(), c.face());
    REQUIRE(it != left.end());
    placed.push_back(*it);
    left.erase(it);
  };
  bool run = false;
  for (const Meld& m : p.melds) {
    std::vector<PlacedCard> cards = m.cards;
    CHECK_FALSE(check_meld(rules, m.kind, cards));
    for (const PlacedCard& c : m.cards) take(c.card);
    run = run || m.kind == MeldKind::Run;
  }
  for (const TableAddition& a : p.added) {
    REQUIRE(std::find(o.extendable.begin(), o.extendable.end(), a.meld) != o.extendable.end());
    std::vector<PlacedCard> cards = table[static_cast<size_t>(a.meld)].cards;
    cards.insert(cards.end(), a.tiles.begin(), a.tiles.end());
    INFO(meld_to_text(table[static_cast<size_t>(a.meld)]));
    CHECK_FALSE(check_meld(rules, table[static_cast<size_t>(a.meld)].kind, cards));
    for (const PlacedCard& c : a.tiles) take(c.card);
  }
  std::sort(left.begin(), left.end());
  std::vector<Card> said = p.left;
  std::sort(said.begin(), said.end());
  CHECK(left == said);
  CHECK(p.has_run == run);
  CHECK(static_cast<int>(placed.size()) == p.tiles);
  if (o.keep_one) CHECK_FALSE(left.empty());
}

// Tiles from a few colours and numbers, so melds are likely.
std::vector<Card> small_rack(Rng& rng, int n) {
  std::vector<Card> pool;
  for (Card c : make_deck(DeckKind::RummyOTiles)) {
    const int r = c.rank();
    if (c.is_joker() || ((c.suit() == Suit::Red || c.suit() == Suit::Blue || r == 12) && (r <= 4 || r >= 11)))
      pool.push_back(c.face());
  }
  rng.shuffle(pool);
  return std::vector<Card>(pool.begin(), pool.begin() + n);
}

std::vector<Meld> small_table(Rng& rng) {
  const char* options[] = {"run R5 R6 R7",  "run B11 B12 B13", "book O12 K12 R12", "run R2 JK R4",
                           "book B4 O4 JK", "run B1 B2 B3",    "run R12 R13 R1",   "book O1 K1 B1"};
  std::vector<Meld> out;
  const int n = 1 + static_cast<int>(rng.below(2));
  for (int i = 0; i < n; ++i) {
    Meld m = table_melds(options[rng.below(8)]).front();
    check_meld(meld_rules(), m.kind, m.cards);
    out.push_back(m);
  }
  return out;
}

}  // namespace

TEST_CASE("Rummy-O solver: the most points from new melds matches brute force") {
  Rng rng(11);
  for (int k = 0; k < 150; ++k) {
    const auto rack = small_rack(rng, 5 + static_cast<int>(rng.below(3)));
    SolveOptions o;
    o.keep_one = rng.below(2) == 0;
    INFO(faces(rack) << " keep_one " << o.keep_one);
    const Brute b = brute_force(rack, {}, o);
    auto p = solve(rack, {}, o);
    CHECK(p.has_value() == (b.best >= 0));
    if (!p) continue;
    check_placement(rack, {}, *p, o);
    CHECK(p->points == b.best);
  }
}

TEST_CASE("Rummy-O solver: the best opening (a run among the melds) matches brute force") {
  Rng rng(12);
  int openings = 0;
  for (int k = 0; k < 150; ++k) {
    const auto rack = small_rack(rng, 7);
    SolveOptions o;
    o.need_run = true;
    INFO(faces(rack));
    const Brute b = brute_force(rack, {}, o);
    auto p = solve(rack, {}, o);
    CHECK(p.has_value() == (b.best >= 0));
    if (p) {
      check_placement(rack, {}, *p, o);
      CHECK(p->points == b.best);
    }
    auto opening = best_opening(rack);
    // rummy-o.txt: 50 points, written out rather than read from the rules header under test.
    CHECK(opening.has_value() == (b.best >= 50));
    openings += opening ? 1 : 0;
  }
  CHECK(openings > 5);
}

TEST_CASE("Rummy-O solver: placing on table melds too matches brute force") {
  Rng rng(13);
  int with_additions = 0;
  for (int k = 0; k < 120; ++k) {
    const auto rack = small_rack(rng, 4 + static_cast<int>(rng.below(3)));
    const auto table = small_table(rng);
    SolveOptions o;
    for (size_t i = 0; i < table.size(); ++i) o.extendable.push_back(static_cast<int>(i));
    o.keep_one = rng.below(2) == 0;
    o.new_melds = rng.below(4) != 0;
    o.tiles_first = rng.below(3) == 0;
    std::string t;
    for (const Meld& m : table) t += meld_to_text(m) + "; ";
    INFO(faces(rack) << " | " << t << " keep " << o.keep_one << " new " << o.new_melds << " tiles " << o.tiles_first);
    const Brute b = brute_force(rack, table, o);
    auto p = solve(rack, table, o);
    CHECK(p.has_value() == (b.best >= 0));
    if (!p) continue;
    check_placement(rack, table, *p, o);
    with_additions += p->added.empty() ? 0 : 1;
    std::vector<Card> placed;
    for (const Meld& m : p->melds)
      for (const PlacedCard& c : m.cards) placed.push_back(c.card);
    for (const TableAddition& a : p->added)
      for (const PlacedCard& c : a.tiles) placed.push_back(c.card);
    CHECK(objective(placed, o) == b.best);
  }
  CHECK(with_additions > 10);
}

TEST_CASE("Rummy-O solver: every single add-on is found, and only those") {
  Rng rng(14);
  int found = 0;
  for (int k = 0; k < 150; ++k) {
    const auto rack = small_rack(rng, 6);
    const auto table = small_table(rng);
    std::vector<int> all;
    for (size_t i = 0; i < table.size(); ++i) all.push_back(static_cast<int>(i));
    const auto listed = possible_addons(rack, table, all);
    for (int m : all)
      for (Card c : rack) {
        // One tile onto one meld, by the placement search.
        SolveOptions o;
        o.keep_one = false;
        o.new_melds = false;
        o.extendable = {m};
        auto p = solve(std::vector<Card>{c}, table, o);
        const bool fits = p && p->tiles == 1;
        const bool in_list = std::any_of(listed.begin(), listed.end(),
                                         [&](const AddOnChoice& a) { return a.meld == m && a.tile.card == c.face(); });
        INFO(to_text(c) << " onto " << meld_to_text(table[static_cast<size_t>(m)]));
        CHECK(fits == in_list);
        found += in_list ? 1 : 0;
      }
    for (const AddOnChoice& a : listed) {
      std::vector<PlacedCard> cards = table[static_cast<size_t>(a.meld)].cards;
      cards.push_back(a.tile);
      CHECK_FALSE(check_meld(meld_rules(), table[static_cast<size_t>(a.meld)].kind, cards));
    }
  }
  CHECK(found > 20);
}

TEST_CASE("Rummy-O solver: going out keeps exactly one tile and prefers a Hand with fewer jokers") {
  auto p = going_out(cards("R1 R2 R3 B5 O5 K5 JK O9"), {}, {});
  REQUIRE(p.has_value());
  CHECK(p->tiles == 7);
  CHECK(faces(p->left) == "O9");
  CHECK(p->added.empty());
  // The joker would make a Hand of 300..400; leaving it as the discard pays 500.
  auto q = going_out(cards("R1 R2 R3 B5 O5 K5 JK"), {}, {});
  REQUIRE(q.has_value());
  CHECK(faces(q->left) == "JK");
  CHECK_FALSE(going_out(cards("R1 R2 R3 B5 O5 K9"), {}, {}).has_value());
  auto table = table_melds("run B4 B5 B6");
  auto foot = going_out(cards("R1 R2 R3 B7 K9"), table, {0});
  REQUIRE(foot.has_value());
  CHECK(foot->added.size() == 1);
  CHECK(faces(foot->left) == "K9");
}
