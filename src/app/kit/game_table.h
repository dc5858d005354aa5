#pragma once
// A game's table on the kit, typed: GameTable<View, Layout> reads the seat's view as the game's
// own View (view()) and keeps the table's Layout, which holds the kit's chrome (layout_). A card
// game's view (games/card_game_view.h) gives what every table shows of the other seats
// (opponent_seats()); a rummy game's (RummyTable) also answers the kit's piles: the person draws
// in the view's Draw phase, and the stock and discard are the view's.
#include <nlohmann/json.hpp>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "app/kit/opponents.h"
#include "app/kit/table_scene.h"
#include "engine/enum_names.h"

namespace parlor::scenes {

template <class GameView, class Layout>
class GameTable : public TableScene {
 public:
  GameTable(Director& director, session::TableSession session, HandWidget hand)
      : TableScene(director, std::move(session), std::move(hand)) {}

 protected:
  using Phase = std::remove_cvref_t<decltype(std::declval<const GameView&>().phase)>;

  const GameView& view() const { return view_as<GameView>(); }
  const TableChrome& chrome() const override { return layout_; }

  // The other seats, in play order from the person's left: each named, glowing on its turn,
  // holding held[seat] pieces, with "7 cards  ·  52 pts" (the game's word for its pieces, the
  // seat's total) as its line; `fill(opponent)` changes or adds what the game shows of a seat.
  template <class Fill>
  std::vector<Opponent> opponent_seats(const std::vector<int>& held, Fill fill) const {
    const GameView& v = view();
    std::vector<Opponent> seats;
    for (int k = 1; k < v.players; ++k) {
      Opponent o;
      o.seat = (me() + k) % v.players;
      const auto at = static_cast<size_t>(o.seat);
      o.name = seat_name(o.seat);
      o.held = held_shown(o.seat, held[at]);
      o.turn = v.current == o.seat && v.phase != Phase::GameOver;
      const int total = v.scores.totals.empty() ? 0 : v.scores.totals[at];
      o.line = held_text(o.held) + kDot + std::to_string(total) + " pts";
      fill(o);
      seats.push_back(std::move(o));
    }
    return seats;
  }

  // What the tests read of a round of cards (a view with a dealer and hands): its number, the
  // dealer, the person's hand size and every seat's.
  void publish_deal(nlohmann::json& j) const {
    const GameView& v = view();
    j["round"] = v.round;
    j["dealer"] = v.dealer;
    j["hand_size"] = v.hand.size();
    nlohmann::json sizes = nlohmann::json::array();
    for (size_t seat = 0; seat < v.hand_sizes.size(); ++seat)
      sizes.push_back(held_shown(static_cast<int>(seat), v.hand_sizes[seat]));
    j["hand_sizes"] = std::move(sizes);
  }

  // "7 cards", in the game's word for its pieces.
  std::string held_text(int held) const { return plural(held, piece_word().c_str()); }
  static constexpr const char* kDot = "  \u00B7  ";  // between the parts of an opponent's line

  Layout layout_;
};

template <class GameView, class Layout>
class RummyTable : public GameTable<GameView, Layout> {
 public:
  // The table's layout for a screen (device px), the number of the other seats and the pieces the
  // person's hand holds (TableColumn::held): a table that gives it leaves lay_out() to the kit.
  using LayOut = Layout (*)(int width, int height, float dpr, int opponents, int held);
  RummyTable(Director& director, session::TableSession session, HandWidget hand, LayOut lay_out = nullptr)
      : GameTable<GameView, Layout>(director, std::move(session), std::move(hand)), lay_out_(lay_out) {}

 protected:
  using typename GameTable<GameView, Layout>::Phase;

  void lay_out(const Frame& f) override {
    if (lay_out_)
      this->layout_ = lay_out_(f.width, f.height, f.dpr, this->session().seat_count() - 1, this->held_laid_out());
  }

  bool drawing() const override { return this->person_to_act() && this->view().phase == Phase::Draw; }
  Card discard_top() const override { return this->view().discard_top; }
  int stock_count() const override { return this->view().stock_count; }

 private:
  LayOut lay_out_ = nullptr;
};

}  // namespace parlor::scenes
