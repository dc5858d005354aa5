#include "app/scenes/title_scene.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "app/peer/peer_hub.h"
#include "app/platform/web_bridge.h"
#include "app/render/text_layout.h"
#include "app/scenes/setup_scene.h"
#include "app/scenes/table_factory.h"
#include "app/screen/lobby_chrome.h"
#include "app/session/store.h"
#include "app/tables/registry.h"
#include "app/ui/card_art.h"
#include "app/ui/palette.h"
#include "app/ui/text_entry.h"
#include "app/ui/widgets.h"
#include "games/registry.h"

namespace parlor::scenes {

using render::Align;
using render::Color;
using render::Face;

namespace {

std::vector<std::string> stats_parts(const session::GameStats& g) {
  if (g.played == 0) return {};
  std::vector<std::string> parts{"Played " + std::to_string(g.played), "won " + std::to_string(g.won)};
  if (g.has_best) parts.push_back("best " + std::to_string(g.best));
  return parts;
}

constexpr const char* kDot = " \u00B7 ";
// CSS px: a card narrower than this could not write its name at the reading size.
constexpr float kMinCardW = 120;

std::string joined(const std::vector<std::string>& parts) {
  std::string line;
  for (const std::string& p : parts) line += (line.empty() ? "" : kDot) + p;
  return line;
}

// The stats in as few lines as the card's width allows, breaking only between parts.
std::vector<std::string> stats_lines(render::Text& text, const std::vector<std::string>& parts, float px, float width) {
  std::vector<std::string> lines;
  for (const std::string& p : parts) {
    if (!lines.empty() && text.measure(lines.back() + kDot + p, Face::Regular, px) <= width)
      lines.back() += kDot + p;
    else
      lines.push_back(p);
  }
  return lines;
}

}  // namespace

TitleScene::TitleScene(Director& director) : director_(director) {
  auto loaded = director_.store().load_game();
  director_.notify(loaded.notice.message, loaded.notice.detail);
  if (loaded.game) {
    const GameEntry* g = find_game(loaded.game->setup.game_id);
    if (g && g->playable) {
      continue_label_ = "Continue your " + std::string(g->display_name) + " game";
      saved_ = std::move(loaded.game);
    }
  }
  if ((peer_ = director_.store().load_peer_seat())) {
    const GameEntry* g = find_game(peer_->game);
    const std::string game = g ? std::string(g->display_name) : std::string("a game");
    const std::string& you = peer_->arranged.name;
    peer_text_ = peer_->host.empty() ? "You were " + you + " at a table of " + game +
                                           ". Your seat is kept: Rejoin says how to come back."
                                     : "You were " + you + " at " + peer_->host + "'s table (" + game +
                                           "). Your seat is kept: Rejoin says how to come back.";
  }
  auto stats = director_.store().load_stats();
  director_.notify(stats.notice.message, stats.notice.detail);
  for (const GameEntry& g : game_registry()) {
    const LobbyLook look = lobby_look(g.id);
    Entry e;
    e.id = std::string(g.id);
    e.name = std::string(g.display_name);
    e.symbol = look.symbol;
    e.accent = look.accent;
    e.playable = g.playable;
    if (auto it = stats.stats.games.find(e.id); it != stats.stats.games.end()) e.stats = stats_parts(it->second);
    entries_.push_back(std::move(e));
  }
  publish_games();
}

// The browser tests visit every game the lobby offers from this list (Module.parlorLobby), so a
// new game joins them through the registry, as it joins the lobby.
void TitleScene::publish_games() const {
  nlohmann::json games = nlohmann::json::array();
  for (const GameEntry& g : game_registry())
    games.push_back({{"id", g.id}, {"name", g.display_name}, {"playable", g.playable}, {"players", g.player_counts}});
  web::publish("Lobby", nlohmann::json{{"games", std::move(games)}, {"peer_note", peer_text_}}.dump().c_str());
}

void TitleScene::update(double dt) {
  float k = 1.0f - std::exp(-static_cast<float>(dt) * 14.0f);
  for (Entry& e : entries_) {
    float target = e.hovered && e.playable ? 1.0f : 0.0f;
    e.lift += (target - e.lift) * k;
  }
  note_left_ = std::max(0.0, note_left_ - dt);
}

// Cards keep a playing card's proportions and take the largest size the window allows:
// five in a row on a wide screen, a two- or three-column grid on a tall one.
void TitleScene::layout(const Frame& f) {
  const float s = f.dpr;
  const float W = static_cast<float>(f.width) / s, H = static_cast<float>(f.height) / s;  // layout px
  const bool tall = W < H * 0.9f;
  // web/style.css's .brand puts the loading screen's title at this place and size, in the page's
  // CSS px (a desktop's zoom undone).
  const float z = f.zoom;
  title_px_ = std::clamp(std::min(W * z * 0.16f, H * z * 0.11f), 36.0f, 96.0f) / z;
  title_y_ = std::max(16.0f, H * z * 0.05f) / z;
  subtitle_px_ = std::clamp(title_px_ * 0.28f, 13.0f, 24.0f);
  subtitle_y_ = title_y_ + title_px_ * 1.2f;
  float top = subtitle_y_ + subtitle_px_ * 2.2f;
  if (saved_) {
    const float cw = std::min(W - 40.0f, 420.0f);
    continue_box_ = device(f, (W - cw) * 0.5f, top - 6, cw, kTapH + 4);
    top += kTapH + 18;
  }
  if (peer_) {
    // The note's words wrap beside its Rejoin and Forget buttons, one over the other, in a box as
    // wide as Continue's.
    const float pw = std::min(W - 24.0f, 460.0f), fw = 92, px = 14;
    peer_lines_ = render::wrap_text(f.text, peer_text_, Face::Regular, px * s, (pw - fw - 36) * s);
    const float lh = f.text.line_height(Face::Regular, px * s) / s;
    const float ph = std::max(2 * kTapH + 18, lh * static_cast<float>(peer_lines_.size()) + 16);
    peer_box_ = device(f, (W - pw) * 0.5f, top - 6, pw, ph);
    const float by = top - 6 + (ph - 2 * kTapH - 6) * 0.5f;
    rejoin_box_ = device(f, (W + pw) * 0.5f - fw - 6, by, fw, kTapH);
    forget_box_ = device(f, (W + pw) * 0.5f - fw - 6, by + kTapH + 6, fw, kTapH);
    top += ph + 12;
  }
  const float bottom = H - 20.0f - kTapH - 12, margin = 20.0f;
  {
    const float rw = std::min(W - 40.0f, 460.0f);
    settings_row_ = device(f, (W - rw) * 0.5f, H - 16 - kTapH, rw, kTapH);
  }
  const int cols = tall ? (W < 700 ? 2 : 3) : 5;
  const int rows = (static_cast<int>(entries_.size()) + cols - 1) / cols;
  const float gap = std::clamp(W * 0.03f, 12.0f, 32.0f), aspect = 0.7f;
  const float cw_room = (W - 2 * margin - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
  const float ch_room = (bottom - top - gap * static_cast<float>(rows - 1)) / static_cast<float>(rows);
  // A playing card's proportions where the height allows; on a short screen (a small phone with
  // Continue above the cards) a card grows squat rather than narrow, so its name stays readable.
  float cw = std::min(cw_room, 220.0f);
  const float ch = std::min(cw / aspect, ch_room);
  cw = std::min(cw, std::max(ch * aspect, kMinCardW));
  const float grid_h = ch * static_cast<float>(rows) + gap * static_cast<float>(rows - 1);
  const float y0 = top + std::max(0.0f, (bottom - top - grid_h) * 0.4f);
  // The Rules button sits inside the card's foot, tall enough for a finger.
  const float pill_h = kTapH, pill_w = std::min(cw - 16, std::max(cw * 0.56f, 64.0f));
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    int row = static_cast<int>(i) / cols, col = static_cast<int>(i) % cols;
    int in_row = std::min(cols, static_cast<int>(entries_.size()) - row * cols);
    float row_w = cw * static_cast<float>(in_row) + gap * static_cast<float>(in_row - 1);
    float x = (W - row_w) * 0.5f + static_cast<float>(col) * (cw + gap);
    float y = y0 + static_cast<float>(row) * (ch + gap);
    entries_[i].box = {x * s, y * s, cw * s, ch * s};
    entries_[i].rules = {(x + (cw - pill_w) * 0.5f) * s, (y + ch - pill_h - 8) * s, pill_w * s, pill_h * s};
  }
  laid_out_w_ = f.width;
  laid_out_h_ = f.height;
}

void TitleScene::draw_card(Frame& f, Entry& e) {
  const float s = f.dpr;
  render::Batch& b = f.batch;
  const std::string card_id = "game:" + e.id, rules_id = "rules:" + e.id;
  std::string label = e.playable ? e.name : e.name + " (coming later)";
  if (!e.stats.empty()) label += ": " + joined(e.stats);
  ui::Widgets w{f.ui, focus_};
  const bool open = w.press(card_id, e.box, label);
  render::Rect r = e.box;
  const float lift_px = e.lift * 8.0f * s;
  r.y -= lift_px;
  const float radius = r.w * 0.07f;
  ui::draw_card_body(b, r, s, {radius, e.lift});
  const float corner_px = r.w * 0.13f, pad = r.w * 0.07f;
  // Above the Rules button from the bottom up: the stats (wrapped on a narrow card), the name
  // (never under the reading size: on two lines rather than cut), then the big symbol in what
  // room is left.
  const float foot = e.rules.y - lift_px - 3 * s;
  const float stats_px = std::max(13.0f * s, r.w * 0.065f), stats_lh = f.text.line_height(Face::Regular, stats_px);
  const std::vector<std::string> stats = stats_lines(f.text, e.stats, stats_px, r.w - 2 * pad);
  const float name_room = r.w - 2 * pad, name_w = f.text.measure(e.name, Face::Bold, r.w * 0.12f);
  const float name_px = std::max(13.0f * s, name_w > name_room ? r.w * 0.12f * name_room / name_w : r.w * 0.12f);
  const std::vector<std::string> name = render::wrap_text(f.text, e.name, Face::Bold, name_px, name_room);
  const float name_lh = f.text.line_height(Face::Bold, name_px), names_h = name_lh * static_cast<float>(name.size());
  const float name_y = std::min(r.y + r.h * 0.6f, foot - stats_lh * static_cast<float>(stats.size()) - names_h);
  // Corner indices like a real card: the symbol top-left and, turned over, bottom-right; not on a
  // squat card whose name reaches its corner.
  if (name_y >= r.y + pad + f.text.line_height(Face::Regular, corner_px)) {
    f.text.draw(b, e.symbol, Face::Regular, corner_px, r.x + pad, r.y + pad, e.accent);
    // A small card's Rules button reaches the corner: the symbol top-left is enough then.
    if (e.rules.x + e.rules.w < r.x + r.w - pad - f.text.measure(e.symbol, Face::Regular, corner_px)) {
      b.push(render::Affine::rotate_about(r.x + r.w * 0.5f, r.y + r.h * 0.5f, 3.14159265f));
      f.text.draw(b, e.symbol, Face::Regular, corner_px, r.x + pad, r.y + pad, e.accent);
      b.pop();
    }
  }
  const float big_y = r.y + r.h * 0.18f, per_px = f.text.line_height(Face::Regular, 100.0f) / 100.0f;
  const float big_px = std::min(r.w * 0.38f, (name_y - big_y - 2 * s) / per_px);
  const float big_mid = big_y + f.text.line_height(Face::Regular, std::max(big_px, corner_px)) * 0.5f;
  // A short card (a notice's strip below the lobby) keeps its corner symbols only.
  if (big_px >= r.w * 0.2f)
    f.text.draw(b, e.symbol, Face::Regular, big_px, r.x + r.w * 0.5f, big_y, e.accent, Align::Center);
  for (size_t i = 0; i < name.size(); ++i)
    f.text.draw(b, name[i], Face::Bold, name_px, r.x + r.w * 0.5f, name_y + name_lh * static_cast<float>(i), ui::kInk,
                Align::Center);
  float stats_y = name_y + names_h;
  for (const std::string& line : stats) {
    f.text.draw_fit(b, line, Face::Regular, stats_px, r.w - 2 * pad, r.x + r.w * 0.5f, stats_y,
                    ui::kInk.with_alpha(170), Align::Center);
    stats_y += stats_lh;
  }
  if (!e.playable) {
    // Dimmed under a veil of felt, with a band across it that says why.
    b.rect(r, radius, ui::kFelt.with_alpha(120));
    // On two lines when a narrow card has no room for one.
    const float band_px = std::max(13.0f * s, std::max(26.0f * s, r.h * 0.12f) * 0.5f);
    const float band_lh = f.text.line_height(Face::Bold, band_px);
    const auto words = render::wrap_text(f.text, "Coming later", Face::Bold, band_px, r.w - 2 * pad);
    const float band_h = std::max(std::max(26.0f * s, r.h * 0.12f), band_lh * static_cast<float>(words.size()) + 8 * s);
    render::Rect band{r.x, big_mid - band_h * 0.5f, r.w, band_h};
    b.rect(band, 0, Color::hex(0x26221e, 215));
    float wy = band.y + (band_h - band_lh * static_cast<float>(words.size())) * 0.5f;
    for (const std::string& word : words) {
      f.text.draw(b, word, Face::Bold, band_px, r.x + r.w * 0.5f, wy, ui::kGold, Align::Center);
      wy += band_lh;
    }
  }
  render::Rect pill = e.rules;
  pill.y -= lift_px;
  const bool rules = ui::button(w, rules_id, pill, "Rules", ui::ButtonKind::Secondary);
  b.ring(pill, std::min(pill.h * 0.5f, 10 * s), 1 * s, ui::kCardEdge);
  e.hovered = f.ui.hovered(card_id) || f.ui.hovered(rules_id);

  if (rules) {
    director_.push(make_rules_screen(director_, e.id));
  } else if (open && e.playable) {
    director_.show(std::make_unique<SetupScene>(director_, *find_game(e.id)));
  } else if (open) {
    note_ = e.name + " is coming later. Its rules are here to read.";
    note_left_ = 3.0;
  }
}

void TitleScene::draw_note(Frame& f) {
  const float s = f.dpr, W = static_cast<float>(f.width);
  if (note_left_ <= 0) {
    f.text.draw(f.batch, "Five table games, ready to deal", Face::Regular, subtitle_px_ * s, W * 0.5f, subtitle_y_ * s,
                ui::kGold, Align::Center);
    return;
  }
  const float px = subtitle_px_ * s * 0.9f, lh = f.text.line_height(Face::Bold, px);
  const float w = std::min(W - 24 * s, f.text.measure(note_, Face::Bold, px) + 32 * s);
  const float alpha = static_cast<float>(std::min(1.0, note_left_ * 3.0));
  render::Rect r{(W - w) * 0.5f, subtitle_y_ * s - 6 * s, w, lh + 12 * s};
  f.batch.rect(r, r.h * 0.5f, Color::hex(0x26221e, static_cast<std::uint8_t>(220 * alpha)));
  f.text.draw_fit(f.batch, note_, Face::Bold, px, w - 24 * s, W * 0.5f, r.y + 6 * s,
                  ui::kCream.with_alpha(static_cast<std::uint8_t>(255 * alpha)), Align::Center);
}

void TitleScene::draw_continue(Frame& f) {
  if (!saved_) return;
  ui::Widgets w{f.ui, focus_};
  if (ui::button(w, "continue-game", continue_box_, continue_label_, ui::ButtonKind::Primary)) resume();
}

void TitleScene::draw_peer(Frame& f) {
  if (!peer_) return;
  const float s = f.dpr, px = 14 * s, lh = f.text.line_height(Face::Regular, px);
  f.batch.rect(peer_box_, 12 * s, Color::hex(0x26221e, 215));
  float y = peer_box_.y + (peer_box_.h - lh * static_cast<float>(peer_lines_.size())) * 0.5f;
  for (const std::string& line : peer_lines_) {
    f.text.draw(f.batch, line, Face::Regular, px, peer_box_.x + 14 * s, y, ui::kCream);
    y += lh;
  }
  ui::Widgets w{f.ui, focus_};
  if (ui::button(w, "rejoin-peer", rejoin_box_, "Rejoin", ui::ButtonKind::Primary))
    if (auto screen = peer::make_rejoin_screen(director_)) director_.push(std::move(screen));
  if (ui::button(w, "forget-peer", forget_box_, "Forget", ui::ButtonKind::Secondary)) {
    director_.store().forget_peer_seat();
    peer_.reset();
    peer_text_.clear();
    laid_out_w_ = 0;  // the cards take the note's room
    publish_games();
  }
}

void TitleScene::resume() {
  auto match = session::restore_match(saved_->setup, *saved_->state);
  if (!match) {
    note_ = "The saved game could not be restored: " + match.error();
    note_left_ = 5.0;
    return;
  }
  if (auto table = make_table(director_, saved_->setup, std::move(*match))) director_.show(std::move(table));
}

void TitleScene::draw_settings(Frame& f) {
  ui::Widgets w{f.ui, focus_};
  session::Settings& st = director_.settings();
  const float gap = 10 * f.dpr, half = (settings_row_.w - gap) * 0.5f;
  render::Rect left{settings_row_.x, settings_row_.y, half, settings_row_.h};
  render::Rect right{settings_row_.x + half + gap, settings_row_.y, half, settings_row_.h};
  if (ui::chip(w, "settings:sound", left, st.sound ? "Sound on" : "Sound off", st.sound)) {
    st.sound = !st.sound;
    director_.save_settings();
  }
  if (ui::chip(w, "settings:colour-blind", right, "Colour-blind deck", st.colour_blind)) {
    st.colour_blind = !st.colour_blind;
    director_.save_settings();
  }
}

void TitleScene::draw(Frame& f) {
  ui::TextEntry::get().clear();
  if (f.width != laid_out_w_ || f.height != laid_out_h_) layout(f);
  const float s = f.dpr;
  render::Batch& b = f.batch;
  focus_.begin(f.input);
  b.felt(ui::kFelt);
  f.text.draw(b, "Parlor", Face::Bold, title_px_ * s, static_cast<float>(f.width) * 0.5f, title_y_ * s, ui::kCream,
              Align::Center);
  draw_note(f);
  draw_continue(f);
  draw_peer(f);
  for (Entry& e : entries_) draw_card(f, e);
  draw_settings(f);
  focus_.draw(b, s);
  focus_.end();
}

}  // namespace parlor::scenes
