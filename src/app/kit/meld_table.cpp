#include "app/kit/meld_table.h"

#include <cstdio>
#include <nlohmann/json.hpp>

#include "app/scenes/modal.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Color;
using render::Face;
using render::Rect;

namespace {

// One pass places every meld (and draws them when `drawing`); returns the bottom it reached.
float place(Frame& f, const MeldTable& t, const std::vector<MeldGroup>& groups, float cw, bool drawing,
            const std::function<void(Rect, const PlacedCard&)>& draw_piece) {
  const float s = f.dpr, ch = cw * t.aspect, label_h = 18 * s, gap = 8 * s;
  const Rect area = t.area;
  float y = area.y + 6 * s;
  for (const MeldGroup& g : groups) {
    if (drawing) f.text.draw(f.batch, g.title, Face::Bold, 13 * s, area.x + 8 * s, y, ui::kGold);
    y += label_h;
    float x = area.x + 8 * s;
    for (size_t i = 0; i < g.melds.size(); ++i) {
      const Meld& meld = g.melds[i];
      const std::string tag = i < g.tags.size() ? g.tags[i] : std::string();
      const float tag_w = tag.empty() ? 0 : f.text.measure(tag, Face::Bold, 13 * s) + 8 * s;
      const float w = cw * static_cast<float>(meld.cards.size()) + 6 * s + tag_w;
      if (x + w > area.x + area.w - 6 * s) {
        x = area.x + 8 * s;
        y += ch + gap;
      }
      if (drawing) {
        const Rect box{x - 3 * s, y - 3 * s, w, ch + 6 * s};
        const bool lit = t.highlight == std::make_pair(g.seat, static_cast<int>(i));
        f.batch.rect(box, 5 * s, lit ? Color::hex(0xe2b64c, 130) : ui::kPanel);
        for (size_t c = 0; c < meld.cards.size(); ++c)
          draw_piece({x + cw * static_cast<float>(c), y, cw - 2 * s, ch}, meld.cards[c]);
        if (!tag.empty())
          f.text.draw(f.batch, tag, Face::Bold, 13 * s, x + cw * static_cast<float>(meld.cards.size()) + 3 * s,
                      y + ch * 0.5f - 8 * s, ui::kGold);
        f.ui.target(meld_id(g.seat, static_cast<int>(i)), box,
                    meld_to_text(meld) + " (" + g.owner_name + (tag.empty() ? "" : ", " + tag) + ")", t.enabled);
      }
      x += w + gap;
    }
    y += ch + gap;
  }
  return y;
}

}  // namespace

std::string meld_id(int seat, int index) { return "meld:" + std::to_string(seat) + ":" + std::to_string(index); }

std::optional<std::pair<int, int>> meld_of_id(std::string_view id) {
  int seat = 0, index = 0;
  if (std::sscanf(std::string(id).c_str(), "meld:%d:%d", &seat, &index) != 2) return std::nullopt;
  return std::make_pair(seat, index);
}

nlohmann::json melds_json(const std::vector<std::vector<Meld>>& table) {
  nlohmann::json j = nlohmann::json::array();
  for (const auto& melds : table) {
    j.push_back(nlohmann::json::array());
    for (const Meld& m : melds) j.back().push_back(meld_to_text(m));
  }
  return j;
}

void draw_meld_table(Frame& f, const MeldTable& t, const std::vector<MeldGroup>& groups,
                     const std::function<void(Rect, const PlacedCard&)>& draw_piece) {
  const float s = f.dpr;
  f.batch.rect(t.area, 10 * s, Color::hex(0x000000, 35));
  if (groups.empty()) {
    draw_paragraph(f, t.empty_text, Face::Regular, 14 * s, t.area.x + t.area.w * 0.5f, t.area.y + t.area.h * 0.4f,
                   t.area.w - 32 * s, ui::kCream.with_alpha(170));
    return;
  }
  float cw = t.piece_w;
  for (int k = 0; k < 6 && place(f, t, groups, cw, false, draw_piece) > t.area.y + t.area.h; ++k) cw *= 0.85f;
  place(f, t, groups, cw, true, draw_piece);
}

}  // namespace parlor::scenes
