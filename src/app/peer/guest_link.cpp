#include "app/peer/guest_link.h"

#include <nlohmann/json.hpp>
#include <random>
#include <utility>

#include "app/peer/peer_hub.h"
#include "app/session/table_session.h"
#include "app/tables/registry.h"
#include "bots/registry.h"
#include "games/registry.h"

namespace parlor::peer {

GuestLink::GuestLink(scenes::Director& director, net::PeerInvite offer, std::string ice)
    : director_(director),
      offer_(std::move(offer)),
      ice_(std::move(ice)),
      guest_(director.store().load_peer_token(offer_.table)),
      autoplay_(test_autoplay()) {}

void GuestLink::start() { answer(kGuestConnection, ice_, net::invite_to_sdp(offer_)); }

void GuestLink::start_spare(const std::string& ufrag, const std::string& pwd) {
  step_ = Step::Rejoining;
  by_spare_ = true;
  rejoin(kGuestConnection, ice_, net::invite_to_sdp(offer_), ufrag, pwd);
}

namespace {
// ICE characters from the device's own entropy: whoever knows them could answer for this guest.
std::string ice_text(size_t n) {
  static constexpr char kChars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  std::random_device rd;
  std::string out;
  for (size_t i = 0; i < n; ++i) out += kChars[rd() % 62];
  return out;
}
}  // namespace

void GuestLink::answer_spare(const std::string& fingerprint) {
  auto offer = net::decode_invite(std::exchange(spare_offer_, {}));
  if (!offer || step_ != Step::Playing) return;
  const std::string ufrag = ice_text(16), pwd = ice_text(24);
  auto a = net::prearranged_answer(*offer, fingerprint, ufrag, pwd);
  if (!a) return;
  send_text(guest_.spare_answer(net::encode_invite(*a)));
  director_.store().save_peer_spare(offer_.table, {net::encode_invite(*offer), ufrag, pwd});
}

void GuestLink::set_ice(std::string ice) {
  ice_ = std::move(ice);
  if (step_ != Step::Answering && step_ != Step::AnswerReady && step_ != Step::Failed) return;
  step_ = Step::Answering;
  answer_.clear();
  error_.clear();
  start();
}

void GuestLink::send_text(const std::string& text) {
  if (!send(kGuestConnection, text)) error_ = "The connection to the host is lost.";
}

void GuestLink::event(const PeerEvent& e) {
  if (e.id != kGuestConnection) return;
  switch (e.kind) {
    case PeerEvent::Kind::Described: {
      auto desc = net::invite_from_sdp(e.text, true);
      if (!desc) {
        step_ = Step::Failed;
        error_ = desc.error();
        return;
      }
      desc->table = offer_.table;
      desc->seat = offer_.seat;
      answer_ = net::encode_invite(*desc);
      step_ = Step::AnswerReady;
      return;
    }
    case PeerEvent::Kind::Open:
      step_ = Step::Connected;
      // The host took the answer: from here a reload finds its way back through the seat.
      director_.store().forget_peer_invite();
      send_text(guest_.hello());
      return;
    case PeerEvent::Kind::Text: {
      const bool playing = step_ == Step::Playing;
      const auto before = guest_.shared_view();
      const int refusals = guest_.refusals();
      if (guest_.receive(e.text)) return;  // refused: nothing changed
      if (std::string spare = guest_.take_spare(); !spare.empty() && !autoplay_) {
        spare_offer_ = std::move(spare);
        certify(kGuestConnection);
      }
      if (guest_.refusals() != refusals && session_) session_->notify("The host says: " + guest_.refusal());
      if (!guest_.joined() || guest_.shared_view() == before) return;  // presence, reaction, refusal
      if (autoplay_) return play_by_itself();
      // The welcome: the table from the view it gives. Then each update moves the table on.
      if (!playing) return welcomed();
      auto lines = guest_.take_lines();
      if (mirror_) mirror_->push(lines, guest_.shared_view());
      return;
    }
    case PeerEvent::Kind::Certified: return answer_spare(e.text);
    case PeerEvent::Kind::Closed:
      if (step_ == Step::Rejoining) {
        step_ = Step::Failed;
        error_ = "The table did not answer.";
        return;
      }
      if (step_ == Step::Playing) {
        const std::string& host = guest_.host();
        director_.notify(host.empty() ? "The connection to the table was lost. Your seat is kept: ask the person "
                                        "who invited you for your rejoin link, and open it."
                                      : "The connection to " + host + "'s table was lost. Your seat is kept: ask " +
                                            host + " for your rejoin link, and open it.");
      }
      step_ = Step::HostAway;
      return;
    case PeerEvent::Kind::Failed:
      // A spare that cannot be made leaves the link's way back; the table goes on.
      if (step_ == Step::Playing) return;
      error_ = "The browser could not set up the connection: " + e.text;
      step_ = Step::Failed;
      return;
  }
}

void GuestLink::welcomed() {
  step_ = Step::Playing;
  director_.store().save_peer_token(offer_.table, guest_.token());
  guest_.take_lines();  // moves before the welcome are in the view already
  auto view = guest_.shared_view();
  const std::string game = view->to_json().value("game", std::string());
  const scenes::TableEntry* entry = scenes::find_table(game);
  const int seats = static_cast<int>(guest_.names().size());
  if (!entry || !entry->make || seats < 1) {
    step_ = Step::Failed;
    error_ = "This device cannot show that game's table.";
    return;
  }
  auto mirror = std::make_unique<net::MirrorState>(seats, view);
  net::MirrorState& m = *mirror;
  session::GameSetup setup;
  setup.game_id = game;
  setup.options = nlohmann::json{{"players", seats}};
  // The others' moves are shown at this person's own bot speed (the last one chosen here).
  setup.speed = director_.settings().bot_speed;
  std::vector<net::SeatConfig> configs;
  std::vector<std::unique_ptr<net::Seat>> players;
  // Back at the table it was last at (a reload): the person's hand as they had arranged it.
  const auto kept = director_.store().load_peer_seat();
  const bool same = kept && kept->table == offer_.table && kept->seat == guest_.seat() && kept->game == game;
  for (int s = 0; s < seats; ++s) {
    const bool own = s == guest_.seat();
    session::SeatSetup seat;
    seat.name = guest_.names()[static_cast<size_t>(s)];
    seat.kind = own ? session::SeatKind::Person : session::SeatKind::Remote;
    if (own && same) {
      seat.order = kept->arranged.order;
      seat.order_round = kept->arranged.order_round;
      seat.staged = kept->arranged.staged;
      seat.sort_by_rank = kept->arranged.sort_by_rank;
    }
    setup.seats.push_back(seat);
    configs.push_back({seat.name, false, "", !own});
    players.push_back(std::make_unique<net::MirrorSeat>(m, s, own));
  }
  auto match = net::Match::adopt(std::move(mirror), std::move(configs), std::move(players));
  // Nothing of a guest's table is saved on its device: the host keeps the game.
  session::TableSession session(setup, std::move(match), nullptr);
  // The round's log as the host has it, so a rejoining guest reads back what happened before.
  const net::PeerGuest::RoundSoFar so_far = guest_.take_round_so_far();
  session.recall(so_far.round, so_far.lines);
  session.link(shared_from_this());
  kept_ = setup.seats[static_cast<size_t>(guest_.seat())];
  remember(game);
  mirror_ = &m;
  session_ = nullptr;
  auto table = entry->make(director_, std::move(session));
  director_.show(std::move(table));
}

void GuestLink::play_by_itself() {
  if (step_ != Step::Playing) {
    step_ = Step::Playing;
    director_.store().save_peer_token(offer_.table, guest_.token());
  }
  guest_.take_lines();
  const View* v = guest_.view();
  const nlohmann::json j = v->to_json();
  phase_ = j.value("phase", std::string());
  totals_.clear();
  if (const auto s = j.find("scores"); s != j.end() && s->is_object()) totals_ = s->value("totals", std::vector<int>{});
  if (!v->to_act() || guest_.moves() == sent_at_) return;
  if (!bot_) {
    auto bot = make_bot("greedy", j.value("game", std::string()), bot_seed(offer_.table, guest_.seat()));
    if (!bot) {
      step_ = Step::Failed;
      error_ = bot.error();
      return;
    }
    bot_ = std::move(*bot);
  }
  sent_at_ = guest_.moves();
  if (auto text = guest_.act(bot_->choose(*v))) send_text(*text);
}

std::optional<std::string> GuestLink::relay(int seat, const Action& action) {
  if (seat != guest_.seat()) return "That is not your seat.";
  if (mirror_ && mirror_->catching_up()) return "Wait a moment: the table is catching up.";
  auto text = guest_.act(action);
  if (!text) return "You have not joined the table yet.";
  if (!send(kGuestConnection, *text)) return "The connection to the host is lost, so your move was not sent.";
  return std::nullopt;
}

void GuestLink::react(net::Reaction r) { send(kGuestConnection, guest_.react(r)); }

void GuestLink::tick(session::TableSession& session, double) {
  session_ = &session;
  table_showing();
  if (game_over_) return;
  if (session.match().is_over()) {
    // Nothing to come back to: the lobby no longer says whose table it was.
    game_over_ = true;
    director_.store().forget_peer_seat();
    return;
  }
  const session::SeatSetup& own = session.setup().seats[static_cast<size_t>(guest_.seat())];
  if (own.order == kept_.order && own.order_round == kept_.order_round && own.sort_by_rank == kept_.sort_by_rank)
    return;
  kept_ = own;
  remember(session.setup().game_id);
}

void GuestLink::remember(const std::string& game) {
  director_.store().save_peer_seat({offer_.table, guest_.host(), game, guest_.seat(), kept_});
}

void GuestLink::detached() {
  // The table is gone (the person left it): its state with it.
  TableLink::detached();
  mirror_ = nullptr;
  session_ = nullptr;
}

}  // namespace parlor::peer
