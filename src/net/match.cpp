#include "net/match.h"

#include "bots/registry.h"
#include "games/registry.h"

namespace parlor::net {

Result<std::unique_ptr<Match>> Match::create(const std::string& game_id, const nlohmann::json& options, uint64_t seed,
                                             std::vector<SeatConfig> seats) {
  auto state = create_game(game_id, options, seed);
  if (!state) return Result<std::unique_ptr<Match>>::failure(state.error());
  if (static_cast<int>(seats.size()) != (*state)->num_seats())
    return Result<std::unique_ptr<Match>>::failure("The number of seats does not match the number of players.");
  std::vector<std::string> kinds;
  for (const SeatConfig& s : seats) {
    // make_bots reads an empty kind as a person's seat.
    if (s.bot && s.bot_kind.empty()) return Result<std::unique_ptr<Match>>::failure("A computer player needs a kind.");
    kinds.push_back(s.bot ? s.bot_kind : std::string());
  }
  auto bots = make_bots(game_id, kinds, seed);
  if (!bots) return Result<std::unique_ptr<Match>>::failure(bots.error());
  std::unique_ptr<Match> m(new Match());
  m->state_ = std::move(*state);
  m->seats_ = std::move(seats);
  m->bots_ = std::move(*bots);
  return m;
}

bool Match::bot_to_act() const {
  int s = state_->current_seat();
  return s >= 0 && bots_[static_cast<size_t>(s)] != nullptr;
}

int Match::first_person() const {
  for (size_t i = 0; i < seats_.size(); ++i)
    if (!seats_[i].bot) return static_cast<int>(i);
  return -1;
}

Action Match::bot_move() {
  int s = state_->current_seat();
  auto view = state_->view(s);
  return bots_[static_cast<size_t>(s)]->choose(*view);
}

std::optional<std::string> Match::play(int seat, const Action& action) { return state_->try_apply(seat, action); }

}  // namespace parlor::net
