// Jok-R-Ummy's program deck: the data file, its checks and its coverage of the sheet's restrictions.
#include "games/jok_r_ummy/deck.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

#include "engine/rng.h"
#include "games/game_data.h"
#include "games/jok_r_ummy/fulfil.h"
#include "games/jok_r_ummy/rules.h"
#include "games/jok_r_ummy/solver.h"
#include "jru_util.h"

using namespace parlor;
using namespace parlor::testing;
using namespace parlor::jok_r_ummy;

TEST_CASE("Jok-R-Ummy deck: the file compiled in is the file in the tree, and it is valid") {
  std::ifstream in(source_path("src/games/jok_r_ummy/programs.json"));
  std::stringstream text;
  text << in.rdbuf();
  CHECK(embedded_game_data(kProgramsFile) == text.str());
  CHECK(embedded_game_data("jok_r_ummy/none.json").empty());
  auto deck = parse_program_deck(text.str());
  const std::string why = deck.ok() ? std::string() : deck.error();
  INFO(why);
  REQUIRE(deck.ok());
  CHECK(*deck == program_deck());
}

TEST_CASE("Jok-R-Ummy deck: about 40 programs and 2 SUN cards, every restriction of the sheet") {
  const auto& deck = program_deck();
  int suns = 0;
  std::set<std::string> seen;
  for (const Program& p : deck) {
    if (p.sun) {
      ++suns;
      continue;
    }
    CHECK(program_cards(p) <= 14);
    seen.insert("mult " + std::to_string(p.mult));
    if (!p.wilds) seen.insert("no wilds");
    if (p.parts.size() == 2) seen.insert("two instructions");
    for (const Part& part : p.parts) {
      const std::string kind = part.kind == PartKind::Run ? "run" : "set";
      seen.insert(kind);
      if (!part.values.empty()) seen.insert(kind + " values");
      if (!part.suits.empty()) seen.insert(kind + " suits");
    }
  }
  CHECK(suns == 2);
  CHECK(deck.size() >= 38);
  CHECK(deck.size() <= 46);
  CHECK(seen == std::set<std::string>{"mult 1", "mult 2", "mult 3", "no wilds", "two instructions", "run", "set",
                                      "run values", "set values", "run suits", "set suits"});
}

TEST_CASE("Jok-R-Ummy deck: each program is within reach of a hand of 14 and the solver finds it") {
  for (const Program& p : program_deck()) {
    if (p.sun) continue;
    CAPTURE(p.id);
    auto hand = witness_hand(p);
    REQUIRE(hand);
    CHECK(static_cast<int>(hand->size()) == program_cards(p));
    auto melds = can_complete(p, *hand);
    REQUIRE(melds);
    CHECK_FALSE(check_fulfils(p, *melds).has_value());
    CHECK(cards_missing(p, *hand) == 0);
    // One card fewer is one card short.
    std::vector<Card> short_one(hand->begin() + 1, hand->end());
    CHECK(cards_missing(p, short_one) == 1);
  }
}

TEST_CASE("Jok-R-Ummy deck: a program card is a card item, one per program") {
  std::set<uint16_t> bits;
  for (int k = 0; k < static_cast<int>(program_deck().size()); ++k) {
    const Card c = program_card(k);
    CHECK(program_index(c) == k);
    bits.insert(c.bits());
    CHECK(static_cast<int>(c.suit()) >= 11);
    CHECK(static_cast<int>(c.suit()) <= 13);
  }
  CHECK(bits.size() == program_deck().size());
  CHECK(program_card(17) == Card(static_cast<Suit>(12), 1));
  CHECK_FALSE(program_index(Card(Suit::Hearts, 7)).has_value());
  CHECK_FALSE(program_index(Card::joker()).has_value());
}

TEST_CASE("Jok-R-Ummy deck: a program reads back what it writes, and says itself in words") {
  for (const Program& p : program_deck()) {
    auto back = program_from_json(program_to_json(p));
    REQUIRE(back.ok());
    CHECK(*back == p);
  }
  Program p = program(program_text(part("run", 4, "null", R"(["H","D"])") + "," + part("set", 3, R"(["7"])"), 2));
  CHECK(describe_program(p) == "a run of 4 hearts or diamonds and three 7s, twice");
  p = program(program_text(part("run", 5, R"(["10","J","Q","K","A"])", R"(["S"])"), 1, false));
  CHECK(describe_program(p) == "a run 10-J-Q-K-A in spades, without wild cards");
  p = program(program_text(part("set", 4, "null", R"(["C","S","H"])"), 3));
  CHECK(describe_program(p) == "four of a kind in clubs, spades or hearts, three times");
  CHECK(program_to_json(p).dump() ==
        R"({"id":"T1","mult":3,"parts":[{"count":4,"kind":"set","suits":["C","S","H"],"values":null}],"wilds":true})");
}

// A program card in front of a seat is too small for its rows: it says them in a few words
// (a blind tester could not read "1x" over four arrows without the rules).
TEST_CASE("Jok-R-Ummy deck: a small program card says each instruction counted as often as the card asks") {
  Program p = program(program_text(part("run", 4, "null", R"(["H","D"])") + "," + part("set", 3, R"(["7"])"), 2));
  CHECK(program_short_words(p) == std::vector<std::string>{"2 runs of 4", "2 sets of 3"});
  p = program(program_text(part("run", 5, R"(["10","J","Q","K","A"])", R"(["S"])"), 1, false));
  CHECK(program_short_words(p) == std::vector<std::string>{"1 run of 5", "no wilds"});
  p = program(program_text(part("set", 4, "null", R"(["C","S","H"])"), 3));
  CHECK(program_short_words(p) == std::vector<std::string>{"3 sets of 4"});
  // Every card of the deck says something, in words only.
  for (const Program& q : program_deck()) {
    const auto words = program_short_words(q);
    REQUIRE_FALSE(words.empty());
    for (const std::string& w : words) CHECK(w.find_first_of("\u2193x") == std::string::npos);
  }
}

TEST_CASE("Jok-R-Ummy deck: a malformed program is refused with its reason") {
  const std::string ok = part("run", 4);
  CHECK(refusal(program_text(ok)).empty());
  CHECK(refusal(program_text(part("set", 3, R"(["2"])"))) ==
        "Program T1: \"values\" cannot make a set of 2s: a 2 is always wild.");
  CHECK(refusal(program_text(part("run", 3, R"(["5","7","8"])"))) ==
        "Program T1: A run's \"values\" are ranks in sequence, low to high.");
  CHECK(refusal(program_text(part("run", 3, R"(["K","A","3"])"))) ==
        "Program T1: A run's \"values\" are ranks in sequence, low to high.");
  CHECK(refusal(program_text(part("run", 4, R"(["5","6","7"])"))) ==
        "Program T1: A run's \"values\" names each of its cards.");
  CHECK(refusal(program_text(part("set", 3, R"(["5","6"])"))) == "Program T1: A set's \"values\" holds its one rank.");
  CHECK(refusal(program_text(part("set", 3, R"(["X"])"))) ==
        "Program T1: \"values\" is null or a list of ranks A to 10, J, Q, K.");
  CHECK(refusal(program_text(part("set", 3, "null", R"(["H","H"])"))) == "Program T1: \"suits\" names hearts twice.");
  CHECK(refusal(program_text(part("set", 3, "null", R"(["*"])"))) ==
        "Program T1: \"suits\" is null or a list of one to four of \"H\", \"C\", \"S\", \"D\".");
  CHECK(refusal(program_text(part("set", 3, "null", "[]"))) ==
        "Program T1: \"suits\" is null or a list of one to four of \"H\", \"C\", \"S\", \"D\".");
  CHECK(refusal(program_text(part("set", 2))) == "Program T1: \"count\" must be between 3 and 8.");
  CHECK(refusal(program_text(part("set", 9))) == "Program T1: \"count\" must be between 3 and 8.");
  CHECK(refusal(program_text(part("run", 14))) == "Program T1: \"count\" must be between 3 and 13.");
  CHECK(refusal(program_text(part("pair", 3))) == "Program T1: \"kind\" is \"run\" or \"set\".");
  CHECK(refusal(program_text(ok, 4)) == "Program T1: \"mult\" must be between 1 and 3.");
  CHECK(refusal(program_text(ok, 0)) == "Program T1: \"mult\" must be between 1 and 3.");
  CHECK(refusal(program_text(part("run", 8), 2)) == "Program T1: It needs 16 cards; a hand completes 14 at most.");
  CHECK(refusal(program_text(ok + "," + ok + "," + ok)) ==
        "Program T1: \"parts\" is a list of one or two instructions.");
  CHECK(refusal(program_text("")) == "Program T1: \"parts\" is a list of one or two instructions.");
  // The two decks hold two 7 of hearts: five cannot be had without wilds.
  CHECK(refusal(program_text(part("set", 5, R"(["7"])", R"(["H","D"])"), 1, false)) ==
        "Program T1: The 108 cards cannot complete it.");
  CHECK(refusal(program_text(part("set", 5, R"(["7"])", R"(["H","D"])"))).empty());
  CHECK(refusal(program_text(part("run", 13), 1, false)) == "Program T1: The 108 cards cannot complete it.");
  CHECK(refusal(R"({"id":"T1","mult":1,"wilds":true,"parts":[{"kind":"run","count":4,"values":null}]})") ==
        "Program T1: \"suits\" is missing.");
  CHECK(
      refusal(
          R"({"id":"T1","mult":1,"wilds":true,"parts":[{"kind":"run","count":4,"values":null,"suits":null,"x":1}]})") ==
      "Program T1: A part has no key \"x\".");
  CHECK(refusal(R"({"id":"T1","mult":1,"parts":[]})") == "Program T1: \"wilds\" is missing.");
  CHECK(refusal(R"({"id":"T1","mult":1,"wilds":1,"parts":[]})") == "Program T1: \"wilds\" must be true or false.");
  CHECK(refusal(R"({"id":"T1","mult":1,"wilds":true,"parts":[],"name":"x"})") ==
        "Program T1: A program has no key \"name\".");
  CHECK(refusal(R"({"id":"","sun":true})") == "A program's \"id\" is 1 to 8 letters and digits.");
  CHECK(refusal(R"({"id":"SUN 1","sun":true})") == "A program's \"id\" is 1 to 8 letters and digits.");
  CHECK(refusal(R"({"sun":true})") == "A program's \"id\" is missing.");
  CHECK(refusal(R"({"id":"S1","sun":true,"mult":1})") == "Program S1: A SUN card has no key \"mult\".");
  CHECK(refusal(R"({"id":"S1","sun":false})") == "Program S1: \"sun\" is true or absent.");
  CHECK(refusal(R"([1])") == "A program is a JSON object.");
}

TEST_CASE("Jok-R-Ummy deck: a malformed deck file is refused with its reason, never a crash") {
  CHECK(parse_program_deck("{").error() == "The text is not valid JSON.");
  CHECK(parse_program_deck("").error() == "The text is not valid JSON.");
  CHECK(parse_program_deck(R"([])").error() ==
        "A program deck is an object with one key, \"programs\": a list of programs.");
  CHECK(parse_program_deck(R"({"programs":[],"x":1})").error() ==
        "A program deck is an object with one key, \"programs\": a list of programs.");
  CHECK(parse_program_deck(R"({"programs":[]})").error() == "A program deck holds 1 to 48 cards.");
  CHECK(parse_program_deck(R"({"programs":[{"id":"S","sun":true},{"id":"S","sun":true}]})").error() ==
        "Program S is in the deck twice.");
  CHECK(parse_program_deck(R"({"programs":[{"id":"S","sun":true},{"id":"P","mult":1}]})").error() ==
        "Program P: \"wilds\" is missing.");
  std::string big = R"({"programs":[)";
  for (int i = 0; i < 49; ++i)
    big += (i ? "," : "") + std::string(R"({"id":"S)") + std::to_string(i) + R"(","sun":true})";
  CHECK(parse_program_deck(big + "]}").error() == "A program deck holds 1 to 48 cards.");
  CHECK(parse_program_deck(std::string(100, '[')).error() == "The JSON is nested more than 64 levels deep.");
}

TEST_CASE("Jok-R-Ummy program deck: no program needs more than 12 cards") {
  for (const Program& p : program_deck()) {
    CAPTURE(p.id);
    CHECK(program_cards(p) <= 12);
  }
  // 13 or 14 cards would empty the hand at the reveal: the form takes them (the judge may ask),
  // the deck does not.
  const std::string twelve = program_text(part("run", 6), 2),
                    thirteen = program_text(part("run", 7) + "," + part("set", 6));
  CHECK(refusal(thirteen).empty());
  CHECK(parse_program_deck(R"({"programs":[)" + twelve + "]}").ok());
  CHECK(parse_program_deck(R"({"programs":[)" + thirteen + "]}").error() ==
        "Program T1 needs 13 cards; a program of the deck needs 12 at most, so that its reveal does not empty the "
        "hand.");
}

TEST_CASE("Jok-R-Ummy program deck: no program is complete at the deal in more than 10 percent of deals") {
  // Seeded 13-card deals of the 108 cards; bench_jok_r_ummy_programs measures 10,000 a program.
  constexpr int kDeals = 1000;
  Rng rng(3800);
  std::vector<Card> cards = make_deck(kDeck);
  std::vector<std::vector<Card>> deals;
  for (int d = 0; d < kDeals; ++d) {
    rng.shuffle(cards);
    deals.emplace_back(cards.end() - kHandCards, cards.end());
  }
  for (const Program& p : program_deck()) {
    if (p.sun) continue;
    CAPTURE(p.id);
    const auto complete = std::count_if(deals.begin(), deals.end(),
                                        [&](const std::vector<Card>& hand) { return cards_missing(p, hand) == 0; });
    CHECK(complete * 100 <= 10 * kDeals);
  }
}

TEST_CASE("Jok-R-Ummy program deck: the sheet's A-2-3-4 run is a program of the deck") {
  const std::vector<int> sheet = {1, 2, 3, 4};
  const bool found = std::any_of(program_deck().begin(), program_deck().end(), [&](const Program& p) {
    return std::any_of(p.parts.begin(), p.parts.end(), [&](const Part& part) {
      return part.kind == PartKind::Run && part.values.size() >= 4 &&
             std::equal(sheet.begin(), sheet.end(), part.values.begin());
    });
  });
  CHECK(found);
}

TEST_CASE("Jok-R-Ummy program deck: A-2-3-4 in a wilds:false program is refused with its reason") {
  const std::string a234 = part("run", 4, R"(["A","2","3","4"])");
  CHECK(refusal(program_text(a234)).empty());
  CHECK(refusal(program_text(a234, 1, false)) ==
        "Program T1: A run that imposes a 2 needs a wild card in the 2's place; \"wilds\" is false.");
  // A 2 anywhere in the run is a wild's place.
  CHECK(refusal(program_text(part("run", 3, R"(["2","3","4"])"), 1, false)) ==
        "Program T1: A run that imposes a 2 needs a wild card in the 2's place; \"wilds\" is false.");
  CHECK(refusal(program_text(part("run", 3, R"(["2","3","4"])"))).empty());
  CHECK(refusal(program_text(part("run", 4, R"(["3","4","5","6"])"), 1, false)).empty());
  const Program p = program(program_text(a234));
  CHECK(p.parts[0].values == std::vector<int>{1, 2, 3, 4});
  CHECK(describe_program(p) == "a run A-2-3-4 of one suit");
  CHECK(program_to_json(p)["parts"][0]["values"].dump() == R"(["A","2","3","4"])");
}
