#include "games/jok_r_ummy/deck.h"

#include <set>
#include <string>

#include "engine/json_util.h"
#include "games/game_data.h"

namespace parlor::jok_r_ummy {

Result<std::vector<Program>> parse_program_deck(std::string_view text) {
  using R = Result<std::vector<Program>>;
  auto j = parse_json(text);
  if (!j) return R::failure(j.error());
  const json* list = find_member(*j, "programs");
  if (!list || !list->is_array() || j->size() != 1)
    return R::failure("A program deck is an object with one key, \"programs\": a list of programs.");
  if (list->empty() || list->size() > kMaxProgramCardsInDeck)
    return R::failure("A program deck holds 1 to " + std::to_string(kMaxProgramCardsInDeck) + " cards.");
  std::vector<Program> deck;
  std::set<std::string> ids;
  for (const json& item : *list) {
    auto p = program_from_json(item);
    if (!p) return R::failure(p.error());
    if (!ids.insert(p->id).second) return R::failure("Program " + p->id + " is in the deck twice.");
    if (program_cards(*p) > kMaxDeckProgramCards)
      return R::failure("Program " + p->id + " needs " + std::to_string(program_cards(*p)) +
                        " cards; a program of the deck needs " + std::to_string(kMaxDeckProgramCards) +
                        " at most, so that its reveal does not empty the hand.");
    deck.push_back(*p);
  }
  return deck;
}

const std::vector<Program>& program_deck() {
  static const std::vector<Program> deck = [] {
    auto parsed = parse_program_deck(embedded_game_data(kProgramsFile));
    return parsed ? *parsed : std::vector<Program>{};
  }();
  return deck;
}

const Program* find_program(std::string_view id) {
  for (const Program& p : program_deck())
    if (p.id == id) return &p;
  return nullptr;
}

}  // namespace parlor::jok_r_ummy
