#pragma once
// Every move of the round in the players' words, newest last: beside the table on a wide screen,
// or as a sheet over it on a phone (opened by tapping the last move's line; "log-close" closes
// it). Long lines wrap; when the moves do not all fit, the earliest give way and are counted.
#include <string>
#include <vector>

#include "app/scenes/scene.h"

namespace parlor::scenes {

void draw_move_log(Frame& f, render::Rect area, const std::string& title, const std::vector<std::string>& lines);
void draw_move_log_sheet(Frame& f, const std::string& title, const std::vector<std::string>& lines);

}  // namespace parlor::scenes
