// witness_hand (program.h): proof that the 108 cards can complete a program, for the deck
// file's check. A search over what each combination could be (suit and place of a run, rank
// of a set), taking natural cards while the deck has them and wilds for the rest.
#include <array>

#include "games/jok_r_ummy/program.h"

namespace parlor::jok_r_ummy {
namespace {

constexpr int kWildsInDeck = 12;  // 4 jokers and 8 twos
constexpr int kCopies = 2;        // two 52-card decks

struct Builder {
  const Program& program;
  std::vector<const Part*> slots;
  std::array<std::array<int, 15>, 5> used{};  // [suit][rank]
  int wilds = 0;
  std::vector<Card> hand;

  // Takes `count` cards of the target: naturals from `faces` where the deck still has them
  // (none() asks for a wild), wilds elsewhere. False, with nothing taken, when it cannot.
  bool take(const std::vector<Card>& faces) {
    int naturals = 0, wild_need = 0;
    for (Card f : faces) {
      if (!f.is_none() && used[static_cast<size_t>(f.suit())][static_cast<size_t>(f.rank())] < kCopies) {
        ++used[static_cast<size_t>(f.suit())][static_cast<size_t>(f.rank())];
        ++naturals;
        hand.push_back(f);
      } else {
        ++wild_need;
        hand.push_back(Card::joker());
      }
    }
    if (naturals > 0 && (wild_need == 0 || (program.wilds && wilds + wild_need <= kWildsInDeck))) {
      wilds += wild_need;
      return true;
    }
    give_back(faces.size(), 0);
    return false;
  }
  void give_back(size_t n, int wild_need) {
    for (size_t i = 0; i < n; ++i) {
      Card f = hand.back();
      hand.pop_back();
      if (!f.is_joker()) --used[static_cast<size_t>(f.suit())][static_cast<size_t>(f.rank())];
    }
    wilds -= wild_need;
  }
  int wilds_in(size_t n) const {
    int w = 0;
    for (size_t i = hand.size() - n; i < hand.size(); ++i) w += hand[i].is_joker() ? 1 : 0;
    return w;
  }

  bool fill(size_t slot) {
    if (slot == slots.size()) return true;
    const Part& part = *slots[slot];
    for (int s = 1; s <= 4; ++s) {
      if (!suit_allowed(part, static_cast<Suit>(s))) continue;
      for (const std::vector<Card>& faces : targets(part, static_cast<Suit>(s))) {
        if (!take(faces)) continue;
        if (fill(slot + 1)) return true;
        give_back(faces.size(), wilds_in(faces.size()));
      }
    }
    return false;
  }

  // Runs: every place of the run in suit s (a 2 is always a wild); sets: every rank, suit s
  // first and then the other allowed suits in turn.
  std::vector<std::vector<Card>> targets(const Part& part, Suit s) const {
    std::vector<std::vector<Card>> out;
    if (part.kind == PartKind::Run) {
      for (int lo = 1; lo + part.count - 1 <= 14; ++lo) {
        if (!part.values.empty() && lo != part.values.front()) continue;
        std::vector<Card> faces;
        for (int q = lo; q < lo + part.count; ++q) faces.push_back(q == 2 ? Card::none() : Card(s, q == 14 ? 1 : q));
        out.push_back(faces);
      }
      return out;
    }
    for (int rank = 1; rank <= 13; ++rank) {
      if (rank == 2 || (!part.values.empty() && rank != part.values.front())) continue;
      std::vector<Card> faces;
      for (int k = 0; k < part.count; ++k) {
        Suit pick = s;
        // Two of each suit, spread over the allowed suits from s on.
        for (int step = 0, seen = 0; step < 8; ++step) {
          const Suit t = static_cast<Suit>(1 + (static_cast<int>(s) - 1 + step) % 4);
          if (!suit_allowed(part, t)) continue;
          if (seen++ == k / kCopies) {
            pick = t;
            break;
          }
        }
        faces.push_back(Card(pick, rank));
      }
      out.push_back(faces);
    }
    return out;
  }
};

}  // namespace

std::optional<std::vector<Card>> witness_hand(const Program& p) {
  if (p.sun) return std::vector<Card>{};
  Builder b{p, {}, {}, 0, {}};
  for (int m = 0; m < p.mult; ++m)
    for (const Part& part : p.parts) b.slots.push_back(&part);
  if (!b.fill(0)) return std::nullopt;
  // The deck's wilds: its 4 jokers, then its 2s.
  int w = 0;
  for (Card& c : b.hand)
    if (c.is_joker()) {
      if (w >= 4) c = Card(static_cast<Suit>(1 + (w - 4) % 4), 2);
      ++w;
    }
  return b.hand;
}

}  // namespace parlor::jok_r_ummy
