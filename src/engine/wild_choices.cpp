#include "engine/wild_choices.h"

namespace parlor {

std::vector<std::vector<Card>> wild_choices(const MeldRules& rules, std::span<const PlacedCard> cards,
                                            std::optional<MeldKind> kind, std::span<const PlacedCard> onto) {
  std::vector<PlacedCard> meld(onto.begin(), onto.end());
  const size_t first = meld.size();
  meld.insert(meld.end(), cards.begin(), cards.end());
  const int top = rules.rank_hi + (rules.low_after_high ? 1 : 0);
  std::vector<std::vector<Card>> out(cards.size());
  for (size_t i = 0; i < cards.size(); ++i) {
    if (!is_wild(rules, cards[i].card)) continue;
    for (int s = static_cast<int>(rules.suit_first); s <= static_cast<int>(rules.suit_last); ++s)
      for (int rank = rules.rank_lo; rank <= top; ++rank) {
        const Card as(static_cast<Suit>(s), rank);
        std::vector<PlacedCard> test = meld;
        test[first + i].as = as;
        bool fits = false;
        for (MeldKind k : {MeldKind::Run, MeldKind::Book}) {
          std::vector<PlacedCard> copy = test;
          fits = fits || ((!kind || *kind == k) && !check_meld(rules, k, copy));
        }
        if (fits) out[i].push_back(as);
      }
  }
  return out;
}

}  // namespace parlor
