// A peer table in memory for the tests (net/peer_loopback.h), every text a guest receives
// scanned first for cards the seat may not see (reckoned by physical copy:
// games/conformance_views.h), and the sizes of the texts measured.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "engine/json_util.h"
#include "games/conformance_views.h"
#include "games/registry.h"
#include "net/peer_loopback.h"

namespace parlor::testing {

// The first card a host message shows that `seat` may not see, or nothing. The view is scanned
// as any view is; the rest of the message (names, log lines) as a record of the past.
inline std::optional<std::string> peer_leak(const State& s, int seat, const json& msg, const CardKnowledge& known) {
  if (const json* view = find_member(msg, "view"))
    if (auto leak = check_view_json(s, seat, *view, known)) return leak;
  json rest = msg;
  rest.erase("view");
  const json as_history{{"events", json::array({rest})}};
  return check_view_json(s, seat, as_history, known);
}

struct PeerTable {
  std::unique_ptr<net::PeerLoopback> loop;
  CardKnowledge known;
  size_t messages = 0, largest_host = 0, largest_guest = 0;

  // `remote[s]`: seat s is a guest's; the others are the host's bots. The guests join.
  PeerTable(const std::string& game, int players, uint64_t seed, const std::vector<bool>& remote,
            const std::string& kind = "greedy") {
    auto l = net::PeerLoopback::create(game, players, seed, remote, kind);
    REQUIRE(l.ok());
    loop = std::move(*l);
    known.see(match().state());
    loop->on_move = [this] { known.see(match().state()); };
    loop->on_guest_text = [this](int, const std::string& text) {
      largest_guest = std::max(largest_guest, text.size());
    };
    loop->on_host_text = [this](int seat, const std::string& text) {
      ++messages;
      largest_host = std::max(largest_host, text.size());
      auto j = parse_json(text);
      REQUIRE(j.ok());
      const auto leak = peer_leak(match().state(), seat, *j, known);
      INFO(text);
      REQUIRE_FALSE(leak.has_value());
    };
    REQUIRE_FALSE(loop->join_all().has_value());
  }

  net::Match& match() { return loop->match(); }
  net::PeerHost& host() { return loop->host(); }
  net::PeerGuest& guest(int seat) { return loop->guest(seat); }
  void send(int seat, const std::string& text) { loop->send(seat, text); }
  void join(int seat) { REQUIRE_FALSE(loop->join(seat).has_value()); }
  // The first refusal a guest made, if any.
  std::optional<std::string> deliver() { return loop->deliver(); }
  void step() {
    const auto why = loop->step();
    INFO(why.value_or(""));
    REQUIRE_FALSE(why.has_value());
  }
  void play_out() {
    while (!match().is_over()) step();
  }
};

}  // namespace parlor::testing
