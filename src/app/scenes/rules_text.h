#pragma once
// The rules screens' texts, kept as data in assets/rules/<game id>.txt. The page fetches a game's
// text when it is first wanted (platform/asset_text.h), never in its first load: the set-up screen
// asks early, so the rules screen rarely waits. Markup, one block a line: "# Heading",
// "- bullet", anything else a paragraph; blank lines are ignored.
#include <string>
#include <string_view>
#include <vector>

namespace parlor::scenes {

struct RulesBlock {
  enum class Kind { Heading, Paragraph, Bullet } kind;
  std::string text;
};

std::vector<RulesBlock> parse_rules(std::string_view markup);

struct RulesText {
  enum class Status { Loading, Failed, Ready } status = Status::Loading;
  std::vector<RulesBlock> blocks;  // when Ready
};

// Starts fetching the game's text unless it is here or on its way; a failed one is asked again.
void request_rules(std::string_view game_id);
// The game's text as it stands now (Loading for one never requested). Kept once it arrives.
const RulesText& rules_for(std::string_view game_id);

}  // namespace parlor::scenes
