// What the saved game keeps of the person's own table between their taps: their hand's order, the
// melds they set aside, their sort and the move they were choosing (session::SeatSetup).
#include "app/kit/table_scene.h"

namespace parlor::scenes {

// The shown person's arrangement goes with every save (and link) of the game; the move they are
// choosing, with the save only.
void TableScene::keep_arrangement() {
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

}  // namespace parlor::scenes
