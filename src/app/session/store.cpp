#include "app/session/store.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <tuple>

#include "engine/json_util.h"

namespace parlor::session {
namespace {

using platform::StorageStatus;

constexpr const char* kOffMessage = "Saving is off in this browser (private mode?); play goes on without saving.";
constexpr const char* kFullMessage = "Storage is full, so this device is not saving any more; play goes on.";

StoreNotice trouble(StorageStatus s) {
  if (s == StorageStatus::Full) return {StoreIssue::Full, kFullMessage, {}};
  return {StoreIssue::Unavailable, kOffMessage, {}};
}

// Whether the text is readable JSON carrying a format number above `known`.
bool from_newer_version(const std::string& text, int known) {
  auto j = parse_json(text);
  if (!j || !j->is_object()) return false;
  auto format = get_int(*j, "format", 1, INT64_MAX);
  return format && *format > known;
}

}  // namespace

std::string utc_timestamp() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y%m%dT%H%M%SZ", &tm);
  return buf;
}

Store::Store(platform::Storage& storage, Clock clock) : storage_(storage), clock_(std::move(clock)) {}

std::optional<std::string> Store::read(const std::string& key, StoreNotice& notice) {
  std::string text;
  StorageStatus s = storage_.get(key, text);
  if (s == StorageStatus::Ok) return text;
  if (s != StorageStatus::Missing) notice = trouble(s);
  return std::nullopt;
}

StoreNotice Store::write(const std::string& key, const std::string& text) {
  if (pinned_.count(key)) return {};
  StorageStatus s = storage_.set(key, text);
  if (s == StorageStatus::Ok) {
    write_trouble_ = false;
    return {};
  }
  if (write_trouble_) return {};  // already told
  write_trouble_ = true;
  return trouble(s);
}

StoreNotice Store::set_aside(const std::string& key, const std::string& raw, const Loss& loss,
                             const std::string& reason, bool newer, bool move) {
  const StoreIssue issue = newer ? StoreIssue::Newer : StoreIssue::Damaged;
  const std::string happened = loss.what + (newer ? " came from a newer version of Parlor" : " could not be read") +
                               ", so " + loss.outcome + ".";
  const std::string base = std::string(kQuarantinePrefix) + key + ":" + clock_();
  std::string aside = base;
  std::string existing;
  for (int n = 2; storage_.get(aside, existing) == StorageStatus::Ok && n < 1000; ++n)
    aside = base + "-" + std::to_string(n);
  if (storage_.set(aside, raw) != StorageStatus::Ok) {
    pinned_.insert(key);
    return {issue,
            happened + " Nothing was lost: it stays on this device as it was, and " + loss.kept +
                " will not be saved over it.",
            reason + " There is no room to keep a copy aside, so it was left under \"" + key + "\"."};
  }
  if (move) storage_.remove(key);
  return {issue, happened + " Nothing was lost: a copy is kept on this device.",
          reason + " The copy is kept under \"" + aside + "\"."};
}

Store::LoadedGame Store::load_game() {
  LoadedGame out;
  auto text = read(kGameKey, out.notice);
  if (!text) return out;
  auto game = saved_game_from_text(*text);
  if (game) {
    out.game = std::move(*game);
    return out;
  }
  const bool newer = from_newer_version(*text, kSavedGameFormat);
  out.notice =
      set_aside(kGameKey, *text, {"Your saved game", "a new game can start", "new games"}, game.error(), newer, true);
  return out;
}

StoreNotice Store::save_game(const GameSetup& setup, const State& state) {
  return write(kGameKey, saved_game_to_text(setup, state));
}

StoreNotice Store::clear_game() {
  if (pinned_.count(kGameKey)) return {};
  StorageStatus s = storage_.remove(kGameKey);
  if (s == StorageStatus::Ok || s == StorageStatus::Missing) return {};
  return trouble(s);
}

StoreNotice Store::finish_game(const State& finished, int seat) {
  StoreNotice first;
  if (seat >= 0) {
    LoadedStats loaded = load_stats();
    first = loaded.notice;
    if (record_result(loaded.stats, finished, seat)) {
      StoreNotice n = save_stats(loaded.stats);
      if (!first) first = n;
    }
  }
  StoreNotice n = clear_game();
  if (!first) first = n;
  return first;
}

// Settings and stats load alike: a value that cannot be read at all is moved aside and the
// defaults are used; one with some unreadable fields keeps the rest, a copy goes aside and the
// readable part is written back, so the next start is clean.
template <class T>
StoreNotice Store::load_record(const char* key, const Record<T>& record, T& value) {
  StoreNotice notice;
  auto text = read(key, notice);
  if (!text) return notice;
  auto parsed = record.parse(*text);
  const std::string what = record.what;
  if (!parsed)
    return set_aside(key, *text, {"Your " + what, record.fallback, "new " + what}, parsed.error(),
                     from_newer_version(*text, record.format), true);
  value = parsed->value;
  if (parsed->problems.empty()) return notice;
  notice = set_aside(key, *text, {"Some of your " + what, "they were reset and the rest kept", "new " + what},
                     parsed->problems.front(), false, false);
  // Trouble writing it shows on the next save.
  if (!pinned_.count(key)) storage_.set(key, record.print(value));
  return notice;
}

Store::LoadedSettings Store::load_settings() {
  static const Record<Settings> kRecord{"settings", "the defaults are used", kSettingsFormat, settings_from_text,
                                        settings_to_text};
  LoadedSettings out;
  out.notice = load_record(kSettingsKey, kRecord, out.settings);
  return out;
}

StoreNotice Store::save_settings(const Settings& settings) { return write(kSettingsKey, settings_to_text(settings)); }

namespace {
std::string peer_token_key(uint64_t table) { return std::string(kPeerTokenKey) + std::to_string(table); }
bool token_text(const std::string& t) {
  return t.size() == 32 &&
         std::all_of(t.begin(), t.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}
}  // namespace

std::string Store::load_peer_token(uint64_t table) {
  StoreNotice ignored;
  auto text = read(peer_token_key(table), ignored);
  return text && token_text(*text) ? *text : std::string();
}

StoreNotice Store::save_peer_token(uint64_t table, const std::string& token) {
  if (!token_text(token)) return {};
  return write(peer_token_key(table), token);
}

// "<ufrag> <pwd> <offer>": none of the three has a space.
std::optional<Store::PeerSpare> Store::load_peer_spare(uint64_t table) {
  StoreNotice ignored;
  const auto text = read(std::string(kPeerSpareKey) + std::to_string(table), ignored);
  if (!text || text->size() > 2048) return std::nullopt;
  const size_t a = text->find(' '), b = a == std::string::npos ? a : text->find(' ', a + 1);
  if (b == std::string::npos) return std::nullopt;
  return PeerSpare{text->substr(b + 1), text->substr(0, a), text->substr(a + 1, b - a - 1)};
}

StoreNotice Store::save_peer_spare(uint64_t table, const PeerSpare& spare) {
  return write(std::string(kPeerSpareKey) + std::to_string(table), spare.ufrag + " " + spare.pwd + " " + spare.offer);
}

std::optional<Store::PeerSeat> Store::load_peer_seat() {
  StoreNotice ignored;
  const auto text = read(kPeerSeatKey, ignored);
  if (!text) return std::nullopt;
  // A note for the lobby, bounded like any stored text; one that cannot be read is moved aside
  // (nothing but the note is lost: the token is kept under its own key).
  const auto j = parse_json(*text);
  PeerSeat out;
  std::string error = j ? "" : j.error();
  if (j) {
    const nlohmann::json& v = *j;
    const bool fields = v.is_object() && v.contains("table") && v["table"].is_number_unsigned() && v.contains("host") &&
                        v["host"].is_string() && v["host"].get_ref<const std::string&>().size() <= 64 &&
                        v.contains("game") && v["game"].is_string() &&
                        v["game"].get_ref<const std::string&>().size() <= 64 && v.contains("seat") &&
                        v["seat"].is_number_integer() && v.contains("arranged");
    if (!fields)
      error = "A field is missing or wrong.";
    else if (seat_from_json(v["arranged"], out.arranged, error)) {
      out.table = v["table"].get<uint64_t>();
      out.host = v["host"].get<std::string>();
      out.game = v["game"].get<std::string>();
      out.seat = static_cast<int>(std::clamp<int64_t>(v["seat"].get<int64_t>(), -1, 64));
      return out;
    }
  }
  set_aside(kPeerSeatKey, *text, {"The note of the table you were invited to", "it is forgotten", "a new note"}, error,
            false, true);
  return std::nullopt;
}

StoreNotice Store::save_peer_seat(const PeerSeat& seat) {
  const nlohmann::json j{{"table", seat.table},
                         {"host", seat.host},
                         {"game", seat.game},
                         {"seat", seat.seat},
                         {"arranged", seat_to_json(seat.arranged)}};
  return write(kPeerSeatKey, j.dump());
}

void Store::forget_peer_seat() { storage_.remove(kPeerSeatKey); }

namespace {
// A host keeps its page open for the game; half a day is longer than any wait for an answer.
constexpr int64_t kPeerInviteHours = 12;
// Seconds since 1970 of a `utc_timestamp()` ("20261129T134501Z"); nullopt for anything else.
std::optional<int64_t> stamp_seconds(const std::string& stamp) {
  if (stamp.size() != 16 || stamp[8] != 'T' || stamp[15] != 'Z') return std::nullopt;
  for (size_t i = 0; i < 15; ++i)
    if (i != 8 && (stamp[i] < '0' || stamp[i] > '9')) return std::nullopt;
  const auto num = [&](size_t at, size_t n) {
    int v = 0;
    for (size_t i = at; i < at + n; ++i) v = v * 10 + (stamp[i] - '0');
    return v;
  };
  // Days since 1970-01-01 of a civil date (the proleptic Gregorian calendar, March-based years).
  const int m = num(4, 2), d = num(6, 2), y = num(0, 4) - (m <= 2);
  const int era = y / 400, yoe = y - era * 400, doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const int64_t days = int64_t{era} * 146097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719468;
  return days * 86400 + num(9, 2) * 3600 + num(11, 2) * 60 + num(13, 2);
}
}  // namespace

// "<utc_timestamp> <code>": the code has no space. Its own checks come when it is opened.
std::optional<std::string> Store::load_peer_invite() {
  StoreNotice ignored;
  const auto text = read(kPeerInviteKey, ignored);
  if (!text || text->size() > 4096) return std::nullopt;
  const size_t gap = text->find(' ');
  if (gap == std::string::npos || gap + 1 == text->size()) return std::nullopt;
  const auto kept = stamp_seconds(text->substr(0, gap)), now = stamp_seconds(clock_());
  if (!kept || !now || *now < *kept || *now - *kept > kPeerInviteHours * 3600) return std::nullopt;
  return text->substr(gap + 1);
}

StoreNotice Store::save_peer_invite(const std::string& code) {
  if (code.empty() || code.size() > 4000 || code.find(' ') != std::string::npos) return {};
  return write(kPeerInviteKey, clock_() + " " + code);
}

void Store::forget_peer_invite() { storage_.remove(kPeerInviteKey); }

Store::LoadedStats Store::load_stats() {
  static const Record<Stats> kRecord{"statistics", "they start again", kStatsFormat, stats_from_text, stats_to_text};
  LoadedStats out;
  out.notice = load_record(kStatsKey, kRecord, out.stats);
  return out;
}

StoreNotice Store::save_stats(const Stats& stats) { return write(kStatsKey, stats_to_text(stats)); }

std::vector<std::string> Store::quarantined() { return storage_.keys(kQuarantinePrefix); }

}  // namespace parlor::session
