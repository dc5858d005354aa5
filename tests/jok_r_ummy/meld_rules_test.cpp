// Jok-R-Ummy's combinations (games/jok_r_ummy/rules.h): the engine's meld knobs as the sheet sets them.
#include <doctest/doctest.h>

#include "games/jok_r_ummy/rules.h"
#include "jru_util.h"

using namespace parlor;
using namespace parlor::testing;

namespace {

// The reason the combination is refused, or "legal: " and its cards with stand-ins filled.
std::string judge(MeldKind kind, const std::string& text) {
  std::vector<Meld> m = meld_list(std::string(meld_kind_name(kind)) + " " + text);
  if (auto why = check_meld(jok_r_ummy::meld_rules(), kind, m[0].cards)) return *why;
  std::string out = "legal:";
  for (const PlacedCard& p : m[0].cards) out += " " + placed_to_text(p);
  return out;
}
const MeldKind kRun = MeldKind::Run, kBook = MeldKind::Book;

}  // namespace

TEST_CASE("Jok-R-Ummy: a 2 is never natural") {
  // Three 2s would be a book if a 2 could stand for itself; they are wilds alone.
  CHECK(judge(kBook, "2H 2S 2D") == "A meld needs at least one natural card.");
  CHECK(judge(kBook, "2H 2S 7D") == "legal: 2H=7H 2S=7C 7D");
  // In a run a 2 takes any place, and the place of a 2 is a wild's.
  CHECK(judge(kRun, "2H 3H 4H") == "legal: 2H=5H 3H 4H");
  CHECK(judge(kRun, "AS 2D 3S") == "legal: AS 2D=2S 3S");
  CHECK(judge(kRun, "3C 4C 5C 6C 2C 2H 2S 2D 2H 2S") == "legal: 3C 4C 5C 6C 2C=7C 2H=8C 2S=9C 2D=10C 2H=JC 2S=QC");
}

TEST_CASE("Jok-R-Ummy: an ace runs low or high, not both") {
  CHECK(judge(kRun, "AH 3H 4H JK") == "legal: AH 3H 4H JK=2H");
  CHECK(judge(kRun, "QH KH AH") == "legal: QH KH AH=14H");
  CHECK(judge(kRun, "JD QD JK AD") == "legal: JD QD JK=KD AD=14D");
  CHECK(judge(kRun, "KH AH JK=2H") ==
        "A run needs cards in sequence; there are not enough wild cards to fill the gaps.");
  CHECK(judge(kRun, "AH 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH JK").rfind("legal", 0) == std::string::npos);
}

TEST_CASE("Jok-R-Ummy: no combination of wilds only") {
  CHECK(judge(kRun, "JK 2S 2D") == "A meld needs at least one natural card.");
  CHECK(judge(kBook, "JK JK 2C") == "A meld needs at least one natural card.");
  CHECK(judge(kRun, "JK 2S 5D") == "legal: JK=6D 2S=7D 5D");
}

TEST_CASE("Jok-R-Ummy: a wild keeps its stand-in") {
  CHECK(judge(kRun, "5H JK=6H 7H") == "legal: 5H JK=6H 7H");
  CHECK(judge(kRun, "5H 7H JK=9H").rfind("legal", 0) == std::string::npos);
  CHECK(judge(kRun, "JK=4H 5H 6H") == "legal: JK=4H 5H 6H");
  CHECK(judge(kBook, "7H 7S 2S=7D") == "legal: 7H 7S 2S=7D");
  CHECK(judge(kBook, "7H 7S JK=8D") == "In a book of 7s, a wild card must stand for a 7.");
}

TEST_CASE("Jok-R-Ummy: three cards at least, books of any suits, repeats allowed") {
  CHECK(judge(kBook, "7H 7S") == "A book needs at least three cards of the same rank.");
  CHECK(judge(kRun, "7H JK") == "A run needs at least three cards of one suit in sequence.");
  CHECK(judge(kBook, "7H 7H 7S") == "legal: 7H 7H 7S");
  CHECK(judge(kBook, "KH KH KC KC KS KS KD KD") == "legal: KH KH KC KC KS KS KD KD");
}

TEST_CASE("Jok-R-Ummy: a wild in a book stands for a card of one of the four suits") {
  // Every suit already there: the wild still takes one (the engine once ran out of suits).
  CHECK(judge(kBook, "7H 7C 7S 7D JK") == "legal: 7H 7C 7S 7D JK=7H");
  CHECK(judge(kBook, "7H 7C JK=7*") == "A wild card cannot stand for stars here.");
}
