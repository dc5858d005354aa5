#include "net/ice_server.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace parlor::net {
namespace {

constexpr size_t kMaxLine = 256;  // the settings' cap on a server's line

std::vector<std::string_view> words(std::string_view s) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    size_t j = i;
    while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

bool printable(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return c > ' ' && c < 0x7f; });
}

// RFC 7064 / 7065: scheme ":" host [":" port] ["?transport=" udp|tcp] (TURN only).
bool valid_url(std::string_view url, bool turn) {
  const size_t colon = url.find(':');
  std::string_view rest = url.substr(colon + 1);
  if (const size_t q = rest.find('?'); q != std::string_view::npos) {
    const std::string_view query = rest.substr(q + 1);
    if (!turn || (query != "transport=udp" && query != "transport=tcp")) return false;
    rest = rest.substr(0, q);
  }
  std::string_view host = rest;
  if (!rest.empty() && rest.front() == '[') {  // an IPv6 address
    const size_t close = rest.find(']');
    if (close == std::string_view::npos) return false;
    host = rest.substr(0, close + 1);
    rest = rest.substr(close + 1);
  } else {
    const size_t c = rest.rfind(':');
    host = rest.substr(0, c);
    rest = c == std::string_view::npos ? std::string_view() : rest.substr(c);
  }
  if (host.empty() || host.find('/') != std::string_view::npos || host.find('@') != std::string_view::npos)
    return false;
  if (rest.empty()) return true;
  if (rest.front() != ':' || rest.size() < 2 || rest.size() > 6) return false;
  unsigned port = 0;
  for (char c : rest.substr(1)) {
    if (c < '0' || c > '9') return false;
    port = port * 10 + static_cast<unsigned>(c - '0');
  }
  return port >= 1 && port <= 65535;
}

}  // namespace

Result<IceServer> parse_ice_server(std::string_view line) {
  using R = Result<IceServer>;
  if (line.size() > kMaxLine) return R::failure("That line is too long for a server.");
  const auto w = words(line);
  if (w.empty()) return R::failure("Type a server's address, such as stun:stun.l.google.com:19302.");
  IceServer s;
  s.url = std::string(w[0]);
  const std::string_view url = w[0];
  const bool turn = url.rfind("turn:", 0) == 0 || url.rfind("turns:", 0) == 0;
  const bool stun = url.rfind("stun:", 0) == 0 || url.rfind("stuns:", 0) == 0;
  if (!turn && !stun) return R::failure("A server's address starts with stun: or turn: (or stuns:, turns:).");
  if (!std::all_of(w.begin(), w.end(), printable))
    return R::failure("A server's line holds only letters, digits and signs, separated by spaces.");
  if (!valid_url(url, turn))
    return R::failure("That address has no host, or a port that is not a number from 1 to 65535.");
  if (stun && w.size() > 1) return R::failure("A STUN server takes no user name or password.");
  if (turn && w.size() != 3)
    return R::failure("A TURN server needs its user name and password after the address, separated by spaces.");
  if (turn) {
    s.username = std::string(w[1]);
    s.password = std::string(w[2]);
  }
  return s;
}

std::string ice_server_line(const IceServer& s) {
  return s.username.empty() ? s.url : s.url + " " + s.username + " " + s.password;
}

std::string ice_servers_json(const std::vector<std::string>& lines) {
  nlohmann::json servers = nlohmann::json::array();
  for (const std::string& line : lines) {
    auto s = parse_ice_server(line);
    if (!s) continue;
    nlohmann::json j{{"urls", s->url}};
    if (!s->username.empty()) j["username"] = s->username, j["credential"] = s->password;
    servers.push_back(std::move(j));
  }
  return servers.dump();
}

}  // namespace parlor::net
