// The balance of Jok-R-Ummy's program deck: for every program, how many turns a simple greedy
// player needs to complete it from a fresh deal of 13 cards, alone at the table (draw from the
// stock, keep the card when it lowers the cards missing, else throw it back; when kept, discard
// the card whose loss hurts least). Median and p90 over many deals, and the solver's cost per
// call, which the bots pay 14 times a turn. Build with the release preset:
//   cmake --preset release && cmake --build build/release --target bench_jok_r_ummy_programs
//   build/release/bench_jok_r_ummy_programs [deals] [program id or "all"] [deck file to try instead]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/rng.h"
#include "games/jok_r_ummy/deck.h"
#include "games/jok_r_ummy/rules.h"
#include "games/jok_r_ummy/solver.h"

using namespace parlor;
using namespace parlor::jok_r_ummy;

namespace {

constexpr int kTurnCap = 200;  // "not done": far beyond any round a table plays

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

std::string turns_text(int t) { return t > kTurnCap ? "never" : std::to_string(t); }

}  // namespace

int main(int argc, char** argv) {
  const int deals = argc > 1 ? std::max(1, std::atoi(argv[1])) : 1000;
  const std::string only = argc > 2 && std::string(argv[2]) != "all" ? argv[2] : "";
  std::vector<Program> deck = program_deck();
  if (argc > 3) {
    std::ifstream in(argv[3]);
    std::stringstream text;
    text << in.rdbuf();
    auto tried = parse_program_deck(text.str());
    if (!tried) {
      std::printf("%s: %s\n", argv[3], tried.error().c_str());
      return 1;
    }
    deck = *tried;
  }
  if (deck.empty()) {
    std::printf("The program deck did not load.\n");
    return 1;
  }
  std::printf("Jok-R-Ummy programs: turns a greedy player needs alone from a deal of %d, over %d deals each\n\n",
              kHandCards, deals);
  std::printf(
      "| id | program | cards | median | p90 | done in 20 turns | us a call |\n|---|---|---|---|---|---|---|\n");
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
    std::sort(turns.begin(), turns.end());
    auto at = [&](double q) { return turns[static_cast<size_t>(q * static_cast<double>(turns.size() - 1))]; };
    const long within = std::count_if(turns.begin(), turns.end(), [](int t) { return t <= 20; });
    std::printf("| %s | %s | %d | %s | %s | %ld%% | %.1f |\n", p.id.c_str(), describe_program(p).c_str(),
                program_cards(p), turns_text(at(0.5)).c_str(), turns_text(at(0.9)).c_str(), within * 100 / deals,
                one.us / static_cast<double>(std::max(1LL, one.calls)));
    std::fflush(stdout);
  }
  std::printf("\ncards_missing: %lld calls, %.2f us a call on average, the slowest %.0f us\n", all.calls,
              all.us / static_cast<double>(std::max(1LL, all.calls)), all.slowest);
  return 0;
}
