#pragma once

#include "bots/bot.h"

namespace parlor {

// Joker, one move deep: plays each legal move on a copy of the board and keeps the one whose
// board is best for its team. The board is worth the progress of the team's marbles (coming
// out, holes travelled, reaching home) less the opponents', less the risk of the team's
// marbles being hit next turn (an opponent a card's count behind, or an opponent's come-out
// hole); bumping an opponent and sending the partner ahead count through the progress. A
// joker, 7 or 8 spent for little costs a little. With no move it discards the card it needs least.
class JokerGreedyBot final : public Bot {
 public:
  std::string_view kind() const override { return "greedy"; }
  Action choose(const View& view) override;

 private:
  std::vector<Action> buf_;
};

}  // namespace parlor
