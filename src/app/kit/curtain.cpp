#include "app/kit/curtain.h"

#include <SDL.h>

#include <algorithm>

#include "app/render/text_layout.h"
#include "app/screen/modal.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Align;
using render::Color;
using render::Face;
using render::Rect;

const char* Curtain::mode_name() const {
  if (!up_) return "";
  switch (mode_) {
    case Mode::Ask: return "curtain";
    case Mode::EnterPin: return "pin";
    case Mode::ChoosePin: return "choose-pin";
  }
  return "curtain";
}

namespace {

constexpr const char* kKeys[12] = {"1", "2", "3", "4", "5", "6", "7", "8", "9", "Cancel", "0", "Del"};
constexpr const char* kKeyIds[12] = {"pin:1", "pin:2", "pin:3", "pin:4",      "pin:5", "pin:6",
                                     "pin:7", "pin:8", "pin:9", "pin:cancel", "pin:0", "pin:back"};

// The asking panel (CSS px): the top of its paragraph under the title, its buttons' height, the
// margin under them.
constexpr float kAskTop = 68, kAskButtonH = 46, kAskPad = 16;

std::string ask_words(const std::string& name) {
  return "Everyone's cards are hidden. " + name + ", press your name below when you have the device.";
}

}  // namespace

void Curtain::follow(const session::TableSession& session) {
  if (!session.curtain_up()) {
    up_ = false;
    mode_ = Mode::Ask;
    return;
  }
  if (up_) return;
  // A new curtain: nothing typed for the last person carries over.
  up_ = true;
  mode_ = Mode::Ask;
  digits_.clear();
  error_.clear();
  summary_.clear();
}

void Curtain::input(Frame& f, session::TableSession& session, Director& director) {
  follow(session);
  if (up_) {
    mode_ == Mode::Ask ? input_ask(f, session, director) : input_keypad(f, session);
    return;
  }
  if (!summary_.empty() && (f.ui.clicked() == "summary-ok" || f.input.key(SDLK_RETURN) || f.input.key(SDLK_ESCAPE)))
    summary_.clear();
}

void Curtain::input_ask(Frame& f, session::TableSession& session, Director& director) {
  const std::string_view clicked = f.ui.clicked();
  const bool pin = session.has_pin(session.curtain_seat());
  if (clicked == "curtain:lift" || f.input.key(SDLK_RETURN)) {
    if (pin) {
      mode_ = Mode::EnterPin;
      digits_.clear();
    } else {
      session.lift_curtain();
      lifted(session);
    }
  } else if (clicked == "curtain:set-pin" && !pin) {
    mode_ = Mode::ChoosePin;
    digits_.clear();
  } else if (clicked == "curtain:share") {
    director.push(director.screens().share(director, session));
  }
}

void Curtain::input_keypad(Frame& f, session::TableSession& session) {
  std::string typed;
  for (int k = 0; k < 12; ++k)
    if (f.ui.clicked() == kKeyIds[k]) typed += kKeys[k][0];
  for (SDL_Keycode k : f.input.keys) {
    if (k >= SDLK_0 && k <= SDLK_9) typed += static_cast<char>('0' + (k - SDLK_0));
    if (k >= SDLK_KP_1 && k <= SDLK_KP_9) typed += static_cast<char>('1' + (k - SDLK_KP_1));
    if (k == SDLK_KP_0) typed += '0';
    if (k == SDLK_BACKSPACE) typed += 'D';
    if (k == SDLK_ESCAPE) typed += 'C';
  }
  for (char c : typed) {
    if (c == 'D' && !digits_.empty()) digits_.pop_back();
    if (c == 'C') {
      mode_ = Mode::Ask;
      digits_.clear();
      error_.clear();
      return;
    }
    if (c >= '0' && c <= '9' && digits_.size() < session::kPinDigits) {
      digits_ += c;
      error_.clear();
    }
  }
  if (digits_.size() != session::kPinDigits) return;
  if (mode_ == Mode::ChoosePin) {
    session.set_pin(digits_);
    session.lift_curtain(digits_);
    lifted(session);
  } else if (session.lift_curtain(digits_)) {
    lifted(session);
  } else {
    error_ = "That is not " + session.seat_name(session.curtain_seat()) + "'s PIN.";
    digits_.clear();
  }
}

bool Curtain::draw(Frame& f, const session::TableSession& session) const {
  if (!session.curtain_up()) return false;
  const float s = f.dpr;
  // Opaque: nothing of the table shows through, not even card counts.
  f.batch.felt(ui::kFelt);
  const std::string name = session.seat_name(session.curtain_seat());
  f.ui.clickable("curtain", {0, 0, static_cast<float>(f.width), static_cast<float>(f.height)},
                 "The table, hidden until " + name + " takes the device", true);
  const float w = std::min(360.0f, f.css_width() - 24) * s;
  // Asking, the panel is as tall as what it says and its two rows of buttons (kAskPad under them).
  const float ask_h = kAskTop + paragraph_height(f, ask_words(name), Face::Regular, 15 * s, w - 32 * s) / s + 14 +
                      2 * kAskButtonH + 10 + kAskPad;
  const float h = std::min(mode_ == Mode::Ask ? ask_h : 440.0f, f.css_height() - 24) * s;
  Rect panel{(static_cast<float>(f.width) - w) * 0.5f, (static_cast<float>(f.height) - h) * 0.5f, w, h};
  f.batch.shadow(panel, 16 * s, 18 * s, ui::kShadow);
  f.batch.rect(panel, 16 * s, Color::hex(0x173f2a));
  f.batch.ring(panel, 16 * s, 1.5f * s, ui::kGold.with_alpha(160));
  if (mode_ == Mode::Ask) {
    draw_ask(f, session, panel);
    return true;
  }
  float y = panel.y + 18 * s;
  const std::string title = mode_ == Mode::EnterPin ? name + "'s PIN" : "Choose a PIN for " + name;
  f.text.draw_fit(f.batch, title, Face::Bold, 22 * s, panel.w - 24 * s, panel.x + panel.w * 0.5f, y, ui::kGold,
                  Align::Center);
  draw_keypad(f, panel, y + 34 * s);
  return true;
}

void Curtain::draw_ask(Frame& f, const session::TableSession& session, Rect panel) const {
  const float s = f.dpr, cx = panel.x + panel.w * 0.5f, inner = panel.w - 32 * s;
  const int seat = session.curtain_seat();
  const std::string name = session.seat_name(seat);
  float y = panel.y + 22 * s;
  f.text.draw_fit(f.batch, "Pass to " + name, Face::Bold, 28 * s, inner, cx, y, ui::kGold, Align::Center);
  y = panel.y + kAskTop * s;
  y = draw_paragraph(f, ask_words(name), Face::Regular, 15 * s, cx, y, inner, ui::kCream);
  const float bh = kAskButtonH * s, bw = inner;
  y = std::max(y + 14 * s, panel.y + panel.h - 2 * bh - (10 + kAskPad) * s);
  const bool pin = session.has_pin(seat);
  f.ui.button("curtain:lift", {panel.x + 16 * s, y, bw, bh}, "I'm " + name);
  y += bh + 10 * s;
  const float half = (bw - 10 * s) * 0.5f;
  if (!pin) f.ui.button("curtain:set-pin", {panel.x + 16 * s, y, half, bh}, "Set a PIN", ui::ButtonKind::Secondary);
  // Passing to someone on another device: the game goes in a link instead.
  const float share_x = pin ? panel.x + 16 * s : panel.x + 26 * s + half;
  f.ui.button("curtain:share", {share_x, y, pin ? bw : half, bh}, "Share by link", ui::ButtonKind::Secondary);
}

void Curtain::draw_keypad(Frame& f, Rect panel, float y) const {
  const float s = f.dpr, cx = panel.x + panel.w * 0.5f;
  // Dots for the digits typed so far.
  const float dot = 14 * s, gap = 18 * s, row_w = 4 * dot + 3 * gap;
  for (int i = 0; i < 4; ++i) {
    Rect d{cx - row_w * 0.5f + static_cast<float>(i) * (dot + gap), y, dot, dot};
    if (i < static_cast<int>(digits_.size()))
      f.batch.rect(d, dot * 0.5f, ui::kCream);
    else
      f.batch.ring(d, dot * 0.5f, 1.5f * s, ui::kCream.with_alpha(160));
  }
  y += dot + 12 * s;
  if (!error_.empty())
    f.text.draw_fit(f.batch, error_, Face::Bold, 14 * s, panel.w - 24 * s, cx, y, ui::kWarn, Align::Center);
  y += 24 * s;
  const float bw = std::min(84 * s, (panel.w - 48 * s) / 3),
              bh = std::min(52 * s, (panel.y + panel.h - y - 40 * s) / 4);
  for (int k = 0; k < 12; ++k) {
    Rect r{cx - 1.5f * bw - 6 * s + static_cast<float>(k % 3) * (bw + 6 * s),
           y + static_cast<float>(k / 3) * (bh + 6 * s), bw, bh};
    const bool digit = k != 9 && k != 11;
    f.ui.button(kKeyIds[k], r, kKeys[k], digit ? ui::ButtonKind::Primary : ui::ButtonKind::Secondary);
  }
}

void Curtain::lifted(session::TableSession& session) {
  up_ = false;
  mode_ = Mode::Ask;
  digits_.clear();
  error_.clear();
  summary_ = session.summary_for(session.viewer());
}

bool Curtain::draw_summary(Frame& f) const {
  if (summary_.empty()) return false;
  const float s = f.dpr;
  const float lh = 20, panel_w = 420;
  // Each line wraps to the panel (never cut), and the panel grows to hold them.
  const float inner = (std::min(panel_w, f.css_width() - 16) - 28) * s;
  std::vector<std::string> lines;
  for (const std::string& line : summary_)
    for (std::string& part : render::wrap_text(f.text, line, Face::Regular, 14 * s, inner))
      lines.push_back(std::move(part));
  Rect p = modal_panel(f, panel_w, 120 + lh * static_cast<float>(lines.size() + 1));
  const float cx = p.x + p.w * 0.5f;
  float y = p.y + 16 * s;
  f.text.draw(f.batch, "Since your last turn", Face::Bold, 20 * s, cx, y, ui::kGold, Align::Center);
  y += 34 * s;
  for (const std::string& line : lines) {
    f.text.draw(f.batch, line, Face::Regular, 14 * s, cx, y, ui::kCream, Align::Center);
    y += lh * s;
  }
  const float bw = std::min(inner, 200 * s), bh = 44 * s;
  f.ui.button("summary-ok", {cx - bw * 0.5f, p.y + p.h - bh - 14 * s, bw, bh}, "OK");
  return true;
}

}  // namespace parlor::scenes
