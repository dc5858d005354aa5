#include "app/scenes/rules_text.h"

#include <string>

#include "app/platform/embedded.h"

namespace parlor::scenes {

std::vector<RulesBlock> parse_rules(std::string_view markup) {
  std::vector<RulesBlock> blocks;
  std::size_t start = 0;
  while (start < markup.size()) {
    std::size_t end = markup.find('\n', start);
    if (end == std::string_view::npos) end = markup.size();
    std::string_view line = markup.substr(start, end - start);
    start = end + 1;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    if (line.empty()) continue;
    if (line.starts_with("# "))
      blocks.push_back({RulesBlock::Kind::Heading, std::string(line.substr(2))});
    else if (line.starts_with("- "))
      blocks.push_back({RulesBlock::Kind::Bullet, std::string(line.substr(2))});
    else
      blocks.push_back({RulesBlock::Kind::Paragraph, std::string(line)});
  }
  return blocks;
}

std::vector<RulesBlock> rules_for(std::string_view game_id) {
  const std::string path = "assets/rules/" + std::string(game_id) + ".txt";
  embedded::Blob blob = embedded::find(path.c_str());
  if (!blob.data) return {{RulesBlock::Kind::Paragraph, "The rules of this game are not written yet."}};
  return parse_rules(blob.text());
}

}  // namespace parlor::scenes
