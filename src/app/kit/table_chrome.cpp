#include "app/kit/table_chrome.h"

#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>

#include "app/platform/web_bridge.h"
#include "app/render/text_layout.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Align;
using render::Face;
using render::Rect;

float bot_delay(session::Speed speed) {
  switch (speed) {
    case session::Speed::Slow: return 1.5f;
    case session::Speed::Normal: return 0.85f;
    case session::Speed::Fast: return 0.35f;
    case session::Speed::Instant: return 0.0f;
  }
  return 0.85f;
}

float flight_time(session::Speed speed) {
  switch (speed) {
    case session::Speed::Slow: return 0.7f;
    case session::Speed::Normal: return 0.4f;
    case session::Speed::Fast: return 0.2f;
    case session::Speed::Instant: return 0.0f;
  }
  return 0.4f;
}

void repeat_bot_moves(session::Speed speed, const std::function<bool()>& move) {
  const auto start = std::chrono::steady_clock::now();
  while (move() && speed == session::Speed::Instant &&
         std::chrono::steady_clock::now() - start < std::chrono::microseconds(1500)) {
  }
}

void draw_menu_button(Frame& f, Rect m) {
  const float s = f.dpr;
  // A quiet button whose label is for screen readers and the tests only: the bars say it.
  f.ui.clickable("menu", m, "Menu");
  const float radius = std::min(m.h * 0.5f, 10.0f * s);
  f.batch.rect(m, radius, render::Color::hex(0x000000, 70));
  if (f.ui.hovered("menu")) f.batch.rect(m, radius, render::Color::hex(0xffffff, 40));
  for (int i = 0; i < 3; ++i)
    f.batch.rect({m.x + m.w * 0.5f - 9 * s, m.y + m.h * 0.5f - 7 * s + static_cast<float>(i) * 6 * s, 18 * s, 2.5f * s},
                 1.2f * s, ui::kCream);
}

// A one-line pill at the foot of the banner's room; a longer message wraps, the pill growing
// upwards (darker when it wraps: past two lines it covers the table, and stays readable).
void draw_banner(Frame& f, Rect r, const std::string& message, bool strong, const std::string& error) {
  const float s = f.dpr, px = 14 * s, pad = (error.empty() ? 14 : 12) * s;
  const std::string& text = error.empty() ? message : error;
  if (text.empty()) return;
  const std::vector<std::string> lines = render::wrap_text(f.text, text, Face::Bold, px, r.w - 2 * pad);
  float widest = 0;
  for (const std::string& l : lines) widest = std::max(widest, f.text.measure(l, Face::Bold, px));
  const float line_h = f.text.line_height(Face::Bold, px), one_h = std::min(r.h, 32 * s);
  const float h = one_h + line_h * static_cast<float>(lines.size() - 1);
  const float w = std::min(r.w, widest + 2 * pad);
  const Rect pill{r.x + (r.w - w) * 0.5f, r.y + r.h - h, w, h};
  const render::Color fill = !error.empty() ? render::Color::hex(0xb2473e)
                             : strong       ? render::Color::hex(0xe2b64c, 235)
                                            : render::Color::hex(0x000000, lines.size() > 1 ? 170 : 60);
  f.batch.rect(pill, std::min(pill.h * 0.5f, 16 * s), fill);
  const render::Color ink = !error.empty() ? ui::kCardFace : strong ? ui::kInk : ui::kCream;
  float y = pill.y + (one_h - line_h) * 0.5f;
  for (const std::string& l : lines) {
    f.text.draw(f.batch, l, Face::Bold, px, pill.x + pill.w * 0.5f, y, ink, Align::Center);
    y += line_h;
  }
}

void StatePublisher::publish(const nlohmann::json& j, const std::vector<std::pair<std::string, std::string>>& texts) {
  std::string text = j.dump();
  // Inside a JSON string a quote is escaped, so `,"key":null` can only be a key of an object; the
  // keys come in order, and the first such is the top level's (no key of it sorts before).
  for (const auto& [key, value] : texts)
    if (const size_t at = text.find(",\"" + key + "\":null"); at != std::string::npos)
      text.replace(at + key.size() + 4, 4, value);
  if (text != published_) {
    published_ = std::move(text);
    web::publish("State", published_.c_str());
  }
}

void StatePublisher::publish_curtain(const Curtain& curtain, const session::TableSession& session) {
  nlohmann::json j;
  j["screen"] = "curtain";
  j["game"] = session.setup().game_id;
  j["curtain"] = curtain.mode_name();
  j["for"] = session.seat_name(session.curtain_seat());
  j["has_pin"] = session.has_pin(session.curtain_seat());
  // Public: the move that brought the curtain up is counted like any other.
  j["moves"] = session.moves();
  j["error"] = "";
  publish(j);
}

TableColumn lay_out_column(TableChrome& c, int width, int height, float dpr, bool scores, float max_w,
                           float dock_share) {
  TableColumn t;
  t.s = dpr;
  t.W = static_cast<float>(width) / dpr;
  t.H = static_cast<float>(height) / dpr;
  t.split = t.W >= kSplitMinW && t.W >= t.H * kSplitAspect;
  if (t.split) {
    t.colw = std::clamp(t.W * dock_share, 340.0f, 640.0f);
    t.x0 = t.W - t.colw;
    t.play_x = 0;
    t.play_w = t.x0;
  } else {
    // A tall desktop has room for the move log beside the table, so the moves stay in view.
    const float side_w = t.W >= kSideLogMinW ? 300 : 0;
    t.colw = std::min(t.W - side_w, max_w);
    t.x0 = (t.W - side_w - t.colw) * 0.5f;
    t.play_x = t.x0;
    t.play_w = t.colw;
    c.side = side_w > 0 ? t.R(t.W - side_w, t.bar_h + 8, side_w - 10, t.H - t.bar_h - 16) : render::Rect{};
  }
  c.bar = t.R(0, 0, t.W, t.bar_h);
  c.menu_button = t.R(t.play_x + t.pad, 2, 48, 44);
  // Over the table's part: a split screen's dock keeps the bar's right end for a peer table's
  // buttons (peer/table_overlay.cpp).
  c.score_button = scores ? t.R(t.play_x + t.play_w - t.pad - 84, 2, 84, 44) : render::Rect{};
  return t;
}

render::Rect lay_out_banner(TableChrome& c, const TableColumn& t, float foot_top, int log_lines) {
  const float top = t.bar_h + 6, log_h = 16.0f * static_cast<float>(log_lines) + 2;
  const float need = TableColumn::kBannerH + log_h + 6;
  if (!t.split || foot_top - need >= top) {
    c.log = t.log_over(foot_top, log_lines);
    c.banner = t.banner_over(c.log.y / t.s);
    if (!t.split) return {t.x0 + t.pad, top, t.colw - 2 * t.pad, c.banner.y / t.s - 6 - top};
    const float room = c.banner.y / t.s - 8 - (t.bar_h + 8);
    if (t.W >= kSideLogMinW && room >= 160) c.side = t.R(t.x0 + t.pad, t.bar_h + 8, t.colw - 2 * t.pad, room);
    return {t.play_x + t.pad, top, t.play_w - 2 * t.pad, t.H - 8 - top};
  }
  const float x = t.play_x + t.pad, w = t.play_w - 2 * t.pad;
  c.log = t.R(x, t.H - 4 - log_h, w, log_h);
  c.banner = t.R(x, c.log.y / t.s - 2 - TableColumn::kBannerH, w, TableColumn::kBannerH);
  return {x, top, w, c.banner.y / t.s - 6 - top};
}

HandBlock lay_out_hand_block(TableChrome& c, const TableColumn& t, float card_w, int most, int buttons,
                             float staged_h) {
  const float s = t.s, x = t.x0 + t.pad, w = t.colw - 2 * t.pad;
  c.hand_row = {t.R(x, 0, w, 0), {}, card_w * s, card_w * 1.4f * s, 1.06f, s};
  // A split screen's dock has the height for a second row: a long hand takes it rather than
  // overlap its cards down to their corner's index.
  if (t.tall_split()) c.hand_row.min_strip = std::max(44.0f, card_w * 0.55f);
  const float hand_h = card_w * 1.4f + 22 + c.hand_row.extra_h(most) / s;  // room for a selected card to rise
  const float hand_y = t.H - hand_h - 8;
  HandBlock b;
  b.hand = c.hand_row.area = t.R(x, hand_y, w, hand_h);
  const float btn_h = t.buttons_h(buttons);
  c.buttons = t.R(x, hand_y - btn_h - 6, w, btn_h);
  b.staged = t.R(x, hand_y - btn_h - 12 - staged_h, w, staged_h);
  b.play = lay_out_banner(c, t, b.staged.y / s);
  return b;
}

}  // namespace parlor::scenes
