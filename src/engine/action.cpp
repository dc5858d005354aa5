#include "engine/action.h"

#include <iterator>

#include "engine/enum_names.h"
#include "engine/json_util.h"

namespace parlor {
namespace {

// In ActionKind's order.
constexpr MoveKind kEngineKinds[] = {{"none", 0},
                                     {"draw", move_trait::kBare},
                                     {"take_discard", move_trait::kBare},
                                     {"discard", move_trait::kDiscards},
                                     {"end_turn", move_trait::kBare}};
static_assert(std::size(kEngineKinds) == kFirstGameKind);

const MoveKind* find_kind(ActionKind k, MoveKinds game) {
  const size_t i = static_cast<size_t>(k);
  if (i < kFirstGameKind) return &kEngineKinds[i];
  return i - kFirstGameKind < game.size() ? &game[i - kFirstGameKind] : nullptr;
}

json melds_to_json(const MeldList& melds) {
  json arr = json::array();
  for (int i = 0; i < melds.size(); ++i) {
    json cards = json::array();
    for (const auto& p : melds.cards(i)) cards.push_back(placed_to_text(p));
    arr.push_back(json{{"kind", meld_kind_name(melds.kind(i))}, {"cards", std::move(cards)}});
  }
  return arr;
}

}  // namespace

const char* action_kind_name(ActionKind k, MoveKinds game) {
  const MoveKind* m = find_kind(k, game);
  return m ? m->name : "none";
}

std::optional<ActionKind> parse_action_kind(std::string_view s, MoveKinds game) {
  for (int i = 1; i <= last_action_kind(game); ++i)
    if (s == find_kind(static_cast<ActionKind>(i), game)->name) return static_cast<ActionKind>(i);
  return std::nullopt;
}

uint8_t move_traits(ActionKind k, MoveKinds game) {
  const MoveKind* m = find_kind(k, game);
  return m ? m->traits : 0;
}

void action_to_json(const Action& a, MoveKinds game, json& out) {
  out["type"] = action_kind_name(a.kind, game);
  if (!a.card.is_none()) out["card"] = to_text(a.card);
  if (a.count != 0) out["count"] = a.count;
  if (a.target >= 0) out["target"] = a.target;
  if (a.target_seat >= 0) out["target_seat"] = a.target_seat;
  if (a.from != 0 || a.to != 0) {
    out["from"] = a.from;
    out["to"] = a.to;
  }
  if (a.from2 != 0 || a.to2 != 0) {
    out["from2"] = a.from2;
    out["to2"] = a.to2;
  }
  if (!a.melds.empty()) out["melds"] = melds_to_json(a.melds);
}

json action_to_json(const Action& a, MoveKinds game) {
  json j = json::object();
  action_to_json(a, game, j);
  return j;
}

Result<Action> action_from_json(const json& j, MoveKinds game) {
  using R = Result<Action>;
  if (!j.is_object()) return R::failure("An action must be a JSON object.");
  auto type = get_string(j, "type");
  if (!type) return R::failure(type.error());
  auto kind = parse_action_kind(*type, game);
  if (!kind) return R::failure("Unknown action type \"" + *type + "\".");
  Action a;
  a.kind = *kind;
  if (const json* c = find_member(j, "card")) {
    if (!c->is_string()) return R::failure("\"card\" must be a card such as \"7H\".");
    auto card = parse_card(c->get_ref<const std::string&>());
    if (!card) return R::failure("\"" + c->get<std::string>() + "\" is not a card.");
    a.card = card->face();
  }
  auto count = get_int(j, "count", 0, 255, 0);
  if (!count) return R::failure(count.error());
  a.count = static_cast<uint8_t>(*count);
  auto target = get_int(j, "target", -1, 127, -1);
  if (!target) return R::failure(target.error());
  a.target = static_cast<int8_t>(*target);
  auto target_seat = get_int(j, "target_seat", -1, 127, -1);
  if (!target_seat) return R::failure(target_seat.error());
  a.target_seat = static_cast<int8_t>(*target_seat);
  for (auto [key, field] : {std::pair{"from", &a.from}, {"to", &a.to}, {"from2", &a.from2}, {"to2", &a.to2}}) {
    auto hole = get_int(j, key, 0, 255, 0);
    if (!hole) return R::failure(hole.error());
    *field = static_cast<uint8_t>(*hole);
  }
  if (const json* melds = find_member(j, "melds")) {
    if (!melds->is_array()) return R::failure("\"melds\" must be a list.");
    for (const json& m : *melds) {
      if (!m.is_object()) return R::failure("Each meld must be an object with \"kind\" and \"cards\".");
      auto kind_text = get_string(m, "kind");
      if (!kind_text) return R::failure(kind_text.error());
      auto mk = parse_meld_kind(*kind_text);
      if (!mk) return R::failure("A meld is a \"run\" or a \"book\", not \"" + *kind_text + "\".");
      const json* cards = find_member(m, "cards");
      if (!cards || !cards->is_array()) return R::failure("Each meld needs a list of \"cards\".");
      std::array<PlacedCard, MeldList::kMaxCards> buf{};
      size_t n = 0;
      for (const json& c : *cards) {
        if (!c.is_string()) return R::failure("Meld cards must be strings such as \"JK=7H\".");
        auto p = parse_placed(c.get_ref<const std::string&>());
        if (!p) return R::failure("\"" + c.get<std::string>() + "\" is not a card.");
        if (n >= buf.size()) return R::failure("Too many cards in the melds.");
        buf[n++] = *p;
      }
      if (!a.melds.add(*mk, std::span<const PlacedCard>(buf.data(), n))) return R::failure("Too many melds.");
    }
  }
  return a;
}

std::string action_to_text(const Action& a, MoveKinds game) {
  std::string t = action_kind_name(a.kind, game);
  for (int i = 0; i < a.melds.size(); ++i) {
    t += " [";
    t += meld_kind_name(a.melds.kind(i));
    for (const auto& p : a.melds.cards(i)) t += " " + placed_to_text(p);
    t += "]";
  }
  if (!a.card.is_none()) t += " " + to_text(a.card);
  if (a.count) t += " x" + std::to_string(a.count);
  if (a.target >= 0) t += " @" + std::to_string(a.target);
  if (a.target_seat >= 0) t += " seat" + std::to_string(a.target_seat);
  if (a.from || a.to) t += " " + std::to_string(a.from) + "->" + std::to_string(a.to);
  if (a.from2 || a.to2) t += " " + std::to_string(a.from2) + "->" + std::to_string(a.to2);
  return t;
}

}  // namespace parlor
