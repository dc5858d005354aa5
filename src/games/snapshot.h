// Pieces every game's debug_snapshot() writes the same way: plain appends rather than streams,
// since the conformance checks take several snapshots a move.
#pragma once

#include <charconv>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/meld.h"
#include "engine/state.h"

namespace parlor::snapshot {

inline void num(std::string& o, int64_t v) {
  // Written in place (no string per number): snapshots are compared at every checked step.
  char buf[24];
  const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
  *end = ' ';
  o.append(buf, end + 1);
}

// A label, then small numbers (flags, counts) one after another.
template <class Numbers>
void numbers(std::string& o, const char* label, const Numbers& v) {
  o += label;
  for (auto n : v) num(o, n);
}

inline void cards(std::string& o, const char* label, const std::vector<Card>& v) {
  o += label;
  for (Card c : v) num(o, c.bits());
  o += '\n';
}

// "run 1 2 3 4 | ": each card's bits and the bits of what it stands for, and who placed it
// where the table records that.
inline void meld(std::string& o, const Meld& m, const std::vector<int8_t>* placed_by = nullptr) {
  o += meld_kind_name(m.kind);
  o += ' ';
  for (size_t i = 0; i < m.cards.size(); ++i) {
    num(o, m.cards[i].card.bits());
    num(o, m.cards[i].as.bits());
    if (placed_by) num(o, (*placed_by)[i]);
  }
  o += "| ";
}

// A label, then each meld as meld() writes it.
inline void melds(std::string& o, const char* label, const std::vector<Meld>& v) {
  o += label;
  for (const Meld& m : v) meld(o, m);
}

inline void scores(std::string& o, const std::vector<std::vector<int>>& rounds, const std::vector<int>& totals) {
  o += "rounds ";
  for (const auto& r : rounds) {
    for (int p : r) num(o, p);
    o += "| ";
  }
  o += "\ntotals ";
  for (int t : totals) num(o, t);
}

// The event log only grows: its length and a hash keep snapshots short in long games.
// Events: {kind, seat, card, value, value2}.
template <class E>
void events(std::string& o, const std::vector<E>& log) {
  uint64_t h = 1469598103934665603ULL;
  auto mix = [&](uint64_t v) { h = (h ^ v) * 1099511628211ULL; };
  for (const auto& e : log) {
    mix(static_cast<uint64_t>(e.kind) | static_cast<uint64_t>(static_cast<uint8_t>(e.seat)) << 8 |
        static_cast<uint64_t>(e.card.bits()) << 16);
    mix(static_cast<uint64_t>(static_cast<uint16_t>(e.value)) | static_cast<uint64_t>(static_cast<uint16_t>(e.value2))
                                                                    << 16);
  }
  o += "\nevents " + std::to_string(log.size()) + " hash " + std::to_string(h);
}

inline void history(std::string& o, const State& s) {
  o += "\nhistory " + std::to_string(s.history().size());
  if (!s.history().empty())
    o += " last " + std::to_string(s.history().back().seat) + " " +
         action_to_text(s.history().back().action, s.move_kinds());
  o += '\n';
}

// Tests' rigging: moves the physical cards with these faces out of `pool` into `out`; false
// when one is missing.
inline bool take_faces(std::vector<Card>& pool, const std::vector<Card>& faces, std::vector<Card>& out) {
  out.clear();
  for (Card f : faces) {
    auto it = pool.begin();
    while (it != pool.end() && it->face() != f.face()) ++it;
    if (it == pool.end()) return false;
    out.push_back(*it);
    pool.erase(it);
  }
  return true;
}

}  // namespace parlor::snapshot
