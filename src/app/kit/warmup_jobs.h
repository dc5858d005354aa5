#pragma once
// The jobs a table queues for the lobby to warm (screen/warmup_queue.h): every card and tile face
// at the sizes its layout gives them on this screen, and a few bot moves of its game, so the
// engine's and bots' code has run before the first table opens.
#include <string_view>

#include "app/render/batch.h"
#include "app/screen/warmup_queue.h"
#include "engine/card.h"

namespace parlor::scenes {

// Every face of a deck as a card (and a wild's tag), as a meld chip, or as a tile, at one size.
void cards_at(WarmupQueue& w, DeckKind kind, float cw, float ch, float s);
void chips_at(WarmupQueue& w, DeckKind kind, float cw, float ch, float s);
void tiles_at(WarmupQueue& w, DeckKind kind, float tw, float th, float s);
// A card back at this size.
void back_at(WarmupQueue& w, render::Rect r, float s);
// A few bot moves of the game, a job at a time.
void bot_moves_of(WarmupQueue& w, std::string_view game_id);

}  // namespace parlor::scenes
