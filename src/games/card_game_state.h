// What the card games' states share: the options, the seeded generator, whose turn it is in
// which phase, a hand per seat, the stock and discard piles (back = top) and the public events,
// and the State methods that follow from those alone.
//
// A seat's cards lie in its hand and in the game's zones (Game::kZones, games/card_game_facts.h),
// each seen by its owner or by everyone; all_cards, secret_cards and the views derive from them.
//
// `Game` is the game's State class (friend of this base). It provides kFacts (the game's id,
// name, move kinds, options, deck, length bound, score order and partners: games/card_game_facts.h), a constructor from
// (normalised options, seed), typed_view(seat) and legal_moves(out) (the current seat's moves
// in an unfinished game). It may hide wild_rules() (the rules that assign wild values, for
// share links), table_cards() (cards laid on the table), hidden_cards() (cards no seat sees
// besides the stock: a deck of objectives), extra_deck() (cards its deck adds to kFacts.deck:
// objective cards), move_cap() (its longest game with
// these options, when shorter than kFacts.max_moves, the longest with any) and tidy_discards()
// (true when only the discard pile's top card shows: the cards under it are then secret to
// every seat, and no view may carry them). Games scored round by round keep
// their points in points_ (score_round()).
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/card.h"
#include "engine/json_util.h"
#include "engine/meld.h"
#include "engine/result.h"
#include "engine/rng.h"
#include "engine/state.h"
#include "games/card_game_facts.h"
#include "games/card_game_view.h"
#include "games/dealing.h"
#include "games/round_points.h"
#include "games/snapshot.h"

namespace parlor {

template <class Game, class PhaseT, class EventT>
class CardGameState : public State {
 public:
  static nlohmann::json option_schema() { return parlor::option_schema(Game::kFacts); }
  static Result<nlohmann::json> normalise_options(const nlohmann::json& options) {
    return parlor::normalise_options(Game::kFacts, options);
  }
  static Result<std::unique_ptr<Game>> create(const nlohmann::json& options, uint64_t seed) {
    auto norm = normalise_options(options);
    if (!norm) return Result<std::unique_ptr<Game>>::failure(norm.error());
    return std::unique_ptr<Game>(new Game(*norm, seed));
  }

  std::string_view game_id() const final { return Game::kFacts.id; }
  const nlohmann::json& options() const final { return options_; }
  int num_seats() const final { return static_cast<int>(hands_.size()); }
  MoveKinds move_kinds() const final { return Game::kFacts.moves; }
  // Partners (kFacts.partners) sit opposite: seat s is in team s % (players / 2).
  int team_of(int seat) const final { return teams_.empty() ? seat : teams_[static_cast<size_t>(seat)]; }
  int num_teams() const final { return teams_.empty() ? num_seats() : num_seats() / 2; }
  // A game scored round by round: its points (points_), the lowest or highest total winning as
  // kFacts.low_wins says, partners scoring as one.
  Scores scores() const override { return points_.scores(Game::kFacts.low_wins, is_terminal(), teams_); }
  std::string_view phase() const final { return phase_name(phase_); }
  int current_seat() const final { return phase_ == PhaseT::GameOver ? -1 : current_; }
  bool is_terminal() const final { return phase_ == PhaseT::GameOver; }
  void legal_actions(std::vector<Action>& out) const final {
    out.clear();
    if (!is_terminal()) game().legal_moves(out);
  }
  using State::legal_actions;
  std::unique_ptr<View> view(int seat) const final {
    using GameView = decltype(game().typed_view(seat));
    return std::make_unique<GameView>(game().typed_view(seat));
  }
  std::unique_ptr<State> clone() const final { return std::unique_ptr<State>(new Game(game())); }
  int64_t max_game_length() const final { return game().move_cap(); }
  std::vector<Card> full_deck() const final {
    std::vector<Card> deck = make_deck(Game::kFacts.deck, deck_sets_);
    game().extra_deck(deck);
    return deck;
  }
  void all_cards(std::vector<Card>& out) const final {
    out.clear();
    for (const auto& h : hands_) out.insert(out.end(), h.begin(), h.end());
    for (const auto& seat : zones_)
      for (const auto& z : seat) out.insert(out.end(), z.begin(), z.end());
    out.insert(out.end(), stock_.begin(), stock_.end());
    out.insert(out.end(), discards_.begin(), discards_.end());
    game().table_cards(out);
    game().hidden_cards(out);
  }
  // The other hands and their owner-only zones, the stock, the hidden cards and, when the pile
  // is kept tidy (tidy_discards()), the discards under its top; cards on the table, the other
  // discards and zones everyone sees are public. Once the game is over every hand and
  // zone is turned face up (the table's reveal at its end): only the stock, the hidden cards and
  // a tidy pile stay hidden.
  void secret_cards(int seat, std::vector<Card>& out) const final {
    out.clear();
    for (int s = 0; s < num_seats() && !this->is_terminal(); ++s) {
      if (s == seat) continue;
      out.insert(out.end(), hand(s).begin(), hand(s).end());
      for (size_t z = 0; z < Game::kZones.size() && static_cast<size_t>(s) < zones_.size(); ++z)
        if (Game::kZones[z].seen == Seen::Owner) out.insert(out.end(), zone(s, z).begin(), zone(s, z).end());
    }
    out.insert(out.end(), stock_.begin(), stock_.end());
    if (game().tidy_discards() && !discards_.empty()) out.insert(out.end(), discards_.begin(), discards_.end() - 1);
    game().hidden_cards(out);
  }
  LinkHints link_hints() const final {
    LinkHints h;
    h.wild_rules = game().wild_rules();
    if (current_seat() >= 0) h.hand = &hand(current_);
    return h;
  }

  // None unless the game declares its own.
  static constexpr ZoneKinds kZones{};

  PhaseT phase_code() const { return phase_; }
  const std::vector<Card>& hand(int seat) const { return hands_[static_cast<size_t>(seat)]; }
  // The seat's cards in Game::kZones[z].
  const std::vector<Card>& zone(int seat, size_t z) const { return zones_[static_cast<size_t>(seat)][z]; }
  const std::vector<Card>& stock() const { return stock_; }
  const std::vector<Card>& discards() const { return discards_; }
  const std::vector<EventT>& events() const { return events_; }

 protected:
  // Every seat starts with an empty hand and no points.
  CardGameState(nlohmann::json options, uint64_t seed, PhaseT first_phase)
      : State(seed),
        options_(std::move(options)),
        teams_(seat_teams(Game::kFacts, options_)),
        rng_(seed),
        phase_(first_phase),
        hands_(options_["players"].template get<size_t>()),
        points_(options_["players"].template get<int>()) {}
  CardGameState(const CardGameState&) = default;

  std::optional<MeldRules> wild_rules() const { return std::nullopt; }
  int64_t move_cap() const { return Game::kFacts.max_moves; }
  void table_cards(std::vector<Card>&) const {}
  void hidden_cards(std::vector<Card>&) const {}
  bool tidy_discards() const { return false; }
  void extra_deck(std::vector<Card>&) const {}
  // Every seat's zones, empty (after hands_ holds a hand a seat).
  void clear_zones() { zones_.assign(hands_.size(), std::vector<std::vector<Card>>(Game::kZones.size())); }

  // The physical card with this face leaves the seat's hand, which holds one.
  Card take_card(int seat, Card face) {
    auto& h = hands_[static_cast<size_t>(seat)];
    auto it = std::find_if(h.begin(), h.end(), [&](Card c) { return c.face() == face.face(); });
    const Card c = *it;
    h.erase(it);
    return c;
  }

  // An empty stock: the discards but the top one, shuffled, become the stock, told by a `rebuilt`
  // event with its size. False, the stock left empty, when fewer than two discards lie there.
  template <class Kind>
  bool rebuild_stock(Kind rebuilt) {
    if (discards_.size() < 2) return false;
    const Card top = discards_.back();
    discards_.pop_back();
    stock_.swap(discards_);
    rng_.shuffle(stock_);
    discards_.assign(1, top);
    events_.push_back(EventT{rebuilt, -1, Card::none(), static_cast<int16_t>(stock_.size()), 0});
    return true;
  }

  // The end of a round: each seat's points and new total as `scored` events and, after the
  // last round, the end of the game (a winner, the winning total, how many share the win).
  template <class Kind>
  void score_round(const std::vector<int>& points, Kind scored, bool last_round) {
    points_.add(points);
    for (int s = 0; s < num_seats(); ++s)
      events_.push_back(EventT{scored, static_cast<int8_t>(s), Card::none(),
                               static_cast<int16_t>(points[static_cast<size_t>(s)]),
                               static_cast<int16_t>(points_.totals[static_cast<size_t>(s)])});
    if (!last_round) return;
    phase_ = PhaseT::GameOver;
    const Scores sc = scores();
    const int first = sc.winners.front();
    events_.push_back(EventT{Kind::GameOver, static_cast<int8_t>(first), Card::none(),
                             static_cast<int16_t>(sc.totals[static_cast<size_t>(first)]),
                             static_cast<int16_t>(sc.winners.size())});
  }

  // The first lines of debug_snapshot(): the game, its options and seed, the generator, then
  // the game's own numbers after their label ("dealer/current/phase").
  std::string snapshot_head(const char* label, std::initializer_list<int> numbers) const {
    std::string o;
    o.reserve(2048);
    o += std::string(Game::kFacts.id) + " " + dump_json(options_) + " seed " + std::to_string(seed()) + "\nrng ";
    for (uint64_t w : rng_.words()) o += std::to_string(w) + " ";
    o += "\n";
    o += label;
    o += ' ';
    for (int v : numbers) snapshot::num(o, v);
    return o;
  }

  // For debug_snapshot(): each seat's hand after `hand_label`, then what `table_of(seat)` adds
  // (its melds on the table) on the same line.
  template <class TableOf>
  void snapshot_seats(std::string& o, const char* hand_label, TableOf&& table_of) const {
    o += '\n';
    for (int s = 0; s < num_seats(); ++s) {
      snapshot::cards(o, hand_label, hand(s));
      table_of(static_cast<size_t>(s));
      o += '\n';
    }
  }
  // The end of debug_snapshot(): the piles, the round points, the events, then `last_label` with
  // what `numbers(last, num)` writes through num(n) of the last round's result (nothing before a
  // round has ended), then the history.
  template <class RoundResult, class Numbers>
  void snapshot_end(std::string& o, const char* last_label, const std::optional<RoundResult>& last,
                    Numbers&& numbers) const {
    snapshot::cards(o, "stock ", stock_);
    snapshot::cards(o, "discards ", discards_);
    snapshot::scores(o, points_.rounds, points_.totals);
    snapshot::events(o, events_);
    o += last_label;
    if (last) numbers(*last, [&](int64_t n) { snapshot::num(o, n); });
    snapshot::history(o, *this);
  }

  // Tests' rigging, from `pool` (the physical cards not placed yet): the hands hold these
  // faces, the discard pile is `discard_pile` (bottom to top) and the stock starts with
  // `stock_top` (top first); every other card goes under the stock, or under the discard pile
  // when `rest_to_discards`. False, and nothing changed, when a face is missing.
  bool rig_piles(std::vector<Card> pool, const std::vector<std::vector<Card>>& hands,
                 const std::vector<Card>& discard_pile, const std::vector<Card>& stock_top, bool rest_to_discards) {
    std::vector<std::vector<Card>> new_hands(hands.size());
    for (size_t s = 0; s < hands.size(); ++s)
      if (!snapshot::take_faces(pool, hands[s], new_hands[s])) return false;
    std::vector<Card> new_discards, top;
    if (!snapshot::take_faces(pool, discard_pile, new_discards) || !snapshot::take_faces(pool, stock_top, top))
      return false;
    hands_ = std::move(new_hands);
    if (rest_to_discards) {
      discards_ = std::move(pool);
      discards_.insert(discards_.end(), new_discards.begin(), new_discards.end());
      stock_.clear();
    } else {
      discards_ = std::move(new_discards);
      stock_ = std::move(pool);
    }
    for (auto it = top.rbegin(); it != top.rend(); ++it) stock_.push_back(*it);
    return true;
  }

  // The start of every from_view: a game made with the view's options (null when they are not a
  // table's) that has adopted the view and the dealing (adopt_view); the game's own fields are
  // the caller's to copy.
  template <class GameView>
  static std::unique_ptr<Game> rebuilt(const nlohmann::json& options, const GameView& v, Dealing d) {
    auto made = create(options, d.seed);
    if (!made) return nullptr;
    std::unique_ptr<Game> s = std::move(*made);
    s->adopt_view(v, std::move(d));
    return s;
  }
  // A game rebuilt from seat `v.seat()`'s view (games/dealing.h): whose turn in which phase and
  // the rounds played come from the view, the cards from the dealing; the events start afresh.
  template <class GameView>
  void adopt_view(const GameView& v, Dealing d) {
    current_ = v.current < 0 ? 0 : v.current;
    phase_ = v.phase;
    hands_ = std::move(d.hands);
    stock_ = std::move(d.stock);
    discards_ = std::move(d.discards);
    if (!d.zones.empty()) zones_ = std::move(d.zones);
    rng_.reseed(d.seed);
    points_.rig(v.scores.rounds);
    events_.clear();
  }

  // "Player 1 draws from the stock." and the other moves every card game with a stock and a
  // discard pile words alike; nothing for the others.
  std::optional<std::string> describe_pile_move(int seat, const Action& a) const {
    const std::string who = seat_name(seat);
    switch (a.kind) {
      case ActionKind::DrawStock: return who + " draws from the stock.";
      case ActionKind::TakeDiscard:
        if (discards_.empty()) return who + " takes the top discard.";
        return who + " takes the " + card_name(discards_.back()) + " from the discard pile.";
      case ActionKind::Discard: return who + " discards the " + card_name(a.card) + ".";
      default: return std::nullopt;
    }
  }

  // The seat draws the top of the stock (hidden from the others), or takes the top discard.
  template <class Kind>
  void draw_stock(int seat, Kind drew) {
    hands_[static_cast<size_t>(seat)].push_back(stock_.back());
    stock_.pop_back();
    events_.push_back(EventT{drew, static_cast<int8_t>(seat), Card::none(), 0, 0});
  }
  // The seat's take at the start of a turn (`a` draws or takes the discard), as draw_stock or
  // take_discard.
  template <class Kind>
  void take_top(int seat, const Action& a, Kind drew, Kind took) {
    if (a.kind == ActionKind::DrawStock)
      draw_stock(seat, drew);
    else
      take_discard(seat, took);
  }
  template <class Kind>
  void take_discard(int seat, Kind took) {
    hands_[static_cast<size_t>(seat)].push_back(discards_.back());
    discards_.pop_back();
    events_.push_back(EventT{took, static_cast<int8_t>(seat), hand(seat).back().face(), 0, 0});
  }

  // What every card game's view holds: the seat, whose turn in which phase, the piles, the
  // seat's own cards (faces) and every hand's size, and the latest events.
  template <class GameView>
  void fill_view(GameView& v, int seat, std::vector<Card>& own, std::vector<int>& sizes, size_t first_event) const {
    v.seat_ = seat;
    v.players = num_seats();
    v.scores = game().scores();
    v.current = current_seat();
    v.phase = phase_;
    for (Card c : hand(seat)) own.push_back(c.face());
    for (const auto& h : hands_) sizes.push_back(static_cast<int>(h.size()));
    v.zones.assign(Game::kZones.size(), {});
    for (size_t z = 0; z < Game::kZones.size(); ++z)
      for (int s = 0; s < num_seats(); ++s) {
        const auto& cards = zone(s, z);
        v.zones[z].sizes.push_back(static_cast<int>(cards.size()));
        auto& shown = v.zones[z].cards.emplace_back();
        if (Game::kZones[z].seen == Seen::Everyone || s == seat || this->is_terminal())
          for (Card c : cards) shown.push_back(c.face());
      }
    v.stock_count = static_cast<int>(stock_.size());
    v.discard_count = static_cast<int>(discards_.size());
    v.discard_top = discards_.empty() ? Card::none() : discards_.back().face();
    v.events.assign(events_.begin() + static_cast<std::ptrdiff_t>(first_event), events_.end());
    v.event_count = static_cast<int>(events_.size());
  }
  // Where the views' events start: enough for a table to animate the last turns and show its log.
  size_t recent_events_start() const {
    constexpr size_t kRecent = 64;
    return events_.size() > kRecent ? events_.size() - kRecent : 0;
  }

  nlohmann::json options_;
  std::vector<int> teams_;  // each seat's team; empty when each seat plays alone
  Rng rng_;
  int current_ = 0;
  PhaseT phase_;
  int deck_sets_ = 1;  // Five Crowns for 8 or more plays with two
  std::vector<std::vector<Card>> hands_;
  std::vector<std::vector<std::vector<Card>>> zones_;  // [seat][zone of Game::kZones]: clear_zones()
  std::vector<Card> stock_;
  std::vector<Card> discards_;
  std::vector<EventT> events_;
  RoundPoints points_;

 private:
  const Game& game() const { return static_cast<const Game&>(*this); }
};

}  // namespace parlor
