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
}  // namespace parlor::web
