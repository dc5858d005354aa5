#include "app/session/table_session.h"

#include <algorithm>
#include <cctype>
#include <utility>

#include "app/session/reader_line.h"
#include "app/session/save.h"
#include "games/registry.h"
#include "net/link.h"

namespace parlor::session {
namespace {

// Enough for a summary of everything since a person's last turn at a full table of bots, and for
// the move log every move of the longest round: a Joker race at six runs to 4,500 turns at most
// (joker/board.h), a Five Crowns hand to about 1,030 moves, a Rummy-O round to 300 turns.
constexpr size_t kKeptLines = 5000;
constexpr size_t kSummaryLines = 8;

// A move's line and its short form travel as one string inside this device, the short form after
// this mark; record() splits them: no reader sees the mark. Peers are sent the line alone
// (long_only): a second form naming the same cards would say each twice in a peer message.
constexpr char kShortMark = '\x1f';

std::string long_only(const std::string& line) { return line.substr(0, line.find(kShortMark)); }

std::string described(const State& state, int seat, const Action& action) {
  std::string line = state.describe_action(seat, action);
  if (std::string brief = state.describe_action_short(seat, action); !brief.empty()) line += kShortMark + brief;
  return line;
}

bool is_pin(std::string_view pin) {
  return pin.size() == kPinDigits && std::all_of(pin.begin(), pin.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

TableSession::TableSession(GameSetup setup, std::unique_ptr<net::Match> match, Store* store)
    : setup_(std::move(setup)), match_(std::move(match)), store_(store) {
  // One person: their cards are always the ones shown. Several: nobody's until someone taps.
  if (person_count() == 1) viewer_ = match_->first_person();
  finished_ = match_->is_over();
  recall_lines();
  // Saved from the first moment, so even a game nobody has moved in yet survives a reload.
  save();
}

void TableSession::recall_lines() {
  const auto history = state().history();
  if (history.empty()) return;
  auto replay = create_game(state().game_id(), state().options(), state().seed());
  if (!replay) return;
  const size_t first = history.size() > kKeptLines ? history.size() - kKeptLines : 0;
  for (size_t i = 0; i < history.size(); ++i) {
    const LoggedAction& m = history[i];
    if (i >= first)
      record(m.seat, static_cast<int>((*replay)->scores().rounds.size()), described(**replay, m.seat, m.action));
    (*replay)->apply(m.seat, m.action);
  }
}

std::string TableSession::seat_name(int seat) const {
  if (seat < 0 || seat >= static_cast<int>(setup_.seats.size())) return "?";
  return setup_.seats[static_cast<size_t>(seat)].name;
}

// The set-up says who the seat is (a bot standing in for an away guest does not make it a bot's,
// and a guest's own seat stays a person's while its move is on its way).
bool TableSession::is_person(int seat) const {
  return seat >= 0 && seat < seat_count() && setup_.seats[static_cast<size_t>(seat)].kind == SeatKind::Person;
}

int TableSession::person_count() const {
  int n = 0;
  for (int seat = 0; seat < seat_count(); ++seat) n += is_person(seat) ? 1 : 0;
  return n;
}

bool TableSession::curtain_up() const {
  if (!pass_and_play() || match_->is_over()) return false;
  if (viewer_ < 0) return true;
  if (curtain_held_) return false;
  const int now = match_->current_seat();
  return is_person(now) && now != viewer_;
}

// The person to act, or while bots play, the next person in turn order.
int TableSession::curtain_seat() const {
  const int n = static_cast<int>(setup_.seats.size());
  const int now = std::max(0, match_->current_seat());
  for (int k = 0; k < n; ++k)
    if (is_person((now + k) % n)) return (now + k) % n;
  return -1;
}

bool TableSession::has_pin(int seat) const {
  return is_person(seat) && !setup_.seats[static_cast<size_t>(seat)].pin.empty();
}

bool TableSession::lift_curtain(std::string_view pin) {
  const int seat = curtain_seat();
  if (seat < 0) return false;
  if (has_pin(seat) && setup_.seats[static_cast<size_t>(seat)].pin != pin) return false;
  viewer_ = seat;
  return true;
}

bool TableSession::set_pin(std::string_view pin) {
  const int seat = curtain_seat();
  if (seat < 0 || (!pin.empty() && !is_pin(pin))) return false;
  setup_.seats[static_cast<size_t>(seat)].pin = std::string(pin);
  save();
  return true;
}

std::vector<std::string> TableSession::summary_for(int seat) const {
  auto last_own = std::find_if(lines_.rbegin(), lines_.rend(), [&](const Line& l) { return l.seat == seat; });
  std::vector<std::string> out;
  const std::vector<std::string> who = names();
  for (auto it = last_own.base(); it != lines_.end(); ++it) out.push_back(for_reader(it->text, who, seat));
  if (out.size() > kSummaryLines) {
    const size_t skipped = out.size() - (kSummaryLines - 1);
    out.erase(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(skipped));
    out.insert(out.begin(), "(" + std::to_string(skipped) + " earlier moves)");
  }
  return out;
}

std::string TableSession::last_line(int reader) const {
  return lines_.empty() ? std::string() : for_reader(lines_.back().text, names(), reader);
}

std::string TableSession::last_short_line(int reader) const {
  return lines_.empty() || lines_.back().brief.empty() ? std::string()
                                                       : for_reader(lines_.back().brief, names(), reader);
}

std::vector<std::string> TableSession::round_lines(int reader, uint64_t after) const {
  std::vector<std::string> out;
  if (lines_.empty()) return out;
  const std::vector<std::string> who = names();
  const uint64_t front = recorded_ - lines_.size();
  for (size_t i = after > front ? static_cast<size_t>(after - front) : 0; i < lines_.size(); ++i)
    if (lines_[i].round == lines_.back().round) out.push_back(for_reader(lines_[i].text, who, reader));
  return out;
}

std::pair<int, std::vector<net::MoveLine>> TableSession::round_so_far() const {
  std::vector<net::MoveLine> out;
  if (lines_.empty()) return {-1, out};
  for (const Line& l : lines_)
    if (l.round == lines_.back().round) out.push_back({l.seat, l.text, std::nullopt});
  return {lines_.back().round, std::move(out)};
}

void TableSession::recall(int round, const std::vector<net::MoveLine>& lines) {
  for (const net::MoveLine& l : lines) record(l.seat, round, l.text);
}

void TableSession::record(int seat, int round, std::string line) {
  ++recorded_;
  const size_t mark = line.find(kShortMark);
  std::string brief = mark == std::string::npos ? std::string() : line.substr(mark + 1);
  if (mark != std::string::npos) line.resize(mark);
  lines_.push_back({seat, round, std::move(line), std::move(brief)});
  while (lines_.size() > kKeptLines) lines_.pop_front();
}

std::vector<std::string> TableSession::names() const {
  std::vector<std::string> out;
  for (int s = 0; s < state().num_seats(); ++s) out.push_back(seat_name(s));
  return out;
}

std::optional<std::string> TableSession::play(int seat, const Action& action) {
  if (link_ && link_->relays(seat) && match_->seat(seat).here()) return link_->relay(seat, action);
  if (auto reason = state().validate(seat, action)) return reason;
  // Described once it is known to be legal, and before it is applied: the words may depend on
  // the moment (the card taken).
  std::string line = described(state(), seat, action);
  const int round = static_cast<int>(scores().rounds.size());
  if (auto reason = match_->play(seat, action)) return reason;
  if (link_) link_->moved(seat, long_only(line), action);
  record(seat, round, std::move(line));
  after_move(is_person(seat));
  return std::nullopt;
}

TableSession::Ready TableSession::play_ready(double slice_ms) {
  const int seat = match_->current_seat();
  const std::optional<Action> move = match_->ready_move(slice_ms);
  if (!move) return {};
  if (auto reason = play(seat, *move)) return {false, reason};
  return {true, std::nullopt};
}

void TableSession::after_move(bool save_now) {
  if (!store_) return;
  if (match_->is_over()) {
    if (finished_) return;
    finished_ = true;
    // The device's stats are its first person's (seat 0 when the lobby set the table up).
    StoreNotice n = store_->finish_game(state(), match_->first_person());
    if (n && notice_.message.empty()) notice_ = n;
    dirty_ = false;
    return;
  }
  if (save_now)
    save();
  else
    dirty_ = true;
}

void TableSession::flush(double dt) {
  if (link_) link_->tick(*this, dt);
  since_save_ += dt;
  if (!dirty_) return;
  // Writing the whole log costs milliseconds late in a game; bots at instant speed make dozens
  // of moves a frame, so theirs are written twice a second, and always once a person is to act.
  if (since_save_ >= kBotSaveInterval || is_person(match_->current_seat())) save();
}

void TableSession::save() {
  dirty_ = false;
  since_save_ = 0;
  if (!store_ || match_->is_over()) return;
  StoreNotice n = store_->save_game(setup_, state());
  if (n && notice_.message.empty()) notice_ = n;
}

bool TableSession::reopens_on_reload() const {
  const bool peers = link_ || std::any_of(setup_.seats.begin(), setup_.seats.end(),
                                          [](const SeatSetup& s) { return s.kind == SeatKind::Remote; });
  return store_ && !peers && !match_->is_over();
}

StoreNotice TableSession::take_notice() { return std::exchange(notice_, {}); }

void TableSession::arrange(int seat, int round, const std::vector<Card>& order, const std::vector<Meld>& staged,
                           bool sort_by_rank) {
  if (seat < 0 || seat >= static_cast<int>(setup_.seats.size()) || order.size() > kMaxOrderCards) return;
  SeatSetup& s = setup_.seats[static_cast<size_t>(seat)];
  if (s.kind != SeatKind::Person) return;
  s.sort_by_rank = sort_by_rank;
  // Melds set aside, or cards moved, are saved at once (flush()), not only when the page hides: a
  // tab closed or killed in the background hides nothing. The same cards in the same order are the
  // same arrangement: one a link kept "for the round it opens at" is not written again.
  if (s.staged != staged) s.staged = staged, dirty_ = true;
  if (s.order == order && (s.order_round == round || s.order_round == kOpeningRound)) return;
  s.order = order;
  s.order_round = order.empty() ? -1 : round;
  dirty_ = true;
}

void TableSession::keep_choice(int seat, ChoiceMade choice) {
  if (seat < 0 || seat >= static_cast<int>(setup_.seats.size()) || choice.path.size() > kMaxChoiceSteps) return;
  SeatSetup& s = setup_.seats[static_cast<size_t>(seat)];
  if (s.kind == SeatKind::Person) s.choice = std::move(choice);
}

// Each person's arrangement travels with the game, so whoever opens the link finds their cards
// as they left them (a link already carries every hand, in its seed).
Result<std::string> TableSession::share_game() const {
  net::HandOrders orders;
  for (const SeatSetup& s : setup_.seats) orders.push_back(s.kind == SeatKind::Person ? s.order : std::vector<Card>{});
  return net::make_link(state(), seat_configs(setup_), nullptr, orders);
}

Result<std::string> TableSession::share_new_game(uint64_t seed) const {
  return net::make_setup_link(setup_.game_id, setup_.options, seed, seat_configs(setup_));
}

}  // namespace parlor::session
