#pragma once
// Each person's own arrangement of their cards, by seat: kept between their turns (pass-and-play
// hands the device around), started afresh in each new round, or, the first time a seat is
// followed, taken from the arrangement a save or a link brought (restore()), with the melds a
// save kept set aside when the hand still holds every one of their cards.
#include <algorithm>
#include <vector>

#include "app/session/hand_model.h"
#include "app/session/setup.h"

namespace parlor::scenes {

class SeatHands {
 public:
  explicit SeatHands(int seats)
      : hands_(static_cast<size_t>(seats)),
        rounds_(static_cast<size_t>(seats), -1),
        kept_(static_cast<size_t>(seats)),
        by_rank_(static_cast<size_t>(seats), false) {}
  session::HandModel& operator[](int seat) { return hands_[static_cast<size_t>(seat)]; }
  const session::HandModel& operator[](int seat) const { return hands_[static_cast<size_t>(seat)]; }
  // The arrangement a save or link kept for `seat` in round `round` (session::kOpeningRound:
  // whatever round the table opens at).
  void restore(int seat, int round, std::vector<Card> order, std::vector<Meld> staged = {}) {
    kept_[static_cast<size_t>(seat)] = {round, std::move(order), std::move(staged)};
  }
  // Follows the seat's cards in round `round`; true when the round is new to this arrangement
  // and nothing kept applies (it starts empty, so the caller sorts it). Cards no longer held
  // leave a kept arrangement, and new ones join at its right end.
  bool follow(int seat, int round, const std::vector<Card>& cards) {
    int& seen = rounds_[static_cast<size_t>(seat)];
    bool fresh = seen != round;
    std::vector<Meld> staged;
    if (fresh) {
      (*this)[seat].reset();
      Kept& kept = kept_[static_cast<size_t>(seat)];
      if (!kept.order.empty() && (kept.round == round || kept.round == session::kOpeningRound)) {
        (*this)[seat].arrange(kept.order);
        staged = std::move(kept.staged);
        fresh = false;
      }
      kept = {};
    }
    (*this)[seat].sync(cards);
    if (!staged.empty() && holds_all(cards, staged)) (*this)[seat].stage(staged);
    seen = round;
    return fresh;
  }
  // The round the seat's arrangement is for (-1 before it is first followed).
  int round(int seat) const { return rounds_[static_cast<size_t>(seat)]; }
  // The sort the seat's person chose last, for each new hand: by rank, or (false) by suit.
  bool by_rank(int seat) const { return by_rank_[static_cast<size_t>(seat)]; }
  void choose_sort(int seat, bool by_rank) { by_rank_[static_cast<size_t>(seat)] = by_rank; }

 private:
  struct Kept {
    int round = -1;
    std::vector<Card> order;
    std::vector<Meld> staged;
  };
  // Whether `cards` hold every card of every meld (a tampered or stale save's do not: all are
  // dropped, the hand keeps its cards).
  static bool holds_all(std::vector<Card> cards, const std::vector<Meld>& melds) {
    for (const Meld& m : melds)
      for (const PlacedCard& p : m.cards) {
        auto it = std::find(cards.begin(), cards.end(), p.card);
        if (it == cards.end()) return false;
        cards.erase(it);
      }
    return true;
  }
  std::vector<session::HandModel> hands_;
  std::vector<int> rounds_;
  std::vector<Kept> kept_;
  std::vector<bool> by_rank_;
};

}  // namespace parlor::scenes
