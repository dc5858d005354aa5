#include "bots/play.h"

namespace parlor {

PlayResult play_game(State& state, std::vector<std::unique_ptr<Bot>>& bots, int64_t max_steps,
                     const std::function<std::optional<std::string>(const State&, int64_t)>& after_step) {
  PlayResult r;
  while (!state.is_terminal()) {
    if (r.steps >= max_steps) return r;
    const int seat = state.current_seat();
    std::unique_ptr<View> view = state.view(seat);
    Action a = bots[static_cast<size_t>(seat)]->choose(*view);
    if (auto reason = state.validate(seat, a)) {
      r.error = "Seat " + std::to_string(seat) + " (" + std::string(bots[static_cast<size_t>(seat)]->kind()) +
                ") chose an illegal action " + action_to_text(a, state.move_kinds()) + ": " + *reason;
      return r;
    }
    state.apply(seat, a);
    ++r.steps;
    if (after_step) {
      if (auto problem = after_step(state, r.steps)) {
        r.error = *problem;
        return r;
      }
    }
  }
  r.finished = true;
  return r;
}

}  // namespace parlor
