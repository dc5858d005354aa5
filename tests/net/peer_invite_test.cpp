// The connection codes of peer play (net/peer_invite.h): what a browser's session description
// needs survives the trip through a code, the description written back carries it, and damaged,
// foreign or oversized codes are refused with a reason.
#include "net/peer_invite.h"

#include <doctest/doctest.h>

#include <string>

using namespace parlor;
using namespace parlor::net;

namespace {

// An offer as Chromium writes it for one data channel after ICE gathering, with an mDNS host
// candidate, its TCP twin and a server-reflexive one.
const char* kChromiumOffer =
    "v=0\r\n"
    "o=- 4611731400430051336 2 IN IP4 127.0.0.1\r\n"
    "s=-\r\n"
    "t=0 0\r\n"
    "a=group:BUNDLE 0\r\n"
    "a=extmap-allow-mixed\r\n"
    "a=msid-semantic: WMS\r\n"
    "m=application 50123 UDP/DTLS/SCTP webrtc-datachannel\r\n"
    "c=IN IP4 203.0.113.7\r\n"
    "a=candidate:3442447574 1 udp 2122260223 2c4b8f1e-9d0a-4b7c-8e2f-0123456789ab.local 50123 typ host generation 0 "
    "network-id 1\r\n"
    "a=candidate:1842045086 1 tcp 1518280447 2c4b8f1e-9d0a-4b7c-8e2f-0123456789ab.local 9 typ host tcptype active "
    "generation 0 network-id 1\r\n"
    "a=candidate:4235678901 1 udp 1686052607 203.0.113.7 50123 typ srflx raddr 0.0.0.0 rport 0 generation 0 "
    "network-id 1\r\n"
    "a=ice-ufrag:Xq7B\r\n"
    "a=ice-pwd:k3ZtR8vYp1bN6mWq2sLx9dGh\r\n"
    "a=ice-options:trickle\r\n"
    "a=fingerprint:sha-256 "
    "6B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08\r\n"
    "a=setup:actpass\r\n"
    "a=mid:0\r\n"
    "a=sctp-port:5000\r\n"
    "a=max-message-size:262144\r\n";

}  // namespace

TEST_CASE("Peer invite: a Chromium offer keeps its credentials, fingerprint and UDP candidates") {
  auto inv = invite_from_sdp(kChromiumOffer, false);
  REQUIRE(inv.ok());
  CHECK(inv->ufrag == "Xq7B");
  CHECK(inv->pwd == "k3ZtR8vYp1bN6mWq2sLx9dGh");
  CHECK(inv->fingerprint[0] == 0x6B);
  CHECK(inv->fingerprint[31] == 0x08);
  REQUIRE(inv->candidates.size() == 2);  // the TCP twin is left out
  CHECK(inv->candidates[0].address == "2c4b8f1e-9d0a-4b7c-8e2f-0123456789ab.local");
  CHECK(inv->candidates[0].port == 50123);
  CHECK(inv->candidates[1].type == IceCandidate::Type::Srflx);
  CHECK(inv->candidates[1].address == "203.0.113.7");
}

TEST_CASE("Peer invite: a code decodes to the same offer, and its description reads back the same") {
  auto inv = invite_from_sdp(kChromiumOffer, false);
  REQUIRE(inv.ok());
  inv->table = 0xA1B2C3D4E5F6;
  inv->seat = 2;
  inv->candidates.push_back({IceCandidate::Type::Host, false, "2001:db8::1", 40000});
  const std::string code = encode_invite(*inv);
  CHECK(code.size() < 200);
  auto back = decode_invite(code);
  REQUIRE(back.ok());
  CHECK(*back == *inv);
  auto again = invite_from_sdp(invite_to_sdp(*back), false);
  REQUIRE(again.ok());
  again->table = inv->table;
  again->seat = inv->seat;
  CHECK(*again == *inv);
  CHECK(invite_to_sdp(*back).find("a=setup:actpass") != std::string::npos);
}

TEST_CASE("Peer invite: an answer is marked as one and names its offer's table and seat") {
  auto inv = invite_from_sdp(kChromiumOffer, true);
  REQUIRE(inv.ok());
  inv->table = 77;
  inv->seat = 13;
  auto back = decode_invite(encode_invite(*inv));
  REQUIRE(back.ok());
  CHECK(back->answer);
  CHECK(back->table == 77);
  CHECK(back->seat == 13);
  CHECK(invite_to_sdp(*back).find("a=setup:active") != std::string::npos);
}

TEST_CASE("Peer invite: descriptions without what a code needs are refused with a reason") {
  std::string no_candidates = kChromiumOffer;
  for (size_t at; (at = no_candidates.find("a=candidate:")) != std::string::npos;)
    no_candidates.erase(at, no_candidates.find('\n', at) + 1 - at);
  CHECK(invite_from_sdp(no_candidates, false).error().find("no ICE candidate") != std::string::npos);
  std::string no_pwd = kChromiumOffer;
  no_pwd.replace(no_pwd.find("a=ice-pwd:"), 10, "a=ice-xxx:");
  CHECK_FALSE(invite_from_sdp(no_pwd, false).ok());
  CHECK_FALSE(invite_from_sdp("", false).ok());
}

TEST_CASE("Peer invite: damaged, foreign and oversized codes are refused with a reason") {
  auto inv = invite_from_sdp(kChromiumOffer, false);
  REQUIRE(inv.ok());
  const std::string code = encode_invite(*inv);
  CHECK(decode_invite("").error() == "The code is empty.");
  CHECK_FALSE(decode_invite(code.substr(0, code.size() / 2)).ok());
  CHECK_FALSE(decode_invite(code + "AAAA").ok());
  CHECK_FALSE(decode_invite("$$$$").ok());
  CHECK(decode_invite(std::string(5000, 'A')).error() == "This code is too long.");
  CHECK(decode_invite("BwAA").error() == "This is not a Parlor connection code.");
  // Spaces and line breaks a messaging app adds are ignored.
  CHECK(decode_invite(code.substr(0, 10) + " \n" + code.substr(10)).ok());
  // Every single-character change is refused or decodes to some other well-formed offer.
  for (size_t i = 0; i < code.size(); ++i) {
    std::string bad = code;
    bad[i] = bad[i] == 'A' ? 'B' : 'A';
    auto r = decode_invite(bad);
    if (r.ok()) CHECK(decode_invite(encode_invite(*r)).ok());
  }
}
