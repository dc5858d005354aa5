#pragma once
// The Jok-R-Ummy table, on the table kit. The person's program card sits beside the piles with
// what it asks and what is still missing, the cards of the hand that serve it outlined. The
// person composes their reveal: Meld stages the selected cards as one combination (asking what
// each wild stands for where there is a choice), the program card outlines the part to fill next
// and says what it still lacks, and Reveal program lays what is composed; with nothing composed,
// Reveal program composes the suggested reveal for the person to see and press again. Once
// completed, Lay down lays a book and tapping a combination adds the selected card to it (asking
// where a wild goes when it could go more than one way). At the deal, a program that went three
// rounds without completing may be swapped.
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "app/kit/shared_melds_table.h"
#include "app/kit/table_pieces.h"
#include "app/screen/warmup_queue.h"
#include "app/tables/jok_r_ummy/layout.h"
#include "games/jok_r_ummy/compose.h"
#include "games/jok_r_ummy/rules.h"
#include "games/jok_r_ummy/view.h"

namespace parlor::scenes {

class JokRUmmyTable : public SharedMeldsTable<jok_r_ummy::JokRUmmyView, JokRUmmyLayout> {
 public:
  JokRUmmyTable(Director& director, session::TableSession session);

 private:
  bool playing() const;    // the person's turn, after taking a card
  bool swapping() const;   // the person chooses to swap or keep their program
  bool completed() const;  // the person completed a program this round
  // The view's legal moves of `kind` for the person.
  std::vector<Action> legal(ActionKind kind) const;
  // Why Reveal program cannot be done now, in the engine's words.
  std::string reveal_reason() const;

  // The kit's hooks.
  void viewer_changed() override { follow_view(); }
  void moved(int) override { follow_view(); }
  void tick(double dt) override;
  void handle(Frame& f) override;
  PARLOR_TABLE_PARTS
  // Its rules screen lists the same keys (assets/rules/jok_r_ummy.txt).
  std::string keys_words() const override {
    return "Keys: D draw, T take the discard, 1-9 or arrows and Space select, M meld, P reveal, L lay down, A add, "
           "Enter discard, S or R sort, Escape menu.";
  }
  std::string completed_words(size_t seat) const;
  std::string round_began_line(bool brief) const override;
  std::string seat_note(int seat) const override;
  std::string round_end_words(const jok_r_ummy::RoundResult& lr) const;
  bool discarding() const override { return playing(); }
  void draw_face(Frame& f, render::Rect r, Card c) const override;
  void draw_back(Frame& f, render::Rect r) const override;
  int sort_wild() const override { return 2; }  // jok-r-ummy.txt: every 2 is wild
  Scores running_scores() const override;

  // The person's moves.
  void follow_view();
  void work_out_needs(const jok_r_ummy::Program* p, const std::vector<Card>& hand);
  void stage_selected(std::function<void()> then = {});
  void compose() override { stage_selected(); }
  void pressed_own(std::string_view id) override;
  void reveal_program();
  void lay_down() override;
  void lay_staged();
  // The selected card onto combination `index` of `seat`.
  void tap_meld(int seat, int index) override;
  void choose_program(bool swap);
  void suggest() override { suggest_move(BotKinds::Quick); }
  void present_hint(const Action& a) override;
  std::string hint_words(const Action& a) const override;
  WildWords wild_words() const override { return jok_r_ummy::wild_words(); }
  std::optional<MeldRules> wild_rules() const override { return jok_r_ummy::meld_rules(); }

  // Drawing (table_draw.cpp).
  void draw_opponents(Frame& f) const override;
  void draw_melds(Frame& f) const override;
  void draw_news(Frame& f) const;
  std::vector<std::string> sun_news() const;
  std::string first_deal_story(bool brief) const;
  bool story_in_table() const;
  void draw_beside_piles(Frame& f) const override { draw_program(f); }
  void draw_program(Frame& f) const;
  std::string composed_hint() const override;
  // A card of a combination (a wild shows what it stands for), or a completed program card.
  void draw_piece(Frame& f, render::Rect r, const PlacedCard& p) const override;
  bool piece_wild(const PlacedCard& p) const override;
  // The combinations as drawn (shown_table_), for the seat's sheet too.
  const Meld* table_meld(int seat, int index) const override;

  // The view's combinations as they are drawn, worked out once a move: a book's wilds stand for
  // its rank alone (stand_ins_shown).
  std::vector<std::vector<Meld>> shown_table_;
  // What each piece drawn this frame showed (its face, and a wild's stand-in mark), for the tests.
  mutable nlohmann::json chips_drawn_;

  // What the person's program needs of their hand, worked out once a move: the plan's cards
  // (outlined) and what it lacks (solver.h's shortfall).
  std::vector<Card> serving_;
  // The cards outlined in the hand: the plan's, or while combinations are composed for a reveal,
  // the plan's for the parts still empty.
  const std::vector<Card>& outlined() const;
  std::string missing_;
  int missing_cards_ = -1;   // -1: no program
  bool can_reveal_ = false;  // the view lists a reveal
  struct Needs {
    std::vector<Card> hand;
    Card program;
  } needs_;                // what they were worked out for
  std::string hint_kind_;  // the last hint's move, for the tests
  // How far the composed combinations go towards the program, worked out when they or the hand
  // change (tick()).
  jok_r_ummy::Progress progress_;
  std::vector<Meld> progress_staged_;
  std::vector<Card> progress_rest_;
  Card progress_program_;
};

// `melds` as the table draws them: a wild in a book stands for its rank, whatever suit the deal
// gave it (jok-r-ummy.txt: suits may repeat in a book, so the book fixes none); a run's wilds
// keep their suit, which the run fixes.
std::vector<Meld> stand_ins_shown(std::vector<Meld> melds);

// What the lobby warms for this table (warm.cpp).
void warm_jok_r_ummy(WarmupQueue& w, int width, int height, float dpr);

}  // namespace parlor::scenes
