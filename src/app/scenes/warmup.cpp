#include "app/scenes/warmup.h"

#include <iterator>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "app/tables/registry.h"
#include "app/ui/card_face.h"
#include "app/ui/tile_face.h"
#include "bots/bot.h"
#include "engine/card.h"
#include "engine/json_util.h"
#include "games/registry.h"

namespace parlor::scenes {
namespace {

using render::Face;
using render::Rect;

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

// Each different face of a deck once (the decks hold copies).
std::vector<Card> faces_of(DeckKind kind) {
  std::set<Card> seen;
  for (Card c : make_deck(kind, 1)) seen.insert(c.face());
  return {seen.begin(), seen.end()};
}
}  // namespace

void cards_at(WarmupQueue& w, DeckKind kind, float cw, float ch, float s) {
  if (cw < 1 || ch < 1) return;
  const Rect r{0, 0, cw, ch};
  for (Card c : faces_of(kind))
    w.add([=](render::Batch& b, render::Text& t) { ui::draw_card_face(b, t, r, s, c, {}); });
  // A wild card's tag is the same text whatever the card.
  w.add([=](render::Batch& b, render::Text& t) { ui::draw_card_face(b, t, r, s, Card(Suit::Stars, 3), {true}); });
}

void chips_at(WarmupQueue& w, DeckKind kind, float cw, float ch, float s) {
  if (cw < 1 || ch < 1) return;
  for (Card c : faces_of(kind))
    w.add([=](render::Batch& b, render::Text& t) { ui::draw_card_chip(b, t, {0, 0, cw, ch}, s, c, false); });
}

// Bots play a game of `game_id` a few moves a job, then stop: enough for the browser to have
// compiled the engine and bot code the table will run.
void bot_moves_of(WarmupQueue& w, std::string_view game_id) {
  constexpr int kJobs = 12, kMovesPerJob = 15;
  auto state = create_game(game_id, json{{"players", 4}}, 1);
  if (!state) return;
  struct Game {
    std::unique_ptr<State> state;
    std::vector<std::unique_ptr<Bot>> bots;
  };
  auto game = std::make_shared<Game>();
  game->state = std::move(*state);
  for (int s = 0; s < game->state->num_seats(); ++s) {
    auto bot = make_bot("greedy", game_id, static_cast<uint64_t>(s) + 1);
    if (!bot) return;
    game->bots.push_back(std::move(*bot));
  }
  for (int j = 0; j < kJobs; ++j)
    w.add_code([game](render::Batch&, render::Text&) {
      for (int m = 0; m < kMovesPerJob && !game->state->is_terminal(); ++m) {
        const int seat = game->state->current_seat();
        const Action a = game->bots[static_cast<size_t>(seat)]->choose(*game->state->view(seat));
        if (game->state->try_apply(seat, a)) return;  // refused: stop warming this game
      }
    });
}

void back_at(WarmupQueue& w, Rect r, float s) {
  w.add([=](render::Batch& b, render::Text& t) { ui::draw_card_back(b, t, r, s); });
}

void tiles_at(WarmupQueue& w, DeckKind kind, float tw, float th, float s) {
  if (tw < 1 || th < 1) return;
  for (Card c : faces_of(kind))
    w.add([=](render::Batch& b, render::Text& t) { ui::draw_tile(b, t, {0, 0, tw, th}, s, c); });
}

void queue_table_warmup(WarmupQueue& w, int width, int height, float dpr) {
  text_at(w, kCommonSizes, std::size(kCommonSizes), dpr);
  text_at(w, kOtherSizes, std::size(kOtherSizes), dpr);
  for (const TableEntry& t : table_registry())
    if (t.warm) t.warm(w, width, height, dpr);
  text_at(w, kTitleSizes, std::size(kTitleSizes), dpr);
}

}  // namespace parlor::scenes
