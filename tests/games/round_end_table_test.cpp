// The round games deal their next round inside the move that ends one, so the next deal's view
// keeps the ended round's table (its hands, melds and discard pile) and View::show_round_end
// turns the seat's view from before that move into it: what the app shows under the round's end.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "../test_util.h"
#include "bots/bot.h"
#include "bots/registry.h"
#include "games/registry.h"

using namespace parlor;
using nlohmann::json;

namespace {

struct RoundGame {
  const char* id;
  int players;
  const char* hand;   // the seat's own cards in its view's JSON
  const char* sizes;  // every seat's count
  const char* table;  // the melds on the table
  const char* last;   // the last round's result
};

constexpr RoundGame kRoundGames[] = {
    {"five_crowns", 3, "hand", "hand_sizes", "laid", "last_hand"},
    {"jok_r_ummy", 3, "hand", "hand_sizes", "table", "last_round"},
    {"rummu", 3, "hand", "hand_sizes", "table", "last_round"},
    {"rummy_o", 2, "rack", "rack_sizes", "table", "last_round"},
};

// Who placed each Rummy-O tile is not part of what the table shows.
json shown(json j) {
  if (j.is_object()) {
    j.erase("placed_by");
    for (auto& [k, v] : j.items()) v = shown(v);
  } else if (j.is_array()) {
    for (auto& v : j) v = shown(v);
  }
  return j;
}

std::vector<std::string> sorted(const json& cards) {
  std::vector<std::string> out = cards.get<std::vector<std::string>>();
  std::sort(out.begin(), out.end());
  return out;
}

int meld_cards(const json& table) {
  int n = 0;
  for (const auto& seat : table)
    for (const auto& m : seat) n += static_cast<int>(m["cards"].size());
  return n;
}

// What the table shows of a view: the hand, the counts, the melds, the pile.
json table_of(const RoundGame& g, const json& v) {
  json t{{"hand", v[g.hand]},
         {"sizes", v[g.sizes]},
         {"table", shown(v[g.table])},
         {"discard_top", v["discard_top"]},
         {"discard_count", v["discard_count"]}};
  if (v.contains("discards_below")) t["discards_below"] = v["discards_below"];
  return t;
}

struct RoundEnd {
  int mover = -1;
  bool over = false;                         // the game's end: no deal followed
  std::vector<json> before, after;           // each seat's view JSON around the move
  std::vector<std::unique_ptr<View>> ended;  // each seat's view before the move, shown as the round ended
};

// Plays a seeded game of Good bots and hands each round's end to `check`.
template <class Check>
void play_round_ends(const RoundGame& g, uint64_t seed, Check check) {
  auto made = create_game(g.id, json{{"players", g.players}}, seed);
  REQUIRE(made.ok());
  State& s = **made;
  auto bots = make_bots(g.id, std::vector<std::string>(static_cast<size_t>(g.players), "greedy"), seed);
  REQUIRE(bots.ok());
  for (int steps = 0; !s.is_terminal() && steps < 20000; ++steps) {
    const int seat = s.current_seat();
    const size_t rounds = s.scores().rounds.size();
    RoundEnd e;
    e.mover = seat;
    for (int t = 0; t < g.players; ++t) {
      e.ended.push_back(s.view(t));
      e.before.push_back(e.ended.back()->to_json());
    }
    const Action a = (*bots)[static_cast<size_t>(seat)]->choose(*e.ended[static_cast<size_t>(seat)]);
    s.apply(seat, a);
    if (s.scores().rounds.size() == rounds) continue;
    e.over = s.is_terminal();
    for (int t = 0; t < g.players; ++t) {
      auto next = s.view(t);
      e.after.push_back(next->to_json());
      e.ended[static_cast<size_t>(t)]->show_round_end(*next);
    }
    check(e);
  }
  CHECK(s.is_terminal());
}

}  // namespace

TEST_CASE("Round games: the round-end table in the next deal's view equals the table after the going-out move") {
  for (const RoundGame& g : kRoundGames) {
    int finals = 0, middles = 0;
    for (uint64_t seed : {2026u, 7u, 11u}) {
      play_round_ends(g, seed, [&](RoundEnd& e) {
        INFO(g.id << " seed " << seed << " mover " << e.mover);
        for (int t = 0; t < g.players; ++t) {
          const json shown_end = table_of(g, e.ended[static_cast<size_t>(t)]->to_json());
          if (e.over) {
            // No deal followed the game's last move: the state's own table is the round's end.
            CHECK(shown_end == table_of(g, e.after[static_cast<size_t>(t)]));
            continue;
          }
          const json& before = e.before[static_cast<size_t>(t)];
          // Only the seat that moved changed what it holds; it holds what it had, less what it played.
          for (int u = 0; u < g.players; ++u)
            if (u != e.mover) CHECK(shown_end["sizes"][u] == before[g.sizes][u]);
          if (t != e.mover) {
            CHECK(sorted(shown_end["hand"]) == sorted(before[g.hand]));
          } else {
            const auto held = sorted(before[g.hand]), left = sorted(shown_end["hand"]);
            CHECK(std::includes(held.begin(), held.end(), left.begin(), left.end()));
          }
          // Nothing was drawn: the cards played went to the melds or the pile.
          int hands_before = 0, hands_end = 0;
          for (const auto& n : before[g.sizes]) hands_before += n.get<int>();
          for (const auto& n : shown_end["sizes"]) hands_end += n.get<int>();
          CHECK(hands_before + meld_cards(before[g.table]) + before["discard_count"].get<int>() ==
                hands_end + meld_cards(shown_end["table"]) + shown_end["discard_count"].get<int>());
        }
        // The pile's top is what the last player threw, when the last move was a throw.
        if (!e.over) {
          const json& mine = e.before[static_cast<size_t>(e.mover)];
          const json end = table_of(g, e.ended[static_cast<size_t>(e.mover)]->to_json());
          if (end["discard_count"].get<int>() == mine["discard_count"].get<int>() + 1) {
            auto held = sorted(mine[g.hand]);
            CHECK(std::find(held.begin(), held.end(), end["discard_top"].get<std::string>()) != held.end());
          }
        }
        ++(e.over ? finals : middles);
      });
    }
    INFO(g.id);
    CHECK(finals == 3);
    CHECK(middles > 0);
  }
}

TEST_CASE("Round games: a view of the round's end never holds another seat's new hand") {
  for (const RoundGame& g : kRoundGames) {
    int checked = 0;
    play_round_ends(g, 2026, [&](RoundEnd& e) {
      if (e.over) return;
      INFO(g.id << " mover " << e.mover);
      for (int t = 0; t < g.players; ++t) {
        const json& next = e.after[static_cast<size_t>(t)];
        const json& last = next[g.last];
        REQUIRE(last.contains("pile"));
        // Every seat's cards in the kept table are the ones it held before the move, not its new deal.
        for (int u = 0; u < g.players; ++u)
          if (u != e.mover) CHECK(sorted(last["left"][u]) == sorted(e.before[static_cast<size_t>(u)][g.hand]));
        // The seat's own new hand is its own alone: the round's end shows the old one.
        CHECK(sorted(e.ended[static_cast<size_t>(t)]->to_json()[g.hand]) == sorted(last["left"][t]));
        // Read back from JSON (a peer guest's view), the kept table is the same.
        auto back = view_from_json(next);
        REQUIRE(back.ok());
        CHECK((*back)->to_json() == next);
      }
      ++checked;
    });
    INFO(g.id);
    CHECK(checked > 0);
  }
}

TEST_CASE("Round games: a view from before the round's pile was kept still reads, and keeps its own pile") {
  for (const RoundGame& g : kRoundGames) {
    bool done = false;
    play_round_ends(g, 2026, [&](RoundEnd& e) {
      if (e.over || done) return;
      done = true;
      INFO(g.id);
      json old = e.after[0];
      old[g.last].erase("pile");
      auto read = view_from_json(old);
      REQUIRE(read.ok());
      auto before = view_from_json(e.before[0]);
      REQUIRE(before.ok());
      (*before)->show_round_end(**read);
      const json shown_end = (*before)->to_json();
      CHECK(shown_end["discard_top"] == e.before[0]["discard_top"]);
      CHECK(shown_end["discard_count"] == e.before[0]["discard_count"]);
      CHECK(sorted(shown_end[g.hand]) == sorted(old[g.last]["left"][0]));
    });
    CHECK(done);
  }
}

TEST_CASE("Round games: saves from older builds still load and keep the round's pile") {
  for (const char* file : {"five_crowns_3p_greedy_seed2.json", "jok_r_ummy_3p_greedy_seed12.json",
                           "rummu_3p_greedy_seed1.json", "rummy_o_2p_greedy_seed4.json"}) {
    INFO(file);
    std::ifstream in(testing::source_path(std::string("tests/e2e/fixtures/") + file));
    REQUIRE(in.good());
    std::stringstream text;
    text << in.rdbuf();
    auto loaded = load_game_text(text.str());
    REQUIRE(loaded.ok());
    const json v = (*loaded)->view(0)->to_json();
    const char* last = v.contains("last_hand") ? "last_hand" : "last_round";
    if (!v[last].is_null()) CHECK(v[last].contains("pile"));
  }
}
