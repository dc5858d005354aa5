#pragma once
// The person's hand as shown: their own order, which cards are selected, and melds staged for
// going out. The engine only knows the multiset of cards; this keeps what the player arranged.
// Pure logic, no SDL: tests/app/hand_model_test.cpp covers it.
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/meld.h"

namespace parlor::session {

class HandModel {
 public:
  // Follows the engine's hand: cards still held keep their place, staged melds stay staged while
  // all their cards are held, and new cards go to the right end (newest() names the last one), or,
  // while the hand is in a sort the person chose (nothing moved by hand since), each to its place
  // in that order.
  void sync(const std::vector<Card>& hand);
  void reset();
  // Starts from an arrangement kept elsewhere (a save, a link); sync() then fits it to the hand.
  void arrange(const std::vector<Card>& order);
  // Every card in display order, staged melds' cards after the rest: what a save keeps.
  std::vector<Card> order() const;

  const std::vector<Card>& cards() const { return cards_; }  // not staged, in display order
  bool selected(int i) const { return selected_[static_cast<size_t>(i)]; }
  void toggle(int i);
  void select_only(int i);
  void clear_selection();
  std::vector<Card> selected_cards() const;
  int selected_count() const;
  int first_selected() const;  // -1 when none
  int newest() const { return newest_; }

  // The person's own order from now on: new cards go to the right end.
  void move(int from, int to);
  // Jokers and cards of `wild_rank` (-1: no rank is wild) go last. The hand keeps the sort for
  // the cards that arrive, until a card is moved by hand.
  void sort_by_suit(int wild_rank);
  void sort_by_rank(int wild_rank);

  // Lays the selected cards out as a meld if they form one; otherwise the reason.
  // `prefer`: the kind to take when the cards make either (a jack and two wilds: a book of jacks
  // for a program that asks one), else a run is tried first.
  std::optional<std::string> stage_selected(const MeldRules& rules, std::optional<MeldKind> prefer = std::nullopt);
  // Replaces everything staged with these melds (a suggested arrangement).
  void stage(const std::vector<Meld>& melds);
  void unstage(int meld_index);
  // The person says what the wild at `index` of staged meld `meld` stands for; a run keeps its
  // cards in order of what they stand for.
  void declare(int meld, int index, Card as);
  void clear_staged();
  const std::vector<Meld>& staged() const { return staged_; }
  MeldList staged_list() const;

 private:
  std::vector<Card> cards_;
  std::vector<bool> selected_;
  std::vector<Meld> staged_;
  int newest_ = -1;
  enum class Order { Own, BySuit, ByRank };
  Order order_ = Order::Own;          // the sort the hand is in, kept for the cards that arrive
  int order_wild_ = -1;               // that sort's wild rank
  bool before(Card a, Card b) const;  // a goes before b in order_ (not Own)
  void sort_in(Order order, int wild_rank);
};

}  // namespace parlor::session
