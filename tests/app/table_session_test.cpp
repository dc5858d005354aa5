// The table session: every move saved as it is made, the end counted once, and pass-and-play's
// curtain, PINs and summaries.
#include "app/session/table_session.h"

#include <doctest/doctest.h>

#include <algorithm>

#include "app/session/reader_line.h"
#include "app/session/save.h"
#include "fake_storage.h"
#include "net/link.h"

using namespace parlor;
using namespace parlor::session;
using namespace parlor::testing;

namespace {

GameSetup two_people(uint64_t seed = 17) {
  GameSetup s;
  s.game_id = "five_crowns";
  s.options = {{"players", 3}};
  s.seed = seed;
  s.seats = {make_seat("Ana", SeatKind::Person), make_seat("Bo", SeatKind::Person), make_seat("Cy", SeatKind::Bot)};
  return s;
}

TableSession open(const GameSetup& setup, Store* store) {
  auto match = net::Match::create(setup.game_id, setup.options, setup.seed, seat_configs(setup));
  REQUIRE(match);
  return TableSession(setup, std::move(*match), store);
}

// Plays the first legal move for whoever is to act (the session plays bots itself).
void step(TableSession& t) {
  if (t.match().seat_plays_itself()) {
    const TableSession::Ready r = t.play_ready(1000);
    REQUIRE(r.played);
    REQUIRE_FALSE(r.refused);
    return;
  }
  const int seat = t.match().current_seat();
  REQUIRE_FALSE(t.play(seat, t.state().legal_actions().front()));
}

}  // namespace

TEST_CASE("Table session: the game is saved from the start and after every move, and reloads at that moment") {
  FakeStorage storage;
  Store store(storage);
  TableSession t = open(two_people(), &store);
  REQUIRE(store.load_game().game);
  CHECK(store.load_game().game->state->history().empty());
  int bot_moves = 0;
  for (int i = 0; i < 7; ++i) {
    const bool bot = t.match().seat_plays_itself();
    step(t);
    if (bot) {
      // A person's move is written at once; bots' moves when a person is to act, or half a
      // second after the last save.
      ++bot_moves;
      const bool person_next = t.is_person(t.match().current_seat());
      CHECK(store.load_game().game->state->history().size() + 1 == t.state().history().size());
      t.flush(0.01);
      if (!person_next) {
        CHECK(store.load_game().game->state->history().size() + 1 == t.state().history().size());
        t.flush(kBotSaveInterval);
      }
    }
    auto saved = store.load_game();
    REQUIRE(saved.game);
    CHECK(saved.game->state->history().size() == t.state().history().size());
    CHECK(saved.game->state->debug_snapshot() == t.state().debug_snapshot());
    CHECK(saved.game->setup.seats[1].name == "Bo");
  }
  CHECK(bot_moves > 0);
}

TEST_CASE(
    "Table session: a person's own hand order (and melds set aside) is saved, the order put in the share link, a bot's "
    "is not") {
  FakeStorage storage;
  Store store(storage);
  TableSession t = open(two_people(), &store);
  const std::vector<Card> order{Card(Suit::Hearts, 9), Card::joker(), Card(Suit::Clubs, 4)};
  const std::vector<Meld> staged{
      {MeldKind::Run, {{Card(Suit::Hearts, 9), Card::none()}, {Card::joker(), Card(Suit::Hearts, 10)}}}};
  t.arrange(0, 1, order, staged, true);
  t.arrange(2, 1, order, staged, true);  // Cy is a bot
  t.save();
  auto saved = store.load_game();
  REQUIRE(saved.game);
  CHECK(saved.game->setup.seats[0].order == order);
  CHECK(saved.game->setup.seats[0].order_round == 1);
  CHECK(saved.game->setup.seats[0].sort_by_rank);
  CHECK_FALSE(saved.game->setup.seats[2].sort_by_rank);
  CHECK(saved.game->setup.seats[2].order.empty());
  CHECK(saved.game->setup.seats[0].staged == staged);  // the melds set aside too, the person's only
  CHECK(saved.game->setup.seats[2].staged.empty());
  auto link = t.share_game();
  REQUIRE(link.ok());
  auto opened = net::open_link(*link);
  REQUIRE(opened.ok());
  CHECK(opened->orders == net::HandOrders{order, {}, {}});
  // An order a link kept for whatever round it opens at stays as it was when the table takes it
  // up unchanged (nothing to save), and is written with its round once the person moves a card.
  t.arrange(0, parlor::session::kOpeningRound, order, {}, true);
  t.arrange(0, 1, order, {}, true);
  CHECK(t.setup().seats[0].order_round == parlor::session::kOpeningRound);
  const std::vector<Card> moved{Card::joker(), Card(Suit::Hearts, 9), Card(Suit::Clubs, 4)};
  t.arrange(0, 1, moved, {}, true);
  CHECK(t.setup().seats[0].order_round == 1);
  CHECK(t.setup().seats[0].order == moved);
}

TEST_CASE("Table session: the move a person is choosing is saved with the game at its moment, and a bot's is not") {
  FakeStorage storage;
  Store store(storage);
  TableSession t = open(two_people(), &store);
  const ChoiceMade choice{t.moves(), {12, 18, 24}};
  t.keep_choice(0, choice);
  t.keep_choice(2, choice);  // Cy is a bot
  t.save();
  auto saved = store.load_game();
  REQUIRE(saved.game);
  CHECK(saved.game->setup.seats[0].choice == choice);
  CHECK(saved.game->setup.seats[2].choice.path.empty());
  // Chosen no more (the move made, or dropped): the next save keeps none.
  t.keep_choice(0, {});
  t.save();
  saved = store.load_game();
  REQUIRE(saved.game);
  CHECK(saved.game->setup.seats[0].choice.path.empty());
}

TEST_CASE("Table session: the round's end shown is saved with the game, and a save after it is left keeps none") {
  FakeStorage storage;
  Store store(storage);
  TableSession t = open(two_people(), &store);
  const parlor::session::RoundEndShown shown{t.moves() + 1, 1, false};
  t.keep_round_end(shown);
  t.save();
  auto saved = store.load_game();
  REQUIRE(saved.game);
  CHECK(saved.game->setup.round_end == shown);
  t.keep_round_end({});
  t.save();
  saved = store.load_game();
  REQUIRE(saved.game);
  CHECK(saved.game->setup.round_end.at == 0);
}

TEST_CASE("Table session: a refused move changes nothing and saves nothing") {
  FakeStorage storage;
  Store store(storage);
  TableSession t = open(two_people(), &store);
  const int sets = storage.sets;
  const int other = (t.match().current_seat() + 1) % 3;
  auto reason = t.play(other, Action::draw_stock());
  REQUIRE(reason);
  CHECK(*reason == "It is not your turn.");
  CHECK(storage.sets == sets);
  CHECK(t.state().history().empty());
}

TEST_CASE("Table session: the end is counted in the stats once and the saved game is cleared") {
  FakeStorage storage;
  Store store(storage);
  GameSetup setup = two_people(5);
  for (auto& seat : setup.seats) seat.kind = SeatKind::Bot;
  setup.seats[0].kind = SeatKind::Person;
  TableSession t = open(setup, &store);
  for (int guard = 0; !t.match().is_over() && guard < 20000; ++guard) step(t);
  REQUIRE(t.match().is_over());
  CHECK_FALSE(store.load_game().game);
  auto stats = store.load_stats().stats;
  REQUIRE(stats.games.count("five_crowns"));
  CHECK(stats.games["five_crowns"].played == 1);
  t.save();  // a page hide after the end
  CHECK_FALSE(store.load_game().game);
  CHECK(store.load_stats().stats.games["five_crowns"].played == 1);
}

TEST_CASE("Table session: storage trouble is told once and play goes on") {
  FakeStorage storage;
  storage.write_status = platform::StorageStatus::Full;
  Store store(storage);
  TableSession t = open(two_people(), &store);
  CHECK(t.take_notice().message.find("full") != std::string::npos);
  step(t);
  step(t);
  CHECK(t.take_notice().message.empty());
  CHECK(t.state().history().size() == 2);
}

TEST_CASE("Pass-and-play: the curtain is up until the person to act taps, and again for the next person") {
  TableSession t = open(two_people(), nullptr);
  CHECK(t.pass_and_play());
  CHECK(t.viewer() == -1);
  REQUIRE(t.curtain_up());
  const int first = t.curtain_seat();
  CHECK(t.is_person(first));
  REQUIRE(t.lift_curtain());
  CHECK(t.viewer() == first);
  CHECK_FALSE(t.curtain_up());
  // Play until the other person is to act: the curtain comes back for them.
  for (int guard = 0; guard < 200 && (t.match().current_seat() == first || !t.is_person(t.match().current_seat()));
       ++guard)
    step(t);
  REQUIRE(t.is_person(t.match().current_seat()));
  CHECK(t.curtain_up());
  CHECK(t.curtain_seat() == t.match().current_seat());
  CHECK(t.viewer() == first);  // still the last person's until the next one taps
}

TEST_CASE("Pass-and-play: while the round's end is held for the person who saw it end, the curtain waits") {
  TableSession t = open(two_people(), nullptr);
  REQUIRE(t.lift_curtain());
  const int first = t.viewer();
  for (int guard = 0; guard < 200 && (t.match().current_seat() == first || !t.is_person(t.match().current_seat()));
       ++guard)
    step(t);
  REQUIRE(t.curtain_up());
  t.hold_curtain(true);
  CHECK_FALSE(t.curtain_up());
  CHECK(t.viewer() == first);
  t.hold_curtain(false);
  CHECK(t.curtain_up());
  CHECK(t.curtain_seat() == t.match().current_seat());
}

TEST_CASE("Pass-and-play: a held round's end does not lift a curtain nobody has lifted yet") {
  TableSession t = open(two_people(), nullptr);
  t.hold_curtain(true);
  CHECK(t.curtain_up());
}

TEST_CASE("Pass-and-play: one person and bots never see a curtain") {
  GameSetup s = two_people();
  s.seats[1].kind = SeatKind::Bot;
  TableSession t = open(s, nullptr);
  CHECK_FALSE(t.pass_and_play());
  CHECK(t.viewer() == 0);
  CHECK_FALSE(t.curtain_up());
}

TEST_CASE("Pass-and-play: a PIN must match to lift the curtain, and it is saved with the game") {
  FakeStorage storage;
  Store store(storage);
  TableSession t = open(two_people(), &store);
  const int seat = t.curtain_seat();
  CHECK_FALSE(t.set_pin("12a4"));
  CHECK_FALSE(t.set_pin("123"));
  REQUIRE(t.set_pin("2468"));
  CHECK(t.has_pin(seat));
  CHECK_FALSE(t.lift_curtain());
  CHECK_FALSE(t.lift_curtain("1111"));
  CHECK(t.curtain_up());
  CHECK(store.load_game().game->setup.seats[static_cast<size_t>(seat)].pin == "2468");
  CHECK(t.lift_curtain("2468"));
  CHECK(t.viewer() == seat);
}

TEST_CASE("Pass-and-play: the summary tells what happened since the person's last turn, with names") {
  TableSession t = open(two_people(), nullptr);
  const int first = t.match().current_seat();
  REQUIRE(t.is_person(first));
  // The first person's turn, then everyone else's, until it is theirs again.
  do step(t);
  while (t.match().current_seat() == first);
  while (t.match().current_seat() != first) step(t);
  auto lines = t.summary_for(first);
  REQUIRE(lines.size() >= 4);  // two other seats, a draw and a discard each
  for (const std::string& l : lines) {
    CHECK(l.find("Player") == std::string::npos);
    CHECK(l.find(t.seat_name(first)) != 0);  // only others' moves
  }
  CHECK(lines.front().rfind(t.seat_name((first + 1) % 3), 0) == 0);
}

TEST_CASE("Table session: the move log speaks with names, and a reopened game remembers its last moves") {
  TableSession t = open(two_people(), nullptr);
  CHECK(t.last_line(-1).empty());
  for (int i = 0; i < 9; ++i) step(t);
  const std::string last = t.last_line(-1);
  REQUIRE_FALSE(last.empty());
  CHECK(last.find("Player") == std::string::npos);
  // A refused move is not logged.
  const int other = (t.match().current_seat() + 1) % 3;
  CHECK(t.play(other, Action::draw_stock()));
  CHECK(t.last_line(-1) == last);
  // Reopened from the saved moment (a reload), the table shows the same last move and summary.
  auto match = restore_match(t.setup(), t.state());
  REQUIRE(match);
  TableSession again(t.setup(), std::move(*match), nullptr);
  CHECK(again.last_line(-1) == last);
  CHECK(again.summary_for(0) == t.summary_for(0));
  CHECK(again.moves() == t.moves());
}

TEST_CASE("Share links from the session open at the same moment, a later link continues the saved game") {
  TableSession t = open(two_people(), nullptr);
  for (int i = 0; i < 5; ++i) step(t);
  auto frag = t.share_game();
  REQUIRE(frag);
  auto opened = net::open_link(*frag);
  REQUIRE(opened);
  CHECK(opened->state->debug_snapshot() == t.state().debug_snapshot());
  CHECK(continues_game(t.state(), *opened->state));
  auto fresh = t.share_new_game(99);
  REQUIRE(fresh);
  auto started = net::open_link(*fresh);
  REQUIRE(started);
  CHECK(started->setup_only);
  CHECK_FALSE(continues_game(t.state(), *started->state));
  // An earlier moment of the same game is not a continuation: opening it would lose moves.
  TableSession earlier = open(two_people(), nullptr);
  step(earlier);
  CHECK(continues_game(earlier.state(), t.state()));
  CHECK_FALSE(continues_game(t.state(), earlier.state()));
}

TEST_CASE("with_seat_names replaces every seat's generic name, whole numbers only") {
  const std::vector<std::string> names{"Ana", "Bo", "Cy", "Di"};
  CHECK(with_seat_names("Player 1 plays the joker; Player 2's marble goes back to the start.", names) ==
        "Ana plays the joker; Bo's marble goes back to the start.");
  CHECK(with_seat_names("Player 12 draws. Player 5 waits. Player", names) == "Player 12 draws. Player 5 waits. Player");
  CHECK(with_seat_names("Player 4", names) == "Di");
}

TEST_CASE("A move's line is said to its reader: you for their own seat, with the verb agreeing, names for the others") {
  const std::vector<std::string> names{"Ana", "Bo", "Cy", "Di"};
  CHECK(for_reader("Player 1 draws from the stock.", names, 0) == "You draw from the stock.");
  CHECK(for_reader("Player 1 draws from the stock.", names, 1) == "Ana draws from the stock.");
  CHECK(for_reader("Player 2 goes out at once, discarding the R7.", names, 1) ==
        "You go out at once, discarding the R7.");
  CHECK(for_reader("Player 3 adds to their own meld.", names, 2) == "You add to your own meld.");
  CHECK(for_reader("Player 3 adds to Player 1's meld.", names, 0) == "Cy adds to your meld.");
  CHECK(for_reader("Player 1 plays the joker; Player 2's marble goes back to the start.", names, 1) ==
        "Ana plays the joker; your marble goes back to the start.");
  CHECK(for_reader("Player 4 cannot move a marble and discards the 5H.", names, 3) ==
        "You cannot move a marble and discard the 5H.");
  CHECK(for_reader(
            "Player 1 plays the 7: 3 holes with a marble, 4 with another; Player 2's marble goes back to the start.",
            names, 0) == "You play the 7: 3 holes with a marble, 4 with another; Bo's marble goes back to the start.");
  CHECK(for_reader("Player 2 goes out with 2 melds and discards the 9S.", names, 1) ==
        "You go out with 2 melds and discard the 9S.");
  CHECK(for_reader("Player 2 lays nothing down and discards the KS.", names, -1) ==
        "Bo lays nothing down and discards the KS.");
}

TEST_CASE("Table session: the move log hands on only the lines after a count, and starts again with a round") {
  TableSession t = open(two_people(), nullptr);
  for (int i = 0; i < 6; ++i) step(t);
  const std::vector<std::string> all = t.round_lines(-1);
  CHECK(all.size() == t.moves());
  CHECK(t.lines_recorded() == t.moves());
  const uint64_t seen = t.lines_recorded();
  for (int i = 0; i < 3; ++i) step(t);
  const std::vector<std::string> more = t.round_lines(-1, seen);
  REQUIRE(more.size() == 3);
  const std::vector<std::string> now = t.round_lines(-1);
  CHECK(std::equal(more.begin(), more.end(), now.end() - 3));
  CHECK(std::equal(all.begin(), all.end(), now.begin()));
  // Into the next hand: its lines alone, counted on from the game's.
  const int round = t.lines_round();
  while (t.lines_round() == round) step(t);
  const uint64_t before = t.lines_recorded() - 1;
  CHECK(t.round_lines(-1).size() == 1);
  CHECK(t.round_lines(-1, before).size() == 1);
  CHECK(t.round_lines(-1, t.lines_recorded()).empty());
}

TEST_CASE(
    "Table session: the round so far, as a peer host's welcome sends it, is read back by the guest's table with "
    "names") {
  TableSession host = open(two_people(), nullptr);
  CHECK(host.round_so_far().first == -1);
  for (int i = 0; i < 5; ++i) step(host);
  const auto [round, lines] = host.round_so_far();
  CHECK(round == 0);
  REQUIRE(lines.size() == 5);
  CHECK(lines[0].seat == 0);
  CHECK(lines[0].text.find("Player 1") == 0);  // as the game wrote it: the reader's words come later
  // A table opened at the same moment with nothing recalled (a guest's), then given the lines.
  auto match = restore_match(host.setup(), host.state());
  REQUIRE(match);
  TableSession guest(host.setup(), std::move(*match), nullptr);
  // (Reopened from a save it recalls the lines itself; a guest's mirror has no history to replay.)
  CHECK(guest.round_lines(1) == host.round_lines(1));
  TableSession blank = open(two_people(), nullptr);
  blank.recall(round, lines);
  CHECK(blank.round_lines(1) == host.round_lines(1));
  CHECK(blank.round_lines(0).front().find("You ") == 0);
  CHECK(blank.lines_recorded() == 5);
}

TEST_CASE(
    "Table session: a move's short form is kept beside its line, never inside a line a reader sees, reaches a "
    "reload, and a guest is sent the line alone") {
  GameSetup setup = two_people(5);
  for (SeatSetup& s : setup.seats) s.kind = SeatKind::Bot;
  TableSession host = open(setup, nullptr);
  for (int i = 0; i < 3000 && host.last_short_line(-1).empty(); ++i) step(host);
  const std::string brief = host.last_short_line(-1);
  REQUIRE_FALSE(brief.empty());  // a laying down or a going out, said with counts
  CHECK(brief.back() == '.');
  CHECK(brief.size() < host.last_line(-1).size());
  for (int reader = -1; reader < 3; ++reader)
    for (const std::string& line : host.round_lines(reader)) CHECK(line.find('\x1f') == std::string::npos);
  for (const std::string& line : host.summary_for(0)) CHECK(line.find('\x1f') == std::string::npos);
  // Reopened from a save (which keeps the moves only), and on a guest given the round so far.
  auto match = restore_match(host.setup(), host.state());
  REQUIRE(match);
  TableSession again(host.setup(), std::move(*match), nullptr);
  CHECK(again.last_short_line(-1) == brief);
  const auto [round, lines] = host.round_so_far();
  TableSession blank = open(setup, nullptr);
  blank.recall(round, lines);
  CHECK(blank.last_short_line(-1).empty());
  for (const auto& l : lines) CHECK(l.text.find('\x1f') == std::string::npos);
  CHECK(blank.round_lines(-1) == host.round_lines(-1));
}
