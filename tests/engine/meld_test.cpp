#include "engine/meld.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "games/five_crowns/rules.h"
#include "games/jok_r_ummy/rules.h"

using namespace parlor;

namespace {

std::vector<PlacedCard> placed(const std::string& text) {
  std::vector<PlacedCard> out;
  size_t i = 0;
  while (i < text.size()) {
    size_t j = text.find(' ', i);
    if (j == std::string::npos) j = text.size();
    if (j > i) {
      auto p = parse_placed(std::string_view(text).substr(i, j - i));
      out.push_back(p ? *p : PlacedCard{});
    }
    i = j + 1;
  }
  return out;
}

std::optional<std::string> check(const MeldRules& r, MeldKind k, const std::string& text) {
  auto cards = placed(text);
  return check_meld(r, k, cards);
}

std::string filled(const MeldRules& r, MeldKind k, const std::string& text) {
  auto cards = placed(text);
  if (check_meld(r, k, cards)) return "illegal";
  std::string out;
  for (const auto& p : cards) out += (out.empty() ? "" : " ") + placed_to_text(p);
  return out;
}

}  // namespace

TEST_CASE("Melds: Five Crowns runs") {
  MeldRules r = five_crowns::meld_rules(7);
  CHECK(*check(r, MeldKind::Run, "5C 6C 8C") ==
        "A run needs cards in sequence; there are not enough wild cards to fill the gaps.");
  CHECK_FALSE(check(r, MeldKind::Run, "5C 6C 7S"));        // 7S is wild: it stands for 7C
  CHECK_FALSE(check(r, MeldKind::Run, "9D 7C JD"));        // the sheet's example, 7s wild
  CHECK_FALSE(check(r, MeldKind::Run, "6D 7* 7* 9D"));     // adjacent wilds
  CHECK(check(r, MeldKind::Run, "5C 6H 7C").has_value());  // the 7 is wild, but 5C and 6H differ in suit
  CHECK(*check(r, MeldKind::Run, "5C 6H 8C") == "A run needs cards of one suit.");
  CHECK(*check(r, MeldKind::Run, "5C 6C") == "A run needs at least three cards of one suit in sequence.");
  CHECK(check(r, MeldKind::Run, "QH KH JK JK").has_value() == false);  // wilds run down from K
  CHECK(filled(r, MeldKind::Run, "QH KH JK JK") == "QH KH JK=10H JK=JH");
  CHECK(filled(r, MeldKind::Run, "9D 7C JD") == "9D 7C=10D JD");
  CHECK(check(r, MeldKind::Run, "3H 4H 5H 6H 8H 9H 10H JH QH KH JK JK").has_value());  // 12 cards: too long
  CHECK(check(r, MeldKind::Run, "5H 5H 6H").has_value());                              // the same place twice
  CHECK(check(r, MeldKind::Run, "JK=5H 5H 6H").has_value());
  CHECK(filled(r, MeldKind::Run, "JK=7H 5H 6H") == "JK=7H 5H 6H");
  CHECK(*check(r, MeldKind::Run, "JK=7S 5H 6H") == "In a run of hearts, a wild card must stand for a card of hearts.");
  CHECK(check(r, MeldKind::Run, "5H=6H 6H 7H").has_value());  // a natural cannot stand for another card
}

TEST_CASE("Melds: Five Crowns books") {
  MeldRules r = five_crowns::meld_rules(8);
  CHECK_FALSE(check(r, MeldKind::Book, "KS KD KH KH"));  // suits may repeat
  CHECK_FALSE(check(r, MeldKind::Book, "8S QS Q*"));     // the sheet's example, 8s wild
  CHECK(filled(r, MeldKind::Book, "8S QS Q*") == "8S=Q QS Q*");
  CHECK(*check(r, MeldKind::Book, "QS KS Q*") == "A book needs cards of the same rank.");
  CHECK(*check(r, MeldKind::Book, "QS Q*") == "A book needs at least three cards of the same rank.");
  CHECK_FALSE(check(r, MeldKind::Book, "JK JK 8S"));  // wilds alone
  CHECK(*check(r, MeldKind::Book, "QS Q* JK=K") == "In a book of queens, a wild card must stand for a queen.");
  CHECK(check(r, MeldKind::Book, "QS Q* R7").has_value());  // not a Five Crowns card
  CHECK(*check(r, MeldKind::Book, "JK=2 JK=2 JK=2") == "A wild card cannot stand for that rank.");
  CHECK(filled(r, MeldKind::Book, "JK JK 8S") == "JK=8 JK=8 8S=8");  // wilds alone: the wild rank
}

TEST_CASE("Melds: check_any_meld picks the kind") {
  MeldRules r = five_crowns::meld_rules(3);
  std::vector<PlacedCard> run = placed("4H 5H 6H");
  CHECK(check_any_meld(r, run).kind == MeldKind::Run);
  std::vector<PlacedCard> book = placed("9H 9S 9D");
  CHECK(check_any_meld(r, book).kind == MeldKind::Book);
  // Neither one rank nor one suit: the reason says why it is neither.
  std::vector<PlacedCard> bad = placed("4H 5S 9D");
  auto g = check_any_meld(r, bad);
  CHECK_FALSE(g.kind.has_value());
  CHECK(g.reason == "These cards are neither a book (their ranks differ) nor a run (their suits differ).");
  std::vector<PlacedCard> mixed_wild = placed("4H 5S JK");
  CHECK(check_any_meld(r, mixed_wild).reason ==
        "These cards are neither a book (their ranks differ) nor a run (their suits differ).");
  // One suit: the run's reason; one rank: the book's.
  std::vector<PlacedCard> gappy = placed("4H 5H 9H");
  CHECK(check_any_meld(r, gappy).reason ==
        "A run needs cards in sequence; there are not enough wild cards to fill the gaps.");
  std::vector<PlacedCard> two = placed("9H 9S");
  CHECK(check_any_meld(r, two).reason == "A book needs at least three cards of the same rank.");
}

TEST_CASE("Melds: knobs for the other games") {
  SUBCASE("Rummy-O: 1 low or high but not both, groups of distinct colours up to four") {
    MeldRules r;
    r.rank_lo = 1;
    r.rank_hi = 13;
    r.low_after_high = true;
    r.suit_first = Suit::Red;
    r.suit_last = Suit::Black;
    r.book_suits = SuitRule::Distinct;
    r.book_max = 4;
    r.book_wild_names_suit = true;
    CHECK_FALSE(check(r, MeldKind::Run, "R1 R2 R3"));
    CHECK(filled(r, MeldKind::Run, "R12 R13 R1") == "R12 R13 R1=R14");
    CHECK(check(r, MeldKind::Run, "R13 R1 R2").has_value());  // no wrap
    CHECK_FALSE(check(r, MeldKind::Book, "R7 B7 O7 K7"));
    CHECK(check(r, MeldKind::Book, "R7 B7 O7 K7 JK").has_value());  // at most four
    CHECK(check(r, MeldKind::Book, "R7 R7 O7").has_value());        // a colour twice
    CHECK(filled(r, MeldKind::Book, "R7 B7 JK") == "R7 B7 JK=O7");  // the joker takes a missing colour
  }
  SUBCASE("Jok-R-Ummy: 2s always wild, a meld needs a natural card") {
    MeldRules r = jok_r_ummy::meld_rules();
    CHECK_FALSE(check(r, MeldKind::Run, "JH QH KH AH"));
    CHECK(filled(r, MeldKind::Run, "JH QH KH AH") == "JH QH KH AH=14H");
    CHECK(filled(r, MeldKind::Run, "JH QH KH AH=14H") == "JH QH KH AH=14H");  // the notation reads back
    CHECK_FALSE(check(r, MeldKind::Run, "AH 2S 3H"));
    CHECK(*check(r, MeldKind::Book, "2S 2H JK") == "A meld needs at least one natural card.");
  }
  SUBCASE("Books whose suits may repeat: a wild names a suit even when all four are there") {
    MeldRules r = jok_r_ummy::meld_rules();
    REQUIRE(r.book_suits == SuitRule::Any);
    REQUIRE(r.book_wild_names_suit);
    CHECK(filled(r, MeldKind::Book, "7H 7C JK") == "7H 7C JK=7S");
    CHECK(filled(r, MeldKind::Book, "7H 7C 7S 7D 7D JK") == "7H 7C 7S 7D 7D JK=7H");
    // Distinct colours still run out (Rummy-O's groups).
    r.book_suits = SuitRule::Distinct;
    CHECK(*check(r, MeldKind::Book, "7H 7C 7S 7D JK") == "There is no colour left for the wild card in this group.");
  }
  SUBCASE("Wild limits") {
    MeldRules r = five_crowns::meld_rules(3);
    r.max_wilds = 1;
    CHECK(*check(r, MeldKind::Run, "5H JK JK") == "A meld may hold at most one wild card.");
    CHECK_FALSE(check(r, MeldKind::Run, "5H 6H JK"));
  }
}

TEST_CASE("Melds: placed-card notation") {
  auto p = parse_placed("JK=7H");
  REQUIRE(p);
  CHECK(p->card == Card::joker());
  CHECK(p->as == Card(Suit::Hearts, 7));
  auto q = parse_placed("5*=Q");
  REQUIRE(q);
  CHECK(q->as == Card(Suit::Any, 12));
  CHECK(placed_to_text(*q) == "5*=Q");
  CHECK(parse_placed("7S=J")->as == Card(Suit::Any, 11));
  CHECK_FALSE(parse_placed("JK=JK"));
  CHECK_FALSE(parse_placed("JK=").has_value());
}
