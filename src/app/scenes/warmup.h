#pragma once
// What the lobby warms for the tables (see WarmupQueue): their text sizes, every card and tile
// face at the sizes each table's layout gives them on this screen, and a few bot moves of each
// game so the engine's and bots' code has run before the first table opens.
#include "app/scenes/warmup_queue.h"

namespace parlor::scenes {

void queue_table_warmup(WarmupQueue& queue, int width, int height, float dpr);

}  // namespace parlor::scenes
