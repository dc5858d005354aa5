// Rummy-O: what a joker may stand for (games/rummy_o/compose.h), and the engine keeping the tile
// a player declares for it (DECISIONS.md: the player who places a joker declares it).
#include <doctest/doctest.h>

#include "games/rummy_o/compose.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::rummy_o;
using namespace parlor::testing;

namespace {

std::vector<PlacedCard> placed(const std::string& text) {
  std::vector<PlacedCard> out;
  std::string word;
  for (size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && text[i] != ' ') {
      word += text[i];
      continue;
    }
    if (!word.empty()) out.push_back(*parse_placed(word));
    word.clear();
  }
  return out;
}

// Each tile's choices as text: "-" for none, else the tiles joined by commas.
std::string choices(const std::string& tiles, std::optional<MeldKind> kind = std::nullopt,
                    const std::string& onto = "") {
  const auto meld = placed(tiles);
  const auto base = placed(onto);
  std::string out;
  for (const auto& list : joker_choices(meld, kind, base)) {
    std::string one;
    for (Card c : list) one += (one.empty() ? "" : ",") + to_text(c);
    out += (out.empty() ? "" : " ") + (one.empty() ? std::string("-") : one);
  }
  return out;
}

}  // namespace

TEST_CASE("Rummy-O joker choice: a joker with one possible tile needs no choice") {
  CHECK(choices("R7 B7 O7 JK") == "- - - K7");
  CHECK(choices("R4 JK R6") == "- R5 -");
  CHECK(choices("R1 R2 JK") == "- - R3");
}

TEST_CASE("Rummy-O joker choice: a group's missing colours, a run's two ends") {
  CHECK(choices("R7 B7 JK") == "- - O7,K7");
  CHECK(choices("R5 R6 JK", MeldKind::Run) == "- - R4,R7");
  // A 1 after the 13 reads rank 14.
  CHECK(choices("R12 R13 JK", MeldKind::Run) == "- - R11,R14");
}

TEST_CASE("Rummy-O joker choice: with no kind given, a run's tiles and a group's") {
  CHECK(choices("R5 JK JK") == "- R3,R4,R6,R7,B5,O5,K5 R3,R4,R6,R7,B5,O5,K5");
  CHECK(choices("R5 JK JK", MeldKind::Book) == "- B5,O5,K5 B5,O5,K5");
}

TEST_CASE("Rummy-O joker choice: a joker already declared narrows the others'") {
  // The first joker's own value is set aside, and the second is free: every choice stays open.
  CHECK(choices("R5 JK=R4 JK") == "- R3,R4,R6,R7,B5,O5,K5 R3,R6");
  CHECK(choices("R5 JK=B5 JK") == "- R3,R4,R6,R7,B5,O5,K5 O5,K5");
}

TEST_CASE("Rummy-O joker choice: no tile when the meld cannot be made") {
  CHECK(choices("R5 B9 JK") == "- - -");
  CHECK(choices("R5 R9 JK", MeldKind::Run) == "- - -");
}

TEST_CASE("Rummy-O joker choice: a joker joining a meld on the table") {
  CHECK(choices("JK", MeldKind::Run, "R5 R6 R7") == "R4,R8");
  CHECK(choices("JK", MeldKind::Book, "R7 B7 O7") == "K7");
  CHECK(choices("JK R9", MeldKind::Run, "R5 R6 R7") == "R8 -");
}

TEST_CASE("Rummy-O joker choice: the engine keeps the tile declared for a joker, and picks one when none is") {
  auto s = ro_rigged({"R5 R6 JK R9 B7 O7 JK O2", "K4"}, {"run K1 K2 K3", ""});
  play(*s, 0, lay("run R5 R6 JK=R4"));
  CHECK(meld_text(s->table()[0][1]) == "JK=R4 R5 R6");
  CHECK(refused(*s, 0, lay("book B7 O7 JK=O7")) ==
        "The joker cannot stand for the orange 7 in that meld: choose a tile it fits.");
  play(*s, 0, lay("book B7 O7 JK=R7"));
  CHECK(meld_text(s->table()[0][2]) == "B7 O7 JK=R7");
  // Left out, the run's joker goes above (R7) and the group's takes the first colour missing.
  auto t = ro_rigged({"R5 R6 JK B7 O7 JK O2", "K4"}, {"run K1 K2 K3", ""});
  play(*t, 0, lay("run R5 R6 JK | book B7 O7 JK"));
  CHECK(meld_text(t->table()[0][1]) == "R5 R6 JK=R7");
  CHECK(meld_text(t->table()[0][2]) == "B7 O7 JK=R7");
}

TEST_CASE("Rummy-O joker choice: a declared joker added to a meld on the table keeps its tile") {
  auto s = ro_rigged({"JK JK O2 B9", "K4"}, {"run K5 K6 K7", "run R5 R6 R7"});
  play(*s, 0, add_on("JK=R4", 1, 0));
  CHECK(meld_text(s->table()[1][0]) == "JK=R4 R5 R6 R7");
  CHECK(refused(*s, 0, add_on("JK=K9", 0, 0)) ==
        "The joker cannot stand for the black 9 in that meld: choose a tile it fits.");
}
