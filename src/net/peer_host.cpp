#include "net/peer_host.h"

#include <cstdio>

#include "net/link.h"
#include "net/peer_invite.h"

namespace parlor::net {
namespace {

// Kept so a guest sending junk cannot grow the host's memory without end.
constexpr size_t kKeptLogLines = 200;

// Same length or not, every character is looked at: how long a comparison takes says nothing
// of how much of a guessed token was right.
bool same_token(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  unsigned char diff = 0;
  for (size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  return diff == 0;
}

}  // namespace

PeerHost::PeerHost(Match& match, std::vector<std::string> names, uint64_t token_seed)
    : match_(match), names_(std::move(names)), tokens_(token_seed) {
  names_.resize(static_cast<size_t>(match.state().num_seats()));
  for (std::string& n : names_) n = clip_utf8(std::move(n), kMaxSeatNameBytes);
  remotes_.resize(names_.size());
}

PeerHost::Remote* PeerHost::remote(int seat) {
  return seat >= 0 && static_cast<size_t>(seat) < remotes_.size() ? remotes_[static_cast<size_t>(seat)].get() : nullptr;
}

const PeerHost::Remote* PeerHost::remote(int seat) const { return const_cast<PeerHost*>(this)->remote(seat); }

void PeerHost::invite(int seat) {
  if (seat < 0 || static_cast<size_t>(seat) >= remotes_.size() || remote(seat)) return;
  remotes_[static_cast<size_t>(seat)] = std::make_unique<Remote>();
  match_.set_seat(seat, std::make_unique<RemoteSeat>(remote(seat)->inbox));
}

Presence PeerHost::presence(int seat) const {
  const Remote* r = remote(seat);
  if (!r || r->connected) return Presence::Connected;
  return r->bot_plays ? Presence::BotPlays : Presence::Away;
}

const std::string& PeerHost::token(int seat) const {
  static const std::string none;
  const Remote* r = remote(seat);
  return r ? r->token : none;
}

bool PeerHost::restore_token(int seat, const std::string& token) {
  Remote* r = remote(seat);
  if (!r || !is_seat_token(token)) return false;
  r->token = token;
  return true;
}

std::string PeerHost::new_token() {
  char hex[kTokenChars + 1];
  std::snprintf(hex, sizeof hex, "%016llx%016llx", static_cast<unsigned long long>(tokens_.next_u64()),
                static_cast<unsigned long long>(tokens_.next_u64()));
  return std::string(hex, kTokenChars);
}

void PeerHost::send(int seat, HostMessage m) {
  Remote* r = remote(seat);
  if (!r) return;
  m.seq = ++r->to_guest;
  outbox_.push_back({seat, encode(m)});
}

void PeerHost::tell_guests(const HostMessage& m, int except) {
  for (size_t s = 0; s < remotes_.size(); ++s)
    if (remotes_[s] && remotes_[s]->connected && static_cast<int>(s) != except) send(static_cast<int>(s), m);
}

void PeerHost::refuse(int seat, uint64_t of, const std::string& reason) {
  const std::string who = "Seat " + std::to_string(seat + 1) + " (" + names_[static_cast<size_t>(seat)] + "): ";
  log_.push_back(who + reason);
  if (log_.size() > kKeptLogLines) log_.erase(log_.begin());
  HostMessage m;
  m.kind = HostKind::Refused;
  m.refused_seq = of;
  m.reason = reason;
  send(seat, std::move(m));
}

void PeerHost::receive(int seat, std::string_view text) {
  Remote* r = remote(seat);
  if (!r) return;  // no channel is opened for a seat played here
  auto m = decode_guest_message(text, match_.state().move_kinds());
  if (!m) return refuse(seat, 0, m.error());
  // A hello starts a new connection, whose numbers start again (hello() takes its number).
  if (m->kind == GuestKind::Hello) return hello(seat, *m);
  // Only what is taken in takes its number: a refused message changes nothing, not even which
  // numbers the guest's next messages may carry.
  if (!r->from_guest.fresh(m->seq)) return refuse(seat, m->seq, kStaleReason);
  if (!r->connected) return refuse(seat, m->seq, "Join the table before playing.");
  if (m->kind == GuestKind::Reaction) {
    r->from_guest.take(m->seq);
    reactions_.emplace_back(seat, m->reaction);
    HostMessage out;
    out.kind = HostKind::Reaction;
    out.seat = seat;
    out.reaction = m->reaction;
    return tell_guests(out);
  }
  if (m->kind == GuestKind::Spare) {
    // Only the seat's own answer to its own spare offer: the decoder checked the code's kind.
    auto a = decode_invite(m->code);
    if (!a || a->seat != seat) return refuse(seat, m->seq, "That spare answer is for another seat.");
    r->from_guest.take(m->seq);
    r->spare_answer = std::move(m->code);
    return;
  }
  if (auto why = check_action(seat, *m)) return refuse(seat, m->seq, *why);
  r->from_guest.take(m->seq);
  r->inbox->action = m->action;
}

std::optional<std::string> PeerHost::check_action(int seat, const GuestMessage& m) const {
  const Remote& r = *remote(seat);
  if (m.seat != seat) return "That move was for another seat.";
  if (r.bot_plays) return "A computer player is playing your seat for now.";
  if (match_.current_seat() != seat) return "It is not your turn.";
  if (m.at != static_cast<int64_t>(match_.state().history().size()))
    return "The table moved on before your move arrived.";
  if (r.inbox->action) return "Your last move has not been played yet.";
  return match_.state().validate(seat, m.action);
}

void PeerHost::hello(int seat, const GuestMessage& m) {
  Remote& r = *remote(seat);
  // The channel was opened for this seat's invite. While its guest is connected, only the device
  // holding its token gets it (a second hello never knocks the player out). Once the guest is
  // away, the host's fresh invite brings its player back: the host sent that link, and its
  // player may open it where the token is not (another browser, a phone's in-app browser, cleared
  // storage), so whoever answers it takes the seat, with its hand, and a new token.
  if (r.connected && !same_token(r.token, m.token))
    return refuse(seat, m.seq, "This seat is taken: only its player's device can rejoin it.");
  if (r.token.empty() || !same_token(r.token, m.token)) r.token = new_token();
  r.from_guest.reset();
  r.from_guest.take(m.seq);
  r.connected = true;
  r.to_guest = 0;
  if (r.bot_plays) {
    r.bot_plays = false;
    r.inbox->action.reset();
    match_.set_seat(seat, std::make_unique<RemoteSeat>(r.inbox));
  }
  HostMessage w;
  w.kind = HostKind::Welcome;
  w.seat = seat;
  w.token = r.token;
  w.names = names_;
  for (int s = 0; s < static_cast<int>(names_.size()); ++s) w.presence.push_back(presence(s));
  w.moves = static_cast<int64_t>(match_.state().history().size());
  w.view = match_.state().view(seat);
  w.host = host_name_;
  if (round_so_far_) {
    RoundSoFar so_far = round_so_far_();
    // The last lines only, each no longer than an update's, without their moves (the view has them).
    const size_t skip = so_far.lines.size() > kMaxLines ? so_far.lines.size() - kMaxLines : 0;
    for (size_t i = skip; i < so_far.lines.size(); ++i)
      w.lines.push_back(
          {so_far.lines[i].seat, clip_utf8(std::move(so_far.lines[i].text), kMaxLineBytes), std::nullopt});
    w.lines_round = w.lines.empty() ? -1 : so_far.round;
  }
  send(seat, std::move(w));
  HostMessage p;
  p.kind = HostKind::Presence;
  p.seat = seat;
  p.status = Presence::Connected;
  tell_guests(p, seat);
}

void PeerHost::disconnected(int seat) {
  Remote* r = remote(seat);
  if (!r || !r->connected) return;
  r->connected = false;
  HostMessage p;
  p.kind = HostKind::Presence;
  p.seat = seat;
  p.status = presence(seat);
  tell_guests(p);
}

std::optional<std::string> PeerHost::stand_in(int seat, const std::string& kind) {
  Remote* r = remote(seat);
  if (!r) return "That seat is not played from another device.";
  if (r->connected) return "That player is at the table.";
  auto bot = match_.make_bot_seat(seat, kind);
  if (!bot) return bot.error();
  match_.set_seat(seat, std::move(*bot));
  r->bot_plays = true;
  r->inbox->action.reset();
  HostMessage p;
  p.kind = HostKind::Presence;
  p.seat = seat;
  p.status = Presence::BotPlays;
  tell_guests(p);
  return std::nullopt;
}

void PeerHost::moved(int seat, std::string line, std::optional<Action> action) {
  // A move checked before this one was made on a table that has moved on.
  for (auto& r : remotes_)
    if (r) r->inbox->action.reset();
  const int64_t moves = static_cast<int64_t>(match_.state().history().size());
  for (size_t s = 0; s < remotes_.size(); ++s) {
    if (!remotes_[s] || !remotes_[s]->connected) continue;
    HostMessage u;
    u.kind = HostKind::Update;
    u.moves = moves;
    u.lines.push_back({seat, clip_utf8(line, kMaxLineBytes), action});
    u.view = match_.state().view(static_cast<int>(s));
    send(static_cast<int>(s), std::move(u));
  }
}

void PeerHost::send_spare(int seat, std::string code) {
  Remote* r = remote(seat);
  if (!r || !r->connected) return;
  HostMessage m;
  m.kind = HostKind::Spare;
  m.code = std::move(code);
  send(seat, std::move(m));
}

std::string PeerHost::take_spare_answer(int seat) {
  Remote* r = remote(seat);
  return r ? std::exchange(r->spare_answer, {}) : std::string();
}

void PeerHost::react(int seat, Reaction reaction) {
  HostMessage m;
  m.kind = HostKind::Reaction;
  m.seat = seat;
  m.reaction = reaction;
  tell_guests(m);
}

}  // namespace parlor::net
