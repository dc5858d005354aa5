// Share links (net/link.h open_link). The first byte picks how the rest is used:
//   0: the link text itself, as pasted;
//   1: the uncompressed body, deflated and framed with a correct length and CRC-32, so mutations
//      reach the body's reader instead of stopping at the checksum;
//   2: the raw-deflate stream, framed with a correct CRC-32 (reaches the inflater's checks).
// Whatever opens must re-encode to a link that opens to the same state, seats and kind, and
// re-encoding that gives the same text.
#include "net/link.h"

#include <cstddef>
#include <cstdint>

#include "fuzz_check.h"
#include "net/link_wire.h"

using namespace parlor;
using namespace parlor::net;

namespace {

// The frame link.cpp writes: magic 'P', format, varint length, the deflated body, CRC-32
// (big-endian) of all that precedes it.
std::string framed(const wire::Bytes& packed) {
  wire::Writer w;
  w.byte(0x50);
  w.byte(static_cast<uint8_t>(kLinkFormat));
  w.varint(packed.size());
  w.raw(packed);
  wire::Bytes& out = w.bytes();
  const uint32_t crc = wire::crc32_of(out.data(), out.size());
  for (int shift = 24; shift >= 0; shift -= 8) out.push_back(static_cast<uint8_t>(crc >> shift));
  return std::string(kLinkKey) + wire::base64url_encode(out);
}

Result<std::string> encode(const OpenedLink& link) {
  const State& s = *link.state;
  if (link.setup_only) return make_setup_link(s.game_id(), s.options(), s.seed(), link.seats);
  return make_link(s, link.seats, nullptr, link.orders);
}

bool same_seats(const std::vector<SeatConfig>& a, const std::vector<SeatConfig>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].name != b[i].name || a[i].bot != b[i].bot || (a[i].bot && a[i].bot_kind != b[i].bot_kind)) return false;
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const wire::Bytes rest(data + 1, data + size);
  std::string text;
  switch (data[0] % 3) {
    case 0: text.assign(rest.begin(), rest.end()); break;
    case 1: text = framed(wire::deflate_raw(rest)); break;
    default: text = framed(rest); break;
  }
  auto opened = open_link(text);
  if (!opened) {
    fuzz::require(!opened.error().empty(), "a refused link has no reason");
    return 0;
  }
  fuzz::require(opened->state != nullptr, "an opened link has no state");
  auto link = encode(*opened);
  if (!link) {
    // Our deflate may pack a long game less tightly than the link's own stream did.
    fuzz::require(link.error() == "This game is too long to share as a link.", "an opened link does not re-encode",
                  link.error());
    return 0;
  }
  auto again = open_link(*link);
  if (!again) fuzz::broken("a re-encoded link does not open", again.error());
  fuzz::require(again->setup_only == opened->setup_only, "re-encoding changed the link's kind");
  fuzz::require(same_seats(again->seats, opened->seats), "re-encoding changed the seats");
  fuzz::require(again->orders == opened->orders, "re-encoding changed the hand orders");
  fuzz::require(again->state->debug_snapshot() == opened->state->debug_snapshot(), "re-encoding changed the state",
                *link);
  auto third = encode(*again);
  fuzz::require(third.ok() && *third == *link, "re-encoding is not stable", *link);
  return 0;
}
