// The balance of Jok-R-Ummy's program deck, for every program:
//   - complete at the deal: the share of random 13-card hands that already complete it (and of
//     14-card hands, after a first draw);
//   - alone: the turns a simple greedy player needs from a fresh deal of 13 cards, alone at the
//     table (draw from the stock, keep the card when it lowers the cards missing, else throw it
//     back; when kept, discard the card whose loss hurts least);
//   - four-player table: real four-player games of Good (greedy) bots, the swap off, each seat
//     holding a program measured (the deck's programs in random groups of four, a new grouping
//     every pass); a seat's own turns until it reveals (1: its first turn), counted across
//     rounds, as a seat keeps its program until it completes it.
// Median and p90, and the solver's cost per call, which the bots pay about 14 times a turn.
// Build with the release preset:
//   cmake --preset release && cmake --build build/release --target bench_jok_r_ummy_programs
//   build/release/bench_jok_r_ummy_programs [deals] [games] [program id or "all"] [deck file to try instead]
// `games` is per program at the table (0: no table); a deck file is tried alone and at the deal
// only, as the table plays the deck compiled in.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "bots/registry.h"
#include "engine/card.h"
#include "engine/rng.h"
#include "games/jok_r_ummy/deck.h"
#include "games/jok_r_ummy/rules.h"
#include "games/jok_r_ummy/solver.h"
#include "games/jok_r_ummy/state.h"

using namespace parlor;
using namespace parlor::jok_r_ummy;

namespace {

constexpr int kTurnCap = 200;  // "not done": far beyond any round a table plays
constexpr int kTablePlayers = 4;

struct Tally {
  long long calls = 0;
  double us = 0, slowest = 0;
};

int missing(const Program& p, const std::vector<Card>& hand, Tally& t) {
  const auto t0 = std::chrono::steady_clock::now();
  const int m = cards_missing(p, hand);
  const double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
  t.us += us;
  t.slowest = std::max(t.slowest, us);
  ++t.calls;
  return m;
}

// Turns until the program is complete (0: dealt complete), kTurnCap + 1 when never.
int play(const Program& p, Rng& rng, Tally& t) {
  std::vector<Card> stock = make_deck(kDeck), discards;
  rng.shuffle(stock);
  std::vector<Card> hand(stock.end() - kHandCards, stock.end());
  stock.resize(stock.size() - kHandCards);
  int now = missing(p, hand, t);
  for (int turn = 1; now > 0; ++turn) {
    if (turn > kTurnCap) return kTurnCap + 1;
    if (stock.empty()) {
      stock.swap(discards);
      rng.shuffle(stock);
    }
    hand.push_back(stock.back());
    stock.pop_back();
    const int with = missing(p, hand, t);
    if (with == 0) return turn;
    size_t drop = hand.size() - 1;
    if (with < now) {
      // The discard that hurts least; a natural card before a wild, the first of equals.
      int best = 99;
      std::vector<Card> tried;
      for (size_t i = 0; i < hand.size(); ++i) {
        if (std::find(tried.begin(), tried.end(), hand[i].face()) != tried.end()) continue;
        tried.push_back(hand[i].face());
        std::vector<Card> rest = hand;
        rest.erase(rest.begin() + static_cast<long>(i));
        const bool wild = hand[i].is_joker() || hand[i].rank() == 2;
        const int m = missing(p, rest, t) * 2 + (wild ? 1 : 0);
        if (m < best) best = m, drop = i;
      }
      now = best / 2;
    }
    discards.push_back(hand[drop]);
    hand.erase(hand.begin() + static_cast<long>(drop));
  }
  return 0;
}

// Shares of random 13-card hands, and of the same hands with a 14th card, that complete it.
std::pair<double, double> complete_at_deal(const Program& p, int deals, uint64_t seed) {
  Rng rng(seed);
  std::vector<Card> deck = make_deck(kDeck);
  int at13 = 0, at14 = 0;
  for (int d = 0; d < deals; ++d) {
    rng.shuffle(deck);
    const std::vector<Card> hand(deck.end() - kHandCards - 1, deck.end());
    const bool done13 = cards_missing(p, std::vector<Card>(hand.begin() + 1, hand.end())) == 0;
    at13 += done13 ? 1 : 0;
    at14 += done13 || cards_missing(p, hand) == 0 ? 1 : 0;
  }
  return {100.0 * at13 / deals, 100.0 * at14 / deals};
}

// One four-player game of greedy bots, seat k holding program ids[k] (the swap off): each
// seat's own turns until its first reveal, kTurnCap + 1 when it never reveals (the game ended
// first, or the cap).
std::vector<int> table_game(const std::vector<std::string>& ids, uint64_t seed) {
  std::vector<int> turns(kTablePlayers, 0), done(kTablePlayers, 0);
  auto created = JokRUmmyState::create(json{{"players", kTablePlayers}, {"swap", false}}, seed);
  auto bots = make_bots("jok_r_ummy", std::vector<std::string>(kTablePlayers, "greedy"), seed);
  if (!created || !bots) return std::vector<int>(kTablePlayers, kTurnCap + 1);
  JokRUmmyState& s = **created;
  // The programs dealt become the ones measured; the cards stay as dealt (the stock top first).
  std::vector<std::vector<Card>> hands;
  for (int k = 0; k < kTablePlayers; ++k) hands.push_back(s.hand(k));
  const std::vector<Card> stock_top(s.stock().rbegin(), s.stock().rend());
  if (!s.rig_for_test(hands, s.discards(), stock_top, ids, s.current_seat(), s.phase_code()))
    return std::vector<int>(kTablePlayers, kTurnCap + 1);
  int open = kTablePlayers;
  while (!s.is_terminal() && open > 0) {
    const int seat = s.current_seat();
    const Action a = (*bots)[static_cast<size_t>(seat)]->choose(*s.view(seat));
    if (auto why = s.validate(seat, a)) {
      std::fprintf(stderr, "seed %llu: seat %d's move refused: %s\n", static_cast<unsigned long long>(seed), seat,
                   why->c_str());
      break;
    }
    s.apply(seat, a);
    int& mine = turns[static_cast<size_t>(seat)];
    if (done[static_cast<size_t>(seat)]) continue;
    if (a.kind == ActionKind::DrawStock || a.kind == ActionKind::TakeDiscard) ++mine;
    if (a.kind == kReveal || mine > kTurnCap) done[static_cast<size_t>(seat)] = 1, --open;
  }
  if (getenv("JRU_DEBUG"))
    for (int k = 0; k < kTablePlayers; ++k)
      if (!done[static_cast<size_t>(k)] || turns[static_cast<size_t>(k)] > kTurnCap)
        std::fprintf(stderr, "%s: not done after %d turns, round %d, terminal %d\n", ids[k].c_str(), turns[k],
                     s.round_index(), s.is_terminal());
  for (int k = 0; k < kTablePlayers; ++k)
    if (!done[static_cast<size_t>(k)] || turns[static_cast<size_t>(k)] > kTurnCap)
      turns[static_cast<size_t>(k)] = kTurnCap + 1;
  return turns;
}

// Each measured program's turns at the table over `games` passes: every pass deals the
// measured programs out in random groups of four (the last group topped up with others, not
// counted).
std::map<std::string, std::vector<int>> table_turns(const std::vector<Program>& deck, const std::string& only,
                                                    int games) {
  std::vector<std::string> measured, others;
  for (const Program& p : deck)
    if (!p.sun) (only.empty() || p.id == only ? measured : others).push_back(p.id);
  std::map<std::string, std::vector<int>> out;
  Rng rng(2026 * 7 + 38);
  for (int pass = 0; pass < games; ++pass) {
    rng.shuffle(measured);
    rng.shuffle(others);
    for (size_t from = 0; from < measured.size(); from += kTablePlayers) {
      std::vector<std::string> ids(measured.begin() + static_cast<long>(from),
                                   measured.begin() + static_cast<long>(std::min(measured.size(), from + 4)));
      const size_t mine = ids.size();
      // Topped up with programs not measured, else ones measured in another group of this pass.
      for (size_t k = 0; ids.size() < kTablePlayers; ++k)
        ids.push_back(k < others.size() ? others[k] : measured[k - others.size()]);
      const std::vector<int> turns = table_game(ids, rng.next_u64());
      for (size_t k = 0; k < mine; ++k) out[ids[k]].push_back(turns[k]);
    }
  }
  return out;
}

std::string turns_text(int t) { return t > kTurnCap ? "never" : std::to_string(t); }

int quantile(std::vector<int> v, double q) {
  std::sort(v.begin(), v.end());
  return v[static_cast<size_t>(q * static_cast<double>(v.size() - 1))];
}

}  // namespace

int main(int argc, char** argv) {
  const int deals = argc > 1 ? std::max(1, std::atoi(argv[1])) : 1000;
  const int games = argc > 2 ? std::max(0, std::atoi(argv[2])) : 200;
  const std::string only = argc > 3 && std::string(argv[3]) != "all" ? argv[3] : "";
  std::vector<Program> deck = program_deck();
  const bool own_deck = argc > 4;
  if (own_deck) {
    std::ifstream in(argv[4]);
    std::stringstream text;
    text << in.rdbuf();
    auto tried = parse_program_deck(text.str());
    if (!tried) {
      std::printf("%s: %s\n", argv[4], tried.error().c_str());
      return 1;
    }
    deck = *tried;
  }
  if (deck.empty()) {
    std::printf("The program deck did not load.\n");
    return 1;
  }
  const int deal_samples = deals * 10;
  std::map<std::string, std::vector<int>> table;
  if (games > 0 && !own_deck) table = table_turns(deck, only, games);
  std::printf(
      "Jok-R-Ummy programs: complete at the deal over %d deals of %d cards (and %d); alone from a deal of %d, "
      "%d deals each; four-player table of greedy bots, %d games each (own turns until the reveal)\n\n",
      deal_samples, kHandCards, kHandCards + 1, kHandCards, deals, own_deck ? 0 : games);
  std::printf(
      "| id | program | cards | complete at the deal: 13 cards | 14 cards | alone: median | p90 | done in 20 turns | "
      "four-player table: median | p90 | us a call |\n|---|---|---|---|---|---|---|---|---|---|---|\n");
  Tally all;
  for (size_t k = 0; k < deck.size(); ++k) {
    const Program& p = deck[k];
    if (p.sun || (!only.empty() && p.id != only)) continue;
    Rng rng(2026 * 1000 + k);
    std::vector<int> turns;
    Tally one;
    for (int d = 0; d < deals; ++d) turns.push_back(play(p, rng, one));
    all.calls += one.calls;
    all.us += one.us;
    all.slowest = std::max(all.slowest, one.slowest);
    const long within = std::count_if(turns.begin(), turns.end(), [](int t) { return t <= 20; });
    const auto [at13, at14] = complete_at_deal(p, deal_samples, 2026 * 2000 + k);
    const auto seen = table.find(p.id);
    const std::string at_table =
        seen == table.end() ? "- | -"
                            : turns_text(quantile(seen->second, 0.5)) + " | " + turns_text(quantile(seen->second, 0.9));
    std::printf("| %s | %s | %d | %.1f%% | %.1f%% | %s | %s | %ld%% | %s | %.1f |\n", p.id.c_str(),
                describe_program(p).c_str(), program_cards(p), at13, at14, turns_text(quantile(turns, 0.5)).c_str(),
                turns_text(quantile(turns, 0.9)).c_str(), within * 100 / deals, at_table.c_str(),
                one.us / static_cast<double>(std::max(1LL, one.calls)));
    std::fflush(stdout);
  }
  std::printf("\ncards_missing: %lld calls, %.2f us a call on average, the slowest %.0f us\n", all.calls,
              all.us / static_cast<double>(std::max(1LL, all.calls)), all.slowest);
  return 0;
}
