// Writes the seed corpora of tests/fuzz/corpus/<target>/ from real games: seeded bot games of
// every game with an engine (some finished, most stopped part-way), their share links in each
// of the link target's three forms, their saves, peer messages both ways, and settings, stats and
// judge requests.
// Run from the fuzz build: build/fuzz/fuzz_make_corpus tests/fuzz/corpus
#include <filesystem>
#include <fstream>
#include <iostream>

#include "app/session/save.h"
#include "app/session/settings.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "engine/rng.h"
#include "games/registry.h"
#include "net/link.h"
#include "net/link_wire.h"
#include "net/peer_invite.h"
#include "net/peer_loopback.h"

using namespace parlor;
namespace fs = std::filesystem;

namespace {

fs::path root;

void write(const std::string& target, const std::string& name, std::string_view bytes) {
  fs::create_directories(root / target);
  std::ofstream(root / target / name, std::ios::binary).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

std::string prefixed(uint8_t mode, const net::wire::Bytes& b) {
  return std::string(1, static_cast<char>(mode)) + std::string(b.begin(), b.end());
}

// The link target's three forms: text, inflated body, deflated stream (link.cpp's frame).
void write_link(const std::string& name, const std::string& link) {
  write("link", name + "_text", std::string(1, '\0') + link);
  auto raw = net::wire::base64url_decode(link.substr(net::kLinkKey.size()));
  net::wire::Reader r(raw.bytes.data() + 2, raw.bytes.size() - 2);
  const size_t length = r.varint();
  const size_t head = raw.bytes.size() - r.remaining();
  const net::wire::Bytes packed(raw.bytes.begin() + static_cast<long>(head),
                                raw.bytes.begin() + static_cast<long>(head + length));
  net::wire::Bytes body;
  net::wire::inflate_raw(packed.data(), packed.size(), size_t{1} << 20, body);
  write("link", name + "_body", prefixed(1, body));
  write("link", name + "_deflated", prefixed(2, packed));
}

void write_game(const GameEntry& g, int players, uint64_t seed, int64_t stop, session::Stats& stats) {
  auto state = g.create(json{{"players", players}}, seed);
  const auto kinds = bot_kinds(g.id, BotKinds::Quick);
  std::vector<std::string> seat_kinds;
  std::vector<net::SeatConfig> seats;
  for (int s = 0; s < players; ++s) {
    seat_kinds.emplace_back(kinds[static_cast<size_t>(s) % kinds.size()]);
    seats.push_back({s == 0 ? "You" : "Bot " + std::to_string(s), s != 0, seat_kinds.back()});
  }
  auto bots = make_bots(g.id, seat_kinds, seed);
  State& st = **state;
  for (int64_t step = 0; step < stop && !st.is_terminal(); ++step) {
    const int seat = st.current_seat();
    st.apply(seat, (*bots)[static_cast<size_t>(seat)]->choose(*st.view(seat)));
  }
  const std::string name =
      std::string(g.id) + "_" + std::to_string(players) + "p_" + std::to_string(st.history().size());
  write("load_game", name, dump_json(st.to_json()));
  write("saved_game", name, session::saved_game_to_text(session::setup_for(st, seats), st));
  if (auto link = net::make_link(st, seats)) write_link(name, *link);
  if (st.is_terminal()) session::record_result(stats, st, 0);
  if (stop == 0) write_link(name + "_setup", *net::make_setup_link(g.id, st.options(), seed, seats));
}

void write_judge() {
  const char* fixed[] = {
      R"({"op":"meld","wild":"7","cards":["9D","7C","JD"]})",
      R"({"op":"meld","hand_number":1,"cards":["5H","6S","8H"]})",
      R"({"id":3,"op":"score","wild":"5","hand":["3H","4H","5S","9C","9D","JK","KS"]})",
      R"({"op":"go_out","wild":"K","hand":["3H","4H","5H","6H","7H","8H","9H","10H","JH","QH","4C","4D","4S","9S"]})",
      R"({"op":"meld","wild":"3","kind":"book","cards":["QS","Q*","3H=Q"]})",
      R"({"game":"rummu","op":"meld","cards":["R3","Y4=R4","R5"]})",
      R"({"game":"rummu","op":"meld","kind":"book","cards":["R7","Y7","G7","B7","K7"]})",
      R"({"game":"rummu","op":"come_out","round":2,"score":120,"team":false})",
  };
  int n = 0;
  for (const char* r : fixed) write("judge", "readme_" + std::to_string(n++), r);
  // Hands dealt from a shuffled Five Crowns deck, as each op would see them.
  std::vector<Card> deck = make_deck(DeckKind::FiveCrowns);
  Rng rng(2026);
  const char* ops[] = {"meld", "score", "go_out"};
  for (int i = 0; i < 9; ++i) {
    rng.shuffle(deck);
    const size_t cards = 3 + static_cast<size_t>(i) + (i % 3 == 2 ? 1 : 0);
    json hand = json::array();
    for (size_t c = 0; c < cards; ++c) hand.push_back(to_text(deck[c].face()));
    json req{{"op", ops[i % 3]}, {"hand_number", i + 1}, {i % 3 == 0 ? "cards" : "hand", hand}};
    write("judge", std::string("dealt_") + ops[i % 3] + "_" + std::to_string(i), dump_json(req));
  }
}

// A peer game of `players` (seat 0 the host's, the others guests) stopped after `stop` moves:
// every `every`-th text each way (the peer_message target's first byte: 0 host, 1 guest), and a
// refusal, a presence notice and reactions.
void write_peer(const GameEntry& g, int players, uint64_t seed, int64_t stop, int every) {
  std::vector<bool> remote(static_cast<size_t>(players), true);
  remote[0] = false;
  auto loop = net::PeerLoopback::create(std::string(g.id), players, seed, remote);
  if (!loop) return;
  net::PeerLoopback& l = **loop;
  const std::string name = std::string(g.id) + "_" + std::to_string(players) + "p_" + std::to_string(seed) + "_";
  int texts = 0;
  auto keep = [&](char way, const std::string& text) {
    if (texts++ % every == 0) write("peer_message", name + std::to_string(texts), std::string(1, way) + text);
  };
  l.on_host_text = [&](int, const std::string& text) { keep('\0', text); };
  l.on_guest_text = [&](int, const std::string& text) { keep('\1', text); };
  // Welcomes name the host's person and carry the round so far (a rejoin's, below).
  l.host().set_host_name("Ana");
  l.host().set_round_so_far([] {
    return net::PeerHost::RoundSoFar{0, {{0, "Player 1 draws from the stock.", std::nullopt}}};
  });
  l.join_all();
  for (int64_t step = 0; step < stop && !l.match().is_over(); ++step) l.step();
  every = 1;
  l.send(1, l.guest(1).react(net::Reaction::Laugh));
  l.send(1, R"({"v":1,"seq":1000,"type":"action","seat":0,"at":0,"action":{"type":"draw"}})");
  l.host().disconnected(players - 1);
  l.deliver();
  // The last seat's device reloads and rejoins with its token.
  const std::string token = l.guest(players - 1).token();
  l.replace_guest(players - 1, token);
  l.join(players - 1);
  // A spare connection each way: the host's offer for the rejoined seat, the answer made ahead.
  net::PeerInvite offer;
  offer.table = seed;
  offer.seat = players - 1;
  offer.ufrag = "Xq7B";
  offer.pwd = "k3ZtR8vYp1bN6mWq2sLx9dGh";
  offer.candidates.push_back(
      {net::IceCandidate::Type::Host, false, "2c4b8f1e-9d0a-4b7c-8e2f-0123456789ab.local", 50123});
  l.host().send_spare(players - 1, net::encode_invite(offer));
  l.deliver();
  const char* fingerprint =
      "6B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08";
  if (auto a = net::prearranged_answer(offer, fingerprint, "AbCdEfGhIjKlMnOp", "abcdefghijklmnopqrstuvwx"))
    l.send(players - 1, l.guest(players - 1).spare_answer(net::encode_invite(*a)));
}

// Connection codes (the peer_invite target's first byte: 0 a code, 1 an offer's description, 3 an
// answer's) for the candidate sets devices gather: mDNS hosts, plain IPv4 and IPv6, STUN and TURN
// candidates; each as a code, the code spaced as a message app may wrap it, and the description
// written back from it, with Chromium's extra lines (a TCP twin, trickle options) added.
void write_invites() {
  using T = net::IceCandidate::Type;
  const std::vector<std::vector<net::IceCandidate>> sets{
      {{T::Host, false, "2c4b8f1e-9d0a-4b7c-8e2f-0123456789ab.local", 50123}},
      {{T::Host, false, "2c4b8f1e-9d0a-4b7c-8e2f-0123456789ab.local", 50123},
       {T::Host, false, "7d0e3a52-1b9c-4f6e-a0d1-fedcba987654.local", 50124}},
      {{T::Host, false, "192.168.1.23", 50125}, {T::Srflx, false, "203.0.113.7", 61000}},
      {{T::Host, false, "fe80::1c2d:3e4f:5a6b:7c8d", 40000},
       {T::Srflx, false, "2001:db8:85a3::8a2e:370:7334", 61001},
       {T::Relay, false, "198.51.100.20", 3478},
       {T::Prflx, false, "10.0.0.2", 9}},
  };
  Rng rng(7);
  int n = 0;
  for (const auto& candidates : sets)
    for (bool answer : {false, true}) {
      net::PeerInvite inv;
      inv.answer = answer;
      inv.table = rng.next_u64() & 0xffffffffffff;
      inv.seat = n % 4;
      inv.ufrag = "u" + std::to_string(rng.next_u64() % 100000);
      inv.pwd = "p" + std::to_string(rng.next_u64()) + "abcdefghijklmnopqrstuv";
      for (uint8_t& b : inv.fingerprint) b = static_cast<uint8_t>(rng.next_u64());
      inv.candidates = candidates;
      const std::string name = std::string(answer ? "answer" : "offer") + std::to_string(n++);
      const std::string code = net::encode_invite(inv);
      write("peer_invite", name + "_code", std::string(1, '\0') + code);
      std::string spaced;
      for (size_t i = 0; i < code.size(); i += 8) spaced += (i ? " " : "") + code.substr(i, 8);
      write("peer_invite", name + "_spaced", std::string(1, '\0') + spaced);
      std::string sdp = net::invite_to_sdp(inv);
      sdp.insert(sdp.find("a=ice-ufrag"),
                 "a=candidate:1842045086 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0\r\n"
                 "a=ice-options:trickle\r\n");
      write("peer_invite", name + "_sdp", std::string(1, answer ? '\3' : '\1') + sdp);
    }
}

void write_settings() {
  session::Settings s;
  write("settings", "default", session::settings_to_text(s));
  s.last_names = {"You", "Ana", "Zoë", "李雷"};
  s.bot_speed = session::Speed::Instant;
  s.colour_blind = true;
  s.sound = false;
  write("settings", "named", session::settings_to_text(s));
  write("settings", "problems", R"({"format":1,"last_names":"Ana","bot_speed":3,"sound":"yes"})");
}

}  // namespace

int main(int argc, char** argv) {
  root = argc > 1 ? argv[1] : "tests/fuzz/corpus";
  session::Stats stats;
  write("stats", "empty", session::stats_to_text(stats));
  for (const GameEntry& g : game_registry()) {
    if (!g.has_engine) continue;
    write_game(g, g.min_players, 1, 0, stats);
    write_game(g, g.min_players, 2, 30, stats);
    write_game(g, g.max_players, 3, 60, stats);
    write_game(g, g.min_players, 4, g.min_players == 2 ? 1000000 : 200, stats);
  }
  write("stats", "played", session::stats_to_text(stats));
  for (const GameEntry& g : game_registry()) {
    if (!g.has_engine) continue;
    write_peer(g, g.min_players, 1, 30, 8);
    write_peer(g, g.max_players, 2, 40, 80);
  }
  write_judge();
  write_invites();
  write_settings();
  std::cout << "wrote the seed corpora under " << root << "\n";
  return 0;
}
