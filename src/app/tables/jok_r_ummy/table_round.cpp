// The Jok-R-Ummy table's round's end: the reveal of every hand, the score sheet's lines (counting
// programs, never points) and why the round ended, in the reader's words.
#include <cctype>

#include "app/tables/jok_r_ummy/table.h"
#include "engine/sentence.h"
#include "games/jok_r_ummy/rules.h"
#include "games/meld_words.h"

namespace parlor::scenes {

using jok_r_ummy::Phase;

std::vector<SheetLine> JokRUmmyTable::sheet_lines(bool final_results) const {
  const auto& v = view();
  std::vector<SheetLine> lines;
  if (final_results) {
    for (int w : v.scores.winners)
      if (v.completed_count(w) >= jok_r_ummy::kProgramsToWin)
        lines.push_back(
            {who(w) == "You" ? "you completed your fifth program!" : seat_name(w) + " completed a fifth program!",
             true});
  } else if (v.last_round) {
    std::string why = round_end_words(*v.last_round);
    why[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(why[0])));
    lines.push_back({why, true});
  }
  lines.push_back({"The first to complete five programs wins."});
  // Never under a round's end: these lines are kept from the next deal's view (turn 0).
  if (const Scores sc = running_scores(); !final_results && v.turn > 0 && sc.rounds.size() > v.scores.rounds.size())
    lines.push_back({"Each number counts programs completed, round " + std::to_string(sc.rounds.size()) +
                     "'s so far, with no points."});
  return lines;
}

// jok-r-ummy.txt counts programs, never points: the sheet opened during a round counts each
// seat's programs face up on the table, the round's so far as its own row (a SUN card counts the
// moment it is dealt), so no one reads 0 beside a program laid.
Scores JokRUmmyTable::running_scores() const {
  const auto& v = view();
  Scores sc = v.scores;
  if (v.phase == jok_r_ummy::Phase::GameOver || v.round <= static_cast<int>(sc.rounds.size())) return sc;
  std::vector<int> row;
  for (int seat = 0; seat < static_cast<int>(sc.totals.size()); ++seat) {
    const int done = v.completed_count(seat);
    row.push_back(done - sc.totals[static_cast<size_t>(seat)]);
    sc.totals[static_cast<size_t>(seat)] = done;
  }
  sc.rounds.push_back(std::move(row));
  return sc;
}

// Why the round ended, as the reader reads it, to follow "Round 1: " (a name keeps its capital).
std::string JokRUmmyTable::round_end_words(const jok_r_ummy::RoundResult& lr) const {
  using jok_r_ummy::RoundEnd;
  const auto& totals = view().scores.totals;
  switch (lr.why) {
    case RoundEnd::FifthProgram:
      for (size_t s = 0; s < totals.size(); ++s)
        if (totals[s] >= jok_r_ummy::kProgramsToWin)
          return who(static_cast<int>(s)) == "You" ? "you completed your fifth program!"
                                                   : seat_name(static_cast<int>(s)) + " completed a fifth program.";
      break;
    case RoundEnd::LastCard: {
      if (lr.ended_by < 0) break;
      // Why they could: the program completed this round (a bot may do both before the person's
      // first turn, and the reveal is all the person sees of it).
      const auto at = static_cast<size_t>(lr.ended_by);
      const bool program = at < lr.completed.size() && lr.completed[at];
      if (who(lr.ended_by) == "You")
        return program ? "you completed your program and played your last card!" : "you played your last card!";
      return seat_name(lr.ended_by) +
             (program ? " completed their program and played their last card." : " played their last card.");
    }
    case RoundEnd::AllCompleted: return "every player completed their program.";
    case RoundEnd::TurnCap:
      return "the round reached its limit of " + std::to_string(jok_r_ummy::kMaxTurnsPerRound) + " turns.";
    case RoundEnd::StockOut: return "the stock ran out, with no discards to make a new one.";
  }
  return "round " + std::to_string(lr.round) + " is over.";
}

// The program a seat completed this round, in words (the last card face up in front of it):
// the reveal shows no program card, so it names it.
std::string JokRUmmyTable::completed_words(size_t seat) const {
  const auto& done = view().zones[jok_r_ummy::JokRUmmyView::kCompletedZone].cards;
  const jok_r_ummy::Program* p =
      seat < done.size() && !done[seat].empty() ? jok_r_ummy::program_of(done[seat].back()) : nullptr;
  if (!p) return "Program completed this round.";
  return say("Program completed this round: {program}.", {{"program", jok_r_ummy::describe_program(*p)}});
}

// Every hand face up as the round ended, the combinations laid, and who completed a program;
// each seat's parts labelled, and its count to five as the score sheet has it (the rounds
// scored, never a SUN card of the deal that follows).
std::optional<Reveal> JokRUmmyTable::reveal() const {
  const auto& v = view();
  const auto& lr = v.last_round;
  if (!lr || lr->round != static_cast<int>(v.scores.rounds.size())) return std::nullopt;
  const auto& points = v.scores.rounds.back();
  Reveal r = revealed("Round " + std::to_string(lr->round) + ": " + round_end_words(*lr), [&](RevealSeat& rs) {
    const auto at = static_cast<size_t>(rs.seat);
    rs.points = at < points.size() ? points[at] : 0;
    if (at < lr->melds.size()) rs.melds = stand_ins_shown(lr->melds[at]);
    rs.out = rs.seat == lr->ended_by;
    rs.costed = false;
    const int done = at < v.scores.totals.size() ? v.scores.totals[at] : 0;
    rs.notes.push_back(say("{done} of {total} programs in the game",
                           {{"done", std::to_string(done)}, {"total", std::to_string(jok_r_ummy::kProgramsToWin)}}));
    if (at < lr->completed.size() && lr->completed[at]) rs.notes.push_back(completed_words(at));
    // Each combination named, as Rummü's breakdown names each with its points.
    if (!rs.melds.empty()) rs.notes.push_back("Combinations: " + std::to_string(rs.melds.size()));
    for (const Meld& m : rs.melds) {
      std::string line = meld_words(m.kind, m.cards, jok_r_ummy::wild_words());
      if (!line.empty()) line[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(line[0])));
      rs.notes.push_back(std::move(line));
    }
    if (rs.out) rs.notes.push_back(rs.name == "You" ? "You went out" : "Went out");
    if (at < lr->left.size()) rs.left = lr->left[at];
    if (!rs.left.empty()) rs.notes.push_back("Cards left: " + std::to_string(rs.left.size()));
  });
  // This round's programs, beside the game's count in the notes: a tester read "1 program" beside
  // "Programs: 5 of 5" and could not tell them apart.
  r.unit = "{count} program this round";
  r.units = "{count} programs this round";
  return r;
}

// The new round's line until its first move: who deals, and the SUN cards the deal brought,
// each said as the free program it is.
std::string JokRUmmyTable::round_began_line(bool brief) const {
  const auto& v = view();
  const bool you = who(v.dealer) == "You";
  std::string line = say(you ? "Round {round}: you deal." : "Round {round}: {dealer} deals.",
                         {{"round", std::to_string(v.round)}, {"dealer", seat_name(v.dealer)}});
  if (!brief)
    for (const std::string& sun : sun_news()) line += " " + sun;
  return line;
}

// A seat's sheet names the programs it completed (a SUN card among them said as a free program):
// its line only counts them.
std::string JokRUmmyTable::seat_note(int seat) const {
  const auto& done = view().zones[jok_r_ummy::JokRUmmyView::kCompletedZone].cards;
  const auto at = static_cast<size_t>(seat);
  std::string programs;
  for (Card c : at < done.size() ? done[at] : std::vector<Card>{})
    if (const jok_r_ummy::Program* p = jok_r_ummy::program_of(c))
      programs += (programs.empty() ? "" : "; ") + jok_r_ummy::describe_program(*p);
  if (programs.empty()) return {};
  return say("{name}'s completed programs: {programs}.", {{"name", seat_name(seat)}, {"programs", programs}});
}

}  // namespace parlor::scenes
