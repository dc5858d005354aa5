#include "net/peer_invite.h"

#include <arpa/inet.h>

#include <algorithm>
#include <cstdio>
#include <optional>

#include "engine/enum_names.h"
#include "net/link_wire.h"

namespace parlor::net {
namespace {

using wire::Bytes;

// The code's first byte: what it is, and whether the rest is raw-deflated.
constexpr uint8_t kOffer = 1, kAnswer = 2, kDeflated = 0x80;
constexpr int kTableBytes = 6;
constexpr size_t kMaxIceText = 256;  // RFC 8839: ufrag 4-256, pwd 22-256 ICE characters
enum AddressKind : uint8_t { kIpv4 = 0, kIpv6 = 1, kMdns = 2 };

bool ice_chars(std::string_view s, size_t min) {
  if (s.size() < min || s.size() > kMaxIceText) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' || c == '/';
  });
}

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  while (!s.empty()) {
    const size_t at = s.find(sep);
    std::string_view part = s.substr(0, at);
    if (!part.empty()) out.push_back(part);
    if (at == std::string_view::npos) break;
    s.remove_prefix(at + 1);
  }
  return out;
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// "AB:CD:..." (32 bytes) into bytes.
bool read_fingerprint(std::string_view text, std::array<uint8_t, 32>& out) {
  const auto parts = split(text, ':');
  if (parts.size() != out.size()) return false;
  for (size_t i = 0; i < out.size(); ++i) {
    if (parts[i].size() != 2 || hex_digit(parts[i][0]) < 0 || hex_digit(parts[i][1]) < 0) return false;
    out[i] = static_cast<uint8_t>(hex_digit(parts[i][0]) * 16 + hex_digit(parts[i][1]));
  }
  return true;
}

// An mDNS candidate's name: a lowercase UUID and ".local" (Chromium hides local addresses so).
bool read_mdns(std::string_view name, uint8_t out[16]) {
  constexpr std::string_view kLocal = ".local";
  if (name.size() != 36 + kLocal.size() || name.substr(36) != kLocal) return false;
  int n = 0;
  for (size_t i = 0; i < 36; ++i) {
    if (i == 8 || i == 13 || i == 18 || i == 23) {
      if (name[i] != '-') return false;
      continue;
    }
    const int d = hex_digit(name[i]);
    if (d < 0 || (name[i] >= 'A' && name[i] <= 'F')) return false;  // lowercase only: one spelling
    if (n % 2 == 0)
      out[n / 2] = static_cast<uint8_t>(d << 4);
    else
      out[n / 2] = static_cast<uint8_t>(out[n / 2] | d);
    ++n;
  }
  return true;
}

std::string write_mdns(const uint8_t b[16]) {
  char s[40];
  std::snprintf(s, sizeof s, "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0], b[1], b[2],
                b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
  return std::string(s) + ".local";
}

// The address in bytes, with its kind; false for one a code cannot carry (a plain host name).
bool pack_address(const std::string& a, wire::Writer& w) {
  uint8_t b[16];
  if (inet_pton(AF_INET, a.c_str(), b) == 1) {
    w.byte(kIpv4);
    w.raw(Bytes(b, b + 4));
  } else if (inet_pton(AF_INET6, a.c_str(), b) == 1) {
    w.byte(kIpv6);
    w.raw(Bytes(b, b + 16));
  } else if (read_mdns(a, b)) {
    w.byte(kMdns);
    w.raw(Bytes(b, b + 16));
  } else {
    return false;
  }
  return true;
}

bool unpack_address(wire::Reader& r, std::string& out) {
  const uint8_t kind = r.byte();
  const size_t n = kind == kIpv4 ? 4 : 16;
  if (kind > kMdns || r.remaining() < n) return false;
  uint8_t b[16];
  for (size_t i = 0; i < n; ++i) b[i] = r.byte();
  if (kind == kMdns) {
    out = write_mdns(b);
    return true;
  }
  char text[INET6_ADDRSTRLEN];
  if (!inet_ntop(kind == kIpv4 ? AF_INET : AF_INET6, b, text, sizeof text)) return false;
  out = text;
  return true;
}

// An IP address in its one spelling ("fe80::0c2d" is "fe80::c2d"), as a code gives it back;
// other names as written.
std::string canonical_address(const std::string& a) {
  uint8_t b[16];
  char text[INET6_ADDRSTRLEN];
  for (int family : {AF_INET, AF_INET6})
    if (inet_pton(family, a.c_str(), b) == 1 && inet_ntop(family, b, text, sizeof text)) return text;
  return a;
}

const char* type_name(IceCandidate::Type t) { return enum_name(t, {"host", "srflx", "prflx", "relay"}); }

// "candidate:foundation component transport priority address port typ type ..." (RFC 8839).
bool read_candidate(std::string_view line, IceCandidate& c) {
  const auto f = split(line, ' ');
  if (f.size() < 8 || f[1] != "1" || f[6] != "typ") return false;  // component 1 (RTP) only: data channels bundle
  std::string transport(f[2]);
  std::transform(transport.begin(), transport.end(), transport.begin(), [](char ch) { return ch | 0x20; });
  // A TCP candidate only helps where UDP is blocked, and then a TURN server is needed anyway.
  if (transport != "udp") return false;
  c.address = canonical_address(std::string(f[4]));
  unsigned port = 0;
  for (char ch : f[5]) {
    if (ch < '0' || ch > '9' || port > 65535) return false;
    port = port * 10 + static_cast<unsigned>(ch - '0');
  }
  if (port == 0 || port > 65535) return false;
  c.port = static_cast<uint16_t>(port);
  bool found = false;
  for (auto t :
       {IceCandidate::Type::Host, IceCandidate::Type::Srflx, IceCandidate::Type::Prflx, IceCandidate::Type::Relay})
    if (f[7] == type_name(t)) c.type = t, found = true;
  wire::Writer probe;
  return found && pack_address(c.address, probe);
}

}  // namespace

Result<PeerInvite> invite_from_sdp(std::string_view sdp, bool answer) {
  PeerInvite inv;
  inv.answer = answer;
  bool fingerprint = false;
  for (std::string_view line : split(sdp, '\n')) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    auto value = [&](std::string_view key) -> std::optional<std::string_view> {
      if (line.substr(0, key.size()) != key) return std::nullopt;
      return line.substr(key.size());
    };
    if (auto v = value("a=ice-ufrag:"); v && inv.ufrag.empty()) inv.ufrag = std::string(*v);
    if (auto v = value("a=ice-pwd:"); v && inv.pwd.empty()) inv.pwd = std::string(*v);
    if (auto v = value("a=fingerprint:sha-256 "); v && !fingerprint)
      fingerprint = read_fingerprint(*v, inv.fingerprint);
    if (auto v = value("a=candidate:")) {
      IceCandidate c;
      if (read_candidate(*v, c) && inv.candidates.size() < kMaxCandidates &&
          std::find(inv.candidates.begin(), inv.candidates.end(), c) == inv.candidates.end())
        inv.candidates.push_back(std::move(c));
    }
  }
  using R = Result<PeerInvite>;
  if (!ice_chars(inv.ufrag, 4) || !ice_chars(inv.pwd, 22))
    return R::failure("The connection offer has no ICE user fragment and password.");
  if (!fingerprint) return R::failure("The connection offer has no SHA-256 certificate fingerprint.");
  if (inv.candidates.empty())
    return R::failure("This device found no way to be reached (no ICE candidate). Check the STUN server in settings.");
  return inv;
}

std::string invite_to_sdp(const PeerInvite& inv) {
  std::string fp;
  for (uint8_t b : inv.fingerprint) {
    char h[4];
    std::snprintf(h, sizeof h, fp.empty() ? "%02X" : ":%02X", b);
    fp += h;
  }
  std::string s =
      "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=msid-semantic: WMS\r\n"
      "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n";
  for (size_t i = 0; i < inv.candidates.size(); ++i) {
    const IceCandidate& c = inv.candidates[i];
    // RFC 8445's recommended priority: type preference, then the order the device listed them.
    const uint32_t type_pref = c.type == IceCandidate::Type::Host    ? 126
                               : c.type == IceCandidate::Type::Prflx ? 110
                               : c.type == IceCandidate::Type::Srflx ? 100
                                                                     : 0;
    const uint32_t priority = (type_pref << 24) | ((65535 - static_cast<uint32_t>(i)) << 8) | 255;
    s += "a=candidate:" + std::to_string(i + 1) + " 1 udp " + std::to_string(priority) + " " + c.address + " " +
         std::to_string(c.port) + " typ " + type_name(c.type);
    if (c.type != IceCandidate::Type::Host) s += " raddr 0.0.0.0 rport 0";
    s += " generation 0\r\n";
  }
  s += "a=ice-ufrag:" + inv.ufrag + "\r\na=ice-pwd:" + inv.pwd + "\r\na=fingerprint:sha-256 " + fp + "\r\n";
  // The offerer lets the answerer choose its DTLS role; a browser's answer takes the client's.
  s += inv.answer ? "a=setup:active\r\n" : "a=setup:actpass\r\n";
  s += "a=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";
  return s;
}

std::string encode_invite(const PeerInvite& inv) {
  wire::Writer w;
  for (int i = kTableBytes - 1; i >= 0; --i) w.byte(static_cast<uint8_t>(inv.table >> (8 * i)));
  w.byte(static_cast<uint8_t>(inv.seat));
  w.text(inv.ufrag);
  w.text(inv.pwd);
  w.raw(Bytes(inv.fingerprint.begin(), inv.fingerprint.end()));
  w.byte(static_cast<uint8_t>(inv.candidates.size()));
  for (const IceCandidate& c : inv.candidates) {
    w.byte(static_cast<uint8_t>(static_cast<uint8_t>(c.type) | (c.tcp ? 4 : 0)));
    pack_address(c.address, w);
    w.byte(static_cast<uint8_t>(c.port >> 8));
    w.byte(static_cast<uint8_t>(c.port & 0xff));
  }
  const Bytes plain = w.bytes();
  const Bytes packed = wire::deflate_raw(plain);
  const uint8_t kind = inv.answer ? kAnswer : kOffer;
  Bytes out{packed.size() < plain.size() ? static_cast<uint8_t>(kind | kDeflated) : kind};
  const Bytes& body = packed.size() < plain.size() ? packed : plain;
  out.insert(out.end(), body.begin(), body.end());
  return wire::base64url_encode(out);
}

Result<PeerInvite> decode_invite(std::string_view code) {
  using R = Result<PeerInvite>;
  const auto damaged = [] { return R::failure("This code is damaged or cut short: copy it again, whole."); };
  // Links and messaging apps add spaces and line breaks; the code itself has none.
  std::string text;
  for (char c : code.substr(0, kMaxInviteChars + 1))
    if (c != ' ' && c != '\n' && c != '\r' && c != '\t') text += c;
  if (text.empty()) return R::failure("The code is empty.");
  if (code.size() > kMaxInviteChars * 2 || text.size() > kMaxInviteChars) return R::failure("This code is too long.");
  const wire::Base64Result b = wire::base64url_decode(text);
  if (b.bad_char || b.bad_length || b.bytes.empty()) return damaged();
  const uint8_t kind = b.bytes[0] & ~kDeflated;
  if (kind != kOffer && kind != kAnswer) return R::failure("This is not a Parlor connection code.");
  Bytes body(b.bytes.begin() + 1, b.bytes.end());
  if (b.bytes[0] & kDeflated) {
    Bytes plain;
    if (wire::inflate_raw(body.data(), body.size(), kMaxInviteChars, plain) != wire::InflateError::None)
      return damaged();
    body = std::move(plain);
  }
  wire::Reader r(body);
  PeerInvite inv;
  inv.answer = kind == kAnswer;
  for (int i = 0; i < kTableBytes; ++i) inv.table = (inv.table << 8) | r.byte();
  inv.seat = r.byte();
  inv.ufrag = r.text(kMaxIceText);
  inv.pwd = r.text(kMaxIceText);
  for (uint8_t& x : inv.fingerprint) x = r.byte();
  const size_t n = r.byte();
  // An answer made ahead (prearranged_answer) has none: its device was not yet where it will be.
  if (r.failed() || (n == 0 && !inv.answer) || n > kMaxCandidates) return damaged();
  for (size_t i = 0; i < n; ++i) {
    IceCandidate c;
    const uint8_t t = r.byte();
    if (t > 7 || (t & 4)) return damaged();  // TCP candidates are never written
    c.type = static_cast<IceCandidate::Type>(t & 3);
    if (!unpack_address(r, c.address)) return damaged();
    const uint8_t hi = r.byte(), lo = r.byte();  // declarators initialise in order
    c.port = static_cast<uint16_t>((hi << 8) | lo);
    if (r.failed() || c.port == 0) return damaged();
    inv.candidates.push_back(std::move(c));
  }
  if (!r.at_end() || !ice_chars(inv.ufrag, 4) || !ice_chars(inv.pwd, 22)) return damaged();
  return inv;
}

Result<PeerInvite> prearranged_answer(const PeerInvite& offer, std::string_view fingerprint, std::string ufrag,
                                      std::string pwd) {
  using R = Result<PeerInvite>;
  PeerInvite a;
  a.answer = true;
  a.table = offer.table;
  a.seat = offer.seat;
  a.ufrag = std::move(ufrag);
  a.pwd = std::move(pwd);
  if (offer.answer || !ice_chars(a.ufrag, 4) || !ice_chars(a.pwd, 22) || !read_fingerprint(fingerprint, a.fingerprint))
    return R::failure("This device's certificate or ICE credentials cannot make an answer.");
  return a;
}

}  // namespace parlor::net
