#include "net/peer_message.h"

#include <nlohmann/json.hpp>

#include "engine/enum_names.h"
#include "engine/json_util.h"
#include "games/registry.h"
#include "net/link.h"
#include "net/peer_invite.h"

namespace parlor::net {
namespace {

constexpr int64_t kMaxSeq = int64_t{1} << 53;    // exact in a JSON number read as a double
constexpr int64_t kMaxMoves = int64_t{1} << 40;  // far beyond any game's length cap
constexpr int kMaxSeat = 15;

template <class T>
Result<T> refuse(std::string why) {
  return Result<T>::failure(std::move(why));
}

const char* host_kind_name(HostKind k) {
  return enum_name(k, {"welcome", "update", "refused", "presence", "reaction", "spare"});
}
const char* guest_kind_name(GuestKind k) { return enum_name(k, {"hello", "action", "reaction", "spare"}); }

json envelope(const char* type, uint64_t seq) { return json{{"v", kPeerProtocol}, {"seq", seq}, {"type", type}}; }

// The value a JSON string names, if it is one of E's names.
template <class E, class NameOf>
std::optional<E> named(const json* v, NameOf name_of) {
  if (!v || !v->is_string()) return std::nullopt;
  return enum_from_name<E>(v->get_ref<const std::string&>(), name_of);
}

// The checks every message shares: the cap on its text, JSON within the depth limit, an object
// of this protocol's version with a sequence number and a known type (both set in `m`).
template <class Message, class KindName>
Result<json> open_envelope(std::string_view text, size_t cap, Message& m, KindName kind_name) {
  if (text.size() > cap)
    return refuse<json>("The message is too long (" + std::to_string(text.size()) + " bytes; at most " +
                        std::to_string(cap) + ").");
  auto j = parse_json(text);
  if (!j) return refuse<json>(j.error());
  if (!j->is_object()) return refuse<json>("A message must be a JSON object.");
  auto v = get_int(*j, "v", 0, INT32_MAX);
  if (!v) return refuse<json>("The message has no protocol version.");
  if (*v != kPeerProtocol)
    return refuse<json>("The other device runs another version of Parlor (protocol " + std::to_string(*v) + ", here " +
                        std::to_string(kPeerProtocol) + "); both need to reload the page.");
  auto seq = get_int(*j, "seq", 1, kMaxSeq);
  if (!seq) return refuse<json>(seq.error());
  m.seq = static_cast<uint64_t>(*seq);
  auto kind = named<decltype(m.kind)>(find_member(*j, "type"), kind_name);
  if (!kind) return refuse<json>("The message's type is missing or unknown.");
  m.kind = *kind;
  return j;
}

template <class E, class NameOf>
Result<E> read_name(const json& j, std::string_view key, NameOf name_of) {
  if (auto e = named<E>(find_member(j, key), name_of)) return *e;
  return refuse<E>(quoted(key) + " is missing or has an unknown value.");
}

Result<std::string> read_text(const json& j, std::string_view key, size_t max) {
  auto text = get_string(j, key);
  if (text && text->size() > max) return refuse<std::string>(quoted(key) + " is too long.");
  return text;
}

// A spare connection's code: an offer from the host, an answer from a guest, each a code that
// decodes (bounded by the code's own cap) and is of the kind its direction sends.
std::optional<std::string> read_spare(const json& j, bool answer, std::string& out) {
  auto code = read_text(j, "code", kMaxInviteChars);
  if (!code) return code.error();
  auto inv = decode_invite(*code);
  if (!inv) return "The spare connection's code is damaged: " + inv.error();
  if (inv->answer != answer) return "The spare connection's code is of the wrong kind.";
  out = std::move(*code);
  return std::nullopt;
}

// A guest's typed view: of a game here, for the seat the message is about.
Result<std::shared_ptr<const View>> read_view(const json& j, int seat) {
  const json* v = find_member(j, "view");
  if (!v || !v->is_object()) return refuse<std::shared_ptr<const View>>("\"view\" must be an object.");
  auto view = view_from_json(*v);
  if (!view) return refuse<std::shared_ptr<const View>>("The view is damaged: " + view.error());
  if (seat >= 0 && (*view)->seat() != seat) return refuse<std::shared_ptr<const View>>("The view is of another seat.");
  return std::shared_ptr<const View>(std::move(*view));
}

std::optional<std::string> read_welcome(const json& j, HostMessage& m) {
  auto seat = get_int(j, "seat", 0, kMaxSeat);
  if (!seat) return seat.error();
  m.seat = static_cast<int>(*seat);
  auto token = get_string(j, "token");
  if (!token || !is_seat_token(*token)) return "The seat token is damaged.";
  m.token = std::move(*token);
  const json* names = find_member(j, "names");
  const json* presence = find_member(j, "presence");
  if (!names || !names->is_array() || names->size() > kMaxSeat + 1 || !presence || !presence->is_array() ||
      presence->size() != names->size())
    return "The seats' names and presence must be lists, one entry a seat.";
  for (size_t i = 0; i < names->size(); ++i) {
    const json& n = (*names)[i];
    if (!n.is_string() || n.get_ref<const std::string&>().size() > kMaxSeatNameBytes) return "A name is damaged.";
    m.names.push_back(n.get<std::string>());
    auto p = named<Presence>(&(*presence)[i], presence_name);
    if (!p) return "A seat's presence is damaged.";
    m.presence.push_back(*p);
  }
  // The host's name and the round so far came with later hosts: absent, they are empty.
  if (find_member(j, "host")) {
    auto host = read_text(j, "host", kMaxSeatNameBytes);
    if (!host) return "The host's name is damaged.";
    m.host = std::move(*host);
  }
  if (find_member(j, "lines_round")) {
    auto round = get_int(j, "lines_round", -1, kMaxMoves);
    if (!round) return round.error();
    m.lines_round = static_cast<int>(*round);
  }
  return std::nullopt;
}

// After the view, whose game names the moves.
std::optional<std::string> read_lines(const json& j, HostMessage& m) {
  const json* lines = find_member(j, "lines");
  if (!lines || !lines->is_array() || lines->size() > kMaxLines) return "\"lines\" must be a short list.";
  for (const json& l : *lines) {
    auto seat = get_int(l, "seat", 0, kMaxSeat);
    auto text = read_text(l, "text", kMaxLineBytes);
    if (!seat || !text) return "A log line is damaged.";
    MoveLine line{static_cast<int>(*seat), std::move(*text), std::nullopt};
    if (const json* action = find_member(l, "action")) {
      auto a = action_from_json(*action, m.view->move_kinds());
      if (!a) return "A move in the log is damaged: " + a.error();
      line.action = std::move(*a);
    }
    m.lines.push_back(std::move(line));
  }
  return std::nullopt;
}

// The fields of each kind of host message.
std::optional<std::string> read_host_fields(const json& j, HostMessage& m) {
  if (m.kind == HostKind::Welcome || m.kind == HostKind::Update) {
    auto moves = get_int(j, "moves", 0, kMaxMoves);
    if (!moves) return moves.error();
    m.moves = *moves;
    if (m.kind == HostKind::Welcome)
      if (auto why = read_welcome(j, m)) return why;
    auto view = read_view(j, m.seat);
    if (!view) return view.error();
    m.view = std::move(*view);
    if (m.kind == HostKind::Update || (m.kind == HostKind::Welcome && find_member(j, "lines")))
      if (auto why = read_lines(j, m)) return why;
    if (m.kind == HostKind::Welcome && m.names.size() <= static_cast<size_t>(m.seat))
      return "The seat is not at the table.";
    return std::nullopt;
  }
  if (m.kind == HostKind::Spare) return read_spare(j, false, m.code);
  if (m.kind == HostKind::Refused) {
    auto of = get_int(j, "of", 0, kMaxSeq);
    auto reason = read_text(j, "reason", kMaxLineBytes);
    if (!of || !reason) return "The refusal is damaged.";
    m.refused_seq = static_cast<uint64_t>(*of);
    m.reason = std::move(*reason);
    return std::nullopt;
  }
  auto seat = get_int(j, "seat", 0, kMaxSeat);
  if (!seat) return seat.error();
  m.seat = static_cast<int>(*seat);
  if (m.kind == HostKind::Presence) {
    auto p = read_name<Presence>(j, "presence", presence_name);
    if (!p) return p.error();
    m.status = *p;
    return std::nullopt;
  }
  auto r = read_name<Reaction>(j, "reaction", reaction_name);
  if (!r) return r.error();
  m.reaction = *r;
  return std::nullopt;
}

json lines_json(const HostMessage& m) {
  json lines = json::array();
  for (const MoveLine& l : m.lines) {
    json line{{"seat", l.seat}, {"text", l.text}};
    if (l.action) line["action"] = action_to_json(*l.action, m.view ? m.view->move_kinds() : MoveKinds{});
    lines.push_back(std::move(line));
  }
  return lines;
}

}  // namespace

bool is_seat_token(std::string_view t) {
  if (t.size() != kTokenChars) return false;
  for (char c : t)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

std::string clip_utf8(std::string text, size_t max) {
  if (text.size() <= max) return text;
  size_t end = max;
  // Back off continuation bytes (10xxxxxx) to the start of the character cut through.
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  text.resize(end);
  return text;
}

const char* reaction_name(Reaction r) { return enum_name(r, {"thumbs_up", "laugh", "wow", "sad", "party", "think"}); }

const char* reaction_emoji(Reaction r) {
  return enum_name(r, {"\xF0\x9F\x91\x8D", "\xF0\x9F\x98\x84", "\xF0\x9F\x98\xAE", "\xF0\x9F\x98\xA2",
                       "\xF0\x9F\x8E\x89", "\xF0\x9F\xA4\x94"});
}

const char* presence_name(Presence p) { return enum_name(p, {"connected", "away", "bot"}); }

std::string encode(const HostMessage& m) {
  json j = envelope(host_kind_name(m.kind), m.seq);
  switch (m.kind) {
    case HostKind::Welcome: {
      j["seat"] = m.seat;
      j["token"] = m.token;
      j["names"] = m.names;
      json presence = json::array();
      for (Presence p : m.presence) presence.push_back(presence_name(p));
      j["presence"] = std::move(presence);
      j["host"] = m.host;
      j["lines"] = lines_json(m);
      j["lines_round"] = m.lines_round;
      break;
    }
    case HostKind::Update: j["lines"] = lines_json(m); break;
    case HostKind::Refused:
      j["of"] = m.refused_seq;
      j["reason"] = m.reason;
      break;
    case HostKind::Presence:
      j["seat"] = m.seat;
      j["presence"] = presence_name(m.status);
      break;
    case HostKind::Reaction:
      j["seat"] = m.seat;
      j["reaction"] = reaction_name(m.reaction);
      break;
    case HostKind::Spare: j["code"] = m.code; break;
  }
  if (m.kind == HostKind::Welcome || m.kind == HostKind::Update) {
    j["moves"] = m.moves;
    j["view"] = m.view ? m.view->to_json() : json(nullptr);
  }
  return dump_json(j);
}

std::string encode(const GuestMessage& m, MoveKinds game) {
  json j = envelope(guest_kind_name(m.kind), m.seq);
  switch (m.kind) {
    case GuestKind::Hello:
      if (!m.token.empty()) j["token"] = m.token;
      break;
    case GuestKind::Action:
      j["seat"] = m.seat;
      j["at"] = m.at;
      j["action"] = action_to_json(m.action, game);
      break;
    case GuestKind::Reaction: j["reaction"] = reaction_name(m.reaction); break;
    case GuestKind::Spare: j["code"] = m.code; break;
  }
  return dump_json(j);
}

Result<HostMessage> decode_host_message(std::string_view text) {
  HostMessage m;
  auto env = open_envelope(text, kMaxHostMessageBytes, m, host_kind_name);
  if (!env) return refuse<HostMessage>(env.error());
  if (auto why = read_host_fields(*env, m)) return refuse<HostMessage>(*why);
  return m;
}

Result<GuestMessage> decode_guest_message(std::string_view text, MoveKinds game) {
  GuestMessage m;
  auto env = open_envelope(text, kMaxGuestMessageBytes, m, guest_kind_name);
  if (!env) return refuse<GuestMessage>(env.error());
  const json& j = *env;
  if (m.kind == GuestKind::Hello) {
    auto token = get_string(j, "token", std::string());
    if (!token || !(token->empty() || is_seat_token(*token))) return refuse<GuestMessage>("The seat token is damaged.");
    m.token = std::move(*token);
  } else if (m.kind == GuestKind::Action) {
    auto seat = get_int(j, "seat", 0, kMaxSeat);
    auto at = get_int(j, "at", 0, kMaxMoves);
    if (!seat || !at) return refuse<GuestMessage>(!seat ? seat.error() : at.error());
    m.seat = static_cast<int>(*seat);
    m.at = *at;
    const json* action = find_member(j, "action");
    if (!action) return refuse<GuestMessage>("\"action\" is missing.");
    auto a = action_from_json(*action, game);
    if (!a) return refuse<GuestMessage>(a.error());
    m.action = *a;
  } else if (m.kind == GuestKind::Spare) {
    if (auto why = read_spare(j, true, m.code)) return refuse<GuestMessage>(*why);
  } else {
    auto r = read_name<Reaction>(j, "reaction", reaction_name);
    if (!r) return refuse<GuestMessage>(r.error());
    m.reaction = *r;
  }
  return m;
}

}  // namespace parlor::net
