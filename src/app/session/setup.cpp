#include "app/session/setup.h"

namespace parlor::session {

const char* speed_name(Speed s) {
  switch (s) {
    case Speed::Slow: return "slow";
    case Speed::Normal: return "normal";
    case Speed::Fast: return "fast";
    case Speed::Instant: return "instant";
  }
  return "normal";
}

bool parse_speed(const std::string& text, Speed& out) {
  for (Speed s : {Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant})
    if (text == speed_name(s)) return out = s, true;
  return false;
}

namespace {

// An arrangement that cannot be read is left out: the hand is sorted afresh, nothing else is lost.
void read_order(const nlohmann::json& seat, SeatSetup& out) {
  const auto order = seat.find("order");
  const auto round = seat.find("order_round");
  if (order == seat.end() || !order->is_array() || order->size() > kMaxOrderCards || round == seat.end() ||
      !round->is_number_integer() || round->get<int64_t>() < kOpeningRound || round->get<int64_t>() > 1000000)
    return;
  std::vector<Card> cards;
  for (const auto& c : *order) {
    if (!c.is_number_unsigned() || c.get<uint64_t>() == 0 || c.get<uint64_t>() > 0xFFF) return;
    cards.push_back(Card::from_bits(static_cast<uint16_t>(c.get<uint64_t>())));
  }
  out.order = std::move(cards);
  out.order_round = static_cast<int>(round->get<int64_t>());
}

// Melds set aside that cannot be read are left out whole: the cards stay in the hand.
void read_staged(const nlohmann::json& seat, SeatSetup& out) {
  const auto staged = seat.find("staged");
  if (staged == seat.end() || !staged->is_array() || staged->size() > static_cast<size_t>(MeldList::kMaxMelds)) return;
  auto card = [](const nlohmann::json& c, bool may_be_none, Card& to) {
    if (!c.is_number_unsigned() || c.get<uint64_t>() > 0xFFF || (c.get<uint64_t>() == 0 && !may_be_none)) return false;
    to = Card::from_bits(static_cast<uint16_t>(c.get<uint64_t>()));
    return true;
  };
  std::vector<Meld> melds;
  for (const auto& m : *staged) {
    if (!m.is_object() || !m.contains("kind") || !m.contains("cards") || !m.contains("as")) return;
    const auto kind = m["kind"].is_string() ? parse_meld_kind(m["kind"].get<std::string>()) : std::nullopt;
    const nlohmann::json &cards = m["cards"], &as = m["as"];
    if (!kind || !cards.is_array() || !as.is_array() || cards.empty() || cards.size() != as.size() ||
        cards.size() > static_cast<size_t>(MeldList::kMaxCards))
      return;
    Meld meld{*kind, {}};
    for (size_t i = 0; i < cards.size(); ++i) {
      PlacedCard p{};
      if (!card(cards[i], false, p.card) || !card(as[i], true, p.as)) return;
      meld.cards.push_back(p);
    }
    melds.push_back(std::move(meld));
  }
  out.staged = std::move(melds);
}

// A choice that cannot be read is left out: the move is chosen afresh.
void read_choice(const nlohmann::json& seat, SeatSetup& out) {
  const auto choice = seat.find("choice");
  if (choice == seat.end() || !choice->is_object()) return;
  const auto at = choice->find("at"), path = choice->find("path");
  if (at == choice->end() || !at->is_number_unsigned() || at->get<uint64_t>() > 1000000 || path == choice->end() ||
      !path->is_array() || path->empty() || path->size() > kMaxChoiceSteps)
    return;
  ChoiceMade made{static_cast<size_t>(at->get<uint64_t>()), {}};
  for (const auto& step : *path) {
    if (!step.is_number_integer() || step.get<int64_t>() < -1 || step.get<int64_t>() > 0xFFFF) return;
    made.path.push_back(static_cast<int>(step.get<int64_t>()));
  }
  out.choice = std::move(made);
}

// A round's end that cannot be read is left out: the table opens on the next round's deal.
void read_round_end(const nlohmann::json& j, GameSetup& out) {
  const auto end = j.find("round_end");
  if (end == j.end() || !end->is_object()) return;
  const auto at = end->find("at"), seat = end->find("seat"), sheet = end->find("sheet");
  if (at == end->end() || !at->is_number_unsigned() || at->get<uint64_t>() == 0 || at->get<uint64_t>() > 1000000 ||
      seat == end->end() || !seat->is_number_integer() || seat->get<int64_t>() < 0 ||
      seat->get<int64_t>() >= static_cast<int64_t>(out.seats.size()) || sheet == end->end() || !sheet->is_boolean())
    return;
  out.round_end = {static_cast<size_t>(at->get<uint64_t>()), static_cast<int>(seat->get<int64_t>()),
                   sheet->get<bool>()};
}

}  // namespace

nlohmann::json seat_to_json(const SeatSetup& seat) {
  nlohmann::json j{{"name", seat.name}, {"bot", seat.kind == SeatKind::Bot}, {"kind", seat.bot}};
  if (!seat.pin.empty()) j["pin"] = seat.pin;
  if (seat.kind == SeatKind::Remote) j["remote"] = true;
  if (!seat.token.empty()) j["token"] = seat.token;
  if (seat.sort_by_rank) j["sort"] = "rank";
  if (!seat.order.empty()) {
    nlohmann::json order = nlohmann::json::array();
    for (Card c : seat.order) order.push_back(c.bits());
    j["order"] = std::move(order);
    j["order_round"] = seat.order_round;
  }
  if (!seat.staged.empty()) {
    nlohmann::json melds = nlohmann::json::array();
    for (const Meld& m : seat.staged) {
      nlohmann::json cards = nlohmann::json::array(), as = nlohmann::json::array();
      for (const PlacedCard& p : m.cards) cards.push_back(p.card.bits()), as.push_back(p.as.bits());
      melds.push_back({{"kind", meld_kind_name(m.kind)}, {"cards", std::move(cards)}, {"as", std::move(as)}});
    }
    j["staged"] = std::move(melds);
  }
  if (!seat.choice.path.empty()) j["choice"] = {{"at", seat.choice.at}, {"path", seat.choice.path}};
  return j;
}

bool seat_from_json(const nlohmann::json& seat, SeatSetup& ss, std::string& error) {
  if (!seat.is_object() || !seat.contains("name") || !seat["name"].is_string()) {
    error = "Each seat needs a name.";
    return false;
  }
  ss.name = seat["name"].get<std::string>();
  // json::value would throw on a "bot" that is not a boolean; bad input must never abort.
  if (seat.contains("bot") && !seat["bot"].is_boolean()) {
    error = "A seat's bot flag must be true or false.";
    return false;
  }
  ss.kind = seat.contains("bot") && seat["bot"].get<bool>() ? SeatKind::Bot : SeatKind::Person;
  if (seat.contains("kind") && seat["kind"].is_string()) ss.bot = seat["kind"].get<std::string>();
  if (seat.contains("pin") && seat["pin"].is_string()) ss.pin = seat["pin"].get<std::string>();
  if (seat.contains("remote") && seat["remote"].is_boolean() && seat["remote"].get<bool>() && ss.kind != SeatKind::Bot)
    ss.kind = SeatKind::Remote;
  if (seat.contains("token") && seat["token"].is_string() && seat["token"].get_ref<const std::string&>().size() <= 64)
    ss.token = seat["token"].get<std::string>();
  read_order(seat, ss);
  read_staged(seat, ss);
  read_choice(seat, ss);
  ss.sort_by_rank = seat.contains("sort") && seat["sort"] == "rank";
  return true;
}

nlohmann::json setup_to_json(const GameSetup& s) {
  nlohmann::json seats = nlohmann::json::array();
  for (const SeatSetup& seat : s.seats) seats.push_back(seat_to_json(seat));
  nlohmann::json j{
      {"game", s.game_id}, {"options", s.options}, {"seed", s.seed}, {"speed", speed_name(s.speed)}, {"seats", seats}};
  if (s.peer_table) j["peer_table"] = s.peer_table;
  if (s.round_end.at > 0)
    j["round_end"] = {{"at", s.round_end.at}, {"seat", s.round_end.seat}, {"sheet", s.round_end.sheet}};
  return j;
}

bool setup_from_json(const nlohmann::json& j, GameSetup& out, std::string& error) {
  if (!j.is_object() || !j.contains("game") || !j["game"].is_string() || !j.contains("seats") ||
      !j["seats"].is_array()) {
    error = "The game set-up is missing its game or its seats.";
    return false;
  }
  GameSetup s;
  s.game_id = j["game"].get<std::string>();
  if (j.contains("options") && j["options"].is_object()) s.options = j["options"];
  if (j.contains("seed") && j["seed"].is_number_unsigned()) s.seed = j["seed"].get<uint64_t>();
  if (j.contains("peer_table") && j["peer_table"].is_number_unsigned())
    s.peer_table = j["peer_table"].get<uint64_t>() & 0xffffffffffff;
  if (j.contains("speed") && j["speed"].is_string() && !parse_speed(j["speed"].get<std::string>(), s.speed)) {
    error = "Unknown bot speed.";
    return false;
  }
  for (const auto& seat : j["seats"]) {
    SeatSetup ss;
    if (!seat_from_json(seat, ss, error)) return false;
    s.seats.push_back(std::move(ss));
  }
  read_round_end(j, s);
  out = std::move(s);
  return true;
}

}  // namespace parlor::session
