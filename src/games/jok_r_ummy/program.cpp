#include "games/jok_r_ummy/program.h"

#include <algorithm>
#include <array>

#include "engine/json_util.h"
#include "games/jok_r_ummy/rules.h"

namespace parlor::jok_r_ummy {
namespace {

// " in hearts or diamonds"; `none` when free.
std::string suits_phrase(const std::vector<Suit>& suits, const char* none) {
  return suits.empty() ? none : " in " + suits_words(suits);
}

std::optional<int> rank_from_text(const std::string& s) {
  static const std::array<const char*, 14> names = {"",  "A", "2", "3",  "4", "5", "6",
                                                    "7", "8", "9", "10", "J", "Q", "K"};
  for (int r = 1; r <= 13; ++r)
    if (s == names[static_cast<size_t>(r)]) return r;
  return std::nullopt;
}

std::optional<Suit> suit_from_text(const std::string& s) {
  if (s == "H") return Suit::Hearts;
  if (s == "C") return Suit::Clubs;
  if (s == "S") return Suit::Spades;
  if (s == "D") return Suit::Diamonds;
  return std::nullopt;
}

const char* suit_letter(Suit s) {
  switch (s) {
    case Suit::Hearts: return "H";
    case Suit::Clubs: return "C";
    case Suit::Spades: return "S";
    default: return "D";
  }
}

// Nothing when the object has only these keys, else the first other key.
std::optional<std::string> stray_key(const json& obj, std::initializer_list<const char*> keys) {
  for (auto it = obj.begin(); it != obj.end(); ++it)
    if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return it.key() == k; })) return it.key();
  return std::nullopt;
}

Result<std::vector<Suit>> read_suits(const json& v) {
  using R = Result<std::vector<Suit>>;
  std::vector<Suit> out;
  if (v.is_null()) return out;
  if (!v.is_array() || v.empty() || v.size() > 4)
    return R::failure("\"suits\" is null or a list of one to four of \"H\", \"C\", \"S\", \"D\".");
  for (const json& s : v) {
    auto suit = s.is_string() ? suit_from_text(s.get<std::string>()) : std::nullopt;
    if (!suit) return R::failure("\"suits\" is null or a list of one to four of \"H\", \"C\", \"S\", \"D\".");
    if (std::find(out.begin(), out.end(), *suit) != out.end())
      return R::failure("\"suits\" names " + suit_name(*suit) + " twice.");
    out.push_back(*suit);
  }
  return out;
}

Result<std::vector<int>> read_values(const json& v, PartKind kind, int count) {
  using R = Result<std::vector<int>>;
  std::vector<int> out;
  if (v.is_null()) return out;
  if (!v.is_array()) return R::failure("\"values\" is null or a list of ranks such as \"7\" or \"Q\".");
  for (const json& s : v) {
    auto rank = s.is_string() ? rank_from_text(s.get<std::string>()) : std::nullopt;
    if (!rank) return R::failure("\"values\" is null or a list of ranks A to 10, J, Q, K.");
    out.push_back(*rank);
  }
  if (kind == PartKind::Set) {
    if (out.size() != 1) return R::failure("A set's \"values\" holds its one rank.");
    // A 2 is never natural, and no combination is of wilds only.
    if (out[0] == 2) return R::failure("\"values\" cannot make a set of 2s: a 2 is always wild.");
    return out;
  }
  if (static_cast<int>(out.size()) != count) return R::failure("A run's \"values\" names each of its cards.");
  // An ace ends an imposed run high (10-J-Q-K-A) or starts it low (A-2-3-4, a wild in the 2's place).
  if (out.back() == 1 && out.size() > 1) out.back() = 14;
  for (size_t i = 1; i < out.size(); ++i)
    if (out[i] != out[i - 1] + 1) return R::failure("A run's \"values\" are ranks in sequence, low to high.");
  return out;
}

Result<Part> read_part(const json& j) {
  using R = Result<Part>;
  if (!j.is_object()) return R::failure("Each part is an object with \"kind\", \"count\", \"values\" and \"suits\".");
  if (auto k = stray_key(j, {"kind", "count", "values", "suits"}))
    return R::failure("A part has no key \"" + *k + "\".");
  for (const char* key : {"kind", "values", "suits"})
    if (!find_member(j, key)) return R::failure(quoted(key) + " is missing.");
  Part p;
  auto kind = get_string(j, "kind");
  if (!kind || (*kind != "run" && *kind != "set")) return R::failure("\"kind\" is \"run\" or \"set\".");
  p.kind = *kind == "run" ? PartKind::Run : PartKind::Set;
  const bool run = p.kind == PartKind::Run;
  auto count = get_int(j, "count", run ? kMinRun : kMinSet, run ? kMaxRun : kMaxSet);
  if (!count) return R::failure(count.error());
  p.count = static_cast<int>(*count);
  auto values = read_values(j["values"], p.kind, p.count);
  if (!values) return R::failure(values.error());
  p.values = *values;
  auto suits = read_suits(j["suits"]);
  if (!suits) return R::failure(suits.error());
  p.suits = *suits;
  return p;
}

Result<Program> read_program(const json& j, const std::string& id) {
  using R = Result<Program>;
  Program p;
  p.id = id;
  if (find_member(j, "sun")) {
    if (auto k = stray_key(j, {"id", "sun"})) return R::failure("A SUN card has no key \"" + *k + "\".");
    if (!j["sun"].is_boolean() || !j["sun"].get<bool>()) return R::failure("\"sun\" is true or absent.");
    p.sun = true;
    return p;
  }
  if (auto k = stray_key(j, {"id", "mult", "wilds", "parts"}))
    return R::failure("A program has no key \"" + *k + "\".");
  auto mult = get_int(j, "mult", 1, kMaxMult);
  if (!mult) return R::failure(mult.error());
  p.mult = static_cast<int>(*mult);
  auto wilds = get_bool(j, "wilds");
  if (!wilds) return R::failure(wilds.error());
  p.wilds = *wilds;
  const json* parts = find_member(j, "parts");
  if (!parts || !parts->is_array() || parts->empty() || parts->size() > kMaxParts)
    return R::failure("\"parts\" is a list of one or two instructions.");
  for (const json& part : *parts) {
    auto read = read_part(part);
    if (!read) return R::failure(read.error());
    p.parts.push_back(*read);
  }
  // DECISIONS.md 2026-11-28: the sheet's A-2-3-4; a 2 is never natural, so a wild takes its place.
  if (!p.wilds)
    for (const Part& part : p.parts)
      if (std::find(part.values.begin(), part.values.end(), 2) != part.values.end())
        return R::failure("A run that imposes a 2 needs a wild card in the 2's place; \"wilds\" is false.");
  if (program_cards(p) > kMaxProgramCards)
    return R::failure("It needs " + std::to_string(program_cards(p)) + " cards; a hand completes " +
                      std::to_string(kMaxProgramCards) + " at most.");
  if (!witness_hand(p)) return R::failure("The 108 cards cannot complete it.");
  return p;
}

}  // namespace

uint8_t suit_mask(const Part& part) {
  if (part.suits.empty()) return 0xF;
  uint8_t m = 0;
  for (Suit s : part.suits) m = static_cast<uint8_t>(m | 1u << (static_cast<int>(s) - 1));
  return m;
}

std::string rank_plural(int rank) { return rank_name(rank, false) + "s"; }

std::string suits_words(const std::vector<Suit>& suits) {
  if (suits.empty()) return "any suit";
  std::string out;
  for (size_t i = 0; i < suits.size(); ++i) {
    if (i > 0) out += i + 1 == suits.size() ? " or " : ", ";
    out += suit_name(suits[i]);
  }
  return out;
}

int program_cards(const Program& p) {
  int n = 0;
  for (const Part& part : p.parts) n += part.count;
  return n * p.mult;
}

int program_melds(const Program& p) { return static_cast<int>(p.parts.size()) * p.mult; }

Result<Program> program_from_json(const json& j) {
  if (!j.is_object()) return Result<Program>::failure("A program is a JSON object.");
  auto id = get_string(j, "id");
  if (!id) return Result<Program>::failure("A program's " + id.error());
  const bool id_ok = !id->empty() && id->size() <= 8 && std::all_of(id->begin(), id->end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c));
  });
  if (!id_ok) return Result<Program>::failure("A program's \"id\" is 1 to 8 letters and digits.");
  auto p = read_program(j, *id);
  if (!p) return Result<Program>::failure("Program " + *id + ": " + p.error());
  return p;
}

json program_to_json(const Program& p) {
  if (p.sun) return json{{"id", p.id}, {"sun", true}};
  json parts = json::array();
  for (const Part& part : p.parts) {
    json values = nullptr, suits = nullptr;
    if (!part.values.empty()) {
      values = json::array();
      for (int v : part.values) values.push_back(rank_text(v == 14 ? 1 : v, false));
    }
    if (!part.suits.empty()) {
      suits = json::array();
      for (Suit s : part.suits) suits.push_back(suit_letter(s));
    }
    parts.push_back(json{{"kind", part.kind == PartKind::Run ? "run" : "set"},
                         {"count", part.count},
                         {"values", std::move(values)},
                         {"suits", std::move(suits)}});
  }
  return json{{"id", p.id}, {"mult", p.mult}, {"wilds", p.wilds}, {"parts", std::move(parts)}};
}

std::string describe_part(const Part& part) {
  if (part.kind == PartKind::Set) {
    std::string what = number_words(part.count);
    what += part.values.empty() ? " of a kind" : " " + rank_plural(part.values[0]);
    return what + suits_phrase(part.suits, "");
  }
  if (part.values.empty()) {
    const std::string what = "a run of " + std::to_string(part.count);
    return what + (part.suits.empty() ? " cards of one suit" : " " + suits_words(part.suits));
  }
  std::string what = "a run ";
  for (size_t i = 0; i < part.values.size(); ++i)
    what += (i ? "-" : "") + rank_text(part.values[i] == 14 ? 1 : part.values[i], false);
  return what + suits_phrase(part.suits, " of one suit");
}

std::string describe_program(const Program& p) {
  if (p.sun) return "a SUN card (a free program)";
  std::string out;
  for (size_t i = 0; i < p.parts.size(); ++i) out += (i ? " and " : "") + describe_part(p.parts[i]);
  if (p.mult == 2) out += ", twice";
  if (p.mult == 3) out += ", three times";
  if (!p.wilds) out += ", without wild cards";
  return out;
}

std::vector<std::string> program_short_words(const Program& p) {
  if (p.sun) return {"SUN card"};
  std::vector<std::string> out;
  for (const Part& part : p.parts) {
    const bool run = part.kind == PartKind::Run;
    const std::string what = p.mult == 1 ? (run ? "run" : "set") : (run ? "runs" : "sets");
    out.push_back(say("{times} {what} of {count}",
                      {{"times", std::to_string(p.mult)}, {"what", what}, {"count", std::to_string(part.count)}}));
  }
  if (!p.wilds) out.emplace_back("no wilds");
  return out;
}

Card program_card(int index) { return objective_card(index); }

std::optional<int> program_index(Card c) {
  const int index = objective_index(c);
  if (index < 0 || index >= kMaxProgramCardsInDeck) return std::nullopt;
  return index;
}

}  // namespace parlor::jok_r_ummy
