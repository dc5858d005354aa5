// What every game's greedy bot shares: the legal actions asked of the view, and the game's own
// typed view for its judgement (a view of another game gets its first legal action).
#pragma once

#include <vector>

#include "bots/bot.h"

namespace parlor {

// `Judgement` names the game's view as `GameView` and picks from a non-empty list of legal
// actions with `static Action choose(const GameView&, const std::vector<Action>& legal)`.
template <class Judgement>
class GreedyBot final : public Bot {
 public:
  std::string_view kind() const override { return "greedy"; }
  Action choose(const View& view) override {
    view.legal_actions(legal_);
    if (legal_.empty()) return Action{};
    const auto* typed = dynamic_cast<const typename Judgement::GameView*>(&view);
    return typed ? Judgement::choose(*typed, legal_) : legal_.front();
  }

 private:
  std::vector<Action> legal_;  // kept between moves so choosing allocates nothing
};

}  // namespace parlor
