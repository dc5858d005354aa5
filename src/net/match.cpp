#include "net/match.h"

#include "games/registry.h"

namespace parlor::net {

Result<std::unique_ptr<Match>> Match::create(const std::string& game_id, const nlohmann::json& options, uint64_t seed,
                                             std::vector<SeatConfig> seats) {
  auto state = create_game(game_id, options, seed);
  if (!state) return Result<std::unique_ptr<Match>>::failure(state.error());
  if (static_cast<int>(seats.size()) != (*state)->num_seats())
    return Result<std::unique_ptr<Match>>::failure("The number of seats does not match the number of players.");
  std::unique_ptr<Match> m(new Match());
  m->state_ = std::move(*state);
  m->seats_ = std::move(seats);
  for (size_t i = 0; i < m->seats_.size(); ++i) {
    const SeatConfig& s = m->seats_[i];
    if (!s.bot) {
      m->players_.push_back(std::make_unique<PersonSeat>());
      continue;
    }
    // Each bot draws its own randomness from the match seed, so a replay of the log is exact
    // and two bots of one kind do not mirror each other.
    auto bot = make_bot(s.bot_kind, game_id, seed ^ (0x9E3779B97F4A7C15ull * (i + 1)));
    if (!bot) return Result<std::unique_ptr<Match>>::failure(bot.error());
    m->players_.push_back(std::make_unique<BotSeat>(std::move(*bot)));
  }
  return m;
}

bool Match::seat_plays_itself() const {
  const int s = state_->current_seat();
  return s >= 0 && !seat(s).here();
}

int Match::first_person() const {
  for (size_t i = 0; i < players_.size(); ++i)
    if (players_[i]->here()) return static_cast<int>(i);
  return -1;
}

std::optional<Action> Match::ready_move() {
  if (!seat_plays_itself()) return std::nullopt;
  const int s = state_->current_seat();
  return players_[static_cast<size_t>(s)]->move(*state_->view(s));
}

std::optional<std::string> Match::play(int seat, const Action& action) { return state_->try_apply(seat, action); }

}  // namespace parlor::net
