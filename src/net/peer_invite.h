// The short codes that connect two devices without a server: the host's offer (in an invite link
// `#join=...` and its QR code) and the guest's answer (a code, or a link `#answer=...`).
//
// A WebRTC session description is a page of text, nearly all of it the same for every data
// channel; only a few fields differ between two offers: the ICE user fragment and password, the
// DTLS certificate's SHA-256 fingerprint and the ICE candidates (where the device can be reached).
// A code carries those alone, in bytes (an IPv4 address is 4 bytes, a Chromium mDNS host name a
// 16-byte UUID, the fingerprint its 32 bytes), raw-deflated when that is shorter, in base64url;
// invite_to_sdp writes the full description back. Both name the host's table and the invited
// seat: a guest's device finds the seat token it kept for that table, and the host's tab knows
// which seat's invite an answer belongs to.
//
// Decoding is for untrusted text (a pasted code, a link): its length is capped before anything is
// read, and every field is checked.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/result.h"

namespace parlor::net {

inline constexpr size_t kMaxInviteChars = 1024;  // a code; real ones are about 100 to 200
inline constexpr size_t kMaxCandidates = 12;

struct IceCandidate {
  enum class Type : uint8_t { Host, Srflx, Prflx, Relay };
  Type type = Type::Host;
  bool tcp = false;
  std::string address;  // IPv4, IPv6 or an mDNS name (<uuid>.local)
  uint16_t port = 0;
  friend bool operator==(const IceCandidate&, const IceCandidate&) = default;
};

struct PeerInvite {
  bool answer = false;  // false: the host's offer; true: a guest's answer
  uint64_t table = 0;   // the host's table (48 bits); an answer repeats its offer's
  int seat = 0;         // the invited seat (0-255); an answer repeats its offer's
  std::string ufrag, pwd;
  std::array<uint8_t, 32> fingerprint{};
  std::vector<IceCandidate> candidates;
  friend bool operator==(const PeerInvite&, const PeerInvite&) = default;
};

// What a code needs from a session description (Chromium's, Firefox's, Safari's): a reason when
// the description has no ICE credentials, no SHA-256 fingerprint or no usable candidate.
Result<PeerInvite> invite_from_sdp(std::string_view sdp, bool answer);
// A session description for a data channel negotiated as id 0, which a browser accepts as the
// remote description.
std::string invite_to_sdp(const PeerInvite& invite);
// The code (base64url); decode_invite reads it back, with a reason for anything wrong.
std::string encode_invite(const PeerInvite& invite);
Result<PeerInvite> decode_invite(std::string_view code);

// An answer to `offer` made before its connection is: the certificate's SHA-256 fingerprint
// ("AB:CD:..."), and the ICE credentials the device will use when it answers (it keeps them, and
// the certificate, to come back with no further code). No candidates: the host learns the
// guest's address from the guest's own checks (a peer-reflexive candidate).
Result<PeerInvite> prearranged_answer(const PeerInvite& offer, std::string_view fingerprint, std::string ufrag,
                                      std::string pwd);

}  // namespace parlor::net
