#pragma once
// A game at a table on this device, whatever the game: every move goes through here, so each is
// saved the moment it is made, the end is counted in the stats, and pass-and-play works the
// same for every table.
//
// Pass-and-play: when two or more seats are people, the device shows one person's cards at a
// time (the viewer). When another person is to act, a curtain hides everything until that person
// taps (and enters their PIN, if they set one); then they become the viewer and see what happened
// since their last turn. After a reload the curtain is up, since anyone may be holding the device.
#include <cstddef>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/session/setup.h"
#include "app/session/store.h"
#include "app/session/table_link.h"
#include "engine/result.h"
#include "net/match.h"
#include "net/peer_message.h"

namespace parlor::session {

inline constexpr size_t kPinDigits = 4;
inline constexpr double kBotSaveInterval = 0.5;  // seconds

class TableSession {
 public:
  // `store` may be null (nothing is saved); the match must be at the moment `setup` describes.
  TableSession(GameSetup setup, std::unique_ptr<net::Match> match, Store* store);
  TableSession(TableSession&&) = default;
  TableSession& operator=(TableSession&&) = default;
  // Tells the link (peer play) that the table is gone.
  ~TableSession() {
    if (link_) link_->detached();
  }

  const GameSetup& setup() const { return setup_; }
  GameSetup& setup() { return setup_; }  // speed changes during play
  const net::Match& match() const { return *match_; }
  net::Match& match() { return *match_; }  // peer play: who plays a seat changes
  const State& state() const { return match_->state(); }
  std::string seat_name(int seat) const;
  std::vector<std::string> names() const;  // every seat's, in seat order
  int seat_count() const { return static_cast<int>(setup_.seats.size()); }
  bool is_person(int seat) const;
  int person_count() const;
  bool pass_and_play() const { return person_count() > 1; }

  // The seat whose own cards the device shows: the only person, or in pass-and-play the last one
  // to lift the curtain. -1 when nobody's are shown (an all-bot table, or nobody has lifted yet).
  int viewer() const { return viewer_; }
  // The seat a table draws from: the viewer's, or seat 0 while nobody's cards are shown.
  int shown_seat() const { return viewer_ < 0 ? 0 : viewer_; }
  // No person sits at the table: it is a show of bots to watch.
  bool all_bots() const { return person_count() == 0; }
  // Whether everything hidden must be covered now, and for whom the curtain waits.
  bool curtain_up() const;
  int curtain_seat() const;
  // The round's end is still shown to the person who watched it end: the curtain for the next
  // person waits until they leave it (everyone's cards are face up on it anyway).
  void hold_curtain(bool held) { curtain_held_ = held; }

  bool has_pin(int seat) const;
  // Lifts the curtain for curtain_seat(); false (and nothing changes) when their PIN does not match.
  bool lift_curtain(std::string_view pin = {});
  // Sets the curtain seat's PIN (exactly four digits; empty removes it) and saves it with the game.
  bool set_pin(std::string_view pin);

  // What happened since `seat` last acted, oldest first, as log lines said to that seat ("Ana
  // takes the 7 of stars ...").
  std::vector<std::string> summary_for(int seat) const;
  // The last move's line as `reader` reads it ("You draw ...", others by name; -1: all by name);
  // "" before the first move.
  std::string last_line(int reader) const;
  // The last move's short form (describe_action_short) as `reader` reads it, "" where it has none.
  std::string last_short_line(int reader) const;
  // Every move of the round being played (or of the one just ended, until the next one's first
  // move), oldest first, as `reader` reads them.
  // `after`: only the lines recorded after the game's first `after` (lines_recorded() counts them).
  std::vector<std::string> round_lines(int reader, uint64_t after = 0) const;
  // The lines round_lines() gives, as the game wrote them (with their seats), and their round
  // (-1 when there are none): what a peer host's welcome sends a guest.
  std::pair<int, std::vector<net::MoveLine>> round_so_far() const;
  // A peer guest's table, welcomed mid-round: the lines of the moves before it, as its host sent them.
  void recall(int round, const std::vector<net::MoveLine>& lines);
  // Lines recorded since the game began (loaded games count theirs), and the round of the last one.
  uint64_t lines_recorded() const { return recorded_; }
  int lines_round() const { return lines_.empty() ? -1 : lines_.back().round; }

  // What `seat` may see: the only picture of the game a table draws from.
  std::unique_ptr<View> view(int seat) const { return match_->state().view(seat); }
  Scores scores() const { return match_->state().scores(); }
  // Moves played in the game so far (the tests' move counter).
  size_t moves() const { return match_->state().history().size(); }

  // The person's move: validated, applied, logged, saved. The reason when refused.
  std::optional<std::string> play(int seat, const Action& action);
  // The seat to act plays by itself (a bot; a peer next): its move, when it has one ready, is
  // checked, applied and logged like a person's; nothing happens while it has none. Such moves
  // are saved by flush(), so a run of them in one frame is written once.
  struct Ready {
    bool played = false;
    std::optional<std::string> refused;  // the seat broke the rules: why
  };
  // `slice_ms`: how much of this frame the seat may think (net::Match::ready_move).
  Ready play_ready(double slice_ms);
  // Saves what bots did, when a person is to act or half a second after the last save; tables
  // call it at the end of each update with the frame's time.
  void flush(double dt);

  // Storage trouble to tell the player about (once), with its technical detail; an empty
  // message when there is none.
  StoreNotice take_notice();
  // Something to tell the person (a peer host's refusal); shown like storage trouble.
  void notify(std::string text) {
    if (notice_.message.empty()) notice_.message = std::move(text);
  }
  // Peer play: the table's link to other devices (kept as long as the table).
  void link(std::shared_ptr<TableLink> l) { link_ = std::move(l); }
  const std::shared_ptr<TableLink>& link() const { return link_; }
  // Whether a reload should bring this table straight back: this device's saved game, still
  // going, with no one on another device (a peer table has its own way back, peer/rejoin_scene).
  bool reopens_on_reload() const;
  // Saves now (after each move this happens by itself; also used when the page is hidden).
  void save();
  // A person's own arrangement of their hand in the table's round `round` (SeatSetup::order), the
  // melds they set aside (SeatSetup::staged) and the sort they chose last: saved with the next
  // save, the order (not the melds) put in share links. Other seats' are not kept.
  void arrange(int seat, int round, const std::vector<Card>& order, const std::vector<Meld>& staged, bool sort_by_rank);
  // The move a person is choosing tap by tap (SeatSetup::choice; empty: none): saved with the
  // next save, never put in a link.
  void keep_choice(int seat, ChoiceMade choice);
  // The round's end shown now (GameSetup::round_end; none: at 0): saved with the next save.
  void keep_round_end(RoundEndShown shown) { setup_.round_end = shown; }

  // The share-link fragment ("play=...") for the game so far, and one for a new game with the
  // same seats and options.
  Result<std::string> share_game() const;
  Result<std::string> share_new_game(uint64_t seed) const;

 private:
  void record(int seat, int round, std::string line);
  // The lines of the moves before this session (a reload or a link), from the log.
  void recall_lines();
  void after_move(bool save_now);

  GameSetup setup_;
  std::unique_ptr<net::Match> match_;
  Store* store_;
  int viewer_ = -1;
  bool curtain_held_ = false;
  struct Line {
    int seat;
    int round;          // rounds scored before the move
    std::string text;   // as the game wrote it, "Player 2 ..."
    std::string brief;  // its short form, "" for none
  };
  std::deque<Line> lines_;  // recent moves, for the summaries
  uint64_t recorded_ = 0;   // lines ever recorded: lines_.front() is number recorded_ - lines_.size()
  StoreNotice notice_;
  std::shared_ptr<TableLink> link_;
  bool finished_ = false;
  bool dirty_ = false;     // bot moves, or the person's arrangement, not saved yet
  double since_save_ = 0;  // seconds
};

}  // namespace parlor::session
