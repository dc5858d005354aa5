#pragma once
// Typing short texts (seat names) into the canvas app.
// On the web a canvas cannot raise a phone's keyboard, so the page's shim lays a real <input>
// over the field (web/shim.js) and hands the text back through parlor_text_edited(). On the
// desktop, SDL's text input events are typed straight into the field.
// One instance for the process, because the browser calls back through a plain C function.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/render/batch.h"
#include "app/ui/input.h"

namespace parlor::ui {

class TextEntry {
 public:
  struct Commit {
    int field;
    std::string text;
  };

  static TextEntry& get();

  // Reserves `count` field numbers no other screen uses, so a late answer from the page for
  // a screen that has gone is never mistaken for one of the new screen's fields.
  int reserve_fields(int count);

  // Once a frame, before any field is drawn: desktop typing, and a press elsewhere ends an edit.
  void begin_frame(const Input& input);
  // A field on screen this frame (`shown` is its visible box, device px).
  void add_field(int field, render::Rect shown, float dpr, std::string_view text, std::size_t max_chars);
  // After the frame's fields: tells the page where they are (only when that changed).
  void end_frame();
  // Tells the page there are no fields (a screen without any is showing).
  void clear();

  void open(int field, std::string_view text, std::size_t max_chars);
  bool typing_into(int field) const { return editing_ == field; }  // desktop only
  // True when this frame's keys were typed text, not commands for the screen.
  bool keys_taken() const { return keys_taken_; }
  const std::string& buffer() const { return buffer_; }
  std::optional<Commit> take_commit();

  // From the page (or the desktop's Enter): the finished text of a field.
  void receive(int field, std::string text);

 private:
  struct Field {
    int id;
    render::Rect css;
    std::string text;
    std::size_t max_chars;
  };
  void finish(bool keep);

  std::vector<Field> fields_;
  std::string published_ = "[]";
  std::vector<Commit> commits_;
  int next_field_ = 1;
  int editing_ = 0;  // desktop: the field being typed into, 0 when none
  render::Rect editing_box_;
  std::string buffer_;
  // Desktop only (the web build types into the page's <input>): the length limit, and whether the
  // text is still "selected", so the first key replaces it.
  [[maybe_unused]] std::size_t editing_max_ = 16;
  [[maybe_unused]] bool replace_ = false;
  bool keys_taken_ = false;
};

}  // namespace parlor::ui
