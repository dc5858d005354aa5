#include "games/view_reader.h"

#include "engine/json_util.h"

namespace parlor {
namespace {

const json& empty_list() {
  static const json empty = json::array();
  return empty;
}

}  // namespace

void ViewReader::fail(std::string why) {
  if (error_.empty()) error_ = std::move(why);
}

void ViewReader::check(bool good, std::string_view why) {
  if (!good) fail(std::string(why));
}

int ViewReader::num(const json& obj, std::string_view key, int lo, int hi) {
  if (!ok()) return lo;
  auto v = get_int(obj, key, lo, hi);
  if (!v) return fail(v.error()), lo;
  return static_cast<int>(*v);
}

int ViewReader::seat_or_none(const json& obj, std::string_view key, int hi) {
  const json* v = find_member(obj, key);
  if (v && v->is_null()) return -1;
  return num(obj, key, -1, hi);
}

bool ViewReader::flag(const json& obj, std::string_view key) {
  if (!ok()) return false;
  auto v = get_bool(obj, key);
  if (!v) return fail(v.error()), false;
  return *v;
}

std::string ViewReader::text(const json& obj, std::string_view key) {
  if (!ok()) return {};
  auto v = get_string(obj, key);
  if (!v) return fail(v.error()), std::string();
  return *v;
}

const json& ViewReader::list(const json& obj, std::string_view key, size_t max, bool exact) {
  if (!ok()) return empty_list();
  const json* v = find_member(obj, key);
  if (!v || !v->is_array()) return fail(quoted(key) + " must be a list."), empty_list();
  if (v->size() > max || (exact && v->size() != max))
    return fail(quoted(key) + " must have " + (exact ? "" : "at most ") + std::to_string(max) + " entries."),
           empty_list();
  return *v;
}

const json* ViewReader::object_or_null(const json& obj, std::string_view key) {
  if (!ok()) return nullptr;
  const json* v = find_member(obj, key);
  if (v && v->is_null()) return nullptr;
  if (!v || !v->is_object()) return fail(quoted(key) + " must be an object or null."), nullptr;
  return v;
}

std::vector<int> ViewReader::nums(const json& obj, std::string_view key, size_t count, int lo, int hi) {
  return nums(list(obj, key, count, true), lo, hi);
}

std::vector<int> ViewReader::nums(const json& values, int lo, int hi) {
  std::vector<int> out;
  if (!ok()) return out;
  if (!values.is_array()) return fail("A list of numbers is missing."), out;
  for (const json& v : values) {
    if (!v.is_number_integer() || v.get<int64_t>() < lo || v.get<int64_t>() > hi)
      return fail("A number is not from " + std::to_string(lo) + " to " + std::to_string(hi) + "."), std::vector<int>();
    out.push_back(static_cast<int>(v.get<int64_t>()));
  }
  return out;
}

std::vector<bool> ViewReader::flags(const json& obj, std::string_view key, size_t count) {
  std::vector<bool> out;
  for (const json& v : list(obj, key, count, true)) {
    if (!v.is_boolean()) return fail(quoted(key) + " must hold true or false."), std::vector<bool>();
    out.push_back(v.get<bool>());
  }
  return out;
}

Card ViewReader::card_or_none(const json& obj, std::string_view key, bool absent_is_none) {
  if (!ok()) return Card::none();
  const json* v = find_member(obj, key);
  if ((!v && absent_is_none) || (v && v->is_null())) return Card::none();
  if (!v) return fail(quoted(key) + " is missing."), Card::none();
  return card(*v);
}

Card ViewReader::card(const json& value) {
  if (!ok()) return Card::none();
  std::optional<Card> c = value.is_string() ? parse_card(value.get_ref<const std::string&>()) : std::nullopt;
  const bool objective = c && objective_index(*c) >= 0 && objective_index(*c) < objectives_;
  if (!c || !(objective || deck_has_face(deck_, c->face())))
    return fail("A card is not one of this game's."), Card::none();
  return c->face();
}

std::vector<Card> ViewReader::cards(const json& obj, std::string_view key, size_t max) {
  return cards(ok() && find_member(obj, key) ? *find_member(obj, key) : json(), max);
}

template <class T, class ReadOne>
std::vector<T> ViewReader::each(const json& list_value, size_t max, const char* what, ReadOne read_one) {
  std::vector<T> out;
  if (!ok()) return out;
  if (!list_value.is_array() || list_value.size() > max)
    return fail(std::string("A list of ") + what + " is missing or longer than " + std::to_string(max) + "."), out;
  for (const json& x : list_value) out.push_back(read_one(x));
  return ok() ? out : std::vector<T>();
}

std::vector<Card> ViewReader::cards(const json& list_value, size_t max) {
  return each<Card>(list_value, max, "cards", [this](const json& c) { return card(c); });
}

Meld ViewReader::meld(const json& value) {
  Meld m;
  if (!ok()) return m;
  const std::string kind = text(value, "kind");
  const json& cards_j = list(value, "cards", MeldList::kMaxCards * 2);
  if (!ok()) return m;
  if (auto k = parse_meld_kind(kind))
    m.kind = *k;
  else
    return fail("A meld's kind is unknown."), m;
  for (const json& c : cards_j) {
    std::optional<PlacedCard> p = c.is_string() ? parse_placed(c.get_ref<const std::string&>()) : std::nullopt;
    if (!p || !deck_has_face(deck_, p->card.face()))
      return fail("A meld holds a card that is not one of this game's."), m;
    m.cards.push_back(PlacedCard{p->card.face(), p->as});
  }
  return m;
}

std::vector<Meld> ViewReader::melds(const json& list_value, size_t max) {
  return each<Meld>(list_value, max, "melds", [this](const json& m) { return meld(m); });
}

std::vector<std::vector<Meld>> ViewReader::melds_per_seat(const json& obj, std::string_view key, int players) {
  std::vector<std::vector<Meld>> out;
  for (const json& seat : list(obj, key, static_cast<size_t>(players), true)) out.push_back(melds(seat, 64));
  return ok() ? out : std::vector<std::vector<Meld>>();
}

std::vector<std::vector<Card>> ViewReader::cards_per_seat(const json& obj, std::string_view key, int players) {
  std::vector<std::vector<Card>> out;
  for (const json& seat : list(obj, key, static_cast<size_t>(players), true)) out.push_back(cards(seat, 256));
  return ok() ? out : std::vector<std::vector<Card>>();
}

Scores ViewReader::scores(const json& obj, int players, int max_rounds) {
  Scores s;
  const json* sj = find_member(obj, "scores");
  if (!sj || !sj->is_object()) return fail("\"scores\" must be an object."), s;
  const size_t seats = static_cast<size_t>(players);
  for (const json& round : list(*sj, "rounds", static_cast<size_t>(max_rounds))) {
    s.rounds.push_back(nums(round, -kViewMaxPoints, kViewMaxPoints));
    check(s.rounds.back().size() == seats, "A round's points must be one number per seat.");
  }
  s.totals = nums(*sj, "totals", seats, -kViewMaxPoints, kViewMaxPoints);
  s.team_totals = s.totals;
  if (find_member(*sj, "teams")) {
    // Partners sit opposite: seat s in team s % (players / 2), the only teams a game forms.
    s.teams = nums(*sj, "teams", seats, 0, players - 1);
    for (size_t i = 0; i < s.teams.size(); ++i)
      check(players % 2 == 0 && s.teams[i] == static_cast<int>(i) % (players / 2), "A seat's team is not its own.");
    s.team_totals = nums(*sj, "team_totals", seats / 2, -kViewMaxPoints, kViewMaxPoints);
  }
  s.winners = nums(list(*sj, "winners", seats), 0, players - 1);
  s.low_wins = flag(*sj, "low_wins");
  return ok() ? s : Scores();
}

}  // namespace parlor
