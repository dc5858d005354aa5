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
  // A bot's seat plays by itself; make_bots leaves a person's seat empty. An invited seat waits
  // for moves that its guest has not sent yet (the peer host gives it its own inbox).
  for (size_t i = 0; i < bots->size(); ++i) {
    auto& bot = (*bots)[i];
    if (bot)
      m->players_.push_back(std::make_unique<BotSeat>(std::move(bot)));
    else if (m->seats_[i].remote)
      m->players_.push_back(std::make_unique<RemoteSeat>(std::make_shared<RemoteInbox>()));
    else
      m->players_.push_back(std::make_unique<PersonSeat>());
  }
  return m;
}

std::unique_ptr<Match> Match::adopt(std::unique_ptr<State> state, std::vector<SeatConfig> seats,
                                    std::vector<std::unique_ptr<Seat>> players) {
  std::unique_ptr<Match> m(new Match());
  m->state_ = std::move(state);
  m->seats_ = std::move(seats);
  m->players_ = std::move(players);
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

std::optional<Action> Match::ready_move(std::optional<double> slice_ms) {
  if (!seat_plays_itself()) return std::nullopt;
  const int s = state_->current_seat();
  return players_[static_cast<size_t>(s)]->move(*state_->view(s), slice_ms);
}

std::optional<std::string> Match::play(int seat, const Action& action) { return state_->try_apply(seat, action); }

void Match::set_seat(int seat, std::unique_ptr<Seat> player) {
  players_[static_cast<size_t>(seat)] = std::move(player);
}

Result<std::unique_ptr<Seat>> Match::make_bot_seat(int seat, const std::string& kind) const {
  using SeatResult = Result<std::unique_ptr<Seat>>;
  if (kind.empty()) return SeatResult::failure("A computer player needs a kind.");
  std::vector<std::string> kinds(players_.size());
  kinds[static_cast<size_t>(seat)] = kind;
  auto bots = make_bots(state_->game_id(), kinds, state_->seed());
  if (!bots) return SeatResult::failure(bots.error());
  return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move((*bots)[static_cast<size_t>(seat)])));
}

}  // namespace parlor::net
