// What the saved game keeps of the person's own table between their taps: their hand's order, the
// melds they set aside, their sort and the move they were choosing (session::SeatSetup), and the
// round's end they were shown (session::GameSetup::round_end).
#include <utility>

#include "app/kit/table_scene.h"
#include "games/registry.h"

namespace parlor::scenes {

// The shown person's arrangement goes with every save (and link) of the game; the move they are
// choosing, with the save only.
void TableScene::keep_arrangement() {
  // The round's end shown, with the save only; one a save brought stays saved until taken up.
  if (kept_round_end_.at == 0) {
    const bool shown = paused_ && !session_.link() && (overlay_ == Overlay::Reveal || overlay_ == Overlay::Scores);
    session_.keep_round_end(shown ? session::RoundEndShown{session_.moves(), paused_seat_, overlay_ == Overlay::Scores}
                                  : session::RoundEndShown{});
  }
  if (me_ >= 0 && hands_.round(me_) != -1)
    session_.arrange(me_, hands_.round(me_), hand().order(), hand().staged(), hands_.by_rank(me_));
  // A choice a save brought stays saved until the table takes it up.
  if (me_ < 0 || static_cast<size_t>(me_) >= kept_choices_.size() ||
      !kept_choices_[static_cast<size_t>(me_)].path.empty())
    return;
  std::vector<int> path = person_to_act() ? choice_in_progress() : std::vector<int>{};
  session_.keep_choice(me_, {path.empty() ? 0 : session_.moves(), std::move(path)});
}

// A choice saved at this very moment of the game is taken up once the person may go on with it
// (their turn, nothing still moving); one saved at another moment is dropped.
void TableScene::resume_kept_choice() {
  if (me_ < 0 || static_cast<size_t>(me_) >= kept_choices_.size()) return;
  session::ChoiceMade& kept = kept_choices_[static_cast<size_t>(me_)];
  if (kept.path.empty()) return;
  const bool now = kept.at == session_.moves();
  if (now && (!person_to_act() || busy())) return;
  if (now) resume_choice(kept.path);
  kept = {};
}

// The table under a round's end, for the person shown, as after_move() keeps it when the round
// ends before their eyes: their view before the round's last move (replayed from the game's
// record on this device), shown over the next deal's view, which keeps that move's end. Without
// the record (a peer guest's), the next deal's view alone: its round's end over its own table.
std::unique_ptr<View> TableScene::ended_view() const {
  const State& now = session_.state();
  const auto history = now.history();
  std::unique_ptr<State> before;
  if (!session_.link() && !history.empty())
    if (auto made = create_game(now.game_id(), now.options(), now.seed())) before = std::move(*made);
  // Every move of the record was checked when it was played or loaded.
  for (size_t i = 0; before && i + 1 < history.size(); ++i) before->apply(history[i].seat, history[i].action);
  std::unique_ptr<View> ended = before ? before->view(me_) : session_.view(me_);
  ended->show_round_end(*session_.view(me_));
  return ended;
}

// A round's end saved at this very moment of the game (the round just ended, nothing of the next
// one played) is shown again as it was left, its reveal or its sheet, over the ended round's
// table, and the next round waits behind it as before; one saved at any other moment is dropped.
void TableScene::resume_round_end() {
  if (kept_round_end_.at == 0 || !view_) return;
  const session::RoundEndShown kept = std::exchange(kept_round_end_, {});
  const size_t rounds = session_.scores().rounds.size();
  const int ended = session_.lines_round();
  if (kept.at != session_.moves() || paused_ || session_.link() || session_.all_bots() || round_word().empty() ||
      session_.match().is_over() || kept.seat < 0 || kept.seat >= session_.seat_count() || ended < 0 ||
      static_cast<size_t>(ended) + 1 != rounds)
    return;
  paused_ = true;
  paused_seat_ = kept.seat;
  view_ = ended_view();
  bar_title_ = title();  // the bar names the round that ended, as it did before the reload
  reveal_ = reveal();
  sheet_ = sheet_lines(false);
  session_.hold_curtain(true);
  moved(kept.seat);  // the table follows the round's end (the person's hand as it ended)
  overlay_ = kept.sheet || !reveal_ ? Overlay::Scores : Overlay::Reveal;
}

}  // namespace parlor::scenes
