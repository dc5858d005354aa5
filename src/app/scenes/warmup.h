#pragma once
// What the lobby warms for the tables (see WarmupQueue): their text sizes, then each table's own
// part, which its entry in tables/registry.h queues with kit/warmup_jobs.h.
#include "app/screen/warmup_queue.h"

namespace parlor::scenes {

void queue_table_warmup(WarmupQueue& queue, int width, int height, float dpr);

}  // namespace parlor::scenes
