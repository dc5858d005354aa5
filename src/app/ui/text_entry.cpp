#include "app/ui/text_entry.h"

#include <SDL.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "app/platform/web_bridge.h"
#include "app/render/text.h"
#include "app/render/text_layout.h"

namespace parlor::ui {
namespace {

void on_page_edit(int field, const char* text) { TextEntry::get().receive(field, text ? text : ""); }

#ifndef __EMSCRIPTEN__
std::string pending_typed;  // SDL_TEXTINPUT text since the last frame

// Input (not ours to change) ignores SDL_TEXTINPUT, so a watch collects the typed text.
int watch_text(void*, SDL_Event* e) {
  if (e->type == SDL_TEXTINPUT) pending_typed += e->text.text;
  return 0;
}

void drop_last_code_point(std::string& s) {
  while (!s.empty()) {
    const auto c = static_cast<unsigned char>(s.back());
    s.pop_back();
    if ((c & 0xC0) != 0x80) break;  // stop after the lead byte
  }
}
#endif

}  // namespace

TextEntry& TextEntry::get() {
  static TextEntry entry;
  static bool hooked = (web::on_text_edited(&on_page_edit), true);
  (void)hooked;
  return entry;
}

int TextEntry::reserve_fields(int count) {
  int first = next_field_;
  next_field_ += std::max(count, 1);
  return first;
}

void TextEntry::begin_frame(const Input& input) {
  fields_.clear();
  keys_taken_ = editing_ != 0;
#ifndef __EMSCRIPTEN__
  if (editing_ == 0) {
    pending_typed.clear();
    return;
  }
  // Like the page's <input>, which opens with its text selected: the first key replaces it.
  if (replace_ && (!pending_typed.empty() || input.key(SDLK_BACKSPACE))) {
    buffer_.clear();
    replace_ = false;
  }
  buffer_ += pending_typed;
  pending_typed.clear();
  buffer_ = std::string(render::clip_code_points(buffer_, editing_max_));
  for (SDL_Keycode k : input.keys) {
    if (k == SDLK_BACKSPACE) drop_last_code_point(buffer_);
    if (k == SDLK_RETURN || k == SDLK_KP_ENTER) return finish(true);
    if (k == SDLK_ESCAPE) return finish(false);
  }
  if (input.pressed && !editing_box_.contains(input.press_x, input.press_y)) finish(true);
#else
  (void)input;
#endif
}

void TextEntry::add_field(int field, render::Rect shown, float dpr, std::string_view text, std::size_t max_chars) {
  fields_.push_back(
      {field, {shown.x / dpr, shown.y / dpr, shown.w / dpr, shown.h / dpr}, std::string(text), max_chars});
  if (field == editing_) editing_box_ = shown;
}

void TextEntry::end_frame() {
  bool still_there = false;
  nlohmann::json list = nlohmann::json::array();
  for (const Field& f : fields_) {
    still_there = still_there || f.id == editing_;
    list.push_back({{"field", f.id},
                    {"x", f.css.x},
                    {"y", f.css.y},
                    {"w", f.css.w},
                    {"h", f.css.h},
                    {"text", f.text},
                    {"max", f.max_chars}});
  }
  if (editing_ != 0 && !still_there) finish(true);
  std::string text = list.dump();
  if (text != published_) {
    published_ = std::move(text);
    web::publish_text_fields(published_.c_str());
  }
}

void TextEntry::clear() {
  fields_.clear();
  if (editing_ != 0) finish(true);
  if (published_ != "[]") {
    published_ = "[]";
    web::publish_text_fields(published_.c_str());
  }
}

void TextEntry::open(int field, std::string_view text, std::size_t max_chars) {
#ifdef __EMSCRIPTEN__
  (void)text;
  (void)max_chars;
  web::open_text_field(field);  // the page already opened it if a finger tapped it
#else
  static bool watching = (SDL_AddEventWatch(&watch_text, nullptr), true);
  (void)watching;
  if (editing_ != 0 && editing_ != field) finish(true);
  editing_ = field;
  editing_max_ = max_chars;
  buffer_ = std::string(text);
  replace_ = true;
  pending_typed.clear();
  SDL_StartTextInput();
#endif
}

void TextEntry::finish(bool keep) {
  if (keep) commits_.push_back({editing_, buffer_});
  editing_ = 0;
  buffer_.clear();
#ifndef __EMSCRIPTEN__
  SDL_StopTextInput();
#endif
}

void TextEntry::receive(int field, std::string text) { commits_.push_back({field, std::move(text)}); }

std::optional<TextEntry::Commit> TextEntry::take_commit() {
  if (commits_.empty()) return std::nullopt;
  Commit c = std::move(commits_.front());
  commits_.erase(commits_.begin());
  return c;
}

}  // namespace parlor::ui
