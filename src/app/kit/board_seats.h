#pragma once
// Seats beside a board (Joker's): each seat's badge next to its own part of the board (its
// home), so a player sees whose marbles are whose. On a wide area the badges stand in a column
// either side of the board, on a tall one in a band over and under it; each badge reaches in as
// far as the board's outline leaves room (the corners a round or six-sided board leaves free).
#include <optional>
#include <vector>

#include "app/render/batch.h"

namespace parlor::scenes {

// A badge's size (CSS px): `across` is its width in a column (its height in a band), and shrinks
// towards the board down to `least_across`; `along` is its height in a column (width in a band),
// shared out where the seats there need it.
struct BadgeSize {
  float across = 0, along = 0, least_across = 0, least_along = 0;
};

// Places one badge a home (`homes`, CSS px, any order: the result keeps it) in `area` beside the
// board whose edge passes through `outline` (points around it, CSS px): in columns left and right
// of the board's centre `centre` (each seat on the side of its home), else (`columns` false) in
// bands over and under it. Within a side the badges keep the order of their homes, each as near
// its home as the others let it. Nothing when a badge would be thinner than least_across or
// shorter than least_along.
std::optional<std::vector<render::Rect>> seats_by_homes(render::Rect area, render::Point centre,
                                                        const std::vector<render::Point>& outline,
                                                        const std::vector<render::Point>& homes, BadgeSize size,
                                                        bool columns);

}  // namespace parlor::scenes
