#pragma once
// The rules screens' texts, kept as data in assets/rules/<game id>.txt and embedded in the app.
// Markup, one block a line: "# Heading", "- bullet", anything else a paragraph; blank lines are
// ignored.
#include <string>
#include <string_view>
#include <vector>

namespace parlor::scenes {

struct RulesBlock {
  enum class Kind { Heading, Paragraph, Bullet } kind;
  std::string text;
};

std::vector<RulesBlock> parse_rules(std::string_view markup);
// The game's rules as blocks; a short note when the game has no text.
std::vector<RulesBlock> rules_for(std::string_view game_id);

}  // namespace parlor::scenes
