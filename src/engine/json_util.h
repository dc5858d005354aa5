// Reading untrusted JSON without exceptions: wasm builds may run with exception catching off,
// so every access checks the type first and reports a reason instead of throwing.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/meld.h"
#include "engine/result.h"

namespace parlor {

using json = nlohmann::json;

// Deeper arrays and objects are refused: nothing Parlor writes comes near it.
inline constexpr int kMaxJsonDepth = 64;

// Parses text; a syntax error or nesting deeper than kMaxJsonDepth gives a reason, never an
// exception or a crash. Every untrusted text goes through here, never json::parse.
Result<json> parse_json(std::string_view text);

// Member lookups: nullptr when absent.
const json* find_member(const json& obj, std::string_view key);

// Integer member in [lo, hi]; absent -> fallback (or an error when fallback is empty).
Result<int64_t> get_int(const json& obj, std::string_view key, int64_t lo, int64_t hi,
                        std::optional<int64_t> fallback = std::nullopt);
Result<std::string> get_string(const json& obj, std::string_view key,
                               std::optional<std::string> fallback = std::nullopt);
Result<bool> get_bool(const json& obj, std::string_view key, std::optional<bool> fallback = std::nullopt);

// Seeds travel as JSON numbers while they fit a double exactly, as decimal strings above that.
json seed_to_json(uint64_t seed);
Result<uint64_t> seed_from_json(const json& j);

// Cards as notation text (faces: the physical copy is nobody's business), and melds as
// [{"kind":"run","cards":["5H","JK=6H","7H"]}], for views and the judge.
json cards_json(const std::vector<Card>& cards);
json melds_json(const std::vector<Meld>& melds);
// A list per seat of the above (what ViewReader's cards_per_seat and melds_per_seat read back).
json cards_per_seat_json(const std::vector<std::vector<Card>>& per_seat);
json melds_per_seat_json(const std::vector<std::vector<Meld>>& per_seat);

// A key as a reason names it: "\"seat\"".
std::string quoted(std::string_view key);

// Dump that never throws (invalid UTF-8 is replaced).
std::string dump_json(const json& j, int indent = -1);

}  // namespace parlor
