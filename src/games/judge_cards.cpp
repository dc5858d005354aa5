#include "games/judge_cards.h"

#include <map>

#include "engine/json_util.h"

namespace parlor {

namespace {

const json* card_list(const json& req, const char* key) {
  const json* arr = find_member(req, key);
  return arr && arr->is_array() ? arr : nullptr;
}

std::string list_wanted(const char* key, const JudgeDeck& deck) {
  return std::string("\"") + key + "\" must be a list of " + deck.noun + "s such as \"" +
         to_text(make_deck(deck.kind).front()) + "\".";
}

// The list's pieces in order, the first problem refusing it; a piece named more often than the
// deck holds it is a problem only when `count_copies`.
Result<std::vector<PlacedCard>> read_list(const json& arr, const JudgeDeck& deck, bool count_copies) {
  using R = Result<std::vector<PlacedCard>>;
  const std::string noun = deck.noun;
  std::map<uint16_t, int> in_deck, named;
  for (Card c : make_deck(deck.kind, deck.sets)) ++in_deck[c.face().bits()];
  std::vector<PlacedCard> out;
  for (const json& c : arr) {
    if (!c.is_string()) return R::failure("Each " + noun + " is a string such as \"7H\" or \"JK\".");
    const std::string& text = c.get_ref<const std::string&>();
    // A copy number is for debug snapshots: the judge asks about faces.
    if (text.find('#') != std::string::npos)
      return R::failure("\"" + text + "\" names a physical copy; write the " + noun + " alone.");
    auto p = parse_placed(text);
    if (!p || !deck_has_face(deck.kind, p->card.face()))
      return R::failure("\"" + text + "\" is not a " + std::string(deck.name) + " " + noun + ".");
    const int have = in_deck[p->card.face().bits()];
    if (++named[p->card.face().bits()] > have && count_copies)
      return R::failure((have == 1 ? "There is only one " : "There are only " + std::to_string(have) + " ") +
                        to_text(p->card.face()) + " in " + std::string(deck.name) +
                        (deck.sets > 1 ? " (with two sets)" : "") + ".");
    out.push_back(*p);
  }
  return out;
}

}  // namespace

Result<std::vector<PlacedCard>> read_judge_cards(const json& req, const char* key, const JudgeDeck& deck) {
  using R = Result<std::vector<PlacedCard>>;
  const json* arr = card_list(req, key);
  if (!arr) return R::failure(list_wanted(key, deck));
  if (arr->size() > deck.max_count)
    return R::failure("That is too many " + std::string(deck.noun) + "s (at most " + std::to_string(deck.max_count) +
                      ").");
  return read_list(*arr, deck, true);
}

Result<JudgeMeldCards> read_judge_meld_cards(const json& req, const char* key, const JudgeDeck& deck) {
  using R = Result<JudgeMeldCards>;
  const json* arr = card_list(req, key);
  if (!arr) return R::failure(list_wanted(key, deck));
  // Longer than the deck, the list must name some piece too often: it is still a meld asked about.
  const size_t in_deck = make_deck(deck.kind, deck.sets).size();
  const bool over_deck = arr->size() > in_deck;
  auto cards = read_list(*arr, deck, !over_deck);
  if (!cards) return R::failure(cards.error());
  JudgeMeldCards out{std::move(*cards), {}};
  if (over_deck)
    out.over_deck = "No meld holds more " + std::string(deck.noun) + "s than " + deck.name + " has (" +
                    std::to_string(in_deck) + (deck.sets > 1 ? " with two sets" : "") + ").";
  return out;
}

Result<std::vector<Card>> read_judge_hand(const json& req, const char* key, const JudgeDeck& deck) {
  auto placed = read_judge_cards(req, key, deck);
  if (!placed) return Result<std::vector<Card>>::failure(placed.error());
  std::vector<Card> hand;
  for (const PlacedCard& p : *placed) {
    if (!p.as.is_none())
      return Result<std::vector<Card>>::failure(std::string("A ") + key + " holds " + deck.noun + "s alone: \"" +
                                                placed_to_text(p) + "\" says what it stands for.");
    hand.push_back(p.card);
  }
  return hand;
}

}  // namespace parlor
