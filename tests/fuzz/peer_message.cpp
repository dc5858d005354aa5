// Peer play's message decoders (net/peer_message.h): the first byte picks the direction (even:
// host -> guest, with its view rebuilt through the game's View::from_json; odd: guest -> host,
// its move named by the game the byte picks among the registered ones), the rest is the text. Whatever decodes must
// encode to text that decodes again and encodes to the same text, within the direction's cap; and a guest that has
// joined takes a host message in or refuses it with a reason, never half-way.
#include "net/peer_message.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz_check.h"
#include "games/registry.h"
#include "net/peer_loopback.h"

using namespace parlor;

namespace {

template <class Decode, class Encode>
void require_round_trip(std::string_view text, Decode decode, Encode encode, size_t cap, const char* what) {
  auto first = decode(text);
  if (!first) {
    fuzz::require(!first.error().empty(), std::string(what) + ": a refused message has no reason");
    return;
  }
  const std::string encoded = encode(*first);
  fuzz::require(encoded.size() <= cap + cap / 2, std::string(what) + ": re-encoding grew far past the cap", encoded);
  auto again = decode(encoded);
  if (!again) fuzz::broken(std::string(what) + ": a message's own encoding does not decode", again.error());
  fuzz::require(again->seq == first->seq && again->kind == first->kind,
                std::string(what) + ": decoding again changed the message", encoded);
  fuzz::require(encode(*again) == encoded, std::string(what) + ": decoding again changed the text", encoded);
}

// A guest of the first game's smallest table, welcomed; each input is tried on a copy.
const net::PeerGuest& joined_guest() {
  static const net::PeerGuest guest = [] {
    for (const GameEntry& g : game_registry()) {
      if (!g.has_engine) continue;
      std::vector<bool> remote(static_cast<size_t>(g.min_players), true);
      remote[0] = false;
      auto loop = net::PeerLoopback::create(std::string(g.id), g.min_players, 1, remote);
      if (!loop || (*loop)->join_all()) break;
      return (*loop)->guest(1);
    }
    fuzz::broken("no guest could join a table");
  }();
  return guest;
}

// A host message the guest refuses changes nothing it shows.
void require_all_or_nothing(std::string_view text) {
  net::PeerGuest g = joined_guest();
  const View* view = g.view();
  const int64_t moves = g.moves();
  const auto why = g.receive(text);
  if (!why) return;
  fuzz::require(!why->empty(), "a guest refused a message without a reason");
  fuzz::require(g.view() == view && g.moves() == moves && g.seat() == joined_guest().seat() &&
                    g.token() == joined_guest().token() && g.names() == joined_guest().names(),
                "a refused message changed the guest", *why);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::string_view text = fuzz::as_text(data + 1, size - 1);
  if (data[0] % 2 == 0) {
    require_round_trip(
        text, net::decode_host_message, [](const net::HostMessage& m) { return net::encode(m); },
        net::kMaxHostMessageBytes, "host message");
    require_all_or_nothing(text);
  } else {
    const auto& games = game_registry();
    const MoveKinds kinds = games[data[0] / 2 % games.size()].move_kinds;
    require_round_trip(
        text, [&](std::string_view t) { return net::decode_guest_message(t, kinds); },
        [&](const net::GuestMessage& m) { return net::encode(m, kinds); }, net::kMaxGuestMessageBytes, "guest message");
  }
  return 0;
}
