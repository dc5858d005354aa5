// Peer play's STUN and TURN servers as the settings keep them: one line a server, its URL, and for
// a TURN server its user name and password after it ("turn:turn.example.org:3478 ana s3cret"). Read
// for RTCPeerConnection's iceServers; what a person types is checked here with a reason.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/result.h"

namespace parlor::net {

struct IceServer {
  std::string url;                 // stun:, stuns:, turn: or turns: with a host and an optional port
  std::string username, password;  // a TURN server's; a STUN server has none
};

// A line as a person typed it (spaces around are dropped), or why it is not a server.
Result<IceServer> parse_ice_server(std::string_view line);
// The line the settings keep for a server.
std::string ice_server_line(const IceServer& s);
// RTCPeerConnection's iceServers JSON for the settings' lines (a line that does not read is left out).
std::string ice_servers_json(const std::vector<std::string>& lines);

}  // namespace parlor::net
