// The spare connection that brings a guest back after a reload with no code passed by hand
// (net/peer_message.h `spare`, net/peer_invite.h prearranged_answer): the host's spare offer
// reaches its own seat's guest only, the guest's answer made ahead reaches the host once, codes
// of the wrong kind, seat or size are refused with a reason and change nothing.
#include <doctest/doctest.h>

#include <string>

#include "net/peer_invite.h"
#include "peer_table.h"

using namespace parlor;
using namespace parlor::net;
using namespace parlor::testing;

namespace {

constexpr const char* kFingerprint =
    "6B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08";

PeerInvite spare_offer(int seat) {
  PeerInvite o;
  o.table = 0x123456789a;
  o.seat = seat;
  o.ufrag = "Xq7B";
  o.pwd = "k3ZtR8vYp1bN6mWq2sLx9dGh";
  o.fingerprint[0] = 0x6b;
  o.candidates.push_back({IceCandidate::Type::Host, false, "2c4b8f1e-9d0a-4b7c-8e2f-0123456789ab.local", 50123});
  return o;
}

PeerInvite answer_ahead(int seat) {
  auto a = prearranged_answer(spare_offer(seat), kFingerprint, "AbCdEfGhIjKlMnOp", "abcdefghijklmnopqrstuvwx");
  REQUIRE(a.ok());
  return *a;
}

}  // namespace

TEST_CASE(
    "Peer spare: the host's spare offer reaches its seat's guest, and the answer made ahead reaches the host once") {
  PeerTable t("five_crowns", 3, 8, {false, true, true});
  const std::string offer = encode_invite(spare_offer(2));
  t.host().send_spare(2, offer);
  REQUIRE_FALSE(t.deliver().has_value());
  CHECK(t.guest(2).take_spare() == offer);
  CHECK(t.guest(2).take_spare().empty());
  CHECK(t.guest(1).take_spare().empty());
  const std::string answer = encode_invite(answer_ahead(2));
  t.send(2, t.guest(2).spare_answer(answer));
  CHECK(t.host().take_spare_answer(2) == answer);
  CHECK(t.host().take_spare_answer(2).empty());
  CHECK(t.host().log().empty());
  // The game goes on over the same connection: the spare took one sequence number each way.
  t.play_out();
}

TEST_CASE("Peer spare: a guest that is away gets no spare offer, one for another seat is refused both ways") {
  PeerTable t("five_crowns", 3, 8, {false, true, true});
  t.host().disconnected(1);
  REQUIRE_FALSE(t.deliver().has_value());  // the others hear seat 1 is away
  t.host().send_spare(1, encode_invite(spare_offer(1)));
  CHECK(t.host().take_outbox().empty());
  // The host sends seat 2 an offer for seat 1: its guest refuses it, keeping nothing.
  HostMessage m;
  m.kind = HostKind::Spare;
  m.seq = 1000;
  m.code = encode_invite(spare_offer(1));
  CHECK(t.guest(2).receive(encode(m)) == "The spare connection is for another seat.");
  CHECK(t.guest(2).take_spare().empty());
  // Seat 2's guest sends an answer for seat 1: refused, logged, not kept.
  t.send(2, t.guest(2).spare_answer(encode_invite(answer_ahead(1))));
  CHECK(t.host().take_spare_answer(2).empty());
  REQUIRE(t.host().log().size() == 1);
  CHECK(t.host().log()[0] == "Seat 3 (" + t.guest(2).names()[2] + "): That spare answer is for another seat.");
}

TEST_CASE("Peer spare: codes of the wrong kind, damaged or too long are refused by the decoders") {
  HostMessage h;
  h.kind = HostKind::Spare;
  h.seq = 3;
  h.code = encode_invite(spare_offer(1));
  auto back = decode_host_message(encode(h));
  REQUIRE(back.ok());
  CHECK(back->code == h.code);
  CHECK(encode(*back) == encode(h));
  // The message stays small: a code is capped at kMaxInviteChars, and a real one is far under it.
  CHECK(encode(h).size() < 200);
  h.code = encode_invite(answer_ahead(1));  // an answer where an offer goes
  CHECK(decode_host_message(encode(h)).error() == "The spare connection's code is of the wrong kind.");
  h.code = "AAAA";
  CHECK(decode_host_message(encode(h)).error().find("The spare connection's code is damaged") == 0);
  h.code = std::string(kMaxInviteChars + 1, 'A');
  CHECK(decode_host_message(encode(h)).error() == "\"code\" is too long.");

  GuestMessage g;
  g.kind = GuestKind::Spare;
  g.seq = 4;
  g.code = encode_invite(answer_ahead(1));
  auto gb = decode_guest_message(encode(g), {});
  REQUIRE(gb.ok());
  CHECK(gb->code == g.code);
  CHECK(encode(g).size() < 200);
  g.code = encode_invite(spare_offer(1));
  CHECK(decode_guest_message(encode(g), {}).error() == "The spare connection's code is of the wrong kind.");
  g.code = std::string(kMaxGuestMessageBytes, 'A');
  CHECK_FALSE(decode_guest_message(encode(g), {}).ok());
}

TEST_CASE("Peer spare: an answer made ahead carries the certificate and credentials, and no candidate") {
  const PeerInvite a = answer_ahead(2);
  CHECK(a.answer);
  CHECK(a.table == 0x123456789a);
  CHECK(a.seat == 2);
  CHECK(a.candidates.empty());
  auto back = decode_invite(encode_invite(a));
  REQUIRE(back.ok());
  CHECK(*back == a);
  const std::string sdp = invite_to_sdp(a);
  CHECK(sdp.find("a=candidate") == std::string::npos);
  CHECK(sdp.find("a=ice-ufrag:AbCdEfGhIjKlMnOp\r\n") != std::string::npos);
  CHECK(sdp.find(std::string("a=fingerprint:sha-256 ") + kFingerprint) != std::string::npos);
  CHECK(sdp.find("a=setup:active") != std::string::npos);
  // An offer with no candidate stays refused: nobody could reach its host.
  PeerInvite bare = spare_offer(2);
  bare.candidates.clear();
  CHECK_FALSE(decode_invite(encode_invite(bare)).ok());
  // Bad credentials or fingerprint, or an answer to an answer, make none.
  CHECK_FALSE(prearranged_answer(spare_offer(2), "6B:8B", "AbCdEfGh", "abcdefghijklmnopqrstuvwx").ok());
  CHECK_FALSE(prearranged_answer(spare_offer(2), kFingerprint, "AbC", "abcdefghijklmnopqrstuvwx").ok());
  CHECK_FALSE(prearranged_answer(spare_offer(2), kFingerprint, "AbCdEfGh", "short").ok());
  CHECK_FALSE(prearranged_answer(a, kFingerprint, "AbCdEfGh", "abcdefghijklmnopqrstuvwx").ok());
}
