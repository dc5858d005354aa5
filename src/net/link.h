// Share links: a whole game (or only a new game's set-up) in a URL fragment, so opening the
// link on any device continues at the same moment.
//
// A game is (game id, options, seed, seats, action log); the link carries exactly that, in a
// compact binary form (varints; actions as link_actions.h writes them: the seat implied, cards
// as their place in the hand, a wild's value only where the rules would not give it again),
// and after the moves, when a flag says so, each seat's own order of its hand (a person finds
// their cards as they left them). The binary is raw-deflated, framed with a format version, its length and a CRC-32,
// and written in base64url without padding: "#play=<data>".
//
// Opening checks everything and replays every move through the rules; each failure has a
// reason for the player. Sizes are capped before anything is allocated or inflated.
//
// The seed travels in the link, so a determined reader could work out the hidden hands; that
// is accepted for links between friends. Nothing else hidden is put in it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "engine/result.h"
#include "engine/state.h"
#include "net/match.h"

namespace parlor::net {

// 2: each game numbers its own move kinds (1 numbered every game's in one list; still read).
inline constexpr int kLinkFormat = 2;
inline constexpr std::string_view kLinkKey = "play=";  // the fragment: #play=<data>
inline constexpr size_t kMaxLinkChars = 65536;
inline constexpr size_t kMaxSeatNameBytes = 64;

// What was made, for the length figures.
struct LinkSizes {
  size_t binary = 0;    // the uncompressed binary form
  size_t deflated = 0;  // after raw deflate
  size_t framed = 0;    // with format, length and checksum
  size_t text = 0;      // characters of the fragment, "play=" included
};

// Each seat's own arrangement of its hand (its cards in the order its person put them; empty
// for none): carried by a link so the person finds their cards as they left them.
using HandOrders = std::vector<std::vector<Card>>;
inline constexpr size_t kMaxOrderCards = 64;

// The fragment for a game in progress (or over): "play=<data>", without the '#'.
// `seats` must match the table (names of at most kMaxSeatNameBytes, known bot kinds); `orders`,
// when given, has one entry a seat.
Result<std::string> make_link(const State& state, const std::vector<SeatConfig>& seats, LinkSizes* sizes = nullptr,
                              const HandOrders& orders = {});
// The fragment for a new game's set-up only: game, options, seed and seats, no moves.
Result<std::string> make_setup_link(std::string_view game_id, const nlohmann::json& options, uint64_t seed,
                                    const std::vector<SeatConfig>& seats);

struct OpenedLink {
  std::unique_ptr<State> state;  // replayed to the moment the link was made; a fresh deal for a set-up link
  std::vector<SeatConfig> seats;
  bool setup_only = false;
  HandOrders orders;  // one a seat when the link carries them, else empty
};

// Accepts a whole URL, "#play=...", or "play=..." (surrounding spaces ignored).
Result<OpenedLink> open_link(std::string_view text);
// Whether the text carries a Parlor link at all (a URL whose fragment is some other anchor does not).
bool looks_like_link(std::string_view text);

}  // namespace parlor::net
