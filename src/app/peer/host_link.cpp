#include "app/peer/host_link.h"

#include <nlohmann/json.hpp>
#include <random>
#include <tuple>
#include <utility>

#include "app/peer/peer_hub.h"
#include "app/session/table_session.h"
#include "engine/card.h"
#include "net/peer_invite.h"

namespace parlor::peer {
namespace {

// Tokens must not be guessable from anything a link or a guest sees: the device's own entropy
// (the browser's crypto.getRandomValues under Emscripten's random_device).
uint64_t fresh_seed() {
  std::random_device rd;
  return (static_cast<uint64_t>(rd()) << 32) ^ rd();
}

std::vector<std::string> names_of(const session::GameSetup& setup) {
  std::vector<std::string> out;
  for (const auto& s : setup.seats) out.push_back(s.name);
  return out;
}

// For the browser tests only (peer_bridge.h test_secrets): after each move, every physical card
// in play and each seat's hidden ones (the other hands and the stock), the round count and the
// faces the last move named, so a test checks every text a guest received against the cards it
// must not see, as the conformance scan does natively.
std::string secrets_json(const State& state) {
  auto texts = [](const std::vector<Card>& cards) {
    nlohmann::json out = nlohmann::json::array();
    for (Card c : cards) out.push_back(to_text(c, true));
    return out;
  };
  std::vector<Card> cards;
  state.all_cards(cards);
  nlohmann::json j{{"moves", state.history().size()}, {"rounds", state.scores().rounds.size()}, {"all", texts(cards)}};
  nlohmann::json secret = nlohmann::json::array();
  for (int s = 0; s < state.num_seats(); ++s) {
    state.secret_cards(s, cards);
    secret.push_back(texts(cards));
  }
  j["secret"] = std::move(secret);
  // Cards every seat was shown face up outside the moves (Jok-R-Ummy's deal for the first dealer).
  state.shown_cards(cards);
  j["face_up"] = texts(cards);
  nlohmann::json shown = nlohmann::json::array(), shown_as = nlohmann::json::array();
  int mover = -1;
  if (const auto history = state.history(); !history.empty()) {
    const Action& a = history.back().action;
    mover = history.back().seat;
    if (!a.card.is_none()) shown.push_back(to_text(a.card.face()));
    for (int m = 0; m < a.melds.size(); ++m)
      for (const PlacedCard& p : a.melds.cards(m)) {
        shown.push_back(to_text(p.card.face()));
        // A move's line names a wild as what it stands for ("the 4-5-6 of diamonds"): a value,
        // not a card, which the tests' leak check allows that move's line.
        if (!p.as.is_none()) shown_as.push_back(to_text(p.as.face()));
      }
  }
  j["mover"] = mover;
  j["shown"] = std::move(shown);
  j["shown_as"] = std::move(shown_as);
  return j.dump();
}

}  // namespace

HostLink::HostLink(net::Match& match, const session::GameSetup& setup, std::string ice)
    : host_(match, names_of(setup), fresh_seed()),
      match_(match),
      ice_(std::move(ice)),
      table_(setup.peer_table),
      names_(names_of(setup)),
      test_secrets_(test_secrets()) {
  invites_.resize(setup.seats.size());
  saved_tokens_.resize(setup.seats.size());
  for (size_t s = 0; s < setup.seats.size(); ++s) {
    if (setup.seats[s].kind != session::SeatKind::Remote) continue;
    const int seat = static_cast<int>(s);
    seats_.push_back(seat);
    host_.invite(seat);
    if (host_.restore_token(seat, setup.seats[s].token)) saved_tokens_[s] = setup.seats[s].token;
    reinvite(seat);
  }
  // A guest who loses the table (a reload) is told whose it was, and joins with the round so far.
  for (const session::SeatSetup& seat : setup.seats)
    if (seat.kind == session::SeatKind::Person) {
      host_.set_host_name(seat.name);
      break;
    }
  host_.set_round_so_far([this] {
    net::PeerHost::RoundSoFar so_far;
    if (session_) std::tie(so_far.round, so_far.lines) = session_->round_so_far();
    return so_far;
  });
  // Until a guest says hello its seat is away, so the others see who is missing.
  for (int seat : seats_) host_.disconnected(seat);
  if (test_secrets_) publish_secrets(secrets_json(match_.state()));
}

void HostLink::reinvite(int seat) {
  Invite& inv = invites_[static_cast<size_t>(seat)];
  inv = Invite{};
  host_.disconnected(seat);
  offer(seat, ice_);
}

void HostLink::set_ice(std::string ice) {
  ice_ = std::move(ice);
  for (int seat : seats_) {
    const Step step = invites_[static_cast<size_t>(seat)].step;
    if (host_.presence(seat) != net::Presence::Connected && step != Step::Connecting && step != Step::Joined)
      reinvite(seat);
  }
}

void HostLink::detached() {
  TableLink::detached();
  session_ = nullptr;
  gone_ = true;
  for (int seat : seats_) {
    close(seat);
    close(kSpare + seat);
  }
}

// A joined guest's spare connection: its offer goes to the guest to keep, and the answer the
// guest makes ahead is set at once, so the connection waits for the guest's page to come back.
void HostLink::spare_event(const PeerEvent& e) {
  const int seat = e.id - kSpare;
  if (static_cast<size_t>(seat) >= invites_.size() || !host_.invited(seat)) return;
  if (e.kind != PeerEvent::Kind::Described) return;  // a spare that fails leaves the link's way
  auto desc = net::invite_from_sdp(e.text, false);
  if (!desc) return;
  desc->table = table_;
  desc->seat = seat;
  host_.send_spare(seat, net::encode_invite(*desc));
  flush();
}

void HostLink::take_spare_answer(int seat) {
  const std::string code = host_.take_spare_answer(seat);
  if (code.empty()) return;
  auto a = net::decode_invite(code);
  if (a && a->answer && a->table == table_ && a->seat == seat) accept(kSpare + seat, net::invite_to_sdp(*a));
}

void HostLink::event(const PeerEvent& e) {
  if (gone_) return;
  if (e.id >= kSpare) return spare_event(e);
  if (e.id < 0 || static_cast<size_t>(e.id) >= invites_.size() || !host_.invited(e.id)) return;
  Invite& inv = invites_[static_cast<size_t>(e.id)];
  switch (e.kind) {
    case PeerEvent::Kind::Described: {
      auto desc = net::invite_from_sdp(e.text, false);
      if (!desc) {
        inv.step = Step::Failed;
        inv.error = desc.error();
        return;
      }
      desc->table = table_;
      desc->seat = e.id;
      inv.code = net::encode_invite(*desc);
      inv.step = Step::Waiting;
      return;
    }
    case PeerEvent::Kind::Open: inv.step = Step::Connecting; return;  // the guest's hello follows
    case PeerEvent::Kind::Text:
      host_.receive(e.id, e.text);
      if (host_.presence(e.id) == net::Presence::Connected) {
        inv.step = Step::Joined;
        // Joined (or back): a spare connection for the next time the guest's page reloads.
        if (!std::exchange(inv.spare, true)) spare(kSpare + e.id, e.id, ice_);
      }
      take_spare_answer(e.id);
      flush();
      return;
    case PeerEvent::Kind::Closed:
      inv.spare = false;
      host_.disconnected(e.id);
      flush();
      // A fresh invite at once: the guest rejoins with it, keeping the seat through its token.
      reinvite(e.id);
      return;
    case PeerEvent::Kind::Failed:
      inv.step = Step::Failed;
      inv.error = "The browser could not set up the connection: " + e.text;
      return;
    case PeerEvent::Kind::Certified: return;
  }
}

std::optional<std::string> HostLink::take_answer(std::string_view code) {
  auto a = net::decode_invite(code);
  if (!a) return a.error();
  if (!a->answer) return "That is an invite, not an answer: send it to the player you invite.";
  if (a->table != table_) return "That answer is for another table.";
  if (a->seat < 0 || static_cast<size_t>(a->seat) >= invites_.size() || !host_.invited(a->seat))
    return "That answer is for a seat nobody was invited to.";
  Invite& inv = invites_[static_cast<size_t>(a->seat)];
  if (inv.step != Step::Waiting) return name(a->seat) + "'s invite is not waiting for an answer.";
  accept(a->seat, net::invite_to_sdp(*a));
  inv.step = Step::Connecting;
  return std::nullopt;
}

std::optional<std::string> HostLink::stand_in(int seat, const std::string& kind) {
  auto why = host_.stand_in(seat, kind);
  flush();
  return why;
}

void HostLink::react(int seat, net::Reaction r) {
  host_.react(seat, r);
  flush();
}

void HostLink::moved(int seat, const std::string& line, const Action& action) {
  if (test_secrets_) publish_secrets(secrets_json(match_.state()));
  host_.moved(seat, line, action);
  flush();
}

void HostLink::flush() {
  for (const net::Outgoing& out : host_.take_outbox()) send(out.seat, out.text);
}

bool HostLink::my_turn() const {
  const int seat = match_.current_seat();
  return !match_.is_over() && seat >= 0 && match_.seat(seat).here();
}

void HostLink::tick(session::TableSession& session, double) {
  session_ = &session;
  table_showing();
  // Tokens go into the set-up, which is saved with the game: guests rejoin after a reload.
  bool changed = false;
  for (int seat : seats_) {
    const std::string& t = host_.token(seat);
    if (t.empty() || t == saved_tokens_[static_cast<size_t>(seat)]) continue;
    saved_tokens_[static_cast<size_t>(seat)] = t;
    session.setup().seats[static_cast<size_t>(seat)].token = t;
    changed = true;
  }
  if (changed) session.save();
}

}  // namespace parlor::peer
