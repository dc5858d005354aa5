#include "games/joker/judge.h"

#include <algorithm>
#include <string>
#include <vector>

#include "engine/json_util.h"
#include "games/joker/moves.h"
#include "games/joker/view.h"
#include "games/judge_kit.h"

namespace parlor::joker {
namespace {

// The board a position describes, or what is wrong with it.
Result<Board> read_board(const json& position) {
  using R = Result<Board>;
  const json* rows = find_member(position, "marbles");
  if (!rows || !rows->is_array() || (rows->size() != 4 && rows->size() != 6))
    return R::failure(
        "\"marbles\" must list the holes of four seats, such as [[8, 100], [], [], []], or of six on the "
        "six-sided board.");
  Board b(static_cast<int>(rows->size()));
  for (int s = 0; s < b.seats(); ++s) {
    const json& row = (*rows)[static_cast<size_t>(s)];
    if (!row.is_array() || row.size() > kMarbles)
      return R::failure("Each seat has five marbles at most: seat " + std::to_string(s) + " lists more.");
    for (size_t i = 0; i < row.size(); ++i) {
      const int hole =
          row[i].is_number_integer() ? static_cast<int>(std::clamp<int64_t>(row[i].get<int64_t>(), -1, 999)) : -1;
      const std::string where = "Seat " + std::to_string(s) + "'s marble at " + dump_json(row[i]);
      if (!b.is_hole(hole)) return R::failure(where + " is not on the board.");
      if (b.is_start(hole) && b.start_owner(hole) != s) return R::failure(where + " is in another seat's start.");
      if (b.is_home(hole) && b.home_owner(hole) != s) return R::failure(where + " is in another seat's home.");
      if (!b.is_start(hole) && b.occupant(hole) >= 0)
        return R::failure(where + " shares its hole with another marble.");
      b.place(s * kMarbles + static_cast<int>(i), hole);
    }
  }
  return b;
}

json judge_moves(const json& req) {
  const json* position = find_member(req, "position");
  if (!position || !position->is_object())
    return judge_error("\"position\" must say where the marbles are and whose turn it is.");
  auto board = read_board(*position);
  if (!board) return judge_error(board.error());
  auto seat = get_int(*position, "seat", 0, board->seats() - 1);
  if (!seat) return judge_error(seat.error());
  const json one = json{{"cards", json::array({find_member(req, "card") ? req["card"] : json()})}};
  auto cards = read_judge_cards(one, "cards", JudgeDeck{DeckKind::Double52, 1, "Joker", "card", 1});
  if (!cards) return judge_error(cards.error());
  const Card card = cards->front().card;
  if (!cards->front().as.is_none()) return judge_error("Give the card alone, such as \"7H\".");
  const int s = static_cast<int>(*seat);
  std::vector<Action> legal;
  const std::vector<Card> hand{card};
  legal_actions_for(*board, s, hand, legal);
  json moves = json::array();
  for (const Action& a : legal) {
    Outcome o;
    if (a.kind != kMove || check_move(*board, s, a, &o)) continue;
    json m = action_to_json(a, kMoveKinds);
    m["text"] = describe_play(*board, s, card, o.all());
    moves.push_back(std::move(m));
  }
  json out{{"ok", true}, {"seat", s}, {"card", to_text(card)}, {"moves", std::move(moves)}};
  if (out["moves"].empty()) out["reason"] = "The " + card_name(card) + " moves none of this seat's marbles here.";
  return out;
}

}  // namespace

json judge(const json& req) { return answer_judge(req, {{"moves", judge_moves}}); }

}  // namespace parlor::joker
