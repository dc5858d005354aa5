#include "engine/json_util.h"

#include "engine/json_text.h"

namespace parlor {

namespace {

// nlohmann's copy, dump and comparison recurse, so a deep enough tree overflows the stack
// wherever it goes next; the depth is checked on the text so such a tree is never built. Brackets
// inside strings do not count; an unbalanced text is left for the parser to refuse.
PARLOR_UNTRACED_SCAN bool nested_too_deeply(std::string_view text) {
  int depth = 0;
  JsonStrings strings;
  for (char c : text) {
    if (strings.at(c) != JsonStrings::Structure) continue;
    if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return true;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return false;
}

}  // namespace

Result<json> parse_json(std::string_view text) {
  if (nested_too_deeply(text))
    return Result<json>::failure("The JSON is nested more than " + std::to_string(kMaxJsonDepth) + " levels deep.");
  json j = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return Result<json>::failure("The text is not valid JSON.");
  return j;
}

const json* find_member(const json& obj, std::string_view key) {
  if (!obj.is_object()) return nullptr;
  auto it = obj.find(key);
  return it == obj.end() ? nullptr : &*it;
}

Result<int64_t> get_int(const json& obj, std::string_view key, int64_t lo, int64_t hi,
                        std::optional<int64_t> fallback) {
  const json* v = find_member(obj, key);
  if (!v) {
    if (fallback) return *fallback;
    return Result<int64_t>::failure(quoted(key) + " is missing.");
  }
  int64_t x;
  if (v->is_number_unsigned()) {
    uint64_t u = v->get<uint64_t>();
    if (u > static_cast<uint64_t>(INT64_MAX)) return Result<int64_t>::failure(quoted(key) + " is out of range.");
    x = static_cast<int64_t>(u);
  } else if (v->is_number_integer()) {
    x = v->get<int64_t>();
  } else {
    return Result<int64_t>::failure(quoted(key) + " must be a whole number.");
  }
  if (x < lo || x > hi)
    return Result<int64_t>::failure(quoted(key) + " must be between " + std::to_string(lo) + " and " +
                                    std::to_string(hi) + ".");
  return x;
}

Result<std::string> get_string(const json& obj, std::string_view key, std::optional<std::string> fallback) {
  const json* v = find_member(obj, key);
  if (!v) {
    if (fallback) return *fallback;
    return Result<std::string>::failure(quoted(key) + " is missing.");
  }
  if (!v->is_string()) return Result<std::string>::failure(quoted(key) + " must be a string.");
  return v->get<std::string>();
}

Result<bool> get_bool(const json& obj, std::string_view key, std::optional<bool> fallback) {
  const json* v = find_member(obj, key);
  if (!v) {
    if (fallback) return *fallback;
    return Result<bool>::failure(quoted(key) + " is missing.");
  }
  if (!v->is_boolean()) return Result<bool>::failure(quoted(key) + " must be true or false.");
  return v->get<bool>();
}

json seed_to_json(uint64_t seed) {
  if (seed <= (uint64_t{1} << 53)) return json(seed);
  return json(std::to_string(seed));
}

Result<uint64_t> seed_from_json(const json& j) {
  if (j.is_number_unsigned()) return j.get<uint64_t>();
  if (j.is_number_integer()) {
    int64_t v = j.get<int64_t>();
    if (v < 0) return Result<uint64_t>::failure("The seed must not be negative.");
    return static_cast<uint64_t>(v);
  }
  if (j.is_string()) {
    const std::string& s = j.get_ref<const std::string&>();
    if (s.empty() || s.size() > 20) return Result<uint64_t>::failure("The seed must be a whole number.");
    uint64_t v = 0;
    for (char c : s) {
      if (c < '0' || c > '9') return Result<uint64_t>::failure("The seed must be a whole number.");
      uint64_t d = static_cast<uint64_t>(c - '0');
      if (v > (UINT64_MAX - d) / 10) return Result<uint64_t>::failure("The seed is too large.");
      v = v * 10 + d;
    }
    return v;
  }
  return Result<uint64_t>::failure("The seed must be a whole number.");
}

std::string quoted(std::string_view key) {
  // Appended rather than added up: GCC 12 warns (-Wrestrict, a false alarm) on "\"" + string.
  std::string q(1, '"');
  q.append(key).push_back('"');
  return q;
}

std::string dump_json(const json& j, int indent) { return j.dump(indent, ' ', false, json::error_handler_t::replace); }

json cards_json(const std::vector<Card>& cards) {
  json arr = json::array();
  for (Card c : cards) arr.push_back(to_text(c.face()));
  return arr;
}

json melds_json(const std::vector<Meld>& melds) {
  json arr = json::array();
  for (const auto& m : melds) {
    json cards = json::array();
    for (const auto& p : m.cards) cards.push_back(placed_to_text(PlacedCard{p.card.face(), p.as}));
    arr.push_back(json{{"kind", meld_kind_name(m.kind)}, {"cards", std::move(cards)}});
  }
  return arr;
}

json cards_per_seat_json(const std::vector<std::vector<Card>>& per_seat) {
  json arr = json::array();
  for (const auto& cards : per_seat) arr.push_back(cards_json(cards));
  return arr;
}

json melds_per_seat_json(const std::vector<std::vector<Meld>>& per_seat) {
  json arr = json::array();
  for (const auto& melds : per_seat) arr.push_back(melds_json(melds));
  return arr;
}

}  // namespace parlor
