// Hand-made link bodies, to show that opening checks what a link made by make_link never
// contains (a well-framed link whose content is wrong).
#pragma once

#include <string>
#include <vector>

#include "net/link.h"
#include "net/link_wire.h"

namespace parlor::testing {

// Frames a body exactly as make_link does (magic, format, length, deflated body, CRC-32).
inline std::string frame_link(const net::wire::Bytes& body, uint8_t format = net::kLinkFormat) {
  net::wire::Bytes packed = net::wire::deflate_raw(body);
  net::wire::Writer f;
  f.byte(0x50);
  f.byte(format);
  f.varint(packed.size());
  f.raw(packed);
  net::wire::Bytes& out = f.bytes();
  uint32_t crc = net::wire::crc32_of(out.data(), out.size());
  for (int shift = 24; shift >= 0; shift -= 8) out.push_back(static_cast<uint8_t>(crc >> shift));
  return std::string(net::kLinkKey) + net::wire::base64url_encode(out);
}

struct BodySeat {
  std::string name;
  bool bot = false;
  std::string kind;
};

// The start of a body: flags, game, integer options (sorted by key), seed, seats.
inline net::wire::Writer link_head(bool setup_only, const std::string& game,
                                   const std::vector<std::pair<std::string, int64_t>>& options, uint64_t seed,
                                   const std::vector<BodySeat>& seats) {
  net::wire::Writer w;
  w.varint(setup_only ? 1 : 0);
  w.text(game);
  w.varint(options.size());
  for (const auto& [key, value] : options) {
    w.text(key);
    w.byte(0);
    w.zigzag(value);
  }
  w.varint(seed);
  w.varint(seats.size());
  for (const BodySeat& s : seats) {
    w.text(s.name);
    w.byte(s.bot ? 1 : 0);
    if (s.bot) w.text(s.kind);
  }
  return w;
}

inline std::vector<BodySeat> two_seats() { return {{"You", false, ""}, {"Ana", true, "greedy"}}; }

}  // namespace parlor::testing
