#include "app/kit/table_chrome.h"

#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cmath>
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

void repeat_bot_moves(session::Speed speed, const std::function<bool(double slice_ms)>& move) {
  const bool instant = speed == session::Speed::Instant;
  const double budget_ms = instant ? 1.5 : kThinkSliceMs;
  const auto start = std::chrono::steady_clock::now();
  auto left = [&] {
    return budget_ms - std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  };
  while (move(std::max(left(), 0.1)) && instant && left() > 0) {
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

// A one-line pill at the foot of the banner's box; a longer message wraps inside it, at 13 px
// where 14 would need a third line, then runs down over the last move's band (`room`) where the
// box is too low. It never grows over the table (a hint of four melds covered the seats' points
// and the stock's count): what the room still cannot hold is cut, the whole in the published text.
Rect draw_banner(Frame& f, Rect box, Rect room, const std::string& message, bool strong, const std::string& error) {
  const float s = f.dpr, pad = (error.empty() ? 14 : 12) * s;
  const std::string& text = error.empty() ? message : error;
  if (text.empty()) return {};
  const float one_h = std::min(box.h, 32 * s), least_pad = 3 * s;
  float px = 14 * s;
  std::vector<std::string> lines;
  Rect area = box;
  auto fits = [&](Rect a, float size) {
    lines = render::wrap_text(f.text, text, Face::Bold, size, box.w - 2 * pad);
    return f.text.line_height(Face::Bold, size) * static_cast<float>(lines.size()) + 2 * least_pad <= a.h;
  };
  bool fit = false;
  for (const Rect a : {box, room})
    for (const float size : {14 * s, 13 * s})
      if (!fit && fits(a, size)) fit = true, px = size, area = a;
  if (!fit) fits(area = room, px = 13 * s);
  const float line_h = f.text.line_height(Face::Bold, px);
  const auto most = static_cast<size_t>(std::max(1.0f, (area.h - 2 * least_pad) / line_h));
  if (lines.size() > most) {
    std::string rest;
    for (size_t i = most - 1; i < lines.size(); ++i) rest += (rest.empty() ? "" : " ") + lines[i];
    lines.resize(most);
    lines.back() = rest;  // drawn cut to the pill's width below
  }
  float widest = 0;
  for (const std::string& l : lines)
    widest = std::min(box.w - 2 * pad, std::max(widest, f.text.measure(l, Face::Bold, px)));
  const float tall = line_h * static_cast<float>(lines.size());
  const float h = lines.size() == 1 ? std::max(one_h, tall + 2 * least_pad)
                                    : std::min(area.h, tall + 2 * std::min(7 * s, (area.h - tall) * 0.5f));
  const float w = std::min(box.w, widest + 2 * pad);
  // In the box: at its foot, as a one-line prompt always sat; past it: from its top down.
  const Rect pill{box.x + (box.w - w) * 0.5f, area.h > box.h ? box.y : box.y + box.h - h, w, h};
  const render::Color fill = !error.empty() ? render::Color::hex(0xb2473e)
                             : strong       ? render::Color::hex(0xe2b64c, 235)
                                            : render::Color::hex(0x000000, lines.size() > 1 ? 170 : 60);
  f.batch.rect(pill, std::min(pill.h * 0.5f, 16 * s), fill);
  const render::Color ink = !error.empty() ? ui::kCardFace : strong ? ui::kInk : ui::kCream;
  float y = pill.y + (h - tall) * 0.5f;
  for (const std::string& l : lines) {
    f.text.draw_fit(f.batch, l, Face::Bold, px, w - 2 * pad + 1, pill.x + pill.w * 0.5f, y, ink, Align::Center);
    y += line_h;
  }
  return pill;
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

namespace {
bool peer_bar = false;
}  // namespace

void set_peer_bar(bool on) { peer_bar = on; }

float peer_row_top(float css_w, float css_h) {
  return peer_bar && !side_log_shown(css_w, css_h) && css_w < 640 ? kTableBarH : 0;
}

float peer_bar_w(float css_w, float) { return peer_bar && css_w >= 640 ? kPeerBarW : 0; }

TableColumn lay_out_column(TableChrome& c, int width, int height, float dpr, bool scores, float max_w) {
  TableColumn t;
  t.s = dpr;
  t.W = static_cast<float>(width) / dpr;
  t.H = static_cast<float>(height) / dpr;
  const bool landscape = t.W >= kSplitMinW && t.W >= t.H * kSplitAspect;
  t.low = landscape && t.H < kLowH;
  t.desk = landscape && !t.low;
  const float side_w = side_log_shown(t.W, t.H) ? std::min(t.W * kLogShare, kLogMaxW) : 0;
  if (peer_row_top(t.W, t.H) > 0) t.bar_h = kTableBarH + kPeerRowH;
  // A desktop's table takes all the window the log leaves: its hand runs across it.
  t.colw = landscape ? t.W - side_w : std::min(t.W - side_w, max_w);
  t.x0 = (t.W - side_w - t.colw) * 0.5f;
  c.side = side_w > 0 ? t.R(t.W - side_w, t.bar_h + 8, side_w - 10, t.H - t.bar_h - 16) : render::Rect{};
  c.bar = t.R(0, 0, t.W, t.bar_h);
  c.menu_button = t.R(t.x0 + t.pad, 2, 48, 44);
  // Over the table's part, and clear of a peer table's buttons at the bar's right end
  // (peer/table_overlay.cpp), which run over the log's column where it is narrower than they are.
  const float peer_w = peer_bar_w(t.W, t.H);
  const float score_right = peer_w > 0 ? std::min(t.x0 + t.colw - t.pad, t.W - 8 - peer_w - 8) : t.x0 + t.colw - t.pad;
  c.score_button = scores ? t.R(score_right - 84, 2, 84, 44) : render::Rect{};
  return t;
}

namespace {

// The banner, the last move's line (none beside the log's column) and the buttons, from `top` down
// in a box `w` wide at `x` (layout px), the buttons at its foot `bottom`.
// `band_h`: the last move's band, taller than its line where the staged row shares it.
void stack_controls(TableChrome& c, TableColumn& t, float x, float w, float bottom, const FootSpec& spec,
                    float band_h = 0) {
  t.btn_w = w;
  const float btn_h = t.buttons_h(spec.buttons);
  c.buttons = t.R(x, bottom - btn_h, w, btn_h);
  const float log_h = c.side.w > 0 ? 0 : TableColumn::log_h(spec.log_lines), band = std::max(band_h, log_h);
  // 6 px over the buttons: the line's target, grown to 44 px, keeps clear of them.
  const float band_y = c.buttons.y / t.s - 6 - band;
  c.log = t.R(x, band_y + (band - log_h) * 0.5f, w, log_h);
  c.banner = t.R(x, band_y - 2 - TableColumn::kBannerH, w, TableColumn::kBannerH);
}

}  // namespace

Foot lay_out_foot(TableChrome& c, TableColumn& t, const FootSpec& spec) {
  const float s = t.s, top = t.bar_h + 6, x = t.x0 + t.pad, w = t.colw - 2 * t.pad;
  const float log_h = c.side.w > 0 ? 0 : TableColumn::log_h(spec.log_lines);
  const float controls_h = TableColumn::kBannerH + 2 + log_h + 4;
  Foot f;
  // A phone's or a tablet's empty staged row was a band of felt under the table (a small phone's
  // table then had no row left for its melds): the row takes the last move's band instead.
  c.staged_on_log = spec.staged_on_log && spec.staged_h > 0 && !t.desk;
  if (t.low) {
    // A phone held sideways: a short hand joins the prompt and the buttons in a column at the
    // right, and the table's pieces keep the whole height; a long one runs across the bottom
    // under the table and that column.
    const float col_w = std::clamp(t.W * 0.42f, 300.0f, 380.0f);
    if (spec.hand_w + 2 * t.pad <= col_w) {
      const float cx = t.W - col_w + t.pad, cw = col_w - 2 * t.pad;
      const float hand_y = t.H - spec.hand_h - 6;
      f.hand = t.R(cx, hand_y, cw, spec.hand_h);
      const float px = t.x0 + t.pad, pw = t.W - col_w - t.pad - px;
      // The staged row in the last move's band of the column, where it fits under the bar: the
      // table's pieces keep the whole height.
      if (c.staged_on_log) {
        stack_controls(c, t, cx, cw, hand_y - 4, spec, spec.staged_h);
        if (c.banner.y / s >= top) {
          f.staged = t.R(cx, c.banner.y / s + TableColumn::kBannerH + 2, cw, spec.staged_h);
          f.play = {px, top, pw, t.H - 8 - top};
          return f;
        }
        c.staged_on_log = false;
      }
      stack_controls(c, t, cx, cw, hand_y - 4, spec);
      f.staged = t.R(px, t.H - 8 - spec.staged_h, pw, spec.staged_h);
      f.play = {px, top, pw, (spec.staged_h > 0 ? f.staged.y / s - 4 : t.H - 8) - top};
      return f;
    }
    const float hand_y = t.H - spec.hand_h - 4;
    f.hand = t.R(x, hand_y, w, spec.hand_h);
    const float cx = t.W - col_w + t.pad, cw = col_w - 2 * t.pad;
    const float pw = cx - 8 - x;
    if (c.staged_on_log) {
      stack_controls(c, t, cx, cw, hand_y - 4, spec, spec.staged_h);
      const float band_y = c.banner.y / s + TableColumn::kBannerH + 2;
      f.staged = t.R(cx, band_y, cw, spec.staged_h);
      f.play = {x, top, pw, hand_y - 4 - top};
      return f;
    }
    stack_controls(c, t, cx, cw, hand_y - 4, spec);
    f.staged = t.R(x, hand_y - 4 - spec.staged_h, pw, spec.staged_h);
    f.play = {x, top, pw, (spec.staged_h > 0 ? f.staged.y / s - 4 : hand_y - 4) - top};
    return f;
  }
  const float hand_y = t.H - spec.hand_h - 8;
  // A desktop whose hand leaves a prompt's width beside it: the banner and the buttons there, so
  // the table's pieces keep the height (Joker's board). A narrower column still takes them where
  // the hand is as tall as the banner over up to three rows of buttons (Rummy-O's rack of two
  // rows), each button kButtonMinW wide.
  constexpr float kBesideMinW = 420, kBesideLeastW = 300;
  const float room = w - spec.hand_w - 16;
  const float cw = std::min(room, 560.0f);
  int rows = 1;
  const auto n = static_cast<float>(std::max(spec.buttons, 1));
  while (rows < 3 &&
         (cw + TableColumn::kButtonGap) / std::ceil(n / static_cast<float>(rows)) - TableColumn::kButtonGap <
             TableColumn::kButtonMinW)
    ++rows;
  const float rows_h = static_cast<float>(rows) * (TableColumn::kButtonH + TableColumn::kButtonGap);
  if (t.desk && (room >= kBesideMinW || (room >= kBesideLeastW && controls_h + rows_h <= spec.hand_h))) {
    const float bx = x + (room - cw) * 0.5f;
    f.hand = t.R(bx, hand_y, spec.hand_w, spec.hand_h);
    t.btn_w = cw;
    if (room < kBesideMinW) t.btn_rows = rows;
    const float cx = bx + spec.hand_w + 16,
                band_top = std::min(hand_y, t.H - 8 - controls_h - t.buttons_h(spec.buttons));
    stack_controls(c, t, cx, cw, t.H - 8, spec);
    f.staged = t.R(x, band_top - 4 - spec.staged_h, w, spec.staged_h);
    f.play = {x, top, w, (spec.staged_h > 0 ? f.staged.y / s : band_top) - 6 - top};
    return f;
  }
  f.hand = t.R(x, hand_y, w, spec.hand_h);
  t.btn_w = w;
  // Beside the buttons: they take a little over their least width each, at the band's foot.
  const bool by_buttons = t.desk && t.staged_by_buttons && spec.staged_h > 0;
  if (by_buttons) {
    const auto n = static_cast<float>(std::max(spec.buttons, 1));
    auto row_w = [&](float each) { return n * (each + TableColumn::kButtonGap) - TableColumn::kButtonGap; };
    t.btn_w = std::max(row_w(TableColumn::kButtonMinW), std::min(w * 0.6f, row_w(TableColumn::kButtonMinW + 8)));
  }
  const float btn_h = t.buttons_h(spec.buttons);
  c.buttons = t.R(x + w - t.btn_w, hand_y - btn_h - 6, t.btn_w, btn_h);
  f.staged = by_buttons ? t.R(x, hand_y - 6 - spec.staged_h, w - t.btn_w - 16, spec.staged_h)
                        : t.R(x, c.buttons.y / s - 6 - spec.staged_h, w, spec.staged_h);
  const float foot_top = by_buttons          ? std::min(f.staged.y, c.buttons.y) / s
                         : spec.staged_h > 0 ? f.staged.y / s
                                             : c.buttons.y / s;
  c.log = t.R(x, foot_top - 2 - log_h, w, log_h);
  if (c.staged_on_log) {
    const float band = std::max(spec.staged_h, log_h);
    f.staged = t.R(x, c.buttons.y / s - 6 - band, w, band);
    c.log = t.R(x, f.staged.y / s + (band - log_h) * 0.5f, w, log_h);
    c.banner = t.R(x, f.staged.y / s - 2 - TableColumn::kBannerH, w, TableColumn::kBannerH);
    f.play = {x, top, w, c.banner.y / s - 6 - top};
    return f;
  }
  c.banner = t.R(x, c.log.y / s - 2 - TableColumn::kBannerH, w, TableColumn::kBannerH);
  f.play = {x, top, w, c.banner.y / s - 6 - top};
  return f;
}

Foot lay_out_hand_block(TableChrome& c, TableColumn& t, float card_w, int most, int buttons, float staged_h,
                        float whole, bool staged_on_log) {
  const float s = t.s;
  c.hand_row = {t.R(0, 0, 0, 0), {}, card_w * s, card_w * 1.4f * s, 1.06f, s};
  c.hand_row.whole = whole;
  // The widest the hand may be: the table's area (the row then overlaps its cards as it must).
  c.hand_row.area.w = t.hand_room() * s;
  const float hand_h = card_w * 1.4f + 22 + c.hand_row.extra_h(t.hand_for(most)) / s;  // and for a card to rise
  const float hand_w =
      std::min(t.hand_room(), card_w * (1 + 1.06f * static_cast<float>(std::max(t.hand_for(most), 1) - 1)));
  const Foot foot = lay_out_foot(c, t, {hand_w, hand_h, buttons, staged_h, 2, staged_on_log});
  c.hand_row.area = foot.hand;
  return foot;
}

}  // namespace parlor::scenes
