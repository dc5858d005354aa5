#include "net/link.h"

#include <algorithm>
#include <optional>

#include "bots/bot.h"
#include "engine/json_util.h"
#include "games/registry.h"
#include "net/link_actions.h"
#include "net/link_wire.h"

namespace parlor::net {
namespace {

using wire::Bytes;
using wire::Reader;
using wire::Writer;

// Frame: magic, format, varint body length, raw-deflated body, CRC-32 (big-endian) of all
// that precedes it. Every format keeps the magic, the format byte and the CRC trailer where
// they are, so any version can tell a newer link from a damaged one.
constexpr uint8_t kMagic = 0x50;  // 'P'
constexpr size_t kMaxBody = size_t{1} << 20;
constexpr size_t kMaxGameId = 64;
constexpr size_t kMaxOptions = 32;
constexpr size_t kMaxOptionKey = 64;
constexpr size_t kMaxOptionJson = 4096;
constexpr size_t kMaxSeats = 64;
constexpr size_t kMaxBotKind = 32;

constexpr uint64_t kFlagSetupOnly = 1;
constexpr uint64_t kFlagOrders = 2;  // the seats' hand orders follow the moves
constexpr uint64_t kKnownFlags = kFlagSetupOnly | kFlagOrders;

enum OptionTag : uint8_t { kInt = 0, kFalse = 1, kTrue = 2, kString = 3, kNull = 4, kJson = 5 };

constexpr const char* kNotLink = "This is not a Parlor game link.";
constexpr const char* kIncomplete =
    "This link is incomplete: it was cut short when it was copied. Copy the whole link and try again.";
constexpr const char* kDamaged = "This link is damaged: some of its characters were changed. Ask for the link again.";
constexpr const char* kTooLong = "This link is too long to be a Parlor game link.";

// UTF-8 without control characters: names end up on screen and in the log.
bool valid_name(std::string_view s) {
  if (s.size() > kMaxSeatNameBytes) return false;
  for (size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    uint32_t cp;
    size_t n;
    if (c < 0x80)
      cp = c, n = 1;
    else if (c >= 0xC2 && c <= 0xDF)
      cp = c & 0x1F, n = 2;
    else if (c >= 0xE0 && c <= 0xEF)
      cp = c & 0x0F, n = 3;
    else if (c >= 0xF0 && c <= 0xF4)
      cp = c & 0x07, n = 4;
    else
      return false;
    if (i + n > s.size()) return false;
    for (size_t k = 1; k < n; ++k) {
      const auto d = static_cast<unsigned char>(s[i + k]);
      if ((d & 0xC0) != 0x80) return false;
      cp = cp << 6 | (d & 0x3F);
    }
    const bool overlong = (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000);
    if (overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    if (cp < 0x20 || (cp >= 0x7F && cp < 0xA0)) return false;
    i += n;
  }
  return true;
}

std::optional<std::string> check_seats(std::string_view game_id, int players, const std::vector<SeatConfig>& seats) {
  if (static_cast<int>(seats.size()) != players) return std::string("The seats do not match the number of players.");
  const auto kinds = bot_kinds(game_id);
  for (const SeatConfig& s : seats) {
    if (!valid_name(s.name)) return "The name \"" + s.name + "\" cannot go in a link.";
    if (s.bot && std::find(kinds.begin(), kinds.end(), s.bot_kind) == kinds.end())
      return "There is no computer player \"" + s.bot_kind + "\" for this game.";
  }
  return std::nullopt;
}

void put_options(Writer& w, const nlohmann::json& options) {
  w.varint(options.size());
  for (auto it = options.begin(); it != options.end(); ++it) {
    w.text(it.key());
    const nlohmann::json& v = it.value();
    if (v.is_boolean()) {
      w.byte(v.get<bool>() ? kTrue : kFalse);
    } else if (v.is_number_integer() && (!v.is_number_unsigned() || v.get<uint64_t>() <= uint64_t{INT64_MAX})) {
      w.byte(kInt);
      w.zigzag(v.get<int64_t>());
    } else if (v.is_string()) {
      w.byte(kString);
      w.text(v.get_ref<const std::string&>());
    } else if (v.is_null()) {
      w.byte(kNull);
    } else {
      w.byte(kJson);
      w.text(dump_json(v));
    }
  }
}

std::optional<nlohmann::json> get_options(Reader& r) {
  nlohmann::json options = nlohmann::json::object();
  const uint64_t n = r.varint();
  if (n > kMaxOptions) return std::nullopt;
  std::string previous;
  for (uint64_t i = 0; i < n && !r.failed(); ++i) {
    std::string key = r.text(kMaxOptionKey);
    // Keys come sorted (JSON objects here are ordered maps): one encoding per set of options.
    if (i > 0 && key <= previous) return std::nullopt;
    nlohmann::json v;
    switch (r.byte()) {
      case kInt: v = r.zigzag(); break;
      case kFalse: v = false; break;
      case kTrue: v = true; break;
      case kString: v = r.text(kMaxOptionJson); break;
      case kNull: break;
      case kJson: {
        auto parsed = parse_json(r.text(kMaxOptionJson));
        if (!parsed) return std::nullopt;
        v = std::move(*parsed);
        break;
      }
      default: return std::nullopt;
    }
    options[key] = std::move(v);
    previous = std::move(key);
  }
  if (r.failed()) return std::nullopt;
  return options;
}

Result<std::string> finish(const Bytes& body, LinkSizes* sizes) {
  Bytes packed = wire::deflate_raw(body);
  if (packed.empty()) return Result<std::string>::failure("The link could not be compressed.");
  Writer frame;
  frame.byte(kMagic);
  frame.byte(static_cast<uint8_t>(kLinkFormat));
  frame.varint(packed.size());
  frame.raw(packed);
  Bytes& out = frame.bytes();
  const uint32_t crc = wire::crc32_of(out.data(), out.size());
  for (int shift = 24; shift >= 0; shift -= 8) out.push_back(static_cast<uint8_t>(crc >> shift));
  std::string text = std::string(kLinkKey) + wire::base64url_encode(out);
  if (text.size() > kMaxLinkChars) return Result<std::string>::failure("This game is too long to share as a link.");
  if (sizes) *sizes = LinkSizes{body.size(), packed.size(), out.size(), text.size()};
  return text;
}

void put_head(Writer& w, uint64_t flags, std::string_view game_id, const nlohmann::json& options, uint64_t seed,
              const std::vector<SeatConfig>& seats) {
  w.varint(flags);
  w.text(game_id);
  put_options(w, options);
  w.varint(seed);
  w.varint(seats.size());
  for (const SeatConfig& s : seats) {
    w.text(s.name);
    w.byte(s.bot ? 1 : 0);
    if (s.bot) w.text(s.bot_kind);
  }
}

}  // namespace

Result<std::string> make_link(const State& state, const std::vector<SeatConfig>& seats, LinkSizes* sizes,
                              const HandOrders& orders) {
  using R = Result<std::string>;
  if (auto why = check_seats(state.game_id(), state.num_seats(), seats)) return R::failure(*why);
  if (!state.options().is_object()) return R::failure("This game's options cannot go in a link.");
  const bool with_orders = std::any_of(orders.begin(), orders.end(), [](const auto& o) { return !o.empty(); });
  if (with_orders && orders.size() != seats.size()) return R::failure("The hand orders do not match the seats.");
  for (const auto& o : orders)
    if (o.size() > kMaxOrderCards || std::any_of(o.begin(), o.end(), [](Card c) { return c.is_none(); }))
      return R::failure("A hand order cannot go in a link.");
  Writer w;
  put_head(w, with_orders ? kFlagOrders : 0, state.game_id(), state.options(), state.seed(), seats);
  w.varint(state.history().size());
  // Replayed alongside, so each action is written knowing its moment (link_actions.h).
  auto replay = create_game(state.game_id(), state.options(), state.seed());
  if (!replay) return R::failure(replay.error());
  State& s = **replay;
  for (const LoggedAction& la : state.history()) {
    if (la.seat != s.current_seat() || s.validate(la.seat, la.action))
      return R::failure("This game's record does not replay, so it cannot be shared.");
    link_actions::put_action(w, la.action, link_actions::context_for(s));
    s.apply(la.seat, la.action);
  }
  if (with_orders)
    for (const auto& o : orders) {
      w.varint(o.size());
      for (Card c : o) w.varint(c.bits());
    }
  return finish(w.bytes(), sizes);
}

Result<std::string> make_setup_link(std::string_view game_id, const nlohmann::json& options, uint64_t seed,
                                    const std::vector<SeatConfig>& seats) {
  using R = Result<std::string>;
  auto state = create_game(game_id, options, seed);
  if (!state) return R::failure(state.error());
  if (auto why = check_seats(game_id, (*state)->num_seats(), seats)) return R::failure(*why);
  Writer w;
  put_head(w, kFlagSetupOnly, game_id, (*state)->options(), seed, seats);
  return finish(w.bytes(), nullptr);
}

namespace {

// The data after "play=", from a URL, a fragment or the bare form.
std::optional<std::string_view> link_data(std::string_view text) {
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  if (size_t hash = text.rfind('#'); hash != std::string_view::npos) text.remove_prefix(hash + 1);
  if (text.substr(0, kLinkKey.size()) != kLinkKey) return std::nullopt;
  return text.substr(kLinkKey.size());
}

struct Unframed {
  Bytes body;
  int format = 0;
};

// Checks the frame; the inflated body and its format, or the reason.
Result<Unframed> unframe(std::string_view data) {
  using R = Result<Unframed>;
  if (data.size() > kMaxLinkChars) return R::failure(kTooLong);
  wire::Base64Result b = wire::base64url_decode(data);
  if (b.bad_char) return R::failure(kDamaged);
  const Bytes& bytes = b.bytes;
  if (bytes.empty()) return R::failure(kIncomplete);
  if (bytes[0] != kMagic) return R::failure(kNotLink);
  Reader head(bytes.data() + 1, bytes.size() - 1);
  const uint8_t format = head.byte();
  const uint64_t length = head.varint();
  if (head.failed()) return R::failure(kIncomplete);
  const size_t head_size = bytes.size() - head.remaining();
  if (length > bytes.size() || bytes.size() < head_size + length + 4) return R::failure(kIncomplete);
  if (bytes.size() > head_size + length + 4 || b.bad_length || b.loose_tail) return R::failure(kDamaged);
  const size_t body_end = head_size + static_cast<size_t>(length);
  const uint32_t crc = uint32_t{bytes[body_end]} << 24 | uint32_t{bytes[body_end + 1]} << 16 |
                       uint32_t{bytes[body_end + 2]} << 8 | bytes[body_end + 3];
  if (wire::crc32_of(bytes.data(), body_end) != crc) return R::failure(kDamaged);
  if (format > kLinkFormat)
    return R::failure("This link was made by a newer version of Parlor (link format " + std::to_string(format) +
                      "). Reload the page to update it, then open the link again.");
  if (format < 1)
    return R::failure("This link uses link format " + std::to_string(format) +
                      ", which this version of Parlor cannot read.");
  Unframed out{{}, format};
  switch (wire::inflate_raw(bytes.data() + head_size, static_cast<size_t>(length), kMaxBody, out.body)) {
    case wire::InflateError::None: return out;
    case wire::InflateError::TooLarge: return R::failure(kTooLong);
    case wire::InflateError::Damaged: break;
  }
  return R::failure(kDamaged);
}

}  // namespace

bool looks_like_link(std::string_view text) { return link_data(text).has_value(); }

Result<OpenedLink> open_link(std::string_view text) {
  using R = Result<OpenedLink>;
  auto data = link_data(text);
  if (!data) return R::failure(kNotLink);
  auto unframed = unframe(*data);
  if (!unframed) return R::failure(unframed.error());
  const bool format1 = unframed->format == 1;
  Reader r(unframed->body);
  const uint64_t flags = r.varint();
  const std::string game_id = r.text(kMaxGameId);
  auto options = get_options(r);
  const uint64_t seed = r.varint();
  const uint64_t n_seats = r.varint();
  if (r.failed() || !options || n_seats > kMaxSeats) return R::failure(kDamaged);
  if (flags & ~kKnownFlags)
    return R::failure(
        "This link was made by a newer version of Parlor. Reload the page to update it, then open the "
        "link again.");
  if ((flags & kFlagSetupOnly) && (flags & kFlagOrders)) return R::failure(kDamaged);
  OpenedLink out;
  out.setup_only = flags & kFlagSetupOnly;
  for (uint64_t i = 0; i < n_seats; ++i) {
    SeatConfig seat;
    seat.name = r.text(kMaxSeatNameBytes);
    const uint8_t bot = r.byte();
    if (bot > 1) r.fail();
    seat.bot = bot == 1;
    if (seat.bot) seat.bot_kind = r.text(kMaxBotKind);
    if (r.failed()) return R::failure(kDamaged);
    out.seats.push_back(std::move(seat));
  }
  const GameEntry* game = find_game(game_id);
  if (!game) return R::failure("This link is for a game this version of Parlor does not have.");
  if (!game->has_engine)
    return R::failure("This link is for " + std::string(game->display_name) +
                      ", which this version of Parlor cannot play yet.");
  auto state = game->create(*options, seed);
  if (!state) return R::failure("This link's game options are not valid: " + state.error());
  if (auto why = check_seats(game_id, (*state)->num_seats(), out.seats))
    return R::failure("This link's seats are not valid: " + *why);
  State& s = **state;
  if (!out.setup_only) {
    const uint64_t n = r.varint();
    if (r.failed() || n > r.remaining()) return R::failure(kDamaged);  // every action takes a byte at least
    if (auto why = check_game_length(*game, s, n)) return R::failure("This link cannot be opened. " + *why);
    for (uint64_t i = 1; i <= n; ++i) {
      const std::string move = "Move " + std::to_string(i) + " in this link ";
      if (s.is_terminal()) return R::failure(move + "comes after the end of the game.");
      Action a;
      link_actions::ActionRead got = link_actions::get_action(r, a, link_actions::context_for(s, format1));
      if (got.damaged) return R::failure(kDamaged);
      if (got.refused) return R::failure(move + "cannot be played: " + *got.refused);
      const int seat = s.current_seat();
      if (auto why = s.validate(seat, a)) return R::failure(move + "cannot be played: " + *why);
      s.apply(seat, a);
    }
  }
  if (flags & kFlagOrders) {
    for (size_t seat = 0; seat < out.seats.size(); ++seat) {
      const uint64_t n = r.varint();
      if (r.failed() || n > kMaxOrderCards) return R::failure(kDamaged);
      std::vector<Card> order;
      for (uint64_t i = 0; i < n; ++i) {
        const uint64_t bits = r.varint();
        if (r.failed() || bits == 0 || bits > 0xFFF) return R::failure(kDamaged);
        order.push_back(Card::from_bits(static_cast<uint16_t>(bits)));
      }
      out.orders.push_back(std::move(order));
    }
    // One encoding a game: a link without any order does not carry the flag.
    if (std::all_of(out.orders.begin(), out.orders.end(), [](const auto& o) { return o.empty(); }))
      return R::failure(kDamaged);
  }
  if (!r.at_end()) return R::failure(kDamaged);
  out.state = std::move(*state);
  return out;
}

}  // namespace parlor::net
