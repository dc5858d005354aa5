#pragma once
// Calls into the page's JS shim (web/shim.js). On the desktop they do nothing.
namespace parlor::web {
void notify_first_frame();  // lets the page hide its loading screen
void report_error(const char* message);
}  // namespace parlor::web

namespace parlor::web {
// Publishes the on-screen items (id, label, CSS-pixel box) as JSON for the browser tests'
// hook; players never see it. Sent only when the layout changes.
void publish_items(const char* json);
// Publishes Module.parlor<key> = JSON, for the browser tests (e.g. key "State").
void publish(const char* key, const char* json);
// Reports one frame's CPU time to the page (for bench/frame-time.mjs), in parts: the scene's
// update (bots move here), building the frame's geometry, and handing it to GL.
void frame_time(double update_ms, double draw_ms, double submit_ms);
}  // namespace parlor::web

namespace parlor::web {
// The text fields on screen, as JSON [{field, x, y, w, h, text, max}] in CSS pixels: the shim
// lays an <input> over one when it is tapped (a canvas cannot raise a phone's keyboard).
void publish_text_fields(const char* json);
// Opens the page's <input> over a published field (for a mouse click or the keyboard).
void open_text_field(int field);
// Where the page's finished text goes: it calls the exported C function parlor_text_edited.
void on_text_edited(void (*handler)(int field, const char* text));
}  // namespace parlor::web
