#pragma once
// What the lobby hands to a table: everything needed to start (and later to save) a game.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "engine/card.h"
#include "engine/meld.h"

namespace parlor::session {

// An arrangement's round when a share link brought it: the round the table opens at.
inline constexpr int kOpeningRound = -2;
inline constexpr size_t kMaxOrderCards = 64;
inline constexpr size_t kMaxChoiceSteps = 8;

// A move being chosen tap by tap (its path in the table's own terms: Joker's card, marble and
// hole, then a 7's second marble) after `at` moves of the game.
struct ChoiceMade {
  size_t at = 0;
  std::vector<int> path;
  bool operator==(const ChoiceMade&) const = default;
};

// The round's end a person was shown when the game was saved (its reveal, or the score sheet
// after it): the round that ended after `at` moves, by `seat`'s move.
struct RoundEndShown {
  size_t at = 0;  // 0: none
  int seat = -1;
  bool sheet = false;
  bool operator==(const RoundEndShown&) const = default;
};

// Remote: a person on another device, invited to the table (peer play; this device hosts).
enum class SeatKind { Person, Bot, Remote };

struct SeatSetup {
  std::string name;  // "Ana"; shown on the table
  SeatKind kind = SeatKind::Person;
  std::string bot = "greedy";  // a kind from bot_kinds(game) when kind == Bot
  // Pass-and-play: four digits the person must enter to lift the curtain; empty for none. Kept
  // with the game saved on this device, never put in a share link. It keeps friends at the
  // table honest; it is not a lock against someone reading the browser's storage.
  std::string pin;
  // Remote: the seat token its guest's device rejoins with (peer play), once the guest joined.
  // Kept with the game saved on this device so guests rejoin after a reload; never in a link.
  std::string token;
  // A person's own arrangement of their hand, as the table last showed it in round
  // `order_round` (the table's count; -1: none): kept with the saved game and put in share
  // links, so a reload or a link keeps the order they put their cards in.
  std::vector<Card> order;
  int order_round = -1;
  // The melds they set aside from that hand but have not laid (their cards are in `order` too):
  // kept with the saved game only, never in a link or a peer message; a save whose melds no
  // longer fit the hand loses them, never the game.
  std::vector<Meld> staged;
  // The move they were choosing when the game was saved: kept with the saved game only, taken up
  // again at the same moment of the game and dropped, quietly, at any other or where it no longer
  // fits what the table offers.
  ChoiceMade choice;
  // The sort the person chose last (the rank or number button): each new hand is dealt in it.
  bool sort_by_rank = false;
};

// A seat as set-up makes it; pin, token and the hand's order start empty.
inline SeatSetup make_seat(std::string name, SeatKind kind, std::string bot = "greedy", std::string pin = {}) {
  SeatSetup seat;
  seat.name = std::move(name);
  seat.kind = kind;
  seat.bot = std::move(bot);
  seat.pin = std::move(pin);
  return seat;
}

// How long bots wait and cards take to move; Instant skips animations entirely.
enum class Speed { Slow, Normal, Fast, Instant };
const char* speed_name(Speed s);  // "slow", "normal", "fast", "instant"
bool parse_speed(const std::string& text, Speed& out);

struct GameSetup {
  std::string game_id;                                // a registry id, e.g. "five_crowns"
  nlohmann::json options = nlohmann::json::object();  // normalised by the registry entry
  std::vector<SeatSetup> seats;                       // seat 0 sits at the bottom of the screen when a person
  uint64_t seed = 0;
  Speed speed = Speed::Normal;
  // Peer play: the host's table, named in its invites (48 bits; 0 when no seat is invited).
  uint64_t peer_table = 0;
  // The round's end shown on this device when it saved: kept with its save only (never in a link
  // or a peer message), shown again after a reload at that same moment and dropped, quietly, at
  // any other or where it cannot be read.
  RoundEndShown round_end;
};

// One seat, as setup_to_json writes it; setup_from_json's reading of one (false with a reason).
nlohmann::json seat_to_json(const SeatSetup& seat);
bool seat_from_json(const nlohmann::json& j, SeatSetup& out, std::string& error);

// {"game":"five_crowns","options":{...},"seed":7,"speed":"fast",
//  "seats":[{"name":"You","bot":false},{"name":"Ana","bot":true,"kind":"greedy"}]}
nlohmann::json setup_to_json(const GameSetup& s);
// Reads what setup_to_json writes; a reason instead when a field is missing or wrong.
bool setup_from_json(const nlohmann::json& j, GameSetup& out, std::string& error);

}  // namespace parlor::session
