// The arrangement solver against the brute-force reference, plus hand-picked cases.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "../test_util.h"
#include "brute_force.h"
#include "engine/meld.h"
#include "engine/rng.h"
#include "games/five_crowns/arrange.h"
#include "games/five_crowns/rules.h"

using namespace parlor;
using namespace parlor::five_crowns;
using parlor::testing::cards;

namespace {

// Random hands of 3..14 cards with 0..6 wilds. Half are drawn from the whole 232-card pack,
// half from a narrow window of ranks and suits so books and runs are common.
struct HandCase {
  std::vector<Card> hand;
  int wild_rank;
};

HandCase random_hand(Rng& rng) {
  HandCase h;
  h.wild_rank = kLowRank + static_cast<int>(rng.below(11));
  const int n = 3 + static_cast<int>(rng.below(12));
  const int wilds = static_cast<int>(rng.below(static_cast<uint32_t>(std::min(6, n) + 1)));
  std::map<int, int> copies;  // two sets: at most 4 of a face, 12 jokers
  for (int i = 0; i < wilds; ++i) {
    if (rng.below(2) == 0)
      h.hand.push_back(Card::joker(i));
    else
      h.hand.push_back(Card(static_cast<Suit>(rng.below(5)), h.wild_rank, i));
  }
  const bool clustered = rng.below(2) == 0;
  const int lo = kLowRank + static_cast<int>(rng.below(7));
  const int suits = 1 + static_cast<int>(rng.below(3));
  while (static_cast<int>(h.hand.size()) < n) {
    int rank = clustered ? lo + static_cast<int>(rng.below(5)) : kLowRank + static_cast<int>(rng.below(11));
    int suit = static_cast<int>(rng.below(clustered ? static_cast<uint32_t>(suits) : 5u));
    if (rank == h.wild_rank) continue;
    Card c(static_cast<Suit>(suit), rank);
    if (copies[c.face_index()] >= 4) continue;
    h.hand.push_back(c.with_copy(copies[c.face_index()]++));
  }
  rng.shuffle(h.hand);
  return h;
}

std::map<uint16_t, int> face_counts(const std::vector<Card>& v) {
  std::map<uint16_t, int> m;
  for (Card c : v) m[c.face().bits()]++;
  return m;
}

// The arrangement must be legal melds that use exactly the hand's cards and score as claimed.
void check_arrangement(const Arrangement& a, const std::vector<Card>& hand, int wild_rank) {
  std::vector<Card> used = a.leftover;
  const MeldRules rules = meld_rules(wild_rank);
  for (const auto& m : a.melds) {
    std::vector<PlacedCard> cs = m.cards;
    auto reason = check_meld(rules, m.kind, cs);
    INFO(meld_to_text(m));
    CHECK_FALSE(reason.has_value());
    for (const auto& p : m.cards) used.push_back(p.card);
  }
  CHECK(face_counts(used) == face_counts(hand));
  int pts = 0;
  for (Card c : a.leftover) pts += card_points(c, wild_rank);
  CHECK(pts == a.points);
}

std::string hand_text(const std::vector<Card>& hand) {
  std::string t;
  for (Card c : hand) t += to_text(c) + " ";
  return t;
}

}  // namespace

static int kSolverHands = 10000;

TEST_CASE("Solver matches the brute-force enumerator on 10000 random hands") {
  if (const char* n = std::getenv("PARLOR_SOLVER_HANDS")) kSolverHands = std::atoi(n);
  Rng rng(20261122);
  int mismatches = 0, go_out_hands = 0;
  for (int iter = 0; iter < kSolverHands; ++iter) {
    HandCase h = random_hand(rng);
    INFO("wild " << h.wild_rank << " hand " << hand_text(h.hand));
    const auto brute = five_crowns::testing::brute_force(h.hand, h.wild_rank);
    const int expected = brute.min_points;
    const int got = min_points(h.hand, h.wild_rank);
    CHECK(got == expected);
    mismatches += got != expected;
    Arrangement a = arrange(h.hand, h.wild_rank);
    CHECK(a.points == expected);
    check_arrangement(a, h.hand, h.wild_rank);
    {
      const bool brute_out = brute.can_go_out;
      CHECK(can_go_out(h.hand, h.wild_rank) == brute_out);
      go_out_hands += brute_out;
      DiscardChoice d = best_discard(h.hand, h.wild_rank);
      CHECK(d.rest.points == brute.best_discard_points);
      std::vector<Card> rest = d.rest.leftover;
      for (const auto& m : d.rest.melds)
        for (const auto& p : m.cards) rest.push_back(p.card);
      rest.push_back(d.discard);
      CHECK(face_counts(rest) == face_counts(h.hand));
    }
  }
  CHECK(mismatches == 0);
  MESSAGE("hands that can go out: " << go_out_hands);
  CHECK(go_out_hands > kSolverHands / 10);  // the sample must exercise both answers
}

TEST_CASE(
    "Solver: go_out_with and go_out_options and arrange_each_discard agree with the brute force for every discard") {
  Rng rng(7);
  int listed = 0;
  for (int iter = 0; iter < 250; ++iter) {
    HandCase h = random_hand(rng);
    if (h.hand.size() < 4) continue;
    const std::vector<DiscardChoice> ways = go_out_options(h.hand, h.wild_rank);
    const std::vector<DiscardChoice> each = arrange_each_discard(h.hand, h.wild_rank);
    std::vector<Card> faces_seen;
    for (const auto& c : each) {
      std::vector<Card> rest = h.hand;
      auto it = std::find_if(rest.begin(), rest.end(), [&](Card x) { return x.face() == c.discard.face(); });
      REQUIRE(it != rest.end());
      rest.erase(it);
      CHECK(c.rest.points == five_crowns::testing::brute_min_points(rest, h.wild_rank));
      check_arrangement(c.rest, rest, h.wild_rank);
      faces_seen.push_back(c.discard.face());
    }
    std::sort(faces_seen.begin(), faces_seen.end());
    CHECK(std::adjacent_find(faces_seen.begin(), faces_seen.end()) == faces_seen.end());
    CHECK(faces_seen.size() == face_counts(h.hand).size());
    listed += static_cast<int>(ways.size());
    for (const auto& way : ways) {
      std::vector<Card> rest = h.hand;
      auto it = std::find_if(rest.begin(), rest.end(), [&](Card c) { return c.face() == way.discard.face(); });
      REQUIRE(it != rest.end());
      rest.erase(it);
      CHECK(way.rest.leftover.empty());
      check_arrangement(way.rest, rest, h.wild_rank);
    }
    for (size_t i = 0; i < h.hand.size(); ++i) {
      std::vector<Card> rest = h.hand;
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
      bool expected = five_crowns::testing::brute_min_points(rest, h.wild_rank) == 0;
      auto got = go_out_with(h.hand, h.hand[i], h.wild_rank);
      INFO("wild " << h.wild_rank << " hand " << hand_text(h.hand) << " discard " << to_text(h.hand[i]));
      CHECK(got.has_value() == expected);
      if (got) {
        CHECK(got->leftover.empty());
        check_arrangement(*got, rest, h.wild_rank);
      }
      const bool in_options = std::any_of(ways.begin(), ways.end(),
                                          [&](const DiscardChoice& w) { return w.discard.face() == h.hand[i].face(); });
      CHECK(in_options == expected);
    }
  }
  CHECK(listed > 100);
}

TEST_CASE("Solver: worked examples") {
  // 5s wild: 3H 4H 5S(wild) is a run, 9C 9D JK a book, 13 left over as the king.
  CHECK(min_points(cards("3H 4H 5S 9C 9D JK KS"), 5) == 13);
  // Wilds alone make a meld.
  CHECK(min_points(cards("JK JK 7H"), 7) == 0);
  // Two wilds cannot meld alone: the cheapest left is the wild-rank card (20) or none if they join a natural.
  CHECK(min_points(cards("JK 7H"), 7) == 70);
  CHECK(min_points(cards("JK 7H 9S"), 7) == 0);
  // Q K and two wilds: J Q K + one more wild below.
  CHECK(min_points(cards("QH KH JK JK"), 3) == 0);
  // A full run 3..K leaves a lone joker outside: it can go nowhere but a book or new meld.
  CHECK(min_points(cards("3* 4* 5* 6* 7* 8* 9* 10* J* Q* K* JK"), 3) == 0);  // 3s wild: 3* is a wild here
  CHECK(min_points(cards("4* 5* 6* 7* 8* 9* 10* J* Q* K* 3H JK"), 3) == 0);
  CHECK(can_go_out(cards("5H 6H 7H 9S"), 3));
  CHECK_FALSE(can_go_out(cards("5H 6H 8H 9S"), 3));
  CHECK(can_go_out(cards("5H 6H 3S 9S"), 3));  // 3S wild fills 7H
}
