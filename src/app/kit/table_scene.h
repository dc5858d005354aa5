#pragma once
// The table kit: everything a game's table shares, so a table keeps only its layout, its drawing
// and its own gestures.
//
// The kit owns the session (every move goes through it and is saved), the pass-and-play curtain
// (drawn first; nothing else is drawn or published while it is up), pacing of the seats that
// play by themselves, the bar with its menu, the prompt and refusal banner, the last move's line,
// the score sheet between rounds and the results, sounds, and the state published for the browser
// tests (the same common keys at every table).
//
// Each frame: input() (clicks judged against what the last frame drew, keys, drags), update()
// (animations, seats that play by themselves, saving), draw(), which only draws: a table's
// draw_table() is const.
#include <functional>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/kit/curtain.h"
#include "app/kit/hand_widget.h"
#include "app/kit/meld_table.h"
#include "app/kit/move_log.h"
#include "app/kit/opponents.h"
#include "app/kit/piece_chooser.h"
#include "app/kit/round_reveal.h"
#include "app/kit/seat_hands.h"
#include "app/kit/table_chrome.h"
#include "app/kit/table_pieces.h"
#include "app/platform/sounds.h"
#include "app/screen/scene.h"
#include "app/session/table_session.h"
#include "bots/bot.h"
#include "games/meld_words.h"

namespace parlor::scenes {

// What the score sheet says above its grid; a game may add its own lines.
struct SheetLine {
  std::string text;
  bool gold = false;
};

// A button of the table's row under the banner. `key` presses it from the keyboard, also while
// it is disabled, so the table can say why it cannot be done now.
struct TableButton {
  std::string id, label;
  ui::ButtonKind kind = ui::ButtonKind::Secondary;
  bool enabled = true;
  SDL_Keycode key = 0;
};

// The banner's words when no refusal is shown; `strong` (gold) when they ask the person to act.
struct Prompt {
  std::string text;
  bool strong = false;
};
// What every card table supplies, declared at once in its class (defined in its table.cpp and
// table_draw.cpp): how a hand's piece is drawn, the row of buttons, the bar's
// title, the prompt, the score sheet's lines, what the tests read of it, and the round's reveal.
#define PARLOR_TABLE_PARTS                                               \
  void draw_hand_item(Frame& f, const HandItem& it) const override;      \
  std::vector<TableButton> buttons() const override;                     \
  std::string title() const override;                                    \
  Prompt prompt() const override;                                        \
  std::vector<SheetLine> sheet_lines(bool final_results) const override; \
  void publish_extra(nlohmann::json& j) const override;                  \
  std::optional<Reveal> reveal() const override;

class TableScene : public Scene {
 public:
  // `hand` is how the person's cards are held: a fan or a rack, one or many selected.
  TableScene(Director& director, session::TableSession session, HandWidget hand);
  void input(Frame& f) final;
  void update(double dt) final;
  // Whether a reload should open this table again (session::TableSession::reopens_on_reload).
  bool reopens_on_reload() const { return session_.reopens_on_reload(); }
  void draw(Frame& f) final;  // lays out again where a move changed the hand's size; then paint(), const
  void publish() final;
  void save() final {
    keep_arrangement();
    session_.save();
  }
  // Test hook (parlor_test_hand): shows the person's hand as `n` of its cards (those it held at
  // the first call), repeated when it holds fewer, so a browser test sees the hand's layout at every size without
  // playing there. Only the shown arrangement changes; the next move the hand follows brings the real cards back.
  void test_hand(int n);
  // Test hook (parlor_test_say): says `words` as a hint would, until the next move, so the layouts
  // test sees the longest sentence a hint may say at every table.
  void test_say(std::string words) { say_hint(std::move(words)); }

 protected:
  enum class Overlay { None, Menu, Scores, Results, Reveal, Log, Question };

  // The meld table's scroll (MeldTable::scroll): the table's drawing places it, the kit's input
  // moves it.
  ui::ScrollArea* melds_scroll() const { return &melds_scroll_; }
  // Where the meld table writes what it drew (published as `meld_piece`, `melds_shown`, `melds_laid`).
  MeldsDrawn* melds_drawn() const { return &melds_drawn_; }
  // Where draw_opponents() writes the seats it drew this frame: a tap on one (or the O key) opens
  // its sheet (seat_sheet.h), which the kit draws over the table.
  std::vector<Opponent>* seats_drawn() const { return &seats_drawn_; }

  // --- What each game's table supplies.
  // Places everything for this frame's size (called before input and before drawing).
  virtual void lay_out(const Frame& f) = 0;
  // Where the kit's bar, banner and move line go (part of the table's layout).
  virtual const TableChrome& chrome() const = 0;
  // The device shows another seat's view (the first one, or pass-and-play's next person): their
  // own arrangement of cards comes back, and nothing in flight from the last one carries over.
  virtual void viewer_changed() = 0;
  // `seat` made a move; the view already shows it: follow it (the hand, an animation).
  virtual void moved(int seat) = 0;
  // Something is still moving on screen: the next seat waits for it.
  virtual bool busy() const { return false; }
  virtual void tick(double dt) { (void)dt; }
  // The table's own gestures and keys (clicks of its own items); called only when no overlay,
  // curtain or summary covers the table, after the hand and the buttons had theirs.
  virtual void handle(Frame& f) { (void)f; }
  // Where the person's cards are drawn and hit (from the table's layout), and how one looks.
  virtual HandGeometry hand_geometry() const { return chrome().hand_row.geometry(); }
  virtual void draw_hand_item(Frame& f, const HandItem& item) const = 0;
  // A card dragged out of the hand and released outside the hand's area.
  // `f.ui.hovered()` tells what it was dropped on.
  virtual void dropped(Frame& f, const HandDrop& d) { (void)f, (void)d; }
  // The row of buttons under the banner, left to right, and what pressing one does.
  virtual std::vector<TableButton> buttons() const { return {}; }
  virtual void pressed(std::string_view id) { (void)id; }
  // The move the person is choosing tap by tap, as a path of the table's own choices (empty:
  // none), kept with the saved game; after a reload resume_choice() takes it up again from
  // nothing chosen, or leaves nothing chosen and answers false where it no longer fits.
  virtual std::vector<int> choice_in_progress() const { return {}; }
  virtual bool resume_choice(const std::vector<int>& path) { return (void)path, false; }
  // Draws the table under the kit's bar, banner and overlays. Only draws.
  virtual void draw_table(Frame& f) const = 0;
  // Over a question's dim: the choices it asks about, lit on its subject (Joker's board's holes).
  virtual void draw_over_question(Frame& f) const { (void)f; }
  // The bar's title ("Hand 3 of 11 · 5s wild").
  virtual std::string title() const = 0;
  // Shorter whole forms of the title after it, for a bar too narrow for it on one line: the first
  // that fits is drawn, never cut. Empty: the title wraps.
  virtual std::vector<std::string> title_forms() const { return {}; }
  // The banner's words when no refusal is shown: what the person is to do. Empty: the kit says
  // who is playing, or that the game is over.
  virtual Prompt prompt() const = 0;
  // Escape pressed: true when the table used it (by default to drop the hand's selection);
  // otherwise the menu opens.
  virtual bool escape();
  // The game's own keys for the tests' hook (the kit writes the common ones).
  virtual void publish_extra(nlohmann::json& j) const { (void)j; }
  // A round's name on the score sheet ("Hand", "Round"); empty when the game has no rounds (and
  // so no grid, and no sheet between rounds).
  virtual std::string round_word() const { return "Round"; }
  // The score sheet's lines above the grid, between rounds or at the end.
  virtual std::vector<SheetLine> sheet_lines(bool final_results) const {
    (void)final_results;
    return {};
  }
  // The sheet's grid while a round is played (opened by its button): by default the rounds
  // scored; a game whose standing moves within a round (Jok-R-Ummy's programs) adds it so far.
  virtual Scores running_scores() const { return session_.scores(); }
  // The results' title; by default the winners by score ("You and Ana win!" for partners).
  virtual std::string results_title() const;
  // Partners sit opposite and win together (Joker; Rummü when chosen): the scores in the view
  // say so, on the host and on a guest alike.
  bool partners() const;
  // How the round just scored ended (every seat's cards face up), shown before the score sheet.
  // A game without rounds (round_word() empty) answers once it is over: how it was won, shown
  // before the results.
  virtual std::optional<Reveal> reveal() const { return std::nullopt; }
  // One of the game's pieces, as the reveal draws it, and what a leftover one costs.
  virtual void draw_piece(Frame& f, render::Rect r, const PlacedCard& p) const { (void)f, (void)r, (void)p; }
  virtual int piece_cost(Card c) const {
    (void)c;
    return 0;
  }
  // Whether draw_piece() marks this piece as wild now (published for the seat sheet's pieces).
  virtual bool piece_wild(const PlacedCard& p) const {
    (void)p;
    return false;
  }
  virtual float piece_aspect() const { return 1.4f; }
  // The last move's line while a new round waits for its first move (the old round's last move
  // read as this one's): what the deal brought, whole (`brief`: its shortest form). Empty: the kit
  // says the round began.
  virtual std::string round_began_line(bool brief) const {
    (void)brief;
    return {};
  }
  // What a seat's sheet says besides its line and the dealer's D (Jok-R-Ummy: the programs it
  // completed, a SUN card explained); empty: nothing.
  virtual std::string seat_note(int seat) const {
    (void)seat;
    return {};
  }
  // The game's word for its rounds in the log's title ("This hand"); empty: "Moves".
  std::string log_title() const;
  int logged_round_ended() const;  // the round the log still shows, when it has ended; else -1

  // --- A rummy table's piles (when chrome().discard is set). The kit handles them: a tap on the
  // stock (or D) draws, a tap on the discard (or T) takes it, or discards the selected card; a
  // card dropped on the discard is discarded; Enter presses "discard-button"; each card drawn or
  // discarded flies from where it was to where it went.
  // The person may take from the stock or the discard now; the person may discard now.
  virtual bool drawing() const { return false; }
  virtual bool discarding() const { return false; }
  virtual Card discard_top() const { return {}; }
  // A tap on the discard pile (or T) while drawing: true when the table took it (Rummü opens the
  // pile to choose how deep to take); else the kit takes the top card.
  virtual bool discard_tapped() { return false; }
  // Why taking from a pile is not the move now (a tap on a pile, D, T, Enter), in the game's words.
  virtual std::string take_refusal() const;
  virtual int stock_count() const { return 0; }
  // How many lie on the discard pile, said under it and shown by its thickness where only its top
  // shows and more than one may be taken (Rummü's tidy pile); -1: not said.
  virtual int discard_count_said() const { return -1; }
  // A panel of the table's own lies over the piles now (Rummü's fanned pile on a short screen):
  // they are neither drawn nor tapped.
  virtual bool piles_hidden() const { return false; }
  // The staged row holds melds now (the melds being composed; Five Crowns' laid ones after laying
  // down): where it shares the last move's band (TableChrome::staged_on_log), the line gives way.
  virtual bool staged_row_held() const;
  // A piece face up at full size (the piles, a flight), and its back.
  virtual void draw_face(Frame& f, render::Rect r, Card c) const { draw_piece(f, r, PlacedCard{c, Card()}); }
  virtual void draw_back(Frame& f, render::Rect r) const { (void)f, (void)r; }
  // The game's word for its pieces ("card", "tile"), and the rank sorting puts with the jokers
  // (-1: none; Rummü's 0 is a number like the others, sorted first).
  virtual std::string piece_word() const { return "card"; }
  // The game's keys in one sentence, as its rules screen lists them ("Keys: D takes a tile from
  // the stock, …"); shown at the foot of a desktop's move log. Empty: none shown.
  virtual std::string keys_words() const { return ""; }
  virtual int sort_wild() const { return -1; }

  // --- What the kit offers a table.
  // The person's move: played through the session; a refusal shows its reason with a sound.
  // True when the move was played.
  bool act(const Action& a);
  void fail(std::string reason, float seconds = 5.0f);
  void clear_error() { error_.clear(); }
  // The refusal shown now (empty when none), so a table may say more about it.
  const std::string& error_text() const { return error_.text(); }
  void sound(web::Sound s) const;
  // The person whose cards are shown may act now (not a bot's or another person's turn, nothing
  // covers the table).
  bool person_to_act() const;
  bool covered() const { return overlay_ != Overlay::None; }
  int me() const { return me_; }
  // Who reads the screen: the shown person, or -1 (every seat by name) when only bots play and,
  // at a pass-and-play table, over a round's end or the game's, which whoever holds the device
  // reads (the curtain's person is not known there).
  int reader() const { return session_.all_bots() || (session_.pass_and_play() && ended_shown()) ? -1 : me_; }
  bool ended_shown() const { return paused_ || session_.match().is_over(); }
  // "You" for the person reading the screen, else the seat's name.
  std::string who(int seat) const;
  // The teams, the reader's first: "You & Ana  vs  Bo & Cy".
  std::string teams_title() const;
  // Where the reader finished ("You came 2nd of 4."), once the game is over; empty for a table
  // of bots, for partners and before the end.
  std::string placing() const;
  std::string seat_name(int seat) const { return session_.seat_name(seat); }
  // The shown person's own arrangement of their cards, kept per seat between turns.
  session::HandModel& hand() { return hands_[me_]; }
  const session::HandModel& hand() const { return hands_[me_]; }
  // Follows the shown seat's cards in `round`; a new round's hand starts in the person's chosen
  // sort (by suit until they choose), or as a save or link kept it. True when the round is new.
  bool follow_hand(int round, const std::vector<Card>& cards);
  // The stock and the discard as every rummy table shows them (with the card in flight's pile
  // showing what lay under it until it lands).
  void draw_piles(Frame& f) const;
  // The sort buttons in the game's words (ids "sort-suit", "sort-rank"; keys S and R): the kit
  // sorts.
  std::vector<TableButton> sort_buttons(std::string by_suit, std::string by_rank) const;
  // The round's end (or the game's, without rounds) for the reveal: each seat from the person
  // round the table, named for the reader; `fill` sets its points, melds, leftovers and notes. A
  // seat left without notes and with leftovers gets "Cards left count against you" (or them).
  Reveal revealed(std::string title, const std::function<void(RevealSeat&)>& fill) const;
  // What `seat` holds as the table shows it: while the round's end is shown over the view kept
  // from before its last move, the count the reveal gives (0 for the seat that went out), so no
  // seat is seen holding the cards it has just played.
  int held_shown(int seat, int held) const;
  const HandWidget& hand_widget() const { return hand_widget_; }
  // Draws the hand through draw_hand_item() (the table chooses when, for what goes over it).
  void draw_hand(Frame& f) const;
  // A hint: the move shown rather than played, its melds composed in the hand, the card it plays
  // selected, the table meld it adds to outlined (highlight(), until the next move).
  void show_hint(const Action& a);
  // A hint from a bot that thinks across frames (a Strong bot's search, Bot::think): it thinks a
  // slice of each frame while the person is to act and nothing has moved, then `then` gets its
  // move. A new hint replaces it; a move drops it.
  void think_hint(std::unique_ptr<Bot> bot, std::function<void(const Action&)> then);
  bool hint_thinking() const { return hint_bot_ != nullptr; }
  // The Hint button of every table: the last of the game's `which` bot kinds (its strongest) plays
  // in the person's seat, seeded as a bot there would be, thinking across frames (think_hint);
  // then present_hint() gets its move.
  void suggest_move(BotKinds which = BotKinds::Offered);
  // The hint's move arrived: by default shown (show_hint) and said (hint_words).
  virtual void present_hint(const Action& a) { show_hint(a); }
  // The hint in words, one whole sentence with named values: the kit words the moves every rummy
  // has ("Hint: take the 7 of hearts from the discard pile.", "Hint: lay down three 9s, then
  // discard the king of clubs."); a game words its own moves. Empty: nothing is said.
  virtual std::string hint_words(const Action& a) const;
  // Says `words` where the prompt is (published as `hint`) until the next move.
  void say_hint(std::string words);
  // What the hint says now: empty once a move was made since.
  std::string hint_said() const;
  // The pile the hint takes from ("stock", "discard"), lit while it is said; else empty.
  std::string_view hint_pile() const { return hint_said().empty() ? std::string_view() : hint_pile_; }
  // Meld `index` of `seat` on the table (a hint that adds to it names it); none by default.
  virtual const Meld* table_meld(int seat, int index) const {
    (void)seat, (void)index;
    return nullptr;
  }
  // How the game's melds name their wilds, in the hint's words.
  virtual WildWords wild_words() const { return {}; }
  // The game's word for a meld of one rank, in the hint's words ("book", Rummy-O's "group").
  virtual const char* book_word() const { return "book"; }
  // The rules that give a wild without a value its value, so the hint's words say it (none: as
  // the move says).
  virtual std::optional<MeldRules> wild_rules() const { return std::nullopt; }
  // The hint's melds in words, each wild said as what it stands for.
  std::string hint_melds(const MeldList& melds) const;
  // The table meld to outline: the hint's, else the one the last move added to.
  const std::optional<std::pair<int, int>>& highlight() const { return hint_target_ ? hint_target_ : last_target_; }
  float flight_time() const { return scenes::flight_time(session_.setup().speed); }
  const session::TableSession& session() const { return session_; }
  const Director& director() const { return director_; }
  double time() const { return time_; }
  // Puts a question to the person over the table; its answer is called with the piece chosen.
  void ask(PieceQuestion q);
  // Asks, wild by wild, what each wild of staged meld `meld` stands for when it could be more
  // than one thing: `choices` lists each piece's possibilities (the game's compose.h). `done`
  // runs once every wild is said (at once when none needs asking; never after a Cancel).
  using WildChoices = std::function<std::vector<std::vector<Card>>(const Meld&)>;
  void ask_wilds(int meld, WildChoices choices, size_t from = 0, std::function<void()> done = {});
  // The shown seat's View, as the game's own type (the session casts it once, in one place).
  template <class V>
  const V& view_as() const {
    return static_cast<const V&>(*view_);
  }
  // The pieces the person's hand held when the table was last laid out (TableColumn::held).
  int held_laid_out() const { return laid_out_held_; }
  // Device px per the page's CSS px in the last layout (a desktop's zoom included): what a table
  // publishes of its geometry for the tests is in CSS px, as their items are.
  float css_scale() const { return laid_out_dpr_ / laid_out_zoom_; }

 private:
  void sync_viewer();
  void read_log(bool whole);
  void keep_arrangement();
  void resume_kept_choice();
  void resume_round_end();
  std::unique_ptr<View> ended_view() const;
  void after_move(int seat);
  void run_seats(double dt);
  void think_hint_slice();
  bool seats_may_play() const;
  // Whether the seat to act answered (a move, or one refused); not while a bot is thinking.
  bool play_seats();
  void play_arrived();
  void handle_overlay(Frame& f);
  void paint(Frame& f) const;  // table_paint.cpp, with the drawing of the bar, messages, buttons and hand
  void draw_bar(Frame& f) const;
  std::string shown_title() const { return overlay_ == Overlay::Reveal && !bar_title_.empty() ? bar_title_ : title(); }
  Prompt shown_prompt() const;  // table_paint.cpp
  void draw_messages(Frame& f) const;
  void draw_buttons(Frame& f) const;
  void handle_table(Frame& f);
  void handle_gestures(Frame& f);
  void dropped_from_hand(Frame& f, const HandDrop& d);
  // A seat's sheet (seat_sheet.h): opened on one of the seats drawn (seats_drawn_), its keys and
  // taps while open, and its drawing.
  void open_seat_sheet(int seat);
  bool handle_seat_sheet(Frame& f);
  void draw_seat_sheet_over(Frame& f) const;
  void pressed_disabled(const TableButton& b);
  void refuse_unused_keys(Frame& f, bool taking, size_t moves, size_t refusals);
  void draw_sheet(Frame& f, bool final_results) const;
  std::string sheet_title(bool final_results) const;
  // The sheet's lines: while the round's end is shown, as it ended (read from the next deal's
  // view, as the reveal is).
  std::vector<SheetLine> shown_sheet_lines(bool final_results) const {
    return paused_ && !final_results ? sheet_ : sheet_lines(final_results);
  }
  // The grid the sheet shows: the rounds scored between rounds and at the end, else running_scores().
  Scores sheet_scores(bool final_results) const {
    return paused_ || final_results ? session_.scores() : running_scores();
  }
  bool celebrated() const;
  bool confetti() const;
  void round_ended();
  void leave_reveal();
  void resume_round();
  void maybe_lay_out(const Frame& f);
  render::Rect log_panel(float dpr) const;  // the move log's column, less a peer table's line
  // The move log's column less the keys at its foot (draw_keys), where they are shown.
  render::Rect log_area(Frame& f) const;
  std::vector<std::string> keys_lines(Frame& f) const;
  void draw_keys(Frame& f) const;
  static constexpr float kKeysPx = 13;
  mutable std::string keys_drawn_;  // the keys as the last frame showed them (published as `keys`)
  int held_now() const;
  void publish_state();  // table_publish.cpp
  // Piles and flights (table_piles.cpp).
  bool moving() const { return busy() || flight_.has_value(); }
  void handle_piles(Frame& f);
  void handle_pile_drag(Frame& f);
  void draw_pile_drag(Frame& f) const;
  bool dropped_on_pile(const HandDrop& d);
  void tap_discard();
  void take_discard();
  void tap_stock();
  void press(std::string_view id);
  std::optional<CardFlight> flight_for(const LoggedAction& move) const;
  void launch(std::optional<CardFlight> fl);
  void draw_flight(Frame& f) const;

  Director& director_;
  session::TableSession session_;
  Curtain curtain_;
  std::unique_ptr<View> view_;
  struct SeatMove {
    int seat = -1;
    double ms = 0;  // choosing, over all its frames
    int frames = 0;
  };
  SeatMove thinking_, last_seat_move_;  // the move being chosen, the last one made
  int most_move_frames_ = 0;            // the most frames any move here took (tests read it at the end)
  std::unique_ptr<Bot> hint_bot_;       // a hint still thinking (think_hint)
  std::function<void(const Action&)> hint_then_;
  size_t hint_moves_ = 0;  // the session's moves when it began
  std::string hint_said_;  // the last hint's words (say_hint), shown while no move was made since
  size_t hint_said_moves_ = 0;
  std::string_view hint_pile_;  // the last hint's pile (hint_pile())
  SeatHands hands_;
  std::vector<session::ChoiceMade> kept_choices_;  // by seat: what a save brought, until taken up
  session::RoundEndShown kept_round_end_;          // the round's end a save brought, until taken up
  HandWidget hand_widget_;
  std::string pile_drag_;         // "stock" or "discard" while a press that began on it is held
  std::vector<Card> test_cards_;  // the real hand test_hand() repeats, until the hand follows a move
  int me_ = -1;
  int viewer_ = -2;  // the session's viewer when the view was last read for a person
  Overlay overlay_ = Overlay::None;
  TimedError error_;
  StatePublisher publisher_;
  float seat_wait_ = 0;
  float reveal_left_ = 0;  // a table of bots goes on by itself after this many seconds
  MoveLog move_log_;
  mutable ui::ScrollArea melds_scroll_;        // the meld table's, where its melds overflow (draw_meld_table)
  mutable MeldsDrawn melds_drawn_;             // the meld table's pieces and melds in view (draw_meld_table)
  mutable std::string band_drawn_;             // the last move's band as drawn (published as `last_move_band`)
  mutable render::Rect banner_drawn_;          // the banner's pill as last drawn (published as `banner_box`)
  mutable render::Rect question_drawn_;        // the open question's panel as last drawn
  mutable std::vector<Opponent> seats_drawn_;  // the other seats as the last frame drew them
  int seat_sheet_ = -1;                        // the seat whose sheet is open; -1: none
  mutable std::vector<std::pair<Card, bool>> seat_sheet_pieces_;  // its pieces as drawn, each wild or not
  size_t seat_sheet_moves_ = 0;           // the move count it opened at: the next move closes it
  mutable ui::ScrollArea reveal_scroll_;  // the reveal's seats, where they overflow the screen (draw_reveal)
  mutable RevealRows reveal_rows_;        // its leftovers' lines as drawn, published
  mutable ui::ScrollArea sheet_scroll_;   // the score sheet's lines and grid, where they overflow (draw_sheet)
  mutable ui::ScrollArea sheet_across_ = ui::ScrollArea::across();  // its rounds, where a phone's are too many
  std::vector<std::string> log_;                                    // this round's moves, as the reader reads them
  std::string log_short_;                                           // the last one's short form, "" for none
  std::string log_json_;                                            // log_ as JSON, for the tests' published state
  size_t log_moves_ = 0;                                            // the move count log_ was read at
  uint64_t log_recorded_ = 0;                                       // the session's lines_recorded() then
  int log_round_ = -1;                                              // and its lines_round()
  bool acted_ = false;                                              // the person moved this frame
  std::optional<std::pair<int, int>> hint_target_, last_target_;    // (seat, meld)
  std::string bar_title_;          // the title before the last round ended, while its reveal shows
  mutable std::string bar_drawn_;  // the title's form the bar last drew (published as bar_title)
  // The round's end at a table with a person here: while its reveal and sheet are up, view_ is
  // the ended round's last (before its last move), the next deal waits behind them and no bot
  // moves; leaving them (resume_round()) shows the next round. A peer host's guests still play
  // meanwhile, shown when the host leaves.
  bool paused_ = false;
  int paused_seat_ = -1;          // who made the round's last move
  std::optional<Reveal> reveal_;  // the reveal shown, as the round ended
  std::vector<SheetLine> sheet_;  // the sheet's lines as the round ended, while paused_
  size_t refusals_ = 0;           // refusals shown, published so tests can tell each one
  int hints_ = 0;                 // hints shown, published so tests can tell a hint from a move
  size_t rounds_seen_ = 0;
  double time_ = 0;
  double results_at_ = -1;  // when the results first showed: the confetti's start
  std::optional<CardFlight> flight_;
  std::optional<PieceQuestion> question_;
  Card seen_top_;  // the discard's top before the last move: what a take took
  int laid_out_w_ = 0, laid_out_h_ = 0, laid_out_held_ = 0;
  float laid_out_dpr_ = 0, laid_out_zoom_ = 1;
};

}  // namespace parlor::scenes
