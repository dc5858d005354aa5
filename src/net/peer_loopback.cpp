#include "net/peer_loopback.h"

#include "bots/registry.h"
#include "engine/json_util.h"

namespace parlor::net {

Result<std::unique_ptr<PeerLoopback>> PeerLoopback::create(const std::string& game, int players, uint64_t seed,
                                                           const std::vector<bool>& remote, const std::string& kind) {
  using LoopResult = Result<std::unique_ptr<PeerLoopback>>;
  if (players < 1 || remote.size() != static_cast<size_t>(players))
    return LoopResult::failure("One entry a seat is needed.");
  std::vector<SeatConfig> seats;
  std::vector<std::string> names, kinds(static_cast<size_t>(players), kind);
  for (int s = 0; s < players; ++s) {
    names.push_back("Seat " + std::to_string(s + 1));
    seats.push_back({names.back(), !remote[static_cast<size_t>(s)], kind});
  }
  auto match = Match::create(game, json{{"players", players}}, seed, seats);
  if (!match) return LoopResult::failure(match.error());
  auto bots = make_bots(game, kinds, seed);
  if (!bots) return LoopResult::failure(bots.error());
  std::unique_ptr<PeerLoopback> p(new PeerLoopback());
  p->match_ = std::move(*match);
  p->host_ = std::make_unique<PeerHost>(*p->match_, names, seed * 31 + 7);
  p->guests_.resize(static_cast<size_t>(players));
  p->guest_bots_.resize(static_cast<size_t>(players));
  for (int s = 0; s < players; ++s) {
    if (!remote[static_cast<size_t>(s)]) continue;
    p->host_->invite(s);
    p->guests_[static_cast<size_t>(s)] = std::make_unique<PeerGuest>();
    p->guest_bots_[static_cast<size_t>(s)] = std::move((*bots)[static_cast<size_t>(s)]);
  }
  return p;
}

void PeerLoopback::replace_guest(int seat, const std::string& token) {
  guests_[static_cast<size_t>(seat)] = std::make_unique<PeerGuest>(token);
}

std::optional<std::string> PeerLoopback::join(int seat) {
  send(seat, guest(seat).hello());
  return deliver();
}

std::optional<std::string> PeerLoopback::join_all() {
  for (size_t s = 0; s < guests_.size(); ++s)
    if (guests_[s])
      if (auto why = join(static_cast<int>(s))) return why;
  return std::nullopt;
}

void PeerLoopback::send(int seat, const std::string& text) {
  if (on_guest_text) on_guest_text(seat, text);
  host_->receive(seat, text);
}

std::optional<std::string> PeerLoopback::deliver() {
  std::optional<std::string> first;
  for (Outgoing& out : host_->take_outbox()) {
    if (on_host_text) on_host_text(out.seat, out.text);
    if (!has_guest(out.seat)) continue;
    auto why = guest(out.seat).receive(out.text);
    if (why && !first) first = "Seat " + std::to_string(out.seat + 1) + " refused a message: " + *why;
  }
  return first;
}

std::optional<std::string> PeerLoopback::step() {
  const int seat = match_->current_seat();
  if (seat < 0) return "The game is over.";
  if (has_guest(seat) && host_->presence(seat) == Presence::Connected) {
    PeerGuest& g = guest(seat);
    if (!g.view() || !g.view()->to_act()) return "The guest to act does not see its turn.";
    auto text = g.act(guest_bots_[static_cast<size_t>(seat)]->choose(*g.view()));
    if (!text) return "The guest has not joined.";
    send(seat, *text);
  }
  const auto move = match_->ready_move();
  if (!move) return "The seat to act has no move: " + (host_->log().empty() ? "?" : host_->log().back());
  const std::string line = match_->state().describe_action(seat, *move);
  if (auto why = match_->play(seat, *move)) return "The host refused its own seat's move: " + *why;
  if (on_move) on_move();
  host_->moved(seat, line, *move);
  return deliver();
}

std::optional<std::string> PeerLoopback::play_out() {
  while (!match_->is_over())
    if (auto why = step()) return why;
  return std::nullopt;
}

}  // namespace parlor::net
