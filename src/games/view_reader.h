// Reading a view's JSON back into the game's typed View (a guest of peer play gets its seat's view
// from the host as JSON). The text is untrusted: every number is range-checked, every list
// bounded, every card a face of the game's deck, so what a table or a bot later does with the
// View (index by seat, run the solver on the hand) stays within what a real game gives it.
//
// Each read returns a harmless default once something has failed; the first problem is kept,
// so a game's from_json reads field after field and looks at ok() once at the end.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/enum_names.h"
#include "engine/meld.h"
#include "engine/state.h"

namespace parlor {

class ViewReader {
 public:
  // `objectives`: how many objective cards (engine/card.h) the game adds to its deck.
  explicit ViewReader(DeckKind deck, int objectives = 0) : deck_(deck), objectives_(objectives) {}

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  // Keeps the first problem only.
  void fail(std::string why);
  // Fails with `why` unless `good`.
  void check(bool good, std::string_view why);

  int num(const nlohmann::json& obj, std::string_view key, int lo, int hi);
  // A number in [lo, hi], or -1 where the JSON says null (a seat that is nobody yet).
  int seat_or_none(const nlohmann::json& obj, std::string_view key, int hi);
  bool flag(const nlohmann::json& obj, std::string_view key);
  std::string text(const nlohmann::json& obj, std::string_view key);
  // A list of at most `max` elements (exactly `max` when `exact`); an empty list after a failure.
  const nlohmann::json& list(const nlohmann::json& obj, std::string_view key, size_t max, bool exact = false);
  // An object, or nullptr where the JSON says null.
  const nlohmann::json* object_or_null(const nlohmann::json& obj, std::string_view key);

  // Exactly `count` numbers, each in [lo, hi].
  std::vector<int> nums(const nlohmann::json& obj, std::string_view key, size_t count, int lo, int hi);
  std::vector<int> nums(const nlohmann::json& values, int lo, int hi);
  std::vector<bool> flags(const nlohmann::json& obj, std::string_view key, size_t count);

  // A face of the game's deck; none() where the JSON says null or, when `absent_is_none`, has no such key.
  Card card_or_none(const nlohmann::json& obj, std::string_view key, bool absent_is_none = false);
  Card card(const nlohmann::json& value);
  std::vector<Card> cards(const nlohmann::json& obj, std::string_view key, size_t max);
  std::vector<Card> cards(const nlohmann::json& list_value, size_t max);
  // [{"kind":"run","cards":["5H","JK=6H","7H"]}], as melds_json writes them.
  std::vector<Meld> melds(const nlohmann::json& list_value, size_t max);
  Meld meld(const nlohmann::json& value);
  // One list of melds per seat.
  std::vector<std::vector<Meld>> melds_per_seat(const nlohmann::json& obj, std::string_view key, int players);
  std::vector<std::vector<Card>> cards_per_seat(const nlohmann::json& obj, std::string_view key, int players);

  // "scores" as card_game_json writes it (team_totals when the game writes them, else the totals).
  Scores scores(const nlohmann::json& obj, int players, int max_rounds);

  // The value whose name (name_of) the text is.
  template <class E, class NameOf>
  E name(const nlohmann::json& obj, std::string_view key, NameOf name_of) {
    const std::string t = text(obj, key);
    if (!ok()) return E{};
    if (auto e = enum_from_name<E>(t, name_of)) return *e;
    fail("\"" + std::string(key) + "\" has an unknown value.");
    return E{};
  }

 private:
  // A list of at most `max` values, each read by read_one; empty once something failed.
  template <class T, class ReadOne>
  std::vector<T> each(const nlohmann::json& list_value, size_t max, const char* what, ReadOne read_one);

  DeckKind deck_;
  int objectives_ = 0;
  std::string error_;
};

// The most seats, rounds, cards and events any view holds; beyond them a view is refused.
inline constexpr int kViewMaxSeats = 16;
inline constexpr size_t kViewMaxEvents = 256;
inline constexpr int kViewMaxCount = 1 << 20;  // counters such as event_count
inline constexpr int kViewMaxPoints = 1 << 20;

}  // namespace parlor
