// Drawing of the Jok-R-Ummy table: only drawing, and registering what can be tapped (the taps
// are handled in table.cpp).
#include <algorithm>

#include "app/kit/meld_table.h"
#include "app/kit/opponents.h"
#include "app/render/text_layout.h"
#include "app/tables/jok_r_ummy/program_card.h"
#include "app/tables/jok_r_ummy/table.h"
#include "app/ui/card_face.h"
#include "app/ui/palette.h"
#include "engine/sentence.h"
#include "games/jok_r_ummy/rules.h"

namespace parlor::scenes {

using jok_r_ummy::EventKind;
using jok_r_ummy::JokRUmmyView;
using jok_r_ummy::Phase;
using render::Color;
using render::Face;
using render::Rect;

namespace {

constexpr Color kServes = Color::hex(0x4fc3f7);  // the outline of a card that serves the program

bool wild(Card c) {
  static const MeldRules rules = jok_r_ummy::meld_rules();
  return is_wild(rules, c);
}

// `text` wrapped to `w` from (x, y), left-aligned; returns the y under it (drawing nothing when
// `draw` is false).
float lines(Frame& f, const std::string& text, Face face, Color ink, float x, float y, float w, bool draw,
            float css_px = 13) {
  const float px = css_px * f.dpr, lh = f.text.line_height(face, px);
  for (const std::string& l : render::wrap_text(f.text, text, face, px, w)) {
    if (draw) f.text.draw(f.batch, l, face, px, x, y, ink);
    y += lh;
  }
  return y;
}

// A completed program on one line, as its card says it: "2 runs of 4, no wilds"; a SUN card
// with what it means (a tester read "SUN card" at a seat and could not tell what it was).
std::string program_line(const jok_r_ummy::Program& p) {
  if (p.sun) return "SUN card (a free program)";
  std::string line;
  for (const std::string& part : jok_r_ummy::program_short_words(p)) line += (line.empty() ? "" : ", ") + part;
  return line;
}

}  // namespace

std::string JokRUmmyTable::composed_hint() const {
  // A table too short for the first dealer's story (a small phone at six seats) tells it here
  // until the person composes.
  if (!playing()) {
    const auto& t = view().table;
    const bool none = std::all_of(t.begin(), t.end(), [](const auto& melds) { return melds.empty(); });
    return none && !story_in_table() ? first_deal_story(true) : "";
  }
  return completed() ? "Select three or more cards of one rank and press Lay down, or one card and tap a combination "
                       "to add it."
                     : "Select the cards of a combination your program asks for and press Meld; or press Reveal "
                       "to compose the suggested one.";
}

std::vector<Meld> stand_ins_shown(std::vector<Meld> melds) {
  for (Meld& m : melds)
    for (PlacedCard& p : m.cards)
      if (m.kind == MeldKind::Book && wild(p.card) && !p.as.is_none()) p.as = Card(Suit::Any, p.as.rank());
  return melds;
}

const Meld* JokRUmmyTable::table_meld(int seat, int index) const {
  if (seat < 0 || static_cast<size_t>(seat) >= shown_table_.size() || index < 0 ||
      static_cast<size_t>(index) >= shown_table_[static_cast<size_t>(seat)].size())
    return nullptr;
  return &shown_table_[static_cast<size_t>(seat)][static_cast<size_t>(index)];
}

void JokRUmmyTable::draw_piece(Frame& f, Rect r, const PlacedCard& p) const {
  if (is_objective(p.card)) {
    if (const jok_r_ummy::Program* prog = jok_r_ummy::program_of(p.card))
      return draw_program_card(f.batch, f.text, r, layout_.s, *prog);
    return draw_program_back(f.batch, f.text, r, layout_.s);
  }
  const bool w = piece_wild(p);
  const std::string mark = ui::draw_card_chip(f.batch, f.text, r, layout_.s, p.card, w, p.as);
  chips_drawn_.push_back({{"card", to_text(p.card.face())}, {"wild", w}, {"mark", mark}});
}

// jok-r-ummy.txt: the same wilds every round (2s and jokers), so a sheet and the reveal agree.
bool JokRUmmyTable::piece_wild(const PlacedCard& p) const { return !is_objective(p.card) && wild(p.card); }

// Each seat with its cards and its count to five; on a wide seat its completed programs are said
// in front of it, on a phone's narrow one its fan of backs shows what it holds.
void JokRUmmyTable::draw_opponents(Frame& f) const {
  const auto& v = view();
  const auto& done = v.zones[JokRUmmyView::kCompletedZone].cards;
  const bool wide = !layout_.opponents.empty() && layout_.opponents.front().w >= 150 * layout_.s;
  const std::vector<Opponent> seats = opponent_seats(v.hand_sizes, [&](Opponent& o) {
    const auto at = static_cast<size_t>(o.seat);
    // The kit fits it to the seat ("0 of 5" on a narrow one), its numbers whole.
    o.line = held_text(o.held) + kDot + std::to_string(v.completed_count(o.seat)) + " of 5 programs";
    if (at < v.completed.size() && v.completed[at]) {
      o.sign = "\u2713";
      o.sign_words = say("{name} completed a program this round", {{"name", o.name}});
    }
    o.dealer = o.seat == v.dealer;
    // In words, a line each: a seat's program cards were drawn too small for their words.
    if (wide && at < done.size())
      for (Card c : done[at])
        if (const jok_r_ummy::Program* p = jok_r_ummy::program_of(c)) o.laid_lines.push_back(program_line(*p));
  });
  scenes::draw_opponents(f, layout_.opponents, seats,
                         {layout_.chip_w, [&](Rect r) { ui::draw_card_back(f.batch, f.text, r, layout_.s * 0.5f); },
                          [&](Rect r, const PlacedCard& p) { draw_piece(f, r, p); }},
                         seats_drawn());
}

// The combinations on the table, grouped by owner, the person's own first; while there are none,
// what the deal brought (the first dealer's draw, SUN cards).
void JokRUmmyTable::draw_melds(Frame& f) const {
  // The table's parts are drawn from here on (draw_table's first, the seats after the melds): the
  // chips drawn start afresh.
  chips_drawn_ = nlohmann::json::array();
  const auto& v = view();
  std::vector<MeldGroup> groups;
  for (int k = 0; k < v.players; ++k) {
    const int seat = (me() + k) % v.players;
    const auto at = static_cast<size_t>(seat);
    if (at >= shown_table_.size() || shown_table_[at].empty()) continue;
    const bool you = who(seat) == "You";
    const std::string programs = std::to_string(v.completed_count(seat));
    // A short table's title at the start of its row leaves the row room for a combination (a
    // small phone at six seats has room for one row); a phone's names another seat alone, its
    // cell over the rows counting its programs (the person's own are counted nowhere else there).
    std::string short_title = you ? std::string("You") : seat_name(seat);
    if (you || !layout_.short_names) short_title += kDot + programs + " of 5";
    groups.push_back({seat,
                      (you ? std::string("Your combinations") : seat_name(seat) + "'s combinations") + kDot + programs +
                          " of 5 programs",
                      seat_name(seat),
                      shown_table_[at],
                      {},
                      short_title});
  }
  if (groups.empty()) return draw_news(f);
  MeldTable t{layout_.table, layout_.meld_w, 1.3f, highlight(), !covered(), ""};
  t.scroll = melds_scroll();
  t.drawn = melds_drawn();
  draw_meld_table(f, t, groups, [&](Rect r, const PlacedCard& p) { draw_piece(f, r, p); });
}

// The SUN cards dealt this round (the events since the round began), as the reader reads them.
std::vector<std::string> JokRUmmyTable::sun_news() const {
  const auto& v = view();
  std::vector<std::string> out;
  for (size_t i = v.events.size(); i-- > 0;) {
    const auto& e = v.events[i];
    if (e.kind == EventKind::RoundStarted) break;
    if (e.kind != EventKind::SunCard) continue;
    out.insert(out.begin(), say(who(e.seat) == "You" ? "You were dealt a SUN card: a free program, {count} of 5."
                                                     : "{name} was dealt a SUN card: a free program, {count} of 5.",
                                {{"name", seat_name(e.seat)}, {"count", std::to_string(e.value)}}));
  }
  return out;
}

// In round 1, how the first dealer was found: the whole story, or `brief`ly who got the spade.
std::string JokRUmmyTable::first_deal_story(bool brief) const {
  const auto& v = view();
  if (v.round != 1 || v.first_deal.empty() || v.players <= 0) return "";
  const int dealer = (static_cast<int>(v.first_deal.size()) - 1) % v.players;
  const Card spade = v.first_deal.back();
  const std::string got = who(dealer) == "You"
                              ? "You got the " + card_name(spade) + " and dealt first."
                              : seat_name(dealer) + " got the " + card_name(spade) + " and dealt first.";
  if (brief) return "Who deals first: " + got;
  return "Who deals first: cards went face up to each player in turn, " +
         (who(0) == "You" ? std::string("you") : seat_name(0)) + " first, until a spade. " + got;
}

// Whether the table's area has room for two lines of the story (else the composed row tells it,
// where it has a band of its own): a small phone's table at six seats has, its story brief.
bool JokRUmmyTable::story_in_table() const { return layout_.table.h >= 44 * layout_.s; }

// What the deal brought, while no combination is on the table: in round 1 the cards dealt face
// up to find the first dealer, and any SUN card dealt this round.
void JokRUmmyTable::draw_news(Frame& f) const {
  const auto& v = view();
  const float s = f.dpr;
  const Rect a = layout_.table;
  f.batch.rect(a, 10 * s, Color::hex(0x000000, 35));
  const float x = a.x + 12 * s, w = a.w - 24 * s;
  float y = a.y + 10 * s;
  // Only what fits the area: a small phone's full table leaves it a few lines (the log tells the
  // rest), and nothing runs over the program's words or the piles under it.
  const float bottom = a.y + a.h;
  auto fits = [&](const std::string& line, Face face) {
    return lines(f, line, face, ui::kCream, x, y, w, false) <= bottom;
  };
  for (const std::string& line : sun_news())
    if (fits(line, Face::Bold)) y = lines(f, line, Face::Bold, ui::kGold, x, y, w, true) + 6 * s;
  if (const std::string line = first_deal_story(false); !line.empty() && story_in_table()) {
    const std::string brief = first_deal_story(true);
    if (fits(line, Face::Regular))
      y = lines(f, line, Face::Regular, ui::kCream, x, y, w, true) + 4 * s;
    else if (fits(brief, Face::Regular))
      y = lines(f, brief, Face::Regular, ui::kCream, x, y, w, true) + 4 * s;
    // The cards as they were dealt, the spade outlined in gold.
    const float cw = std::min(layout_.chip_w, (a.y + a.h - y - 6 * s) / 1.3f), ch = cw * 1.3f;
    if (cw >= 14 * s) {
      const int n = static_cast<int>(v.first_deal.size());
      const float step = std::min(cw + 3 * s, (w - cw) / static_cast<float>(std::max(1, n - 1)));
      for (int i = 0; i < n; ++i) {
        const Rect r{x + step * static_cast<float>(i), y, cw, ch};
        draw_piece(f, r, {v.first_deal[static_cast<size_t>(i)], Card()});
        if (i == n - 1) f.batch.ring({r.x - 2 * s, r.y - 2 * s, r.w + 4 * s, r.h + 4 * s}, 4 * s, 2 * s, ui::kGold);
      }
      y += ch + 8 * s;
    }
  }
  // In the middle of what the news leaves.
  draw_empty_table_words(f, "No combinations yet. Whoever completes a program lays its combinations here.",
                         {a.x, y, a.w, a.y + a.h - y});
}

// The person's program card, what it asks, what is still missing and the programs completed.
void JokRUmmyTable::draw_program(Frame& f) const {
  const auto& v = view();
  const float s = f.dpr;
  const Rect c = layout_.program;
  const jok_r_ummy::Program* p = v.program();
  const auto& mine = v.zones[JokRUmmyView::kCompletedZone].cards;
  const std::vector<Card> done =
      me() >= 0 && static_cast<size_t>(me()) < mine.size() ? mine[static_cast<size_t>(me())] : std::vector<Card>{};
  // What the program is, and in the card's own short words ("3 sets of 3, no wilds") where the
  // strip is short (a small phone's full table: the long words took five lines there).
  std::string first, first_short;
  // While composing a reveal: the part to fill next outlined, the parts filled ticked.
  const bool composing = p && playing() && !completed();
  const bool staged = composing && !hand().staged().empty();
  if (p) {
    std::vector<int> filled(p->parts.size());
    for (size_t k = 0; composing && k < progress_.slot_meld.size(); ++k)
      if (progress_.slot_meld[k] >= 0) ++filled[k % p->parts.size()];
    // A phone's card (under 80 px wide) is too small for its boxes and arrows to be read: its few
    // words stand in for them, what is still missing said beside it.
    if (c.w < kProgramDrawnLeastW * s)
      draw_program_in_words(f.batch, f.text, c, s, *p);
    else
      draw_program_card(f.batch, f.text, c, s, *p, {composing ? progress_.next : -1, filled});
    first = "Your program: " + jok_r_ummy::describe_program(*p) + ".";
    first_short = say("Your program: {program}.", {{"program", program_line(*p)}});
  } else if (completed() && !done.empty()) {
    // Just completed: the card lies face up, ticked.
    const jok_r_ummy::Program* was = jok_r_ummy::program_of(done.back());
    if (was && c.w < kProgramDrawnLeastW * s)
      draw_program_in_words(f.batch, f.text, c, s, *was);
    else
      draw_piece(f, c, {done.back(), Card()});
    f.batch.ring({c.x - 3 * s, c.y - 3 * s, c.w + 6 * s, c.h + 6 * s}, 8 * s, 2.5f * s, ui::kGold);
    first = was ? say("You completed your program this round: {program}.",
                      {{"program", jok_r_ummy::describe_program(*was)}})
                : "You completed your program this round!";
    first_short =
        was ? say("You completed your program this round: {program}.", {{"program", program_line(*was)}}) : first;
  } else {
    draw_program_back(f.batch, f.text, c, s);
    first = "You get a new program at the next deal.";
    first_short = first;
  }
  std::string second = completed() ? "Lay down books, add to combinations, and go out when you can."
                       : staged    ? (progress_.stray.empty() ? progress_.text : progress_.stray)
                                   : missing_;
  const std::string third = "You have completed " + std::to_string(done.size()) + " of 5 programs.";
  // Which, in words where they fit: their cards were too small here for their own words.
  std::string which;
  for (Card c : done)
    if (const jok_r_ummy::Program* was = jok_r_ummy::program_of(c))
      which += (which.empty() ? "" : "; ") + program_line(*was);
  const std::string third_which = which.empty() ? third
                                                : say("You have completed {count} of 5 programs: {programs}.",
                                                      {{"count", std::to_string(done.size())}, {"programs", which}});
  f.ui.clickable("program", c, first + (second.empty() ? "" : " " + second), !covered());
  // The cards serving the program are outlined in the hand; say so.
  const std::string blue =
      p && missing_cards_ > 0 && !staged ? second + " The cards outlined in blue serve your program." : second;
  const Rect wr = layout_.words;
  const float x = wr.x, w = wr.w, px = w >= 400 * s ? 16.0f : 13.0f;  // larger where there is room
  // Everything when it fits; else less: the program in words stays (a small phone's full table
  // showed what was missing and lost what the program is), what is missing next, which programs
  // were completed, then how many, go first (the seat rows count them too); the card itself
  // shows what it asks, and a tap on it says all of it in words.
  using Part = std::pair<std::string, std::pair<Face, Color>>;
  const Part what{first, {Face::Bold, ui::kCream}}, count{third, {Face::Regular, ui::kCream}};
  const Part what_short{first_short, {Face::Bold, ui::kCream}};
  const Part count_which{third_which, {Face::Regular, ui::kCream}};
  const Part lacks{blue, {Face::Regular, ui::kGold}}, lacks_short{second, {Face::Regular, ui::kGold}};
  const std::vector<std::vector<Part>> choices = {{what, lacks, count_which},
                                                  {what, lacks_short, count_which},
                                                  {what, lacks, count},
                                                  {what, lacks_short, count},
                                                  {what, lacks_short},
                                                  {what},
                                                  {what_short, lacks_short},
                                                  {what_short},
                                                  {lacks_short}};
  auto height = [&](const std::vector<Part>& ps) {
    float y = 0;
    for (const Part& part : ps)
      if (!part.first.empty())
        y = lines(f, part.first, part.second.first, part.second.second, 0, y, w, false, px) + 3 * s;
    return y;
  };
  size_t k = 0;
  while (k + 1 < choices.size() && height(choices[k]) > wr.h) ++k;
  float y = wr.y + std::max(0.0f, (wr.h - height(choices[k])) * 0.5f);
  for (const Part& part : choices[k])
    if (!part.first.empty()) y = lines(f, part.first, part.second.first, part.second.second, x, y, w, true, px) + 3 * s;
}

void JokRUmmyTable::draw_face(Frame& f, Rect r, Card c) const {
  ui::draw_card_face(f.batch, f.text, r, layout_.s, c, {wild(c)});
}

void JokRUmmyTable::draw_back(Frame& f, Rect r) const { ui::draw_card_back(f.batch, f.text, r, layout_.s); }

// A card the plan towards the program uses is outlined in blue (each copy counted: a hand with
// two 7s of hearts and one needed outlines one); while combinations are composed, the plan for
// the parts still empty.
void JokRUmmyTable::draw_hand_item(Frame& f, const HandItem& it) const {
  const float s = layout_.s;
  const Rect r = it.box;
  ui::FaceStyle st;
  st.wild = wild(it.card);
  st.selected = it.selected;
  st.lift = it.floating ? 1.0f : it.selected ? 0.6f : 0.0f;
  st.foot_covered = it.foot_covered;
  st.strip = it.strip;
  ui::draw_card_face(f.batch, f.text, r, s, it.card, st);
  const std::vector<Card>& serving = outlined();
  if (serving.empty() || it.floating) return;
  const auto& cards = hand().cards();
  const Card face = it.card.face();
  const long before =
      std::count_if(cards.begin(), cards.begin() + std::min<long>(it.index, static_cast<long>(cards.size())),
                    [&](Card c) { return c.face() == face; });
  const long wanted = std::count(serving.begin(), serving.end(), face);
  if (before < wanted && !it.selected)
    f.batch.ring({r.x - 1 * s, r.y - 1 * s, r.w + 2 * s, r.h + 2 * s}, r.w * 0.08f, 3 * s, kServes);
}

}  // namespace parlor::scenes
