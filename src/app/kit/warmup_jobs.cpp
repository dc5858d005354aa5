#include "app/kit/warmup_jobs.h"

#include <memory>
#include <set>
#include <vector>

#include "app/ui/card_face.h"
#include "app/ui/tile_face.h"
#include "bots/bot.h"
#include "engine/card.h"
#include "engine/json_util.h"
#include "games/registry.h"

namespace parlor::scenes {
namespace {

using render::Rect;

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

}  // namespace parlor::scenes
