#include "games/meld_words.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "engine/sentence.h"

namespace parlor {
namespace {

Card counts_as(const PlacedCard& p) { return p.as.is_none() ? p.card.face() : p.as; }
bool says_nothing(const PlacedCard& p) { return p.card.is_joker() && p.as.is_none(); }

bool tiles_in(std::span<const PlacedCard> cards) {
  return std::any_of(cards.begin(), cards.end(),
                     [](const PlacedCard& p) { return is_tile_colour(counts_as(p).suit()); });
}

// A 1 or an ace played after the top of a run is written as itself.
std::string number_text(int rank, bool tiles) { return rank_text(rank == 14 ? 1 : rank, tiles); }

std::string book_words(std::span<const PlacedCard> cards, bool tiles) {
  int rank = -1;
  for (const PlacedCard& p : cards)
    if (!says_nothing(p) && rank < 0) rank = counts_as(p).rank();
  const std::string count = number_words(static_cast<int>(cards.size()));
  if (rank < 0) return say("{count} wild cards", {{"count", count}});
  return say("{count} {rank}s", {{"count", count}, {"rank", rank_name(rank, tiles)}});
}

std::string run_words(std::span<const PlacedCard> cards, bool tiles) {
  std::vector<int> ranks;
  std::vector<Suit> suits;
  for (const PlacedCard& p : cards) {
    if (says_nothing(p)) continue;
    ranks.push_back(counts_as(p).rank());
    if (counts_as(p).suit() != Suit::Any) suits.push_back(counts_as(p).suit());
  }
  std::sort(ranks.begin(), ranks.end());
  std::string numbers;
  if (ranks.empty()) {
    numbers = number_words(static_cast<int>(cards.size())) + " wild cards";
  } else if (ranks.size() == cards.size() && ranks.size() <= 4) {
    for (size_t i = 0; i < ranks.size(); ++i) numbers += (i ? "-" : "") + number_text(ranks[i], tiles);
  } else {
    // A wild whose value is not said leaves a gap: the ends still name the run.
    numbers = say("{low} to {high}",
                  {{"low", number_text(ranks.front(), tiles)}, {"high", number_text(ranks.back(), tiles)}});
  }
  const bool one_suit =
      !suits.empty() && std::all_of(suits.begin(), suits.end(), [&](Suit s) { return s == suits[0]; });
  if (!one_suit) return say("the mixed {numbers}", {{"numbers", numbers}});
  if (tiles) return say("the {colour} {numbers}", {{"colour", suit_name(suits[0])}, {"numbers", numbers}});
  return say("the {numbers} of {suit}", {{"numbers", numbers}, {"suit", suit_name(suits[0])}});
}

}  // namespace

std::string meld_words(MeldKind kind, std::span<const PlacedCard> cards) {
  const bool tiles = tiles_in(cards);
  return kind == MeldKind::Book ? book_words(cards, tiles) : run_words(cards, tiles);
}

std::string melds_words(const MeldList& melds) {
  std::vector<std::string> each;
  for (int i = 0; i < melds.size(); ++i) each.push_back(meld_words(melds.kind(i), melds.cards(i)));
  return list_words(each);
}

std::string melds_words(const MeldList& melds, const MeldRules& rules) {
  std::vector<std::string> each;
  for (int i = 0; i < melds.size(); ++i) {
    std::vector<PlacedCard> cards(melds.cards(i).begin(), melds.cards(i).end());
    check_meld(rules, melds.kind(i), cards);
    each.push_back(meld_words(melds.kind(i), cards));
  }
  return list_words(each);
}

std::string piece_words(const PlacedCard& p) {
  const Card face = p.card.face();
  const std::string piece = face.is_joker() ? "a joker" : "the " + card_name(face);
  if (p.as.is_none()) return piece;
  // A 1 after the 13 (an ace above the king) is named as the 1 (the ace).
  const Card value = p.as.rank() == 14 ? Card(p.as.suit(), 1) : p.as.face();
  if (value == face) return piece;  // a natural ace played high carries its value too
  return say("{piece} as the {value}", {{"piece", piece}, {"value", card_name(value)}});
}

std::string pieces_words(std::span<const PlacedCard> cards) {
  std::vector<std::string> each;
  for (const PlacedCard& p : cards) each.push_back(piece_words(p));
  return list_words(each);
}

std::string meld_kind_word(MeldKind kind, const char* book_word) { return kind == MeldKind::Run ? "run" : book_word; }

std::string misfit_words(std::span<const PlacedCard> pieces, const Meld& meld, bool own, const char* book_word,
                         const std::string& why) {
  std::string what = pieces_words(pieces);
  if (!what.empty()) what[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(what[0])));
  return say(pieces.size() == 1 ? "{what} does not fit {whose} {kind} of {meld}: {why}"
                                : "{what} do not fit {whose} {kind} of {meld}: {why}",
             {{"what", what},
              {"whose", own ? "your" : "the"},
              {"kind", meld_kind_word(meld.kind, book_word)},
              {"meld", meld_words(meld.kind, meld.cards)},
              {"why", lower_first(why)}});
}

}  // namespace parlor
