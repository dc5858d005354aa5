// The command line's arguments: numbers are read whole and range-checked, and every mistake is
// refused with a sentence (the exit codes are checked on the binary by cmake/cli_test.cmake).
#include "cli/args.h"

#include <doctest/doctest.h>

using namespace parlor::cli;

namespace {

std::string refusal(const Args& args) {
  auto r = parse_simulate_args(args);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().back() == '.');
  return r.error();
}

}  // namespace

TEST_CASE("CLI numbers: the whole argument is a number in range") {
  CHECK(parse_unsigned("42", 1, 99) == 42u);
  CHECK(parse_unsigned("0", 0, 5) == 0u);
  CHECK(parse_unsigned("18446744073709551615", 0, UINT64_MAX) == UINT64_MAX);
  for (const char* bad : {"", "2x", "1e3", "-1", "+3", " 3", "3 ", "0x10", "18446744073709551616", "3.0"}) {
    CAPTURE(bad);
    CHECK_FALSE(parse_unsigned(bad, 0, UINT64_MAX).has_value());
  }
  CHECK_FALSE(parse_unsigned("100", 1, 99).has_value());
  CHECK_FALSE(parse_unsigned("0", 1, 99).has_value());
}

TEST_CASE("CLI simulate: good options are read") {
  auto r = parse_simulate_args({"--game", "rummy_o", "--games", "7", "--seed", "18446744073709551609", "--players", "3",
                                "--bots", "greedy,,random", "--check", "full", "--save", "x.json", "--verbose"});
  REQUIRE(r.ok());
  CHECK(r->game == "rummy_o");
  CHECK(r->games == 7);
  CHECK(r->seed == 18446744073709551609ull);
  CHECK(r->players == 3);
  CHECK(r->bots == std::vector<std::string>{"greedy", "random"});
  CHECK(r->check == "full");
  CHECK(r->save == "x.json");
  CHECK(r->verbose);
  auto defaults = parse_simulate_args({});
  REQUIRE(defaults.ok());
  CHECK(defaults->games == 100);
  CHECK(defaults->players == 0);
}

TEST_CASE("CLI simulate: half-read, wrapping and out-of-range numbers are refused") {
  CHECK(refusal({"--players", "2x"}) == "--players must be a whole number from 1 to 99.");
  CHECK(refusal({"--games", "1e3"}) == "--games must be a whole number from 1 to 1000000000.");
  CHECK(refusal({"--games", "0"}) == "--games must be a whole number from 1 to 1000000000.");
  CHECK(refusal({"--games", "-5"}) == "--games must be a whole number from 1 to 1000000000.");
  CHECK(refusal({"--seed", "-1"}) == "--seed must be a whole number from 0 to 18446744073709551615.");
  CHECK(refusal({"--seed", "18446744073709551615", "--games", "2"}) ==
        "--seed is too large for that many games: the seeds would wrap around.");
}

TEST_CASE("CLI simulate: empty bots, unknown options and missing values are refused") {
  CHECK(refusal({"--bots", ",,,"}) == "--bots needs at least one bot, such as random or greedy.");
  CHECK(refusal({"--fast"}) == "There is no option \"--fast\"; see parlor help.");
  CHECK(refusal({"five_crowns"}) == "There is no option \"five_crowns\"; see parlor help.");
  CHECK(refusal({"--games"}) == "--games needs a value.");
  CHECK(refusal({"--check", "most"}) == "--check is full, sampled or none.");
  CHECK(refusal({"--save", ""}) == "--save needs a file name.");
}

TEST_CASE("CLI replay: one file, and --moves") {
  auto r = parse_replay_args({"--moves", "a.json"});
  REQUIRE(r.ok());
  CHECK(r->path == "a.json");
  CHECK(r->moves);
  CHECK(parse_replay_args({}).error() == "Say which saved game to replay: parlor replay FILE [--moves].");
  CHECK(parse_replay_args({"a.json", "b.json"}).error() == "Replay one saved game at a time.");
  CHECK(parse_replay_args({"--all", "a.json"}).error() ==
        "There is no option \"--all\"; replay takes a file and --moves.");
  CHECK(no_arguments("judge", {"x"}) == "parlor judge takes no arguments (\"x\" was given).");
  CHECK_FALSE(no_arguments("judge", {}).has_value());
}
