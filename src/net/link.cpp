#include "net/link.h"

#include <algorithm>
#include <array>
#include <optional>

#include "bots/bot.h"
#include "engine/json_util.h"
#include "engine/meld.h"
#include "games/five_crowns/state.h"
#include "games/registry.h"
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

// Action header: kind in the low nibble, then which fields follow.
constexpr uint8_t kHasCard = 0x10, kHasMelds = 0x20, kHasExtras = 0x40;
// Meld header: size in the low five bits (MeldList::kMaxCards is well below 32).
constexpr uint8_t kMeldBook = 0x80, kWildsImplied = 0x40, kWildsListed = 0x20, kMeldSize = 0x1F;
// Extras: which of the rarely used fields follow, one byte each (from and to together).
constexpr uint8_t kExCount = 1, kExTarget = 2, kExTargetSeat = 4, kExFromTo = 8;

enum OptionTag : uint8_t { kInt = 0, kFalse = 1, kTrue = 2, kString = 3, kNull = 4, kJson = 5 };

constexpr const char* kNotLink = "This is not a Parlor game link.";
constexpr const char* kIncomplete =
    "This link is incomplete: it was cut short when it was copied. Copy the whole link and try again.";
constexpr const char* kDamaged = "This link is damaged: some of its characters were changed. Ask for the link again.";
constexpr const char* kTooLong = "This link is too long to be a Parlor game link.";

// The meld rules a game uses right now, for games whose wilds take a value the rules can work
// out again: then the link leaves that value out. Other games list every assigned value.
std::optional<MeldRules> wild_rules(const State& s) {
  if (const auto* fc = dynamic_cast<const five_crowns::FiveCrownsState*>(&s)) return five_crowns::meld_rules(fc->wild_rank());
  return std::nullopt;
}

// UTF-8 without control characters: names end up on screen and in the log.
bool valid_name(std::string_view s) {
  if (s.size() > kMaxSeatNameBytes) return false;
  for (size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    uint32_t cp;
    size_t n;
    if (c < 0x80) cp = c, n = 1;
    else if (c >= 0xC2 && c <= 0xDF) cp = c & 0x1F, n = 2;
    else if (c >= 0xE0 && c <= 0xEF) cp = c & 0x0F, n = 3;
    else if (c >= 0xF0 && c <= 0xF4) cp = c & 0x07, n = 4;
    else return false;
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

void put_meld(Writer& w, MeldKind kind, std::span<const PlacedCard> cards, const std::optional<MeldRules>& rules) {
  const bool any_value = std::any_of(cards.begin(), cards.end(), [](const PlacedCard& p) { return !p.as.face().is_none(); });
  bool implied = false;
  if (any_value && rules) {
    std::array<PlacedCard, MeldList::kMaxCards> bare{};
    for (size_t i = 0; i < cards.size(); ++i) bare[i].card = cards[i].card.face();
    std::span<PlacedCard> view(bare.data(), cards.size());
    implied = !check_meld(*rules, kind, view) &&
              std::equal(cards.begin(), cards.end(), bare.begin(), [](const PlacedCard& a, const PlacedCard& b) {
                return a.card.face() == b.card && a.as.face() == b.as;
              });
  }
  w.byte(static_cast<uint8_t>((kind == MeldKind::Book ? kMeldBook : 0) | (implied ? kWildsImplied : 0) |
                              (any_value && !implied ? kWildsListed : 0) | cards.size()));
  for (const PlacedCard& p : cards) w.byte(static_cast<uint8_t>(p.card.face_index()));
  if (!any_value || implied) return;
  uint64_t mask = 0;
  for (size_t i = 0; i < cards.size(); ++i)
    if (!cards[i].as.face().is_none()) mask |= uint64_t{1} << i;
  w.varint(mask);
  for (const PlacedCard& p : cards)
    if (!p.as.face().is_none()) w.byte(static_cast<uint8_t>(p.as.face_index()));
}

void put_action(Writer& w, const Action& a, const std::optional<MeldRules>& rules) {
  uint8_t extras = (a.count ? kExCount : 0) | (a.target >= 0 ? kExTarget : 0) | (a.target_seat >= 0 ? kExTargetSeat : 0) |
                   (a.from || a.to ? kExFromTo : 0);
  const bool card = !a.card.face().is_none();
  w.byte(static_cast<uint8_t>(static_cast<uint8_t>(a.kind) | (card ? kHasCard : 0) | (a.melds.empty() ? 0 : kHasMelds) |
                              (extras ? kHasExtras : 0)));
  if (card) w.byte(static_cast<uint8_t>(a.card.face_index()));
  if (!a.melds.empty()) {
    w.byte(static_cast<uint8_t>(a.melds.size()));
    for (int i = 0; i < a.melds.size(); ++i) put_meld(w, a.melds.kind(i), a.melds.cards(i), rules);
  }
  if (!extras) return;
  w.byte(extras);
  if (extras & kExCount) w.byte(a.count);
  if (extras & kExTarget) w.byte(static_cast<uint8_t>(a.target));
  if (extras & kExTargetSeat) w.byte(static_cast<uint8_t>(a.target_seat));
  if (extras & kExFromTo) {
    w.byte(a.from);
    w.byte(a.to);
  }
}

// Reading one action: either it is malformed (damaged link) or the rules refuse an implied
// meld (a move that does not replay).
struct ActionRead {
  bool damaged = false;
  std::optional<std::string> refused;
};

ActionRead get_meld(Reader& r, MeldList& out, const std::optional<MeldRules>& rules) {
  const uint8_t head = r.byte();
  const size_t n = head & kMeldSize;
  const bool implied = head & kWildsImplied, listed = head & kWildsListed;
  if (r.failed() || n == 0 || n > MeldList::kMaxCards || (implied && listed) || (implied && !rules)) return {true, {}};
  const MeldKind kind = head & kMeldBook ? MeldKind::Book : MeldKind::Run;
  std::array<PlacedCard, MeldList::kMaxCards> cards{};
  for (size_t i = 0; i < n; ++i) {
    cards[i].card = Card::from_bits(r.byte());
    if (cards[i].card.is_none()) return {true, {}};
  }
  if (listed) {
    const uint64_t mask = r.varint();
    if (mask == 0 || mask >> n) return {true, {}};
    for (size_t i = 0; i < n; ++i)
      if (mask >> i & 1) {
        cards[i].as = Card::from_bits(r.byte());
        if (cards[i].as.is_none()) return {true, {}};
      }
  }
  std::span<PlacedCard> view(cards.data(), n);
  if (implied) {
    if (auto why = check_meld(*rules, kind, view)) return {false, why};
    if (std::none_of(view.begin(), view.end(), [](const PlacedCard& p) { return !p.as.is_none(); })) return {true, {}};
  }
  if (r.failed() || !out.add(kind, view)) return {true, {}};
  return {};
}

ActionRead get_action(Reader& r, Action& a, const std::optional<MeldRules>& rules) {
  const uint8_t head = r.byte();
  const int kind = head & 0x0F;
  if (r.failed() || (head & 0x80) || kind == 0 || kind > static_cast<int>(ActionKind::EndTurn)) return {true, {}};
  a = Action(static_cast<ActionKind>(kind));
  if (head & kHasCard) {
    a.card = Card::from_bits(r.byte());
    if (a.card.is_none()) return {true, {}};
  }
  if (head & kHasMelds) {
    const uint8_t n = r.byte();
    if (n == 0 || n > MeldList::kMaxMelds) return {true, {}};
    for (uint8_t i = 0; i < n; ++i) {
      ActionRead m = get_meld(r, a.melds, rules);
      if (m.damaged || m.refused) return m;
    }
  }
  if (head & kHasExtras) {
    const uint8_t extras = r.byte();
    if (extras == 0 || extras > 0x0F) return {true, {}};
    if (extras & kExCount && (a.count = r.byte()) == 0) return {true, {}};
    if (extras & kExTarget && (a.target = static_cast<int8_t>(r.byte())) < 0) return {true, {}};
    if (extras & kExTargetSeat && (a.target_seat = static_cast<int8_t>(r.byte())) < 0) return {true, {}};
    if (extras & kExFromTo) {
      a.from = r.byte();
      a.to = r.byte();
      if (!a.from && !a.to) return {true, {}};
    }
  }
  return {r.failed(), {}};
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

void put_head(Writer& w, bool setup_only, std::string_view game_id, const nlohmann::json& options, uint64_t seed,
              const std::vector<SeatConfig>& seats) {
  w.varint(setup_only ? kFlagSetupOnly : 0);
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

Result<std::string> make_link(const State& state, const std::vector<SeatConfig>& seats, LinkSizes* sizes) {
  using R = Result<std::string>;
  if (auto why = check_seats(state.game_id(), state.num_seats(), seats)) return R::failure(*why);
  if (!state.options().is_object()) return R::failure("This game's options cannot go in a link.");
  Writer w;
  put_head(w, false, state.game_id(), state.options(), state.seed(), seats);
  w.varint(state.history().size());
  // Replayed alongside, so each action is written knowing the rules of its moment (a wild's
  // implied value) and the seats can be left out: the one to act is always the one acting.
  auto replay = create_game(state.game_id(), state.options(), state.seed());
  if (!replay) return R::failure(replay.error());
  State& s = **replay;
  for (const LoggedAction& la : state.history()) {
    if (la.seat != s.current_seat() || s.validate(la.seat, la.action))
      return R::failure("This game's record does not replay, so it cannot be shared.");
    put_action(w, la.action, wild_rules(s));
    s.apply(la.seat, la.action);
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
  put_head(w, true, game_id, (*state)->options(), seed, seats);
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

// Checks the frame; the inflated body, or the reason.
Result<Bytes> unframe(std::string_view data) {
  using R = Result<Bytes>;
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
  if (format != kLinkFormat)
    return R::failure("This link uses link format " + std::to_string(format) + ", which this version of Parlor cannot read.");
  Bytes body;
  switch (wire::inflate_raw(bytes.data() + head_size, static_cast<size_t>(length), kMaxBody, body)) {
    case wire::InflateError::None: return body;
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
  auto body = unframe(*data);
  if (!body) return R::failure(body.error());
  Reader r(*body);
  const uint64_t flags = r.varint();
  const std::string game_id = r.text(kMaxGameId);
  auto options = get_options(r);
  const uint64_t seed = r.varint();
  const uint64_t n_seats = r.varint();
  if (r.failed() || !options || (flags & ~kFlagSetupOnly) || n_seats > kMaxSeats) return R::failure(kDamaged);
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
  if (!game->playable)
    return R::failure("This link is for " + std::string(game->display_name) + ", which this version of Parlor cannot play yet.");
  auto state = game->create(*options, seed);
  if (!state) return R::failure("This link's game options are not valid: " + state.error());
  if (auto why = check_seats(game_id, (*state)->num_seats(), out.seats))
    return R::failure("This link's seats are not valid: " + *why);
  State& s = **state;
  if (!out.setup_only) {
    const uint64_t n = r.varint();
    if (r.failed() || n > r.remaining()) return R::failure(kDamaged);  // every action takes a byte at least
    for (uint64_t i = 1; i <= n; ++i) {
      const std::string move = "Move " + std::to_string(i) + " in this link ";
      if (s.is_terminal()) return R::failure(move + "comes after the end of the game.");
      Action a;
      ActionRead got = get_action(r, a, wild_rules(s));
      if (got.damaged) return R::failure(kDamaged);
      if (got.refused) return R::failure(move + "cannot be played: " + *got.refused);
      const int seat = s.current_seat();
      if (auto why = s.validate(seat, a)) return R::failure(move + "cannot be played: " + *why);
      s.apply(seat, a);
    }
  }
  if (!r.at_end()) return R::failure(kDamaged);
  out.state = std::move(*state);
  return out;
}

}  // namespace parlor::net
