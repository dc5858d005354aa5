// Parlor's app: one loop body for the web (driven by requestAnimationFrame) and the desktop.
#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <deque>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "app/kit/table_scene.h"
#include "app/peer/peer_bridge.h"
#include "app/peer/peer_hub.h"
#include "app/platform/gl.h"
#include "app/platform/storage_files.h"
#include "app/platform/storage_web.h"
#include "app/platform/web_bridge.h"
#include "app/platform/web_links.h"
#include "app/render/batch.h"
#include "app/render/text.h"
#include "app/render/text_layout.h"
#include "app/scenes/notices.h"
#include "app/scenes/setup_scene.h"
#include "app/scenes/table_factory.h"
#include "app/scenes/title_scene.h"
#include "app/scenes/warmup.h"
#include "app/session/settings.h"
#include "app/session/setup.h"
#include "app/session/store.h"
#include "app/ui/card_face.h"
#include "app/ui/palette.h"
#include "engine/json_util.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>
#endif

namespace {

// A quiet frame (see Scene::quiet) warms the tables' needs until this much of it has passed.
constexpr double kWarmFrameMs = 3.0;

struct App final : parlor::scenes::Director {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  // The pointing hand over what can be clicked (Emscripten sets it as the canvas's CSS cursor),
  // changed only when the pointer crosses into or out of such an item.
  SDL_Cursor* hand = nullptr;
  SDL_Cursor* arrow = nullptr;
  bool pointing = false;
  parlor::render::Batch batch;
  parlor::render::Text text;
  parlor::scenes::WarmupQueue warmup;
  parlor::ui::Input input;
  parlor::ui::Ui ui{batch, text};
  std::vector<std::unique_ptr<parlor::scenes::Scene>> scenes;  // the top one runs
  std::unique_ptr<parlor::scenes::Scene> next;
  enum class Change { None, Show, Push, Pop } change = Change::None;
  Uint64 last_ticks = 0;
  bool running = true;
  bool first_frame_sent = false;
  bool in_frame = false;   // a frame runs: a peer's text waits for the next
  bool woken = false;      // a peer's text drew a frame since the last animation frame
  std::string small_text;  // the last smallest text published
#ifdef __EMSCRIPTEN__
  parlor::platform::WebStorage storage;
#else
  parlor::platform::FileStorage storage{parlor::platform::default_data_folder()};
#endif
  parlor::session::Store saved{storage};
  parlor::session::Settings prefs;
  parlor::scenes::Notices notices;
  bool texts_wanted = false;  // a test asked for every drawn line (Module.parlorTexts)
  std::string texts_published;

  parlor::session::Store& store() override { return saved; }
  parlor::session::Settings& settings() override { return prefs; }
  void save_settings() override {
    parlor::ui::set_colour_blind_deck(prefs.colour_blind);
    const auto n = saved.save_settings(prefs);
    notify(n.message, n.detail);
  }
  using Director::notify;
  void notify(std::string message, std::string detail) override { notices.add(std::move(message), std::move(detail)); }
  void withdraw_notice(std::string_view message) override { notices.withdraw(message); }

  void show(std::unique_ptr<parlor::scenes::Scene> s) override { next = std::move(s), change = Change::Show; }
  void push(std::unique_ptr<parlor::scenes::Scene> s) override { next = std::move(s), change = Change::Push; }
  void pop() override { change = Change::Pop; }
  parlor::scenes::Scene& top() { return *scenes.back(); }
  parlor::scenes::Screens& screens() override { return parlor::scenes::app_screens(); }
  // The top scene updates, and under it each scene the one above keeps running (lowest first).
  void update(double dt) {
    size_t low = scenes.size() - 1;
    while (low > 0 && scenes[low]->keeps_below_running()) --low;
    for (size_t i = low; i < scenes.size(); ++i) scenes[i]->update(dt);
  }
  void apply_change() {
    if (change == Change::Show && next) scenes.clear(), scenes.push_back(std::move(next));
    if (change == Change::Push && next) scenes.push_back(std::move(next));
    if (change == Change::Pop && scenes.size() > 1) scenes.pop_back();
    change = Change::None;
    next.reset();
  }
};

// For the browser tests: the smallest text of the frame, in CSS px, when it changes.
void publish_small_text(App& app, float dpr) {
  const auto& body = app.text.smallest();
  const auto& label = app.text.smallest_label();
  const std::string& cut = app.text.cut();
  if (body.px > 1e8f && label.px > 1e8f && cut.empty()) return;
  auto css = [dpr](float px) {
    return px > 1e8f ? nlohmann::json(nullptr) : nlohmann::json(std::round(px / dpr * 10) / 10);
  };
  nlohmann::json j{{"px", css(body.px)}, {"text", body.text}, {"label_px", css(label.px)}, {"label", label.text}};
  j["cut"] = cut.empty() ? nlohmann::json(nullptr) : nlohmann::json(cut);
  std::string s = j.dump();
  if (s == app.small_text) return;
  app.small_text = std::move(s);
  parlor::web::publish("SmallText", app.small_text.c_str());
}

// For the browser tests, when they ask (parlor_test_texts): every line the scene drew, where.
void publish_texts(App& app, float dpr) {
  if (!app.texts_wanted) return;
  nlohmann::json list = nlohmann::json::array();
  for (const auto& d : app.text.drawn()) {
    list.push_back({{"text", d.text},
                    {"art", d.art},
                    {"x", d.box.x / dpr},
                    {"y", d.box.y / dpr},
                    {"w", d.box.w / dpr},
                    {"h", d.box.h / dpr},
                    {"px", d.px / dpr}});
    // A line cut short with an ellipsis carries its whole text: the layouts test holds a score to never being cut.
    if (!d.whole.empty()) list.back()["cut"] = d.whole;
  }
  std::string s = list.dump();
  if (s == app.texts_published) return;
  app.texts_published = std::move(s);
  parlor::web::publish("Texts", app.texts_published.c_str());
}

void frame(void* arg) {
  App& app = *static_cast<App*>(arg);
  app.in_frame = true;
  int w = 0, h = 0, ww = 1, wh = 1;
  SDL_GL_GetDrawableSize(app.window, &w, &h);
  SDL_GetWindowSize(app.window, &ww, &wh);
  const float dpr = ww > 0 ? static_cast<float>(w) / static_cast<float>(ww) : 1.0f;

  const Uint64 frame_start = SDL_GetPerformanceCounter();
  app.input.begin_frame();
  SDL_Event e;
  bool had_events = false;
  while (SDL_PollEvent(&e)) {
    if (e.type == SDL_QUIT) app.running = false;
    app.input.handle(e, dpr);
    had_events = true;
  }
  Uint64 now = SDL_GetPerformanceCounter();
  double dt = app.last_ticks
                  ? static_cast<double>(now - app.last_ticks) / static_cast<double>(SDL_GetPerformanceFrequency())
                  : 0.0;
  app.last_ticks = now;
  if (dt > 0.25) dt = 0.25;  // after a hidden tab, do not jump animations
  app.batch.begin(w, h);
  // The scene leaves the notices a strip at the bottom when it had no room for them.
  const float zoom = parlor::scenes::ui_zoom(static_cast<float>(ww), static_cast<float>(wh)), ldpr = dpr * zoom;
  const int scene_h = std::max(1, h - app.notices.strip(ldpr));
  app.ui.begin(app.input, ldpr, {0, 0, static_cast<float>(w), static_cast<float>(scene_h)}, dpr);
  parlor::scenes::Frame f{w, scene_h, ldpr, zoom, app.batch, app.text, app.ui, app.input};
  parlor::scenes::Frame whole{w, h, ldpr, zoom, app.batch, app.text, app.ui, app.input};
  // One loop body: input, then update, then draw.
  parlor::peer::frame(app, f, dt);
  app.top().input(f);
  app.update(dt);
  const Uint64 updated = SDL_GetPerformanceCounter();
  app.text.begin_frame(f.dpr);
  app.text.set_recording(app.texts_wanted || app.notices.showing());
  app.top().draw(f);
  app.top().publish();
  parlor::peer::draw_overlay(app, f);
  publish_texts(app, dpr);
  app.notices.draw(whole, dt);
  app.ui.end();
  if (app.ui.hovering() != app.pointing) {
    app.pointing = !app.pointing;
    if (!app.hand) app.hand = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND);
    if (!app.arrow) app.arrow = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW);
    SDL_SetCursor(app.pointing ? app.hand : app.arrow);
  }
  publish_small_text(app, dpr);
  const Uint64 drawn = SDL_GetPerformanceCounter();
  // A frame with events draws whatever it holds: a desktop window uncovered asks to be painted.
  const bool painted = app.batch.end(app.text.atlas_version(), !had_events);
  const double ms = 1000.0 / static_cast<double>(SDL_GetPerformanceFrequency());
  // While the player reads the lobby, spare time warms what the tables will need (warmup.h), keeping
  // the frame within a few milliseconds; input gets the frame to itself.
  if (app.first_frame_sent && app.top().quiet() && !had_events && !app.input.down) {
    if (app.warmup.restart(w, h, ldpr)) parlor::scenes::queue_table_warmup(app.warmup, w, h, ldpr);
    const auto until = frame_start + static_cast<Uint64>(kWarmFrameMs / ms);
    const bool was_done = app.warmup.done();
    app.warmup.step(app.batch, app.text, [&] { return SDL_GetPerformanceCounter() < until; });
    // For bench/frame-time.mjs: when the lobby has finished warming.
    if (!was_done && app.warmup.done()) {
      const std::string done = "{\"queued\":" + std::to_string(app.warmup.queued()) +
                               ",\"ran\":" + std::to_string(app.warmup.ran()) +
                               ",\"atlas\":" + std::to_string(app.text.atlas_fill()) + "}";
      parlor::web::publish("WarmedAt", done.c_str());
    }
  }
  parlor::web::frame_time(static_cast<double>(updated - frame_start) * ms, static_cast<double>(drawn - updated) * ms,
                          static_cast<double>(SDL_GetPerformanceCounter() - drawn) * ms);
  // A double-buffered desktop window keeps its picture only if the buffers are not swapped.
  if (painted) SDL_GL_SwapWindow(app.window);

  // A scene switch takes effect between frames, so no scene is destroyed while it draws.
  app.apply_change();
  app.in_frame = false;

  if (!app.first_frame_sent) {
    app.first_frame_sent = true;
    parlor::web::notify_first_frame();
  }
}

// The browser's frames. Between two of them one more may run, for a peer's text (see woken).
void animation_frame(void* arg) {
  static_cast<App*>(arg)->woken = false;
  frame(arg);
}

// A peer's text answers a move made a frame ago, just after that frame ended, so the next
// animation frame is most of a frame away: drawing now shows it one frame sooner (the browser
// presents the canvas at its next frame either way). At most once between two animation frames,
// so a peer's flood of texts costs no more frames than the screen shows.
void text_arrived(App& app) {
  if (app.in_frame || app.woken || !app.first_frame_sent) return;
  app.woken = true;
  frame(&app);
}

bool start(App& app) {
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    parlor::web::report_error((std::string("Could not start SDL: ") + SDL_GetError()).c_str());
    return false;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  int win_w = 1280, win_h = 800;
#ifdef __EMSCRIPTEN__
  // The canvas's own size from the start: resizing a canvas that has a context (the loader made
  // it early) reallocates its buffers, which software GL makes slow.
  double css_w = 0, css_h = 0;
  if (emscripten_get_element_css_size("#canvas", &css_w, &css_h) == EMSCRIPTEN_RESULT_SUCCESS && css_w >= 1 &&
      css_h >= 1)
    win_w = static_cast<int>(css_w), win_h = static_cast<int>(css_h);
#endif
  app.window = SDL_CreateWindow("Parlor", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, win_w, win_h,
                                SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!app.window) {
    parlor::web::report_error((std::string("Could not open a window: ") + SDL_GetError()).c_str());
    return false;
  }
  app.gl = SDL_GL_CreateContext(app.window);
  if (!app.gl) {
    parlor::web::report_error("This browser could not create a WebGL2 context, which Parlor needs to draw the table.");
    return false;
  }
  SDL_GL_SetSwapInterval(1);
  std::string error;
  if (!app.batch.init(error) || !app.text.init(error)) {
    parlor::web::report_error(("The renderer could not start: " + error).c_str());
    return false;
  }
  app.batch.set_atlas(app.text.atlas());
  auto loaded = app.saved.load_settings();
  app.prefs = loaded.settings;
  parlor::ui::set_colour_blind_deck(app.prefs.colour_blind);
  app.scenes.push_back(parlor::scenes::make_lobby(app));
  app.notify(loaded.notice.message, loaded.notice.detail);
  return true;
}

App* g_app = nullptr;

void link_arrived(const char* fragment) {
  if (g_app && !parlor::peer::open_fragment(*g_app, fragment)) parlor::scenes::open_link(*g_app, fragment);
}

// Everything is saved after each move already; this catches anything a scene holds back.
void page_hidden() {
  // Every scene, not just the top one: the table may be under the rules or the share screen.
  if (!g_app) return;
  bool at_table = false;
  for (auto& scene : g_app->scenes) {
    scene->save();
    if (auto* table = dynamic_cast<parlor::scenes::TableScene*>(scene.get()))
      at_table = at_table || table->reopens_on_reload();
  }
#ifdef __EMSCRIPTEN__
  parlor::platform::mark_at_table(at_table);
#else
  (void)at_table;  // a desktop window has no reload
#endif
}

// A page opened with no link: back where a reload left it.
void reopen_where_left(App& app) {
  // A guest's page that lost its table (a reload) opens on the way back to it, over the lobby.
  if (auto rejoin = parlor::peer::make_rejoin_screen(app)) {
    app.push(std::move(rejoin));
    return;
  }
#ifdef __EMSCRIPTEN__
  // A reload at a table opens it again, as a page shows what it showed (the lobby's Continue is
  // for a fresh visit).
  if (parlor::platform::was_at_table())
    if (auto* lobby = dynamic_cast<parlor::scenes::TitleScene*>(app.scenes.front().get())) lobby->reopen();
#endif
}

}  // namespace

// Test and benchmark hook: starts a game straight from a set-up (session::setup_to_json form),
// skipping the lobby. Returns 0 on success; a refused set-up is reported like any other error.
extern "C" int parlor_test_start(const char* setup_json) {
  parlor::session::GameSetup setup;
  std::string error;
  const auto j = parlor::parse_json(setup_json ? setup_json : "");
  if (!g_app || !j || !parlor::session::setup_from_json(*j, setup, error)) return 1;
  auto table = parlor::scenes::make_table(*g_app, setup);
  if (!table) return 2;
  g_app->show(std::move(table));
  return 0;
}

// Test hook: publish every line of text each frame draws, with its box (Module.parlorTexts).
extern "C" void parlor_test_texts(int on) {
  if (g_app) g_app->texts_wanted = on != 0, g_app->texts_published.clear();
}

// Test hook: the next game started from the lobby deals from this seed (decimal text, since a
// 64-bit number does not survive a JS number).
extern "C" void parlor_test_seed(const char* seed) { parlor::scenes::use_seed_next(std::strtoull(seed, nullptr, 10)); }

// Test hook: the table on screen shows the person's hand as `n` cards (TableScene::test_hand).
extern "C" void parlor_test_hand(int n) {
  if (g_app && !g_app->scenes.empty())
    if (auto* table = dynamic_cast<parlor::scenes::TableScene*>(g_app->scenes.back().get())) table->test_hand(n);
}

// Test hook: the table on screen says `words` in its banner as a hint would (TableScene::test_say).
extern "C" void parlor_test_say(const char* words) {
  if (g_app && !g_app->scenes.empty())
    if (auto* table = dynamic_cast<parlor::scenes::TableScene*>(g_app->scenes.back().get())) table->test_say(words);
}

int main(int, char**) {
  static App app;  // outlives main on the web, where the loop keeps running after main returns
  g_app = &app;
#ifdef __EMSCRIPTEN__
  // Marks for bench/frame-time.mjs's breakdown of the time to the first frame.
  EM_ASM(performance.mark('parlor:main'));
#endif
  if (!start(app)) return 1;
#ifdef __EMSCRIPTEN__
  EM_ASM(performance.mark('parlor:started'));
#endif
  // A link in the address bar wins over the saved game (after asking, if they differ).
  const std::string fragment = parlor::web::take_link_fragment();
  if (!fragment.empty()) link_arrived(fragment.c_str());
  // A guest's page that reloaded before the host took its answer answers the same invite again.
  else if (!parlor::peer::reopen_invite(app))
    reopen_where_left(app);
  parlor::web::on_link_arrived(link_arrived);
  parlor::peer::on_text_arrived([] { text_arrived(*g_app); });
#ifdef __EMSCRIPTEN__
  parlor::platform::on_page_hide(page_hidden);
#endif
#ifdef __EMSCRIPTEN__
  emscripten_set_main_loop_arg(animation_frame, &app, 0, true);
#else
  while (app.running) frame(&app);
  page_hidden();
  app.scenes.clear();
  SDL_GL_DeleteContext(app.gl);
  SDL_DestroyWindow(app.window);
  SDL_Quit();
#endif
  return 0;
}
