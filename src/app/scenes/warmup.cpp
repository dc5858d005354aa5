#include "app/scenes/warmup.h"

#include <iterator>
#include <string>

#include "app/tables/registry.h"

namespace parlor::scenes {
namespace {

using render::Face;

struct TextSize {
  Face face;
  float css_px;
};
// The tables' text sizes in CSS pixels, most used first (labels, buttons, log lines).
constexpr TextSize kCommonSizes[] = {{Face::Bold, 14}, {Face::Regular, 13}, {Face::Bold, 17}, {Face::Regular, 12},
                                     {Face::Bold, 13}, {Face::Regular, 14}, {Face::Bold, 12}};
constexpr TextSize kOtherSizes[] = {
    {Face::Bold, 15}, {Face::Regular, 15}, {Face::Regular, 11}, {Face::Bold, 16}, {Face::Regular, 16}};
// Titles of sheets and banners: few of them are drawn at once, so they come last.
constexpr TextSize kTitleSizes[] = {{Face::Bold, 18}, {Face::Bold, 22}, {Face::Bold, 20}, {Face::Bold, 28}};

void text_at(WarmupQueue& w, const TextSize* sizes, std::size_t n, float dpr) {
  // Printable ASCII, and what the tables write beyond it: separators, "playing…", the turn dot,
  // score-sheet dashes, ticks, and the é of a default name.
  std::string chars = "\u00B7\u2026\u25CF\u2013\u2014\u2713\u2717\u00E9";
  for (char c = 32; c < 127; ++c) chars += c;
  for (std::size_t i = 0; i < n; ++i) w.add_text(sizes[i].face, sizes[i].css_px * dpr, chars);
}

}  // namespace

void queue_table_warmup(WarmupQueue& w, int width, int height, float dpr) {
  text_at(w, kCommonSizes, std::size(kCommonSizes), dpr);
  text_at(w, kOtherSizes, std::size(kOtherSizes), dpr);
  for (const TableEntry& t : table_registry())
    if (t.warm) t.warm(w, width, height, dpr);
  text_at(w, kTitleSizes, std::size(kTitleSizes), dpr);
}

}  // namespace parlor::scenes
