// What every card game's view holds (filled by CardGameState::fill_view), and the JSON keys
// those give, read back by read_card_game_json. `GameView` is the game's view class; it may hide
// event_text(i), the English of its i-th event (describe_event(event) of the game's namespace),
// and add_event_json(event, json) with read_event_json(reader, json, event), which write and
// read an event's own fields.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/enum_names.h"
#include "engine/json_util.h"
#include "engine/result.h"
#include "engine/state.h"
#include "games/card_game_facts.h"
#include "games/end_pile.h"
#include "games/view_reader.h"

namespace parlor {

// A public event: every seat sees every event, and no event names a hidden card. Games whose
// events carry two numbers use this one (Joker's carry a marble's move instead).
template <class Kind>
struct CardEvent {
  Kind kind;
  int8_t seat = -1;
  Card card;
  int16_t value = 0;
  int16_t value2 = 0;
};

// The start of a turn in every rummy game: the stock, and the top discard when it may be taken.
inline void offer_takes(std::vector<Action>& out, bool may_draw, bool may_take_discard) {
  if (may_draw) out.emplace_back(ActionKind::DrawStock);
  if (may_take_discard) out.emplace_back(ActionKind::TakeDiscard);
}

// "Player 1" for seat 0.
inline std::string seat_name(int seat) { return "Player " + std::to_string(seat + 1); }

// "Game over: Player 2 wins with 87 points.", or how many share the win.
inline std::string game_over_text(int winner, int points, int sharing) {
  if (sharing > 1)
    return "Game over: " + std::to_string(sharing) + " players share the win with " + plural(points, "point") + ".";
  return "Game over: " + seat_name(winner) + " wins with " + plural(points, "point") + ".";
}

// Where a view scored round by round keeps what the end of a round shows: the result of the
// round that ended last (each seat's cards `left` face up, the `pile`), this seat's own cards
// and every seat's count of cards.
template <class GameView, class RoundResult>
struct RoundEndMembers {
  std::optional<RoundResult> GameView::*result;
  std::vector<Card> GameView::*own_cards;
  std::vector<int> GameView::*card_counts;
};

template <class GameView, class PhaseT, class EventT>
class CardGameView : public View {
 public:
  int seat_ = 0;
  int players = 0;
  int current = 0;  // -1 after the game
  PhaseT phase{};
  int stock_count = 0;
  int discard_count = 0;
  Card discard_top;  // none when the pile is empty
  Scores scores;
  std::vector<EventT> events;  // the most recent public events
  int event_count = 0;         // all events so far (the first shown is event_count - events.size())
  // The game's zones (GameView::kZones, games/card_game_facts.h), in order: each seat's cards as
  // this seat may see them (empty when hidden) and how many each holds.
  struct Zone {
    std::vector<std::vector<Card>> cards;
    std::vector<int> sizes;
  };
  std::vector<Zone> zones;

  // None unless the game declares its own (the same list as its State's).
  static constexpr ZoneKinds kZones{};
  // A game scored round by round names its members in kRoundEnd (RoundEndMembers) and gives
  // show_ended_round(result) (what else the view shows of the ended round) and, in its
  // namespace, round_result_json(result) and read_round_result(reader, json, view) (the result's
  // JSON but for its `left` and its pile's JSON). The JSON's key:
  static constexpr const char* kEndedRoundKey = "last_round";
  // How many objective cards (engine/card.h) the game's views may name.
  static constexpr int kObjectives = 0;

  // The round that ended, shown over the view it ended in, for a game scored round by round:
  // the scores and the result from the view after it, what the game shows of that result (the
  // table), and each seat's cards and the pile as they lay.
  void show_round_end([[maybe_unused]] const View& next) final {
    if constexpr (scored_by_round()) {
      const auto& n = static_cast<const GameView&>(next);
      if (!(n.*GameView::kRoundEnd.result)) return;
      const auto ended = *(n.*GameView::kRoundEnd.result);
      scores = n.scores;
      game().show_ended_round(ended);
      show_end_table(seat_, ended.left, ended.pile, game().*GameView::kRoundEnd.own_cards,
                     game().*GameView::kRoundEnd.card_counts, discard_top, discard_count);
      game().*GameView::kRoundEnd.result = ended;
    }
  }

  int seat() const final { return seat_; }
  MoveKinds move_kinds() const final { return GameView::kMoveKinds; }
  bool to_act() const final { return current == seat_ && phase != PhaseT::GameOver; }
  int last_seat() const { return players - 1; }
  size_t seat_count() const { return static_cast<size_t>(players); }

 protected:
  std::string event_text(size_t i) const { return describe_event(events[i]); }
  // The event's numbers, when it has any (most events have none).
  void add_event_json(const EventT& e, nlohmann::json& x) const {
    if (e.value != 0) x["value"] = e.value;
    if (e.value2 != 0) x["value2"] = e.value2;
  }
  void read_event_json(ViewReader& r, const nlohmann::json& x, EventT& e) const {
    e.value = static_cast<int16_t>(find_member(x, "value") ? r.num(x, "value", INT16_MIN, INT16_MAX) : 0);
    e.value2 = static_cast<int16_t>(find_member(x, "value2") ? r.num(x, "value2", INT16_MIN, INT16_MAX) : 0);
  }

  // The game, seat, players, current, phase, to_act, the piles, scores, events, event_count and
  // legal_actions.
  nlohmann::json card_game_json(const char* game_id) const {
    nlohmann::json j;
    j["game"] = game_id;
    j["seat"] = seat_;
    j["players"] = players;
    j["current"] = current;
    j["phase"] = phase_name(phase);
    j["to_act"] = to_act();
    j["stock_count"] = stock_count;
    j["discard_count"] = discard_count;
    j["discard_top"] = discard_top.is_none() ? nlohmann::json(nullptr) : nlohmann::json(to_text(discard_top));
    j["scores"] = nlohmann::json{{"rounds", scores.rounds},
                                 {"totals", scores.totals},
                                 {"winners", scores.winners},
                                 {"low_wins", scores.low_wins}};
    // Partners: each seat's team and the teams' totals, so every reader places teams alike.
    if (scores.has_teams()) {
      j["scores"]["teams"] = scores.teams;
      j["scores"]["team_totals"] = scores.team_totals;
    }
    nlohmann::json ev = nlohmann::json::array();
    const int first = event_count - static_cast<int>(events.size());
    for (size_t i = 0; i < events.size(); ++i) {
      const EventT& e = events[i];
      nlohmann::json x{
          {"i", first + static_cast<int>(i)}, {"type", event_kind_name(e.kind)}, {"text", game().event_text(i)}};
      if (e.seat >= 0) x["seat"] = e.seat;
      if (!e.card.is_none()) x["card"] = to_text(e.card);
      game().add_event_json(e, x);
      ev.push_back(std::move(x));
    }
    j["events"] = std::move(ev);
    j["event_count"] = event_count;
    j["legal_actions"] = legal_actions_json();
    if constexpr (scored_by_round()) {
      const auto& ended = game().*GameView::kRoundEnd.result;
      nlohmann::json last = nullptr;
      if (ended) {
        last = round_result_json(*ended);
        last["left"] = cards_per_seat_json(ended->left);
        put_end_pile(last, ended->pile);
      }
      j[GameView::kEndedRoundKey] = std::move(last);
    }
    for (size_t z = 0; z < zones.size() && z < GameView::kZones.size(); ++z) {
      nlohmann::json cards = nlohmann::json::array();
      for (const auto& seat : zones[z].cards) {
        nlohmann::json list = nlohmann::json::array();
        for (Card c : seat) list.push_back(to_text(c));
        cards.push_back(std::move(list));
      }
      j["zones"][GameView::kZones[z].name] = {{"cards", std::move(cards)}, {"sizes", zones[z].sizes}};
    }
    return j;
  }

  // A view read back (View::from_json): what card_game_json wrote and, once that is sound, the
  // game's own fields through read_rest(reader, view); the first problem refuses the view.
  template <class ReadRest>
  static Result<GameView> read_view(const nlohmann::json& j, DeckKind deck, std::string_view game_id, int max_players,
                                    int max_rounds, ReadRest read_rest) {
    GameView v;
    ViewReader r(deck, GameView::kObjectives);
    v.read_card_game_json(r, j, game_id, max_players, max_rounds);
    if (r.ok()) {
      read_rest(r, v);
      if constexpr (scored_by_round()) {
        if (const nlohmann::json* last = r.object_or_null(j, GameView::kEndedRoundKey)) {
          auto ended = read_round_result(r, *last, v);
          ended.left = r.cards_per_seat(*last, "left", v.players);
          v.*GameView::kRoundEnd.result = std::move(ended);
        }
      }
    }
    if (!r.ok()) return Result<GameView>::failure(r.error());
    return v;
  }
  // Reads back what card_game_json wrote, up to `max_players` seats and `max_rounds` rounds of
  // scores; to_act, each event's text and index and the legal actions follow from the rest, so
  // they are computed again rather than read. Problems go to `r`.
  void read_card_game_json(ViewReader& r, const nlohmann::json& j, std::string_view game_id, int max_players,
                           int max_rounds) {
    r.check(r.text(j, "game") == game_id, "This view is of another game.");
    players = r.num(j, "players", 1, max_players);
    seat_ = r.num(j, "seat", 0, players - 1);
    current = r.num(j, "current", -1, players - 1);
    phase = r.name<PhaseT>(j, "phase", [](PhaseT p) { return phase_name(p); });
    stock_count = r.num(j, "stock_count", 0, kViewMaxCount);
    discard_count = r.num(j, "discard_count", 0, kViewMaxCount);
    discard_top = r.card_or_none(j, "discard_top");
    r.check(discard_top.is_none() == (discard_count == 0), "The discard pile's top does not match its count.");
    scores = r.scores(j, players, max_rounds);
    for (const nlohmann::json& x : r.list(j, "events", kViewMaxEvents)) {
      EventT e{};
      e.kind = r.name<decltype(e.kind)>(x, "type", [](decltype(e.kind) k) { return event_kind_name(k); });
      e.seat = static_cast<int8_t>(find_member(x, "seat") ? r.num(x, "seat", 0, players - 1) : -1);
      e.card = r.card_or_none(x, "card", true);
      game().read_event_json(r, x, e);
      events.push_back(e);
    }
    event_count = r.num(j, "event_count", static_cast<int>(events.size()), kViewMaxCount);
    read_zones(r, j);
  }

  // Each zone as card_game_json writes it: a seat's cards only where this seat may see them,
  // never more than the seat holds, all of them where they are seen.
  void read_zones(ViewReader& r, const nlohmann::json& j) {
    zones.assign(GameView::kZones.size(), {});
    if (GameView::kZones.empty() || !r.ok()) return;
    const nlohmann::json* all = find_member(j, "zones");
    if (!all || !all->is_object()) return r.fail("\"zones\" must be an object.");
    for (size_t z = 0; z < GameView::kZones.size(); ++z) {
      const ZoneKind& kind = GameView::kZones[z];
      const nlohmann::json* one = find_member(*all, kind.name);
      if (!one || !one->is_object()) return r.fail("A zone of the view is missing.");
      zones[z].cards = r.cards_per_seat(*one, "cards", players);
      zones[z].sizes = r.nums(*one, "sizes", static_cast<size_t>(players), 0, kind.max_cards);
      if (!r.ok()) return;
      for (int s = 0; s < players; ++s) {
        const size_t shown = zones[z].cards[static_cast<size_t>(s)].size();
        const bool seen = kind.seen == Seen::Everyone || s == seat_ || phase == PhaseT::GameOver;
        r.check(shown == (seen ? static_cast<size_t>(zones[z].sizes[static_cast<size_t>(s)]) : 0),
                "A zone shows cards this seat cannot see, or not all it can.");
      }
    }
  }

 private:
  static constexpr bool scored_by_round() {
    return requires { GameView::kRoundEnd.result; };
  }
  const GameView& game() const { return static_cast<const GameView&>(*this); }
  GameView& game() { return static_cast<GameView&>(*this); }
};

}  // namespace parlor
