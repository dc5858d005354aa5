#pragma once
// How a round ended, shown before the score sheet: every seat's melds and leftover cards face
// up, each leftover with what it costs, the seat's points for the round with its bonuses and
// penalties named, and how the round was won. The table says what to show; the kit draws it,
// with one button ("reveal-continue") that goes on to the score sheet. A game without rounds
// (Joker's race) shows one at its end, with the figure that counts there in place of points
// (`Reveal::unit`: "5 marbles home"), before the results.
#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "app/screen/scene.h"
#include "app/ui/scroll.h"
#include "engine/meld.h"

namespace parlor::scenes {

struct RevealSeat {
  int seat = 0;
  std::string name;  // as the reader reads it: "You", or the seat's name
  int points = 0;    // this round's, signed as the game scores them
  std::vector<Meld> melds;
  std::vector<Card> left;          // counted against the seat
  std::vector<std::string> notes;  // "Foot: 200 bonus", "Never on board: -100"
  bool out = false;                // went out
  bool costed = true;              // each leftover's cost shown (not under a flat penalty)
};

struct Reveal {
  std::string title;  // how the round was won: "Ana went out: Foot!"
  std::vector<RevealSeat> seats;
  bool signed_points = true;  // "+85" and "-23"; false for penalty points ("12 points")
  // What the points count when they are not points, one and many, as whole templates ("{count}
  // marble home", "{count} marbles home"), in gold (more is better).
  std::string unit, units;
};

// A seat's points as the reveal writes them: "+85", "12 points", "5 marbles home".
std::string reveal_points(const Reveal& r, int points);

// How the table draws one of its pieces, and what a leftover costs.
struct RevealPieces {
  float aspect = 1.4f;  // a piece's height per width
  std::function<void(render::Rect, const PlacedCard&)> draw;
  std::function<int(Card)> cost;
};

// Many seats lie in columns where the screen is wide; what still overflows its height scrolls in
// `scroll` (none: the pieces shrink on). Returns, seat by seat, how many leftovers each of their
// lines holds (published as `left_rows`).
using RevealRows = std::vector<std::vector<int>>;
RevealRows draw_reveal(Frame& f, const Reveal& r, const RevealPieces& pieces, const std::string& button,
                       ui::ScrollArea* scroll = nullptr);
void publish_reveal(nlohmann::json& j, const Reveal& r, const RevealRows& left_rows);

}  // namespace parlor::scenes
