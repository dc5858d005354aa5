#pragma once
#include "app/render/color.h"

namespace parlor::ui {
using render::Color;
// One place for the table's colours, so scenes agree with each other.
inline constexpr Color kFelt = Color::hex(0x1d5c3a);
inline constexpr Color kCardFace = Color::hex(0xfbf7ee);
inline constexpr Color kCardEdge = Color::hex(0xcfc4b0);
inline constexpr Color kInk = Color::hex(0x26221e);
inline constexpr Color kCream = Color::hex(0xf4ead3);
inline constexpr Color kGold = Color::hex(0xe2b64c);
// The ring round a selected card or tile: warmer than the gold that marks wilds and turns.
inline constexpr Color kSelected = Color::hex(0xf0a500);
inline constexpr Color kShadow = Color::hex(0x000000, 110);
// What went wrong or counts against a player, as words or figures on the felt or a dark panel: a
// soft red, which stays readable there.
inline constexpr Color kWarn = Color::hex(0xff9a8a);
// Tables: the players' badges, and the glow of whoever is to act (and of what they may touch).
inline constexpr Color kPanel = Color::hex(0x000000, 60);
inline constexpr Color kTurnGlow = Color::hex(0xe2b64c);
}  // namespace parlor::ui
