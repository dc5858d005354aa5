#pragma once
// The table kit's small pieces (table_scene.h puts them together): the pace at each speed, the
// menu button, the message banner, a refusal's timed reason, and the state published for the
// browser tests (written only when it changes).
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
  std::vector<render::Rect> opponents;
  HandRow hand_row;  // the person's hand, when it is one row (the kit's default hand geometry)
  // The size (w, h) of the table's main piece as laid out: the board, or a card or tile of a meld
  // on the table, or a pile. Published for the browser tests, which hold it to CONVENTIONS' sizes.
  render::Rect table_piece;
};

// The frame every table's layout starts from, in CSS px: the screen, the table's column (centred;
// on a tall desktop the move log's panel takes the right side), the bar. A landscape screen splits
// (`split`): the table's own pieces (board, melds, piles, the other seats) take the full height on
// the left (`play_x`, `play_w`), and the column (`x0`, `colw`) is a dock on the right for the
// hand, the buttons, the banner and, where it has room, the move log.
struct TableColumn {
  float s = 1, W = 0, H = 0;  // device px per CSS px; the screen
  float x0 = 0, colw = 0, pad = 10, bar_h = 48;
  bool split = false;
  // A split screen with a desktop's height (700 CSS px): its dock has the room for a long hand's
  // second row, and a table's pieces may grow with it.
  bool tall_split() const { return split && H >= 700; }
  float play_x = 0, play_w = 0;  // the table's own part: the left on a split screen, else the column
  render::Rect R(float x, float y, float w, float h) const { return {x * s, y * s, w * s, h * s}; }
  render::Rect R(render::Rect css) const { return R(css.x, css.y, css.w, css.h); }
  // The height of a row of `n` table buttons (TableScene::buttons()): 44 px targets, one row when
  // each gets kButtonMinW (a label such as "By number" whole), else two rows (the labels keep
  // their size; the layout gives way).
  static constexpr float kButtonH = 44, kButtonGap = 6, kButtonMinW = 112;
  int button_rows(int n) const {
    return (colw - 2 * pad + kButtonGap) / static_cast<float>(n) - kButtonGap >= kButtonMinW ? 1 : 2;
  }
  float buttons_h(int n) const { return button_rows(n) == 1 ? kButtonH : 2 * kButtonH + kButtonGap; }
  // The banner over `bottom` (CSS px), across the column: room for two lines, so a prompt or a
  // refusal wraps without covering the table (draw_banner keeps a one-line pill at its foot).
  static constexpr float kBannerH = 54;
  // The last move's line over `bottom` (CSS px): room for `lines` lines (13 px text), as a long
  // move wraps.
  render::Rect log_over(float bottom, int lines = 2) const {
    const float h = 16.0f * static_cast<float>(lines) + 2;
    return R(x0 + pad, bottom - h - 2, colw - 2 * pad, h);
  }
  render::Rect banner_over(float bottom) const { return R(x0 + pad, bottom - kBannerH - 2, colw - 2 * pad, kBannerH); }
};
// From this width (CSS px) a screen that does not split has the move log in a panel of its own
// beside the table, and a split one has it at the top of its dock when the dock has room.
inline constexpr float kSideLogMinW = 1180;
// A screen splits from this width (CSS px) when it is at least kSplitAspect times as wide as tall:
// a phone held sideways, a tablet lying down, every desktop window of the usual shapes.
inline constexpr float kSplitMinW = 600, kSplitAspect = 1.2f;
// Sets the chrome's bar and its buttons (44 px targets), and on a tall wide screen the side panel;
// the table's layout places the rest in the column, at most `max_w` CSS px wide (a table with much
// to lay out side by side takes more of a large screen). On a split screen the dock takes
// `dock_share` of the width (within 340 and 640 px).
TableColumn lay_out_column(TableChrome& c, int width, int height, float dpr, bool scores = true, float max_w = 1100,
                           float dock_share = 0.42f);

// Once the column's foot is placed (from the bottom edge up to `foot_top`, CSS px): the last
// move's line (`log_lines` lines) and the banner over it. On a split screen they stay in the dock
// while it has room for them, else they go to the foot of the table's part; a dock with 160 px to
// spare above them shows the move log there. Returns the area left for the table's own pieces
// (CSS px).
render::Rect lay_out_banner(TableChrome& c, const TableColumn& t, float foot_top, int log_lines = 2);

// The foot of a card table's column, from the bottom edge up: the hand (`card_w` CSS px cards,
// up to `most` of them, in two rows where one would squeeze them, with room for a selected card
// to rise), the row of `buttons` buttons, a row `staged_h` px tall for melds being composed, the
// last move's line and the banner. Sets the chrome's hand_row, buttons, log and banner; returns
// the staged row and the hand's box (device px), and the area left for the table's own pieces
// (lay_out_banner, CSS px).
struct HandBlock {
  render::Rect staged, hand, play;
};
HandBlock lay_out_hand_block(TableChrome& c, const TableColumn& t, float card_w, int most, int buttons, float staged_h);

// Seconds a bot waits before its move, and a card's or marble's time in flight, at each speed.
float bot_delay(session::Speed speed);
float flight_time(session::Speed speed);

// Runs `move` (one bot move) once; at instant speed again while it returns true, for as long as
// fits in 1.5 ms of the frame, so drawing keeps its share.
void repeat_bot_moves(session::Speed speed, const std::function<bool()>& move);

// The bar's menu button (id "menu"), its three bars drawn rather than taken from the font.
void draw_menu_button(Frame& f, render::Rect r);
// The message pill over the hand: the last refused move's reason in red while `error` is set,
// else `message`, in gold when it asks the person to act.
void draw_banner(Frame& f, render::Rect r, const std::string& message, bool strong, const std::string& error);

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
