// How long peer play's connection codes are (net/peer_invite.h): the invite link's code and the
// answer code, for the candidate sets devices typically gather, against the session description
// they stand for (goal: an invite link under 300 characters with host candidates).
//
//   bench_peer_invite
// The browser's own descriptions are measured by bench/p2p-latency.mjs; this one sets the shapes.
#include "net/peer_invite.h"

#include <cstdio>
#include <string>
#include <vector>

using namespace parlor;
using namespace parlor::net;

namespace {

PeerInvite sample(bool answer, const std::vector<IceCandidate>& candidates) {
  PeerInvite inv;
  inv.answer = answer;
  inv.table = 0x8f3a91c2d4e5;
  inv.seat = 3;
  inv.ufrag = "Xq7B";
  inv.pwd = "k3ZtR8vYp1bN6mWq2sLx9dGh";
  for (size_t i = 0; i < inv.fingerprint.size(); ++i) inv.fingerprint[i] = static_cast<uint8_t>(i * 37 + 11);
  inv.candidates = candidates;
  return inv;
}

}  // namespace

int main() {
  using T = IceCandidate::Type;
  const IceCandidate mdns{T::Host, false, "2c4b8f1e-9d0a-4b7c-8e2f-0123456789ab.local", 50123};
  const IceCandidate mdns6{T::Host, false, "7d0e3a52-1b9c-4f6e-a0d1-fedcba987654.local", 50124};
  const IceCandidate v4{T::Host, false, "192.168.1.23", 50125};
  const IceCandidate srflx{T::Srflx, false, "203.0.113.7", 61000};
  const IceCandidate srflx6{T::Srflx, false, "2001:db8:85a3::8a2e:370:7334", 61001};
  const IceCandidate relay{T::Relay, false, "198.51.100.20", 3478};
  struct Shape {
    const char* name;
    std::vector<IceCandidate> candidates;
  };
  const std::vector<Shape> shapes{
      {"1 mDNS host (iceServers: [])", {mdns}},
      {"2 mDNS hosts (IPv4 + IPv6 interfaces)", {mdns, mdns6}},
      {"1 mDNS host + 1 STUN srflx", {mdns, srflx}},
      {"2 mDNS hosts + 2 STUN srflx (IPv4 + IPv6)", {mdns, mdns6, srflx, srflx6}},
      {"plain IPv4 host + srflx + TURN relay", {v4, srflx, relay}},
  };
  // An invite link on a short origin, as the join screen shows it.
  const std::string origin = "https://parlor.example/#join=";
  std::printf("%-44s %6s %6s %6s %6s\n", "candidates", "SDP", "offer", "link", "answer");
  for (const Shape& s : shapes) {
    const PeerInvite offer = sample(false, s.candidates), answer = sample(true, s.candidates);
    const std::string code = encode_invite(offer);
    std::printf("%-44s %6zu %6zu %6zu %6zu\n", s.name, invite_to_sdp(offer).size(), code.size(),
                origin.size() + code.size(), encode_invite(answer).size());
  }
  std::printf("(characters; SDP: the description written back from the code, before Chromium adds its own lines)\n");
  return 0;
}
