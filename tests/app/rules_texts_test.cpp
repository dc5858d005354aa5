// The rules screen shows assets/rules/<game id>.txt (app/scenes/rules_text.cpp asks for it by the
// id; tools/build-web ships every file of the folder beside the page, which fetches a game's text
// when its set-up or rules screen opens). A game registered without its text would open a rules
// screen whose fetch fails; a text no game reads would be shipped for nothing.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "../test_util.h"
#include "app/platform/asset_text.h"
#include "app/scenes/rules_text.h"
#include "games/five_crowns/rules.h"
#include "games/jok_r_ummy/rules.h"
#include "games/joker/board.h"
#include "games/registry.h"
#include "games/rummu/rules.h"
#include "games/rummy_o/rules.h"

using namespace parlor;

namespace {

const std::string kFolder = "assets/rules";

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buf;
  buf << in.rdbuf();
  return buf.str();
}

}  // namespace

TEST_CASE("Rules texts: every registered game has its rules text, opening with a heading") {
  for (const GameEntry& g : game_registry()) {
    const std::string path = testing::source_path(kFolder + "/" + std::string(g.id) + ".txt");
    INFO(g.id << ": " << path);
    REQUIRE_MESSAGE(std::filesystem::is_regular_file(path), "no rules text for " << g.display_name);
    const std::string text = read_text(path);
    // rules_text.h's markup: "# " starts a heading; the screen opens on one.
    CHECK(text.starts_with("# "));
    // Words under the headings: a paragraph or a bullet.
    std::istringstream lines(text);
    int words = 0;
    for (std::string line; std::getline(lines, line);) words += !line.empty() && !line.starts_with("# ");
    CHECK(words > 0);
  }
}

TEST_CASE("Rules texts: every text in assets/rules belongs to a registered game") {
  std::set<std::string> texts;
  for (const auto& e : std::filesystem::directory_iterator(testing::source_path(kFolder)))
    if (e.path().extension() == ".txt") texts.insert(e.path().stem().string());
  CHECK_FALSE(texts.empty());
  for (const std::string& id : texts) {
    INFO(kFolder << "/" << id << ".txt");
    CHECK(find_game(id) != nullptr);
  }
}

// The blind player pressed Enter after D had selected a card (issue 39): each text names the keys
// its table answers, and a rummy table's Enter discards.
TEST_CASE("Rules texts: every game's text lists its keys, and a game with a discard pile says Enter discards") {
  for (const GameEntry& g : game_registry()) {
    const std::string text = read_text(testing::source_path(kFolder + "/" + std::string(g.id) + ".txt"));
    INFO(g.id);
    const size_t keys = text.find("# Keys");
    const bool listed = keys != std::string::npos || text.find("Keys:") != std::string::npos;
    CHECK(listed);
    if (text.find("discard pile") == std::string::npos) continue;
    REQUIRE(keys != std::string::npos);
    const std::string section = text.substr(keys);
    CHECK(section.find("Enter: discard") != std::string::npos);
    const bool draws = section.find("D: draw") != std::string::npos || section.find("D: take") != std::string::npos;
    CHECK(draws);
  }
}

// A limit ends a round (or a race) at the table, so a player meets it: each text says it, with the
// number the game plays by. Jok-R-Ummy's, which players reach, is said with the round's end, not
// only among the rulings (a blind tester looked for it there).
TEST_CASE("Rules texts: every game's turn limit is said with the number the game plays by") {
  const std::pair<std::string, std::string> said[] = {
      {"five_crowns", "after " + std::to_string(five_crowns::kMaxTurnsPerHand) + " turns"},
      {"rummy_o", "after " + std::to_string(rummy_o::kMaxTurnsPerRound) + " turns"},
      {"rummu", "after " + std::to_string(rummu::kMaxTurnsPerRound) + " turns"},
      {"jok_r_ummy", "after " + std::to_string(jok_r_ummy::kMaxTurnsPerRound) + " turns"},
      {"jok_r_ummy", "after " + std::to_string(jok_r_ummy::kMaxRounds) + " rounds"},
      {"joker", "after " + std::to_string(joker::kMaxTurnsFour) + " turns (" + std::to_string(joker::kMaxTurnsSix) +
                    " with six players)"}};
  for (const auto& [id, words] : said) {
    INFO(id << ": " << words);
    CHECK(read_text(testing::source_path(kFolder + "/" + id + ".txt")).find(words) != std::string::npos);
  }
  const std::string jru = read_text(testing::source_path(kFolder + "/jok_r_ummy.txt"));
  const size_t end = jru.find("# End of a round"), next = jru.find("\n# ", end + 1);
  REQUIRE(end != std::string::npos);
  CHECK(jru.substr(end, next - end).find("A round also ends after 200 turns") != std::string::npos);
}

// The page fetches a text on demand (platform/asset_text.h); natively it is read from the folder
// at once, so each state of the rules screen's text is seen here.
TEST_CASE("Rules texts: a game's text is read once asked, and a failed one is asked again") {
  using Status = scenes::RulesText::Status;
  platform::set_asset_folder(testing::source_path("assets"));
  CHECK(scenes::rules_for("five_crowns").status == Status::Loading);  // never asked yet
  scenes::request_rules("five_crowns");
  const scenes::RulesText& fc = scenes::rules_for("five_crowns");
  REQUIRE(fc.status == Status::Ready);
  REQUIRE_FALSE(fc.blocks.empty());
  CHECK(fc.blocks.front().kind == scenes::RulesBlock::Kind::Heading);

  const std::filesystem::path folder = std::filesystem::temp_directory_path() / "parlor_rules_texts_test";
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder / "rules");
  platform::set_asset_folder(folder.string());
  scenes::request_rules("rules_test_late");
  CHECK(scenes::rules_for("rules_test_late").status == Status::Failed);
  std::ofstream(folder / "rules" / "rules_test_late.txt") << "# Late\nIt came.\n";
  scenes::request_rules("rules_test_late");  // Try again
  CHECK(scenes::rules_for("rules_test_late").status == Status::Ready);
  CHECK(scenes::rules_for("rules_test_late").blocks.size() == 2);

  // Over the bound (a wrong file, a server's page): refused, never shown.
  std::ofstream(folder / "rules" / "rules_test_big.txt") << "# Big\n" << std::string(platform::kMaxAssetText, 'x');
  scenes::request_rules("rules_test_big");
  CHECK(scenes::rules_for("rules_test_big").status == Status::Failed);
  // An empty answer holds no rules either.
  std::ofstream(folder / "rules" / "rules_test_empty.txt") << "";
  scenes::request_rules("rules_test_empty");
  CHECK(scenes::rules_for("rules_test_empty").status == Status::Failed);
  std::filesystem::remove_all(folder);
}
