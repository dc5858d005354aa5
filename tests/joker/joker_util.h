// Joker scenario helpers: a position set up directly, holes named by side, moves as values.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "../test_util.h"
#include "engine/json_util.h"
#include "games/joker/state.h"

namespace parlor::testing {

// Track hole `offset` of `seat`'s side (offsets past 17 run on into the next sides).
inline int side(int seat, int offset) { return joker::wrap(seat * joker::kSide + offset); }
inline int home(int seat, int k) { return joker::home_hole(seat, k); }
inline int start(int seat) { return joker::start_hole(seat); }
inline int door(int seat) { return joker::come_out_hole(seat); }
inline int entrance(int seat) { return joker::entrance_hole(seat); }

// A game of `seats` players where `marbles[s]` lists where seat s's marbles stand (the rest in
// its start), seat `current` is to act holding `hand`, and the other hands are empty (they draw
// as they play).
inline std::unique_ptr<joker::JokerState> position_of(int seats, const std::vector<std::vector<int>>& marbles,
                                                      const std::string& hand, int current = 0,
                                                      const std::string& stock_top = "") {
  auto s = joker::JokerState::create(json{{"players", seats}}, 1);
  REQUIRE(s.ok());
  std::vector<std::vector<int>> all = marbles;
  all.resize(static_cast<size_t>(seats));
  std::vector<std::vector<Card>> hands(static_cast<size_t>(seats));
  hands[static_cast<size_t>(current)] = cards(hand);
  REQUIRE((*s)->rig_for_test(all, hands, current, cards(stock_top)));
  return std::move(*s);
}

// The same on the four-seat board.
inline std::unique_ptr<joker::JokerState> position(const std::vector<std::vector<int>>& marbles,
                                                   const std::string& hand, int current = 0,
                                                   const std::string& stock_top = "") {
  return position_of(4, marbles, hand, current, stock_top);
}

inline Action move(const std::string& c, int from, int to) {
  Action a(joker::kMove);
  a.card = card(c);
  a.from = static_cast<uint8_t>(from);
  a.to = static_cast<uint8_t>(to);
  return a;
}

inline Action split(int from, int to, int from2, int to2) {
  Action a = move("7H", from, to);
  a.from2 = static_cast<uint8_t>(from2);
  a.to2 = static_cast<uint8_t>(to2);
  return a;
}

// Where seat `seat`'s marbles stand, sorted (start ids included).
inline std::vector<int> marbles_of(const joker::JokerState& s, int seat) {
  std::vector<int> v;
  for (int i = 0; i < joker::kMarbles; ++i) v.push_back(s.board().pos(seat * joker::kMarbles + i));
  std::sort(v.begin(), v.end());
  return v;
}

inline bool is_legal(const State& s, const Action& a) {
  auto legal = s.legal_actions();
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

}  // namespace parlor::testing
