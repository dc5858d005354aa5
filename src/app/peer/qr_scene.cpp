// A link as a QR code, as large as the screen allows, for a phone's camera: the host's invite for
// a seat, or a guest's answer (the host scans it with the phone it hosts on, whose browser hands
// the answer to the host's tab). Nothing but the link's own text is in it.
#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "app/peer/peer_hub.h"
#include "app/platform/web_bridge.h"
#include "app/screen/lobby_chrome.h"
#include "app/screen/modal.h"
#include "app/ui/focus.h"
#include "app/ui/palette.h"
#include "app/ui/widgets.h"
#include "net/qr_code.h"

namespace parlor::peer {
namespace {

using render::Face;
using scenes::draw_paragraph;

class QrScene final : public scenes::Scene {
 public:
  QrScene(scenes::Director& director, std::string title, std::string note, std::string link)
      : director_(director), title_(std::move(title)), note_(std::move(note)), link_(std::move(link)) {
    // Low correction keeps the modules large; a screen is not a crumpled sticker.
    code_ = net::QrCode::encode(link_, net::QrEcc::Low);
  }
  ~QrScene() override { web::publish("PeerQr", "null"); }

  void update(double) override {}
  bool keeps_below_running() const override { return true; }

  void draw(scenes::Frame& f) override {
    focus_.begin(f.input);
    const float s = f.dpr, W = f.css_width(), H = f.css_height();
    const auto [bar, col, x0, cx] = scenes::page(f, focus_, title_, "qr-done", "Done");
    float y = draw_paragraph(f, note_, Face::Regular, 15 * s, cx, (scenes::kTopBarH + 12) * s, col * s, ui::kCream) / s;
    if (!code_) {
      draw_paragraph(f, "This link is too long for a QR code: send it as a link.", Face::Bold, 16 * s, cx, (y + 16) * s,
                     col * s, ui::kGold);
    } else {
      // Four modules of quiet zone on a white square, whole device pixels a module.
      const int modules = code_->size() + 8;
      const float room = std::min(col, H - y - 32);
      const float unit = std::max(1.0f, std::floor(room * s / static_cast<float>(modules)));
      const float side = unit * static_cast<float>(modules);
      const float qx = std::round(W * s * 0.5f - side * 0.5f), qy = std::round((y + 16) * s);
      f.batch.rect({qx, qy, side, side}, 6 * s, render::Color::hex(0xffffff));
      for (int my = 0; my < code_->size(); ++my)
        for (int mx = 0; mx < code_->size(); ++mx)
          if (code_->dark(mx, my))
            f.batch.rect({qx + unit * static_cast<float>(mx + 4), qy + unit * static_cast<float>(my + 4), unit, unit},
                         0, render::Color::hex(0x000000));
      publish(qx / s + 4 * unit / s, qy / s + 4 * unit / s, unit / s);
    }
    focus_.draw(f.batch, s);
    focus_.end();
    if (bar.back || bar.right || f.input.key(SDLK_ESCAPE)) director_.pop();
  }

 private:
  // For the browser tests: the link, and where each module is drawn (CSS px), once.
  void publish(float x, float y, float unit) {
    const nlohmann::json box{x, y, unit};
    if (box == published_) return;
    published_ = box;
    nlohmann::json rows = nlohmann::json::array();
    for (int my = 0; my < code_->size(); ++my) {
      std::string row;
      for (int mx = 0; mx < code_->size(); ++mx) row += code_->dark(mx, my) ? '1' : '0';
      rows.push_back(std::move(row));
    }
    const nlohmann::json j{{"text", link_}, {"version", code_->version()}, {"x", x}, {"y", y},
                           {"unit", unit},  {"rows", std::move(rows)}};
    web::publish("PeerQr", j.dump().c_str());
  }

  scenes::Director& director_;
  ui::FocusRing focus_;
  std::string title_, note_, link_;
  std::optional<net::QrCode> code_;
  nlohmann::json published_;
};

}  // namespace

std::unique_ptr<scenes::Scene> make_qr_screen(scenes::Director& director, std::string title, std::string note,
                                              std::string fragment) {
  return std::make_unique<QrScene>(director, std::move(title), std::move(note), page_url() + "#" + fragment);
}

}  // namespace parlor::peer
