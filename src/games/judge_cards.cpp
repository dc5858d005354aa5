#include "games/judge_cards.h"

#include <map>

#include "engine/json_util.h"

namespace parlor {

Result<std::vector<PlacedCard>> read_judge_cards(const json& req, const char* key, const JudgeDeck& deck) {
  using R = Result<std::vector<PlacedCard>>;
  const std::string noun = deck.noun;
  const json* arr = find_member(req, key);
  if (!arr || !arr->is_array())
    return R::failure(std::string("\"") + key + "\" must be a list of " + noun + "s such as \"" +
                      to_text(make_deck(deck.kind).front()) + "\".");
  if (arr->size() > deck.max_count)
    return R::failure("That is too many " + noun + "s (at most " + std::to_string(deck.max_count) + ").");
  std::map<uint16_t, int> in_deck, named;
  for (Card c : make_deck(deck.kind, deck.sets)) ++in_deck[c.face().bits()];
  std::vector<PlacedCard> out;
  for (const json& c : *arr) {
    if (!c.is_string()) return R::failure("Each " + noun + " is a string such as \"7H\" or \"JK\".");
    const std::string& text = c.get_ref<const std::string&>();
    // A copy number is for debug snapshots: the judge asks about faces.
    if (text.find('#') != std::string::npos)
      return R::failure("\"" + text + "\" names a physical copy; write the " + noun + " alone.");
    auto p = parse_placed(text);
    if (!p || !deck_has_face(deck.kind, p->card.face()))
      return R::failure("\"" + text + "\" is not a " + std::string(deck.name) + " " + noun + ".");
    const int have = in_deck[p->card.face().bits()];
    if (++named[p->card.face().bits()] > have)
      return R::failure("There are only " + std::to_string(have) + " " + to_text(p->card.face()) + " in " +
                        std::string(deck.name) + (deck.sets > 1 ? " (with two sets)" : "") + ".");
    out.push_back(*p);
  }
  return out;
}

}  // namespace parlor
