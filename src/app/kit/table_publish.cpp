// What a table publishes for the browser tests after each frame (Module.parlorState): the same
// keys at every table, then the table's own (publish_extra).
#include <nlohmann/json.hpp>

#include "app/kit/confetti.h"
#include "app/kit/table_pieces.h"
#include "app/kit/table_scene.h"
#include "app/screen/drawing_names.h"

namespace parlor::scenes {

// After the frame is drawn, so what the tests read is what it showed (the move log's first line
// in view is known once it is drawn).
void TableScene::publish() {
  if (laid_out_dpr_ <= 0) return;
  if (session_.curtain_up())
    publisher_.publish_curtain(curtain_, session_);
  else
    publish_state();
}

void TableScene::publish_state() {
  nlohmann::json j;
  j["screen"] = "table";
  j["game"] = session_.setup().game_id;
  j["me"] = me_;
  j["viewer"] = session_.viewer();
  j["current"] = session_.match().current_seat();
  j["phase"] = session_.state().phase();
  j["to_act"] = person_to_act();
  j["moves"] = session_.moves();
  // The last move of a seat that plays by itself: the time it took to choose, summed over the
  // frames it thought in (a Strong bot's), for bench/strong-move.mjs.
  j["seat_move"] = {{"seat", last_seat_move_.seat},
                    {"ms", last_seat_move_.ms},
                    {"frames", last_seat_move_.frames},
                    {"most_frames", most_move_frames_}};
  j["busy"] = moving();
  const char* overlays[] = {"", "menu", "scores", "results", "reveal", "log", "question"};
  j["overlay"] = overlays[static_cast<int>(overlay_)];
  j["summary"] = curtain_.summary_open();
  j["summary_lines"] = curtain_.summary();
  j["game_over"] = session_.match().is_over();
  j["error"] = error_.text();
  nlohmann::json row = nlohmann::json::array();
  for (const TableButton& b : buttons()) row.push_back({{"id", b.id}, {"label", b.label}, {"enabled", b.enabled}});
  j["buttons"] = std::move(row);
  j["refusals"] = refusals_;
  j["prompt"] = prompt().text;
  j["hint"] = hint_said();        // the last hint's words while no move was made since
  j["seat_sheet"] = seat_sheet_;  // the seat whose sheet is open, -1: none
  // Its pieces as the last frame drew them: [card, drawn as wild].
  nlohmann::json sheet_pieces = nlohmann::json::array();
  if (seat_sheet_ >= 0)
    for (const auto& [card, wild] : seat_sheet_pieces_) sheet_pieces.push_back({to_text(card), wild});
  j["seat_sheet_pieces"] = std::move(sheet_pieces);
  j["banner"] = shown_prompt().text;                                 // what the banner says when no refusal is shown
  j["bar_title"] = bar_drawn_.empty() ? shown_title() : bar_drawn_;  // the form drawn (title_forms)
  j["teams_title"] = partners() ? teams_title() : "";                // every team named
  j["round_word"] = round_word();
  j["round_ended"] = logged_round_ended();
  nlohmann::json sheet = nlohmann::json::array();
  for (const SheetLine& l : shown_sheet_lines(session_.match().is_over())) sheet.push_back(l.text);
  j["sheet_lines"] = std::move(sheet);
  j["sheet_title"] = sheet_title(session_.match().is_over());
  // In the page's CSS px, as the tests' items are (a desktop's zoom included).
  const float css = css_scale();
  // Where the banner's pill lies (CSS px; empty: nothing said), so a test holds it clear of numbers.
  j["banner_box"] = {banner_drawn_.x / css, banner_drawn_.y / css, banner_drawn_.w / css, banner_drawn_.h / css};
  j["table_piece"] = {chrome().table_piece.w / css, chrome().table_piece.h / css};
  j["meld_piece"] = melds_drawn_.w / css;
  j["melds_shown"] = melds_drawn_.shown;
  j["melds_laid"] = melds_drawn_.laid;
  j["meld_row_w"] = melds_drawn_.row_w / css;
  j["meld_rows_unnamed"] = melds_drawn_.unnamed;
  // Each meld's mark drawn: [seat, meld, text, x, y, w, h].
  nlohmann::json marks = nlohmann::json::array();
  for (const MeldMarkDrawn& m : melds_drawn_.marks)
    marks.push_back({m.seat, m.meld, m.text, m.box.x / css, m.box.y / css, m.box.w / css, m.box.h / css});
  j["meld_marks"] = std::move(marks);
  j["log_first_shown"] = move_log_.first_shown();
  j["log_following"] = move_log_.following();
  if (const Rect side = log_panel(laid_out_dpr_); side.w > 0)
    j["log_panel"] = {side.x / css, side.y / css, side.w / css, side.h / css};
  j["keys"] = keys_drawn_;
  // The last move's band as drawn on a phone ("" where none is drawn): a whole sentence.
  j["last_move_band"] = band_drawn_;
  j["log"] = nullptr;  // spliced in as text, dumped once a move (publisher_.publish)
  if (overlay_ == Overlay::Question) publish_piece_question(j, *question_, question_drawn_, css);
  if (overlay_ == Overlay::Reveal && reveal_) publish_reveal(j, *reveal_, reveal_rows_);
  j["paused"] = paused_;
  const Scores sc = session_.scores();
  j["totals"] = sc.totals;
  j["placing"] = placing();
  j["rounds_scored"] = sc.rounds.size();
  j["round_scores"] = sc.rounds;
  j["winners"] = sc.winners;
  const Scores grid = sheet_scores(session_.match().is_over());
  j["sheet_rows"] = grid.rounds;  // the score sheet's grid as it would open now
  j["sheet_totals"] = grid.totals;
  // Where the sheet's rounds scroll sideways (CSS px; empty: all in view), and how far earlier
  // rounds were brought in (0: the latest in view).
  const bool open = overlay_ == Overlay::Scores || overlay_ == Overlay::Results;
  const Rect across = open ? sheet_across_.viewport() : Rect{};
  j["sheet_across"] = {across.x / css, across.y / css, across.w / css, across.h / css};
  j["sheet_across_offset"] = sheet_across_.offset() / css;
  nlohmann::json seats = nlohmann::json::array();
  for (int seat = 0; seat < session_.seat_count(); ++seat) seats.push_back(seat_name(seat));
  j["seats"] = std::move(seats);
  if (overlay_ == Overlay::Results) {
    j["results_title"] = results_title();
    j["confetti"] = confetti() && results_at_ >= 0 && time_ - results_at_ < kConfettiSeconds;
  }
  publish_hand(j, hand());
  if (me_ >= 0) j["sort"] = hands_.by_rank(me_) ? "rank" : "suit";
  if (chrome().discard.w > 0) j["discard_top"] = discard_top().is_none() ? "" : to_text(discard_top());
  // Under the round's end: the card its last move threw, from the match's history (the tests hold
  // the pile shown to it).
  if (const auto history = session_.state().history(); paused_ && !history.empty()) {
    const Action& a = history.back().action;
    if (move_traits(a.kind, view_->move_kinds()) & move_trait::kDiscards) j["last_thrown"] = to_text(a.card.face());
  }
  j["hints"] = hints_;
  j["hint_pile"] = std::string(hint_pile());  // the pile the hint lights
  j["hint_meld"] = nullptr;
  if (hint_target_) j["hint_meld"] = {hint_target_->first, hint_target_->second};
  publish_extra(j);
  publisher_.publish(j, {{"log", log_json_}});
}

}  // namespace parlor::scenes
