#include "net/peer_guest.h"

#include <typeinfo>

#include "net/peer_invite.h"

namespace parlor::net {

PeerGuest::PeerGuest(std::string token) : token_(is_seat_token(token) ? std::move(token) : std::string()) {}

GuestMessage PeerGuest::next(GuestKind kind) {
  GuestMessage m;
  m.kind = kind;
  m.seq = ++to_host_;
  return m;
}

std::string PeerGuest::hello() {
  // A new connection: both directions count from 1 again.
  to_host_ = 0;
  from_host_.reset();
  GuestMessage m = next(GuestKind::Hello);
  m.token = token_;
  return encode(m);
}

std::optional<std::string> PeerGuest::act(const Action& action) {
  if (!joined()) return std::nullopt;
  GuestMessage m = next(GuestKind::Action);
  m.seat = seat_;
  m.at = moves_;
  m.action = action;
  return encode(m, view_->move_kinds());
}

std::string PeerGuest::react(Reaction reaction) {
  GuestMessage m = next(GuestKind::Reaction);
  m.reaction = reaction;
  return encode(m);
}

std::string PeerGuest::spare_answer(std::string code) {
  GuestMessage m = next(GuestKind::Spare);
  m.code = std::move(code);
  return encode(m);
}

Presence PeerGuest::presence(int seat) const {
  return seat >= 0 && static_cast<size_t>(seat) < presence_.size() ? presence_[static_cast<size_t>(seat)]
                                                                   : Presence::Connected;
}

std::optional<std::string> PeerGuest::receive(std::string_view text) {
  auto m = decode_host_message(text);
  if (!m) return m.error();
  if (!from_host_.fresh(m->seq)) return std::string(kStaleReason);
  if (auto why = take(*m)) return why;
  from_host_.take(m->seq);
  return std::nullopt;
}

// Applies a decoded message, or says why it does not fit what this guest knows.
std::optional<std::string> PeerGuest::take(HostMessage& m) {
  if (m.kind == HostKind::Refused) {
    refusal_ = std::move(m.reason);
    ++refusals_;
    return std::nullopt;
  }
  if (m.kind == HostKind::Welcome) {
    seat_ = m.seat;
    token_ = std::move(m.token);
    names_ = std::move(m.names);
    presence_ = std::move(m.presence);
    host_ = std::move(m.host);
    round_so_far_ = {m.lines_round, std::move(m.lines)};
    for (MoveLine& l : round_so_far_.lines) l.action.reset();
    moves_ = m.moves;
    view_ = std::move(m.view);
    refusal_.clear();
    return std::nullopt;
  }
  if (!joined()) return "The host has not welcomed this device yet.";
  if (m.kind == HostKind::Spare) {
    // For this guest's own seat only; the decoder checked it is an offer.
    auto offer = decode_invite(m.code);
    if (!offer || offer->seat != seat_) return "The spare connection is for another seat.";
    spare_ = std::move(m.code);
    return std::nullopt;
  }
  if (m.kind == HostKind::Update) {
    // A view of this seat and this game (another game's view is another class), never going back.
    const View &now = *view_, &next = *m.view;
    if (next.seat() != seat_ || typeid(next) != typeid(now)) return "The view is not of this seat's game.";
    if (m.moves < moves_) return "The update is older than the table shown.";
    moves_ = m.moves;
    view_ = std::move(m.view);
    for (MoveLine& l : m.lines) lines_.push_back(std::move(l));
    return std::nullopt;
  }
  if (static_cast<size_t>(m.seat) >= names_.size()) return "The message is about a seat that is not at the table.";
  if (m.kind == HostKind::Presence)
    presence_[static_cast<size_t>(m.seat)] = m.status;
  else
    reactions_.emplace_back(m.seat, m.reaction);
  return std::nullopt;
}

}  // namespace parlor::net
