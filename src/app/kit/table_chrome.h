#pragma once
// The table kit's small pieces (table_scene.h puts them together): the pace at each speed, the
// menu button, the message banner, a refusal's timed reason, and the state published for the
// browser tests (written only when it changes).
#include <algorithm>
#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <utility>
#include <vector>

#include "app/kit/curtain.h"
#include "app/kit/hand_widget.h"
#include "app/screen/scene.h"
#include "app/session/setup.h"
#include "app/session/table_session.h"

namespace parlor::scenes {

// Where the kit draws on every table: the bar with its menu (and Scores) button, the banner with
// the prompt or a refusal, the last move's line, the row of buttons, and on a wide screen the
// move log's panel. A table's layout holds these among its own.
struct TableChrome {
  render::Rect bar, menu_button, score_button;  // score_button empty: no Scores button
  render::Rect banner, log, buttons;
  render::Rect side;  // the move log beside the table; empty on narrow screens (it opens as a sheet)
  // A rummy table's piles (empty when the game has none: the kit then handles no pile taps and
  // flies no cards) and the other seats' badges, in seat order after the shown person's.
  render::Rect stock, discard;
  // Where no line is left under the piles (a small phone's full table, whose combinations need
  // its height), the stock's count lies on its back and the discard goes unnamed.
  bool pile_words_under = true;
  std::vector<render::Rect> opponents;
  HandRow hand_row;  // the person's hand, when it is one row (the kit's default hand geometry)
  // The size (w, h) of the table's main piece as laid out: the board, or a card or tile of a meld
  // on the table, or a pile. Published for the browser tests, which hold it to CONVENTIONS' sizes.
  render::Rect table_piece;
  // Where a notice never lies (Joker's board: a notice there would hide the marbles); none: empty.
  render::Rect keep_clear;
  // On a phone a shared-melds table's row of melds being composed lies in the last move's band
  // (lay_out_foot): the line shows while nothing is composed, and the melds' table gets the room.
  bool staged_on_log = false;
};

// The frame every table's layout starts from, in layout px (CSS px, magnified on a desktop:
// Frame::zoom): the screen, the table's area (`x0`, `colw`: where the hand lies, across the
// bottom), the bar. Three shapes, and CONVENTIONS' "Tables" section draws them:
// - a portrait screen (phone, tablet): one column, the hand at the bottom, the prompt and the
//   buttons over it, the table's pieces above;
// - `desk`, a landscape screen with a desktop's height: the same, across the window less the
//   move log's column at the right (kLogShare of the width, at most kLogMaxW);
// - `low`, a landscape screen under kLowH (a phone held sideways): the hand across the bottom, the
//   prompt, the last move's line and the buttons in a column at the right above it (a short hand,
//   Joker's, goes into that column instead, so the board keeps the height: FootSpec).
struct TableColumn {
  float s = 1, W = 0, H = 0;  // device px per layout px; the screen
  float x0 = 0, colw = 0, pad = 10, bar_h = 48;
  bool desk = false, low = false;
  float btn_w = 0;  // the width of the row of buttons (lay_out_foot sets it where it is not the column's)
  // A desktop's staged row beside the buttons, in their band, not a band of its own over them: a
  // full table's seats take that height for their melds (Five Crowns' fourteen seats).
  bool staged_by_buttons = false;
  render::Rect R(float x, float y, float w, float h) const { return {x * s, y * s, w * s, h * s}; }
  render::Rect R(render::Rect css) const { return R(css.x, css.y, css.w, css.h); }
  // The width a hand may take: the table's area, less its margins.
  float hand_room() const { return colw - 2 * pad; }
  // A desktop, or a portrait column a tablet's width (kTabletW): room for large table pieces and
  // a hand in rows of whole cards, where a phone packs them small.
  static constexpr float kTabletW = 640;
  bool roomy() const { return desk || (!low && colw >= kTabletW); }
  // The pieces the hand holds now (0: not known). A phone's or a tablet's hand takes the rows these
  // need, not the rows of the most it may hold, and the table gets the room left (a hand of 4
  // keeps no second row of 16; a tablet's Rummü hand of 7 left a band of felt 200 px tall).
  int held = 0;
  int hand_for(int most) const { return held > 0 && !desk ? std::min(held, most) : most; }
  // The least height a shared-melds table's middle keeps under the other seats' rows (their
  // `row_middle_h`) where the table's area is `play_h` tall: on a phone 70% of it, so the seats
  // give up their fans, then their rows for a grid of small seats, before the melds their rows.
  float melds_middle_h(float play_h, float least) const { return roomy() ? least : std::max(least, play_h * 0.7f); }
  // The height of a row of `n` table buttons (TableScene::buttons()): 44 px targets, one row when
  // each gets kButtonMinW (a label such as "By number" whole), else two rows (the labels keep
  // their size; the layout gives way).
  // A column of buttons beside a tall hand (lay_out_foot) may take three rows (`btn_rows`).
  static constexpr float kButtonH = 44, kButtonGap = 6, kButtonMinW = 112;
  int btn_rows = 0;  // set: the rows lay_out_foot chose
  int button_rows(int n) const {
    if (btn_rows > 0) return btn_rows;
    const float w = btn_w > 0 ? btn_w : colw - 2 * pad;
    return (w + kButtonGap) / static_cast<float>(n) - kButtonGap >= kButtonMinW ? 1 : 2;
  }
  float buttons_h(int n) const {
    const auto rows = static_cast<float>(button_rows(n));
    return rows * kButtonH + (rows - 1) * kButtonGap;
  }
  // The banner: room for two lines, so a prompt or a refusal wraps without covering the table
  // (draw_banner keeps a one-line pill at its foot).
  static constexpr float kBannerH = 54;
  // The last move's line: room for `lines` lines of 13 px text, as a long move wraps.
  static float log_h(int lines) { return 16.0f * static_cast<float>(lines) + 2; }
};
// The move log's column on a desktop: this share of the width, at most this wide (layout px: 380
// CSS px at 1920x1080's zoom), from this width of screen.
inline constexpr float kLogShare = 0.22f, kLogMaxW = 272, kLogMinW = 1000;
// A screen is landscape from this width (CSS px) when it is at least kSplitAspect times as wide as
// tall; under kLowH tall it is a phone held sideways.
inline constexpr float kSplitMinW = 600, kSplitAspect = 1.2f, kLowH = 560;
// Whether a table at this size (layout px) shows the move log in a column of its own.
inline bool side_log_shown(float W, float H) { return W >= kLogMinW && !(W >= H * kSplitAspect && H < kLowH); }
// Sets the chrome's bar and its buttons (44 px targets) and on a desktop the move log's column;
// the table's layout places the rest. A portrait screen's column is at most `max_w` wide (a table
// with much to lay out side by side takes more of a large screen).
TableColumn lay_out_column(TableChrome& c, int width, int height, float dpr, bool scores = true, float max_w = 1100);
// A peer table keeps a place of the bar for peer play's buttons (React, Invites or a rejoin link;
// peer/table_overlay.cpp), so they lie over no seat and no button of the table: its right end
// (kPeerBarW px less an 8 px margin, the title and Scores left of it, over the move log's column
// where there is one) where the bar is 640 px wide or more, else a second row of it, kPeerRowH px.
// The kit says so before a table lays out (the table never asks).
inline constexpr float kTableBarH = 48, kPeerRowH = 50, kPeerBarW = 300;
void set_peer_bar(bool on);
// The top of the peer row, layout px (none: 0, the buttons in the bar itself).
float peer_row_top(float css_w, float css_h);
// The width the peer buttons keep at the bar's right end (0: none there).
float peer_bar_w(float css_w, float css_h);

// What a table puts at its foot (layout px): the person's hand in a box `hand_w` wide (its widest,
// at most hand_room()) and `hand_h` tall, a row of `buttons` buttons, a row `staged_h` tall for
// pieces being composed (0: none), and the last move's line in `log_lines` lines.
struct FootSpec {
  float hand_w = 0, hand_h = 0;
  int buttons = 0;
  float staged_h = 0;
  int log_lines = 2;
  // Short of a desktop (a phone, a tablet), the staged row shares the last move's band instead of a
  // band of its own (TableChrome::staged_on_log): for a row empty but while composing.
  bool staged_on_log = false;
};
// Where the kit put them: the hand's box and the staged row (device px; the hand's box is as wide
// as the area it may use, the table centres its pieces in it), and the area left for the table's
// own pieces (layout px). Sets the chrome's buttons, banner and last move's line (none beside the
// move log's column: the column shows it).
struct Foot {
  render::Rect hand, staged, play;
};
// From the bottom edge up: the hand, the buttons, the staged row, the last move's line, the
// banner; on a desktop whose hand leaves room beside it (Joker's six cards), the banner and the
// buttons sit beside the hand; on a phone held sideways, in a column at the right above the hand,
// or with the hand in that column when it is short.
Foot lay_out_foot(TableChrome& c, TableColumn& t, const FootSpec& spec);

// The foot of a card table: the hand (`card_w` layout px cards, up to `most` of them, in two rows
// where one would squeeze them, with room for a selected card to rise) through lay_out_foot. Sets
// the chrome's hand_row too.
// `whole`: HandRow::whole (a face whose index lies in its middle).
Foot lay_out_hand_block(TableChrome& c, TableColumn& t, float card_w, int most, int buttons, float staged_h,
                        float whole = 0, bool staged_on_log = false);

// Seconds a bot waits before its move, and a card's or marble's time in flight, at each speed.
float bot_delay(session::Speed speed);
float flight_time(session::Speed speed);

// A bot's thinking in a frame where nothing else of the bots runs (a paced speed, a hint): a
// third of a 60 Hz frame, so a Strong bot's 100 ms move spreads over about 17 frames.
inline constexpr double kThinkSliceMs = 6.0;

// Runs `move` (one bot move, or a slice of a Strong bot's thinking: its argument is the time
// left of the frame's bot budget, in ms) once; at instant speed again while it returns true, for
// as long as fits in 1.5 ms of the frame, so drawing keeps its share. At a paced speed one move
// at most is made a frame, and a bot thinking gets 6 ms of it.
void repeat_bot_moves(session::Speed speed, const std::function<bool(double slice_ms)>& move);

// The bar's menu button (id "menu"), its three bars drawn rather than taken from the font.
void draw_menu_button(Frame& f, render::Rect r);
// The message pill over the hand: the last refused move's reason in red while `error` is set,
// else `message`, in gold when it asks the person to act. It wraps inside the banner's box `r`,
// and where that is too low runs down over `room` (the box and the last move's band under it,
// when the band is free); returns the pill drawn (empty: none).
render::Rect draw_banner(Frame& f, render::Rect r, render::Rect room, const std::string& message, bool strong,
                         const std::string& error);

// The last refused move's reason, shown for a few seconds.
class TimedError {
 public:
  void show(std::string reason, float seconds = 5.0f) {
    text_ = std::move(reason);
    left_ = seconds;
  }
  void clear() { text_.clear(); }
  void tick(double dt) { left_ = left_ > static_cast<float>(dt) ? left_ - static_cast<float>(dt) : 0.0f; }
  // Empty once its time is up.
  const std::string& text() const { return left_ > 0 ? text_ : none_; }

 private:
  std::string text_;
  float left_ = 0;  // seconds
  inline static const std::string none_;
};

// Module.parlorState for the browser tests.
class StatePublisher {
 public:
  // `texts`: keys of `j` set to null whose values are given as JSON text already (a long list
  // dumped once when it changed, not every frame).
  void publish(const nlohmann::json& j, const std::vector<std::pair<std::string, std::string>>& texts = {});
  // While the curtain hides the table: who it waits for and in what mode.
  void publish_curtain(const Curtain& curtain, const session::TableSession& session);

 private:
  std::string published_;
};

}  // namespace parlor::scenes
