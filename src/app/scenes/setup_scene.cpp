#include "app/scenes/setup_scene.h"

#include <SDL.h>

#include <algorithm>
#include <ctime>
#include <utility>

#include "app/render/text_layout.h"
#include "app/scenes/confirm_scene.h"
#include "app/scenes/rules_text.h"
#include "app/scenes/table_factory.h"
#include "app/screen/lobby_chrome.h"
#include "app/screen/modal.h"
#include "app/session/settings.h"
#include "app/ui/palette.h"
#include "app/ui/text_entry.h"
#include "app/ui/text_field.h"

namespace parlor::scenes {

using render::Face;
using session::SeatKind;

namespace {

constexpr float kRowGap = 8;
constexpr float kFooterH = 84;

const std::vector<ui::Segment>& kind_segments() {
  static const std::vector<ui::Segment> segs{{"person", "Person"}, {"bot", "Bot"}, {"invite", "Invite"}};
  return segs;
}

const std::vector<ui::Segment>& speed_segments() {
  static const std::vector<ui::Segment> segs{
      {"slow", "Slow"}, {"normal", "Normal"}, {"fast", "Fast"}, {"instant", "Instant"}};
  return segs;
}

std::optional<uint64_t> next_seed;

}  // namespace

void use_seed_next(uint64_t seed) { next_seed = seed; }

SetupScene::SetupScene(Director& director, const GameEntry& game)
    : director_(director), model_(game), first_field_(ui::TextEntry::get().reserve_fields(game.max_players)) {
  // The names used last come back in their seats, and the speed chosen last.
  const session::Settings& st = director_.settings();
  for (std::size_t i = 0; i < st.last_names.size() && i < static_cast<std::size_t>(model_.players()); ++i)
    if (!st.last_names[i].empty()) model_.rename(i, st.last_names[i]);
  model_.speed = st.bot_speed;
  // The page fetches the rules text while the seats are set up, so its screen rarely waits.
  request_rules(game.id);
}

// The page's <input> must not outlive the screen its fields were on.
SetupScene::~SetupScene() { ui::TextEntry::get().clear(); }

render::Rect SetupScene::at(const Frame& f, float x, float y, float w, float h) const {
  const float s = f.dpr;
  return {x * s, view_.y + y * s - scroll_.offset(), w * s, h * s};
}

float SetupScene::heading(Frame& f, std::string_view title, float y) {
  render::Rect r = at(f, x0_, y, col_, 28);
  f.text.draw(f.batch, title, Face::Bold, 18 * f.dpr, r.x, r.y, ui::kGold);
  return y + 30;
}

float SetupScene::draw_players(Frame& f, ui::Widgets& w, float y) {
  const float s = f.dpr;
  const GameEntry& g = model_.game();
  render::Rect label = at(f, x0_, y + 4, col_, 24);
  f.text.draw(f.batch, "Players", Face::Bold, 18 * s, label.x, label.y, ui::kGold);
  f.text.draw(f.batch, players_text(g), Face::Regular, 14 * s, label.x, label.y + 24 * s, ui::kCream.with_alpha(180));
  const int n = model_.players();
  int step = ui::stepper(w, "players", at(f, x0_ + col_ - 150, y, 150, kTapH), std::to_string(n),
                         model_.can_step_players(-1), model_.can_step_players(1));
  if (step != 0) {
    model_.step_players(step);
    error_.clear();
  }
  return y + kTapH + 14;
}

// Wide: one line per seat. Narrow (a phone): the name on one line, the choices on the next.
// The kinds' share of a narrow seat's second line (CSS px): each choice as wide as its label
// needs (ui::segment_need), the room left over shared in proportion with the levels'.
float SetupScene::narrow_kind_w(Frame& f) const {
  const float room = col_ - 24;
  auto needed = [&](const std::vector<std::string_view>& labels) {
    float sum = 4 * static_cast<float>(labels.size() - 1);
    for (std::string_view l : labels) sum += ui::segment_need(f.text, f.dpr, l);
    return sum;
  };
  std::vector<std::string_view> kinds, levels;
  for (const ui::Segment& k : kind_segments()) kinds.push_back(k.label);
  for (const BotLevel& l : model_.levels()) levels.push_back(l.label);
  if (levels.empty()) return room * 0.64f;
  const float kind = needed(kinds), level = needed(levels);
  // Three levels (Strong) beside the kinds overflow a phone's line: the levels take a line of their own.
  if (kind + level + 8 > room) return room;
  return room * kind / (kind + level);
}

float SetupScene::draw_seat(Frame& f, ui::Widgets& w, std::size_t i, float y) {
  const float s = f.dpr, pad = 6;
  const bool wide = col_ >= 560;
  const float narrow_kind = wide ? 0 : narrow_kind_w(f);
  const bool own_line = !wide && narrow_kind >= col_ - 24;  // the levels under the kinds
  const float row_h = wide ? kTapH + 2 * pad : own_line ? 3 * kTapH + 4 * pad + 4 : 2 * kTapH + 3 * pad + 2;
  SeatRow& seat = model_.seats()[i];
  const std::string id = "seat:" + std::to_string(i + 1);
  f.batch.rect(at(f, x0_, y, col_, row_h), 10 * s, render::Color::hex(0x000000, 45));

  const float badge = 30, badge_y = y + pad + (kTapH - badge) * 0.5f;
  render::Rect b = at(f, x0_ + 8, badge_y, badge, badge);
  f.batch.rect(b, b.h * 0.5f, ui::kCream.with_alpha(30));
  f.batch.ring(b, b.h * 0.5f, 1.5f * s, ui::kGold);
  const float bpx = 15 * s;
  f.text.draw(f.batch, std::to_string(i + 1), Face::Bold, bpx, b.x + b.w * 0.5f,
              b.y + (b.h - f.text.line_height(Face::Bold, bpx)) * 0.5f, ui::kCream, render::Align::Center);

  // Narrow: the kinds and the levels share the line as their labels need it, at the label's
  // smallest size (bold, as when chosen), so "Person" fits whole on a 360 px phone.
  const float kind_w = wide ? 240 : narrow_kind, level_w = wide ? 170 : own_line ? kind_w : col_ - 24 - kind_w;
  const float name_x = x0_ + 8 + badge + 8;
  const float name_w = wide ? col_ - (name_x - x0_) - 8 - kind_w - 8 - level_w - 8 : col_ - (name_x - x0_) - 8;
  ui::text_field(w, id + ":name", first_field_ + static_cast<int>(i), at(f, name_x, y + pad, name_w, kTapH), seat.name,
                 kMaxNameChars);

  const float line2 = wide ? y + pad : y + pad + kTapH + pad + 2;
  const float kind_x = wide ? name_x + name_w + 8 : x0_ + 8;
  const float level_x = own_line ? kind_x : kind_x + kind_w + 8, level_y = own_line ? line2 + kTapH + pad : line2;
  int kind = ui::segmented(w, id + ":kind", at(f, kind_x, line2, kind_w, kTapH), kind_segments(),
                           seat.kind == SeatKind::Person ? 0
                           : seat.kind == SeatKind::Bot  ? 1
                                                         : 2,
                           !wide);
  if (kind >= 0) model_.set_kind(i, kind == 0 ? SeatKind::Person : kind == 1 ? SeatKind::Bot : SeatKind::Remote);

  render::Rect level_box = at(f, level_x, level_y, level_w, kTapH);
  if (seat.kind == SeatKind::Bot) {
    std::vector<ui::Segment> levels;
    int selected = -1;
    for (const BotLevel& l : model_.levels()) {
      if (l.kind == seat.bot) selected = static_cast<int>(levels.size());
      levels.push_back({l.kind, l.label});
    }
    // Three levels share a wide seat's 170 px as their labels need it ("Strong" is the widest).
    int pick = ui::segmented(w, id + ":level", level_box, levels, selected, !wide || levels.size() > 2);
    if (pick >= 0) seat.bot = levels[static_cast<std::size_t>(pick)].key;
  } else {
    draw_paragraph_in(f, "Plays on this device", Face::Regular, 14 * s, level_box, ui::kCream.with_alpha(170));
  }
  return y + row_h + kRowGap;
}

float SetupScene::draw_options(Frame& f, ui::Widgets& w, float y) {
  const auto& all = model_.options();
  if (std::none_of(all.begin(), all.end(), [&](const OptionRow& o) { return model_.applies(o); })) return y;
  const float s = f.dpr, px = 15;
  const bool wide = col_ >= 560;
  y = heading(f, "Options", y + 10);
  for (OptionRow& o : model_.options()) {
    if (!model_.applies(o)) continue;
    const std::string id = "option:" + o.name;
    const bool cycles = o.type == "seat" || o.type == "choice";
    // A choice's control holds its longest value whole (the stepper's bold type, two arrows).
    float ctrl_w = cycles ? 230 : 150;
    if (o.type == "choice")
      for (const auto& c : o.choices)
        if (c.is_object())
          ctrl_w = std::max(ctrl_w, f.text.measure(c.value("label", ""), Face::Bold, 19 * s) / s + 2 * kTapH + 16);
    ctrl_w = std::min(ctrl_w, wide ? col_ * 0.6f : col_);
    const float label_w = wide ? col_ - ctrl_w - 16 : col_;
    auto lines = render::wrap_text(f.text, o.label, Face::Regular, px * s, label_w * s);
    const float lh = f.text.line_height(Face::Regular, px * s) / s;
    const float label_h = lh * static_cast<float>(lines.size());
    const float ctrl_y = wide ? y + std::max(0.0f, (label_h - kTapH) * 0.5f) : y + label_h + 6;
    const float label_y = wide ? y + std::max(0.0f, (kTapH - label_h) * 0.5f) : y;
    for (std::size_t k = 0; k < lines.size(); ++k) {
      render::Rect r = at(f, x0_, label_y + lh * static_cast<float>(k), label_w, lh);
      f.text.draw(f.batch, lines[k], Face::Regular, px * s, r.x, r.y, ui::kCream);
    }
    render::Rect ctrl = at(f, wide ? x0_ + col_ - ctrl_w : x0_, ctrl_y, ctrl_w, kTapH);
    const bool known = o.type == "int" || o.type == "bool" || cycles;
    if (known) {
      int step = ui::stepper(w, id, ctrl, model_.option_text(o), model_.can_step(o, -1), model_.can_step(o, 1),
                             o.type != "int");
      if (step != 0) {
        model_.step(o, step);
        error_.clear();
      }
    } else {
      // A kind of option this screen does not know yet: the game's default is used.
      f.text.draw(f.batch, "Default", Face::Regular, px * s, ctrl.x, ctrl.y + 12 * s, ui::kCream.with_alpha(170));
    }
    y = (wide ? std::max(label_y + label_h, ctrl_y + kTapH) : ctrl_y + kTapH) + 14;
  }
  return y;
}

float SetupScene::draw_speed(Frame& f, ui::Widgets& w, float y) {
  y = heading(f, "Bot speed", y + 10);
  const float width = std::min(col_, 440.0f);
  int pick = ui::segmented(w, "speed", at(f, x0_, y, width, kTapH), speed_segments(), static_cast<int>(model_.speed));
  if (pick >= 0) model_.speed = static_cast<session::Speed>(pick);
  return y + kTapH + 8;
}

bool SetupScene::draw_footer(Frame& f, float footer_h) {
  const float s = f.dpr, W = f.css_width(), H = f.css_height();
  f.batch.rect(device(f, 0, H - footer_h, W, footer_h), 0, render::Color::hex(0x000000, 55));
  f.batch.rect(device(f, 0, H - footer_h, W, 1), 0, ui::kCream.with_alpha(40));
  if (!error_.empty()) {
    const float px = 15 * s, lh = f.text.line_height(Face::Bold, px);
    float ty = (H - footer_h + 10) * s;
    for (const std::string& line : render::wrap_text(f.text, error_, Face::Bold, px, col_ * s)) {
      f.text.draw(f.batch, line, Face::Bold, px, W * 0.5f * s, ty, render::Color::hex(0xffb4a8), render::Align::Center);
      ty += lh;
    }
  }
  const float bw = std::min(col_, 360.0f), bh = 52;
  render::Rect r = device(f, (W - bw) * 0.5f, H - 16 - bh, bw, bh);
  ui::Widgets w{f.ui, focus_};
  return ui::button(w, "start", r, "Start", ui::ButtonKind::Primary);
}

void SetupScene::apply_edits() {
  while (auto edit = ui::TextEntry::get().take_commit()) {
    const int seat = edit->field - first_field_;
    if (seat >= 0 && seat < model_.players()) model_.rename(static_cast<std::size_t>(seat), edit->text);
  }
}

void SetupScene::start() {
  // A saved game (a table this device hosts among them) is replaced only when the person says so.
  if (!replace_saved_) {
    auto saved = director_.store().load_game();
    const GameEntry* g = saved.game ? find_game(saved.game->setup.game_id) : nullptr;
    if (g && g->playable) {
      Choice yes{"confirm:yes", "Start anyway", [this] {
                   director_.pop();
                   replace_saved_ = true;
                   start();
                 }};
      Choice no{"confirm:no", "Keep my saved game", [this] { director_.pop(); }};
      director_.push(
          make_confirm(director_, "Replace your saved game?",
                       "This replaces your saved game of " + std::string(g->display_name) + ". Start anyway?",
                       std::move(yes), std::move(no)));
      return;
    }
  }
  replace_saved_ = false;
  // Any seed will do; the game stores it, so a game can be replayed from its setup.
  auto seed = SDL_GetPerformanceCounter() ^ (static_cast<std::uint64_t>(std::time(nullptr)) * 0x9E3779B97F4A7C15ull);
  if (next_seed) seed = *std::exchange(next_seed, std::nullopt);
  auto setup = model_.build(seed);
  if (!setup) {
    error_ = setup.error();
    return;
  }
  // Invites name the table (48 bits): a guest's device keeps its seat token under it.
  for (const session::SeatSetup& seat : setup->seats)
    if (seat.kind == SeatKind::Remote) setup->peer_table = (seed * 0x9E3779B97F4A7C15ull >> 16) | 1;
  if (auto table = make_table(director_, *setup)) {
    session::Settings& st = director_.settings();
    st.last_names.clear();
    for (const SeatRow& seat : model_.seats()) st.last_names.push_back(seat.name);
    st.bot_speed = model_.speed;
    director_.save_settings();
    director_.show(std::move(table));
    return;
  }
  error_ = std::string(model_.game().display_name) + " cannot be played here yet.";
}

void SetupScene::draw(Frame& f) {
  ui::TextEntry& entry = ui::TextEntry::get();
  entry.begin_frame(f.input);
  apply_edits();
  focus_.begin(f.input, !entry.keys_taken());
  const float s = f.dpr, W = f.css_width(), H = f.css_height();
  col_ = std::min(W - 24, kColumnW);
  x0_ = (W - col_) * 0.5f;
  f.batch.felt(ui::kFelt);
  TopBarResult bar = top_bar(f, focus_, model_.game().display_name, "rules", "Rules");

  float footer_h = kFooterH;
  if (!error_.empty())
    footer_h += 8 + f.text.line_height(Face::Bold, 15 * s) / s *
                        static_cast<float>(render::wrap_text(f.text, error_, Face::Bold, 15 * s, col_ * s).size());
  view_ = device(f, 0, kTopBarH, W, std::max(0.0f, H - kTopBarH - footer_h));
  scroll_.begin(f.ui, view_);
  ui::Widgets w{f.ui, focus_, &scroll_};
  float y = 14;
  {
    ui::ClipScope clip(f.batch, view_);
    y = draw_players(f, w, y);
    for (std::size_t i = 0; i < model_.seats().size(); ++i) y = draw_seat(f, w, i, y);
    y = draw_options(f, w, y);
    y = draw_speed(f, w, y);
  }
  scroll_.set_content_height((y + 16) * s);
  scroll_.draw_bar(f.batch, s);
  const bool start_pressed = draw_footer(f, footer_h);
  focus_.draw(f.batch, s);
  if (const render::Rect* moved = focus_.end()) scroll_.reveal(*moved);
  entry.end_frame();

  if (bar.back || (f.input.key(SDLK_ESCAPE) && !entry.keys_taken()))
    director_.show(make_lobby(director_));
  else if (bar.right)
    director_.push(make_rules_screen(director_, std::string(model_.game().id)));
  else if (start_pressed)
    start();
}

}  // namespace parlor::scenes
