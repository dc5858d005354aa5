// Peer play's connection codes (net/peer_invite.h), read from what a person pastes or a link
// carries: the first byte picks the input's form (even: a code, decode_invite; odd: a session
// description, invite_from_sdp, bit 1 choosing an offer or an answer), the rest is the text.
// Whatever opens must encode to a code that opens to the same thing, and encoding that again
// gives the same code; the description written back from it must read back to the same
// credentials, fingerprint and candidates (repeated candidates once).
#include "net/peer_invite.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz_check.h"

using namespace parlor;
using namespace parlor::net;

namespace {

std::string describe(const PeerInvite& inv) {
  std::string s = std::string(inv.answer ? "answer" : "offer") + " table " + std::to_string(inv.table) + " seat " +
                  std::to_string(inv.seat) + " ufrag " + inv.ufrag + " pwd " + inv.pwd;
  for (const IceCandidate& c : inv.candidates)
    s += " [" + std::to_string(static_cast<int>(c.type)) + " " + c.address + " " + std::to_string(c.port) + "]";
  return s;
}

void require_round_trip(const PeerInvite& inv) {
  const std::string code = encode_invite(inv);
  fuzz::require(code.size() <= kMaxInviteChars, "a code written from what opened is over the cap", describe(inv));
  auto again = decode_invite(code);
  if (!again) fuzz::broken("a code written from what opened does not open", again.error() + "\n" + code);
  fuzz::require(*again == inv, "a code opened to something else", describe(inv) + "\n" + describe(*again));
  fuzz::require(encode_invite(*again) == code, "encoding again changed the code", code);

  // The description a browser is given: what it carries reads back the same.
  auto back = invite_from_sdp(invite_to_sdp(inv), inv.answer);
  if (!back) fuzz::broken("the description written from a code does not read back", back.error());
  std::vector<IceCandidate> once;
  for (const IceCandidate& c : inv.candidates)
    if (std::find(once.begin(), once.end(), c) == once.end()) once.push_back(c);
  fuzz::require(back->ufrag == inv.ufrag && back->pwd == inv.pwd && back->fingerprint == inv.fingerprint &&
                    back->candidates == once && back->answer == inv.answer,
                "the description written from a code reads back differently", describe(inv) + "\n" + describe(*back));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::string_view text = fuzz::as_text(data + 1, size - 1);
  auto inv = data[0] % 2 == 0 ? decode_invite(text) : invite_from_sdp(text, (data[0] & 2) != 0);
  if (!inv) {
    fuzz::require(!inv.error().empty(), "a refused code or description has no reason");
    return 0;
  }
  fuzz::require(!inv->candidates.empty() && inv->candidates.size() <= kMaxCandidates,
                "what opened has no candidate or too many", describe(*inv));
  require_round_trip(*inv);
  return 0;
}
