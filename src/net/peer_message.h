// The messages of peer-to-peer play, as text for a data channel (the app's JS shim carries them;
// nothing here knows of WebRTC). The host runs the match; each guest plays one seat from another
// device and sees only that seat's view.
//
// Every message is one JSON object with the protocol version "v", a sequence number "seq" (from
// 1 on each connection, one more each message; a message at or below the last one taken is
// stale) and a "type":
//   host -> guest  welcome   seat, token, names, presence, moves, view: the guest's seat (a join or a
//                            rejoin); host: the name of the person at the host's device ("" when
//                            bots play its seats); lines, lines_round: the log lines of the round so
//                            far (its last kMaxLines, without their moves) and that round's number
//                  update    moves, lines, view: after every move, the seat's view and the moves' log lines
//                            (each with its move, which every seat saw made)
//                  refused   of, reason: the guest's message `of` was not applied, and why
//                  presence  seat, presence: a guest connected, went away, or a bot plays for it
//                  reaction  seat, reaction: someone reacted (one of a few emoji)
//                  spare     code: a spare offer (net/peer_invite.h) for this guest's seat, kept on
//                            its device for a way back after a reload with no code to pass by hand
//   guest -> host  hello     token: joins (no token) or rejoins (the token the welcome gave)
//                  action    seat, at, action: a move, made on the view after `at` moves
//                  reaction  reaction
//                  spare     code: the answer to the spare offer, made ahead (no candidates: the
//                            host learns where the guest is from its checks when it comes back)
//
// Decoding is for untrusted text: a text over the cap is refused unread, JSON goes through
// parse_json (depth limit), and every field is checked; the view is rebuilt into the game's
// typed View (games/registry.h view_from_json), so what reaches a table is a view a game could
// give. Anything wrong gives a reason, never an exception or a crash.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/action.h"
#include "engine/result.h"
#include "engine/state.h"

namespace parlor::net {

inline constexpr int kPeerProtocol = 1;
// Caps on a message's text, checked before it is parsed. The largest real messages, at each
// game's largest table (bench_peer_messages): a host's update of 14.2 KB (Five Crowns, 14 players:
// 64 events, every seat's melds, the last hand's cards; Joker 13.7 KB, Rummy-O 9.3 KB), a guest's
// message of 283 bytes (an action with melds). The caps leave over four times that.
inline constexpr size_t kMaxHostMessageBytes = size_t{64} << 10;
inline constexpr size_t kMaxGuestMessageBytes = size_t{4} << 10;
inline constexpr size_t kMaxLineBytes = 512;  // one move's log line
inline constexpr size_t kMaxLines = 64;       // log lines in one update
inline constexpr size_t kTokenChars = 32;     // hex digits of a seat token (128 bits)

// The quick reactions every seat sees.
enum class Reaction : uint8_t { ThumbsUp, Laugh, Wow, Sad, Party, Think };
const char* reaction_name(Reaction r);   // "thumbs_up", "laugh", "wow", "sad", "party", "think"
const char* reaction_emoji(Reaction r);  // UTF-8: 👍 😄 😮 😢 🎉 🤔

// A remote seat as the others see it: its guest connected, away, or away with a bot playing.
enum class Presence : uint8_t { Connected, Away, BotPlays };
const char* presence_name(Presence p);  // "connected", "away", "bot"

struct MoveLine {
  int seat = -1;
  std::string text;  // the game's describe_action, made before the move was applied
  // The move itself, for a guest's table to replay it (a move names no hidden card: a draw
  // from the stock says only that).
  std::optional<Action> action;
  friend bool operator==(const MoveLine&, const MoveLine&) = default;
};

enum class HostKind : uint8_t { Welcome, Update, Refused, Presence, Reaction, Spare };

struct HostMessage {
  HostKind kind = HostKind::Update;
  uint64_t seq = 0;
  int seat = -1;                           // welcome: the guest's seat; presence, reaction: whose
  std::string token;                       // welcome
  std::vector<std::string> names;          // welcome: every seat's name
  std::vector<Presence> presence;          // welcome: every seat (seats played at the host are connected)
  int64_t moves = 0;                       // welcome, update: moves played so far
  std::string host;                        // welcome: the host's person ("" when none)
  std::vector<MoveLine> lines;             // update; welcome: the round so far (no moves)
  int lines_round = -1;                    // welcome: the round of `lines` (rounds scored before them)
  std::shared_ptr<const View> view;        // welcome, update: the guest's seat's view
  uint64_t refused_seq = 0;                // refused: the guest's message (0 when it could not be read)
  std::string reason;                      // refused
  Presence status = Presence::Connected;   // presence
  Reaction reaction = Reaction::ThumbsUp;  // reaction
  std::string code;                        // spare: an offer's code, within kMaxInviteChars
};

enum class GuestKind : uint8_t { Hello, Action, Reaction, Spare };

struct GuestMessage {
  GuestKind kind = GuestKind::Hello;
  uint64_t seq = 0;
  std::string token;  // hello: empty on a first join
  int seat = -1;      // action: the seat the guest believes it plays (the host checks it)
  int64_t at = 0;     // action: moves played when the guest chose it
  Action action;
  Reaction reaction = Reaction::ThumbsUp;
  std::string code;  // spare: an answer's code, within kMaxInviteChars
};

// A host message's moves are named by the game of its view; a guest's move by `game`, the
// move kinds of the game being played (engine/action.h).
std::string encode(const HostMessage& m);
std::string encode(const GuestMessage& m, MoveKinds game = {});
Result<HostMessage> decode_host_message(std::string_view text);
Result<GuestMessage> decode_guest_message(std::string_view text, MoveKinds game);

// Sequence numbers of one direction of one connection: each taken number must be above the last.
class SeqGate {
 public:
  bool fresh(uint64_t seq) const { return seq > last_; }
  void take(uint64_t seq) { last_ = seq; }
  void reset() { last_ = 0; }

 private:
  uint64_t last_ = 0;
};

// Whether the text has a seat token's form (32 lowercase hex digits).
bool is_seat_token(std::string_view text);
// The text cut to at most `max` bytes, never inside a UTF-8 character (names, log lines).
std::string clip_utf8(std::string text, size_t max);

// What a stale message is told.
inline constexpr const char* kStaleReason = "The message arrived out of order.";

}  // namespace parlor::net
