// Rummü combinations from their text ("R3 Y4=R4 R5"), for the Rummü tests.
#pragma once

#include <doctest/doctest.h>

#include <string>

#include "../test_util.h"
#include "games/rummu/melds.h"
#include "games/rummu/scoring.h"

namespace parlor::testing {

// "legal", or the reason the cards make no combination.
inline std::string verdict(const std::string& text) {
  auto c = rummu::read_combination(placed(text));
  return c ? "legal" : c.error();
}

inline rummu::Combination combination(const std::string& text) {
  auto c = rummu::read_combination(placed(text));
  const std::string why = text + ": " + c.error();
  REQUIRE_MESSAGE(c.ok(), why);
  return *c;
}

// What the legal combination scores at the round's end.
inline int points(const std::string& text) { return rummu::combination_points(combination(text)); }

}  // namespace parlor::testing
