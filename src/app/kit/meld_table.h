#pragma once
// The melds on the table, grouped by owner under a title each ("Your melds", "Ana's melds"), or
// with a short title at the start of its first row, or (a phone's small table) the groups running
// on one after another in the same rows, each after its short title; wrapping in rows, a meld
// whole on one row (one longer than a row alone takes rows of its own); the pieces shrink until
// everything fits the area, down to a size whose index reads, and past that the melds scroll.
// Each meld is one clickable "meld:<seat>:<i>", so a table can take taps and drops on any of them.
#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/screen/scene.h"
#include "app/ui/scroll.h"
#include "engine/meld.h"

namespace parlor::scenes {

struct MeldGroup {
  int seat = 0;
  std::string title;       // above the group
  std::string owner_name;  // in each meld's accessibility label
  std::vector<Meld> melds;
  // A short word for each meld, when any (Rummü: what the combination scores now, "10 points"):
  // said in its label.
  std::vector<std::string> tags;
  // The title where a short area puts it at the start of the group's first row ("You", "Ana");
  // empty: the title.
  std::string short_title;
  // A mark drawn after each meld, when any (Rummü: its points, "10"; a word after every meld cost
  // a phone's row a meld or two).
  std::vector<std::string> marks;
};

// What draw_meld_table drew, for the tests' published state: the width its pieces were drawn at
// (device px, 0 with no melds), and how many melds lie wholly in view (without scrolling to them)
// of how many are laid; the width a row of melds may fill (device px: a meld longer than that
// alone takes rows of its own); the rows in view that a group runs on into with no owner's name on
// them (a phone's, which has no room for it).
struct MeldMarkDrawn {
  int seat = 0, meld = 0;
  std::string text;
  render::Rect box;  // device px
};
struct MeldsDrawn {
  float w = 0;
  int shown = 0, laid = 0;
  float row_w = 0;
  int unnamed = 0;
  std::vector<MeldMarkDrawn> marks;  // each meld's mark drawn, where it lies
};

struct MeldTable {
  render::Rect area;
  float piece_w = 0;                             // the largest a card or tile is drawn, device px
  float aspect = 1.3f;                           // a piece's height per width
  std::optional<std::pair<int, int>> highlight;  // (seat, meld) outlined in gold
  bool enabled = true;
  std::string empty_text;  // with no melds at all
  // Where the melds at their least size (kLeastPieceW) still overflow the area, they scroll in it
  // (the table's melds_scroll(), which takes the drags and the wheel); none: they shrink on.
  ui::ScrollArea* scroll = nullptr;
  // Where what was drawn is written, for the tests' published state.
  MeldsDrawn* drawn = nullptr;
};

// The largest a meld's piece is drawn (device px): where the table has room (`grow`: a desktop
// or a tablet, TableColumn::roomy) as large as one row of pieces under its title fills the melds'
// area `table` (device px), from `least` up to `most` (the hand's, so the table's never outgrow
// the person's own) and 84 px at most; draw_meld_table shrinks them only as melds come, to the
// largest size at which all fit. Elsewhere `least`.
float meld_piece_w(bool grow, render::Rect table, float aspect, float least, float most, float dpr);

// What an empty table waits for, in the middle of `box` (device px): larger on a wide table.
// False, drawing nothing, where it does not fit.
bool draw_empty_table_words(Frame& f, std::string_view text, render::Rect box);

void draw_meld_table(Frame& f, const MeldTable& t, const std::vector<MeldGroup>& groups,
                     const std::function<void(render::Rect, const PlacedCard&)>& draw_piece);

// The clickable's id of meld `index` of `seat`, and the (seat, meld) an id names (none for
// another item's).
std::string meld_id(int seat, int index);
std::optional<std::pair<int, int>> meld_of_id(std::string_view id);

// The melds on the table, seat by seat, as the tests' published state lists them ("R3 R4 R5").
nlohmann::json melds_json(const std::vector<std::vector<Meld>>& table);

}  // namespace parlor::scenes
