#pragma once
// Where the saved game, the settings and the stats live between visits, on top of the
// platform's key-value storage. Nothing here is ever lost silently: a stored value that cannot
// be read (damaged, cut short, from a newer version) is moved aside under
// "quarantine:<what>:<UTC time>" and the player is told; when storage is off or full the
// player is told once and play goes on without saving.
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "app/platform/storage.h"
#include "app/session/save.h"
#include "app/session/settings.h"

namespace parlor::session {

inline constexpr const char* kGameKey = "game";
inline constexpr const char* kSettingsKey = "settings";
inline constexpr const char* kPeerTokenKey = "peer-token:";  // + the host table's number
inline constexpr const char* kPeerSeatKey = "peer-seat";
inline constexpr const char* kPeerSpareKey = "peer-spare:";  // + the host table's number
inline constexpr const char* kPeerInviteKey = "peer-invite";
inline constexpr const char* kStatsKey = "stats";
inline constexpr const char* kQuarantinePrefix = "quarantine:";

enum class StoreIssue {
  None,
  Unavailable,  // storage switched off (private mode, blocked site data)
  Full,         // no room left
  Damaged,      // a stored value could not be read and was moved aside (or left, when it could not be)
  Newer,        // a stored value comes from a newer Parlor and was moved aside
};

// What to tell the player, if anything: `message` is empty when all went well. It says in plain
// words what happened and that nothing was lost; `detail` holds the technical side (what could
// not be read, the key its copy is kept under), shown only when the player asks.
struct StoreNotice {
  StoreIssue issue = StoreIssue::None;
  std::string message;
  std::string detail;
  explicit operator bool() const { return issue != StoreIssue::None; }
};

// "20261122T101530Z": when a value was moved aside.
std::string utc_timestamp();

class Store {
 public:
  using Clock = std::function<std::string()>;
  explicit Store(platform::Storage& storage, Clock clock = utc_timestamp);

  struct LoadedGame {
    std::optional<SavedGame> game;  // nothing when no game is saved or it could not be read
    StoreNotice notice;
  };
  // The game in progress, for the lobby's "Continue".
  LoadedGame load_game();
  // After every action, and when the page is hidden. Storage trouble is reported on the first
  // failure only (then `saving_works()` stays false until a save succeeds).
  StoreNotice save_game(const GameSetup& setup, const State& state);
  StoreNotice clear_game();
  // At the end of a game: counts it for the person in `seat` (once, even if the end is shown
  // again after a reload) and clears the saved game. `seat` -1: an all-bot table, nothing counted.
  StoreNotice finish_game(const State& finished, int seat);

  struct LoadedSettings {
    Settings settings;  // defaults where nothing (readable) was stored
    StoreNotice notice;
  };
  LoadedSettings load_settings();
  StoreNotice save_settings(const Settings& settings);

  struct LoadedStats {
    Stats stats;
    StoreNotice notice;
  };
  LoadedStats load_stats();
  StoreNotice save_stats(const Stats& stats);

  // Peer play, a guest's device: the seat token a host's table gave it (32 hex digits), by the
  // table's number; empty when none is kept.
  std::string load_peer_token(uint64_t table);
  StoreNotice save_peer_token(uint64_t table, const std::string& token);

  // Peer play, a guest's device: the table it was last a guest at, so a reload can say whose
  // table it was (the lobby: "You were at Ana's table") and a rejoin keeps the person's own
  // arrangement of their hand. Forgotten when the game ends there or the person says so.
  struct PeerSeat {
    uint64_t table = 0;  // the host's table number (PeerInvite::table)
    std::string host;    // the person at the host's device ("" when bots play its seats)
    std::string game;    // the game's id
    int seat = -1;
    SeatSetup arranged;  // the seat's name, and the person's order and sort (order, order_round, sort_by_rank)
  };
  // Peer play, a guest's device: the host's spare offer for its seat (a code) and the ICE
  // credentials of the answer sent ahead for it, by table: a reloaded page connects with them
  // by itself. The codes are checked by whoever opens them.
  struct PeerSpare {
    std::string offer, ufrag, pwd;
  };
  std::optional<PeerSpare> load_peer_spare(uint64_t table);
  StoreNotice save_peer_spare(uint64_t table, const PeerSpare& spare);
  std::optional<PeerSeat> load_peer_seat();
  StoreNotice save_peer_seat(const PeerSeat& seat);
  void forget_peer_seat();
  // Peer play, a guest's device: the invite it is answering, until its table opens (or the person
  // leaves the joining screen), so a reload in between answers it again rather than losing it.
  // An invite kept longer ago than `kPeerInviteHours` is let go: its host has moved on.
  std::optional<std::string> load_peer_invite();
  StoreNotice save_peer_invite(const std::string& code);
  void forget_peer_invite();

  // Keys of the values moved aside so far, oldest first.
  std::vector<std::string> quarantined();
  bool saving_works() const { return !write_trouble_; }

 private:
  StoreNotice write(const std::string& key, const std::string& text);
  // What could not be read, and what happens instead, for the player's message.
  struct Loss {
    std::string what;     // "Your settings"
    std::string outcome;  // "the defaults are used"
    std::string kept;     // what is not saved over a value that stays: "new settings"
  };
  // Copies the unreadable `raw` value of `key` aside (removing the original when `move`), and
  // says so: `reason` is the technical detail.
  StoreNotice set_aside(const std::string& key, const std::string& raw, const Loss& loss, const std::string& reason,
                        bool newer, bool move);
  // Reads `key`: the text, or nothing (missing or unreadable, with a notice in the latter case).
  std::optional<std::string> read(const std::string& key, StoreNotice& notice);
  template <class T>
  struct Record {
    const char* what;      // "settings": for messages
    const char* fallback;  // what happens instead: "the defaults are used"
    int format;
    Result<Parsed<T>> (*parse)(std::string_view);
    std::string (*print)(const T&);
  };
  template <class T>
  StoreNotice load_record(const char* key, const Record<T>& record, T& value);

  platform::Storage& storage_;
  Clock clock_;
  bool write_trouble_ = false;
  std::set<std::string> pinned_;  // unreadable values that could not be moved aside: never overwritten
};

}  // namespace parlor::session
