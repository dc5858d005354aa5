#include "app/scenes/rules_text.h"

#include <map>
#include <string>

#include "app/platform/asset_text.h"

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

namespace {

struct Kept {
  RulesText text;
  bool under_way = false;  // a fetch's answer is due
};

std::map<std::string, Kept, std::less<>>& kept() {
  static std::map<std::string, Kept, std::less<>> by_game;
  return by_game;
}

}  // namespace

void request_rules(std::string_view game_id) {
  Kept& k = kept()[std::string(game_id)];
  if (k.text.status == RulesText::Status::Ready || k.under_way) return;
  k.text.status = RulesText::Status::Loading;
  k.under_way = true;
  platform::fetch_asset_text(
      "rules/" + std::string(game_id) + ".txt", [id = std::string(game_id)](std::optional<std::string> text) {
        Kept& got = kept()[id];
        got.under_way = false;
        if (text) got.text.blocks = parse_rules(*text);
        // An empty answer is no text: a server's blank page, not the rules.
        got.text.status = text && !got.text.blocks.empty() ? RulesText::Status::Ready : RulesText::Status::Failed;
      });
}

const RulesText& rules_for(std::string_view game_id) {
  auto it = kept().find(game_id);
  if (it != kept().end()) return it->second.text;
  static const RulesText kNotAsked;
  return kNotAsked;
}

}  // namespace parlor::scenes
