// The store: the game, settings and stats through a storage that can fail, and nothing ever
// deleted silently.
#include "app/session/store.h"

#include <doctest/doctest.h>

#include "../net/played_games.h"
#include "engine/json_util.h"
#include "fake_storage.h"

using namespace parlor;
using namespace parlor::session;
using namespace parlor::testing;
using platform::StorageStatus;

namespace {

Store::Clock fixed_clock() {
  return [] { return std::string("20261122T101530Z"); };
}

PlayedGame unfinished_game() {
  for (PlayedGame& g : played_games(3, 41))
    if (!g.state->is_terminal() && !g.state->history().empty()) return std::move(g);
  FAIL("no unfinished game");
  return {};
}

GameSetup setup_of(const PlayedGame& g) { return setup_for(*g.state, g.seats); }

}  // namespace

TEST_CASE("Store: the game saved after an action loads back at the same moment (Continue)") {
  FakeStorage storage;
  Store store(storage, fixed_clock());
  CHECK_FALSE(store.load_game().game.has_value());
  CHECK_FALSE(store.load_game().notice);
  PlayedGame g = unfinished_game();
  CHECK_FALSE(store.save_game(setup_of(g), *g.state));
  CHECK(storage.data.count("game") == 1);
  auto loaded = store.load_game();
  CHECK_FALSE(loaded.notice);
  REQUIRE(loaded.game.has_value());
  CHECK(loaded.game->state->debug_snapshot() == g.state->debug_snapshot());
  CHECK_FALSE(store.clear_game());
  CHECK_FALSE(store.load_game().game.has_value());
}

TEST_CASE("Store: a damaged, truncated or newer saved game is moved aside and reported, the app goes on") {
  PlayedGame g = unfinished_game();
  const std::string good = saved_game_to_text(setup_of(g), *g.state);
  auto newer = parse_json(good);
  REQUIRE(newer.ok());
  (*newer)["format"] = 7;
  struct Case {
    std::string text;
    StoreIssue issue;
    const char* says;
  };
  for (const Case& c : {Case{"{\"format\":1,", StoreIssue::Damaged, "not readable JSON"},
                        Case{good.substr(0, good.size() / 2), StoreIssue::Damaged, "not readable JSON"},
                        Case{dump_json(*newer), StoreIssue::Newer, "newer version"}}) {
    FakeStorage storage;
    storage.data["game"] = c.text;
    Store store(storage, fixed_clock());
    auto loaded = store.load_game();
    CHECK_FALSE(loaded.game.has_value());
    CHECK(loaded.notice.issue == c.issue);
    INFO(loaded.notice.message);
    INFO(loaded.notice.detail);
    // The player reads what happened and that nothing was lost; the technical side is the detail.
    CHECK(loaded.notice.message.find("Your saved game") == 0);
    CHECK(loaded.notice.message.find("Nothing was lost") != std::string::npos);
    CHECK(loaded.notice.message.find("JSON") == std::string::npos);
    CHECK(loaded.notice.message.find("quarantine") == std::string::npos);
    CHECK(loaded.notice.detail.find(c.says) != std::string::npos);
    CHECK(loaded.notice.detail.find("quarantine:game:20261122T101530Z") != std::string::npos);
    CHECK(storage.data.count("game") == 0);
    REQUIRE(storage.data.count("quarantine:game:20261122T101530Z") == 1);
    CHECK(storage.data["quarantine:game:20261122T101530Z"] == c.text);  // the raw text, untouched
    CHECK(store.quarantined() == std::vector<std::string>{"quarantine:game:20261122T101530Z"});
    // A new game saves normally afterwards.
    CHECK_FALSE(store.save_game(setup_of(g), *g.state));
    CHECK(store.load_game().game.has_value());
  }
}

TEST_CASE("Store: a second quarantine in the same second gets its own key") {
  FakeStorage storage;
  Store store(storage, fixed_clock());
  storage.data["game"] = "garbage";
  store.load_game();
  storage.data["game"] = "more garbage";
  store.load_game();
  CHECK(storage.data["quarantine:game:20261122T101530Z"] == "garbage");
  CHECK(storage.data["quarantine:game:20261122T101530Z-2"] == "more garbage");
}

TEST_CASE("Store: damaged settings and stats are moved aside and reported, defaults are used") {
  FakeStorage storage;
  storage.data["settings"] = "{\"format\":1,\"sound\":fal";
  storage.data["stats"] = "{\"format\":9}";
  Store store(storage, fixed_clock());
  auto settings = store.load_settings();
  CHECK(settings.notice.issue == StoreIssue::Damaged);
  CHECK(settings.notice.message ==
        "Your settings could not be read, so the defaults are used. Nothing was lost: a copy is kept on this device.");
  CHECK(settings.notice.detail.find("not readable JSON") != std::string::npos);
  CHECK(settings.settings.sound);
  CHECK(storage.data["quarantine:settings:20261122T101530Z"] == "{\"format\":1,\"sound\":fal");
  auto stats = store.load_stats();
  CHECK(stats.notice.issue == StoreIssue::Newer);
  CHECK(stats.notice.message.find("Your statistics came from a newer version of Parlor, so they start again.") == 0);
  CHECK(stats.stats.games.empty());
  CHECK(storage.data["quarantine:stats:20261122T101530Z"] == "{\"format\":9}");
}

TEST_CASE("Store: settings with one bad field keep the rest, and a copy of the original is kept aside") {
  FakeStorage storage;
  const std::string raw = R"({"format":1,"sound":false,"bot_speed":"warp"})";
  storage.data["settings"] = raw;
  Store store(storage, fixed_clock());
  auto loaded = store.load_settings();
  CHECK(loaded.notice.issue == StoreIssue::Damaged);
  CHECK(loaded.notice.message.find("Some of your settings could not be read") == 0);
  CHECK(loaded.notice.detail.find("bot_speed") != std::string::npos);
  CHECK_FALSE(loaded.settings.sound);
  CHECK(loaded.settings.bot_speed == Speed::Normal);
  CHECK(storage.data["quarantine:settings:20261122T101530Z"] == raw);
  // The readable part was written back, so the next start is quiet.
  auto again = store.load_settings();
  CHECK_FALSE(again.notice);
  CHECK_FALSE(again.settings.sound);
}

TEST_CASE("Store: storage full is reported once, play goes on, and saving resumes when there is room") {
  FakeStorage storage;
  Store store(storage, fixed_clock());
  PlayedGame g = unfinished_game();
  storage.write_status = StorageStatus::Full;
  StoreNotice first = store.save_game(setup_of(g), *g.state);
  CHECK(first.issue == StoreIssue::Full);
  CHECK(first.message == "Storage is full, so this device is not saving any more; play goes on.");
  CHECK_FALSE(store.saving_works());
  CHECK_FALSE(store.save_game(setup_of(g), *g.state));  // not repeated after every move
  storage.write_status = StorageStatus::Ok;
  CHECK_FALSE(store.save_game(setup_of(g), *g.state));
  CHECK(store.saving_works());
  CHECK(store.load_game().game.has_value());
}

TEST_CASE("Store: storage switched off (private mode) is reported, and nothing breaks") {
  FakeStorage storage;
  storage.read_status = StorageStatus::Unavailable;
  storage.write_status = StorageStatus::Unavailable;
  Store store(storage, fixed_clock());
  auto loaded = store.load_game();
  CHECK_FALSE(loaded.game.has_value());
  CHECK(loaded.notice.issue == StoreIssue::Unavailable);
  CHECK(loaded.notice.message == "Saving is off in this browser (private mode?); play goes on without saving.");
  auto settings = store.load_settings();
  CHECK(settings.notice.issue == StoreIssue::Unavailable);
  CHECK(settings.settings.sound);
  PlayedGame g = unfinished_game();
  CHECK(store.save_game(setup_of(g), *g.state).issue == StoreIssue::Unavailable);
  CHECK_FALSE(store.save_settings(Settings{}));  // told once already
  CHECK(store.quarantined().empty());
}

TEST_CASE("Store: when no copy can be kept aside, the damaged value is left in place and never saved over") {
  FakeStorage storage;
  storage.data["game"] = "{broken";
  storage.quota = 10;  // room for nothing more
  Store store(storage, fixed_clock());
  auto loaded = store.load_game();
  CHECK(loaded.notice.issue == StoreIssue::Damaged);
  CHECK(loaded.notice.message.find("stays on this device as it was") != std::string::npos);
  CHECK(loaded.notice.detail.find("no room") != std::string::npos);
  storage.quota = SIZE_MAX;
  PlayedGame g = unfinished_game();
  store.save_game(setup_of(g), *g.state);
  store.clear_game();
  CHECK(storage.data["game"] == "{broken");
}

TEST_CASE("Store: finishing a game counts it once for the person's seat and clears Continue") {
  FakeStorage storage;
  Store store(storage, fixed_clock());
  PlayedGame done;
  for (PlayedGame& g : played_games(3, 41))
    if (g.state->is_terminal()) done = std::move(g);
  REQUIRE(done.state);
  CHECK_FALSE(store.save_game(setup_of(done), *done.state));
  CHECK_FALSE(store.finish_game(*done.state, 0));
  CHECK_FALSE(store.load_game().game.has_value());
  CHECK_FALSE(store.finish_game(*done.state, 0));  // shown again after a reload: not counted twice
  auto stats = store.load_stats();
  CHECK_FALSE(stats.notice);
  CHECK(stats.stats.games[std::string(done.state->game_id())].played == 1);
  // An all-bot table counts nothing.
  Store other(storage, fixed_clock());
  storage.data.erase("stats");
  CHECK_FALSE(other.finish_game(*done.state, -1));
  CHECK(storage.data.count("stats") == 0);
}

TEST_CASE(
    "Store: a guest's note of its table (whose, which game, its arrangement) loads back, forgotten, it is gone, "
    "damaged, it is moved aside") {
  FakeStorage storage;
  Store store(storage, fixed_clock());
  CHECK_FALSE(store.load_peer_seat().has_value());
  Store::PeerSeat seat;
  seat.table = 281474976710655;  // 48 bits
  seat.host = "Ana";
  seat.game = "five_crowns";
  seat.seat = 1;
  seat.arranged.name = "Ben";
  seat.arranged.order = {Card(Suit::Stars, 7), Card(Suit::Hearts, 3)};
  seat.arranged.order_round = 4;
  seat.arranged.sort_by_rank = true;
  CHECK_FALSE(store.save_peer_seat(seat));
  auto back = store.load_peer_seat();
  REQUIRE(back.has_value());
  CHECK(back->table == 281474976710655);
  CHECK(back->host == "Ana");
  CHECK(back->game == "five_crowns");
  CHECK(back->seat == 1);
  CHECK(back->arranged.order == seat.arranged.order);
  CHECK(back->arranged.order_round == 4);
  CHECK(back->arranged.sort_by_rank);
  store.forget_peer_seat();
  CHECK_FALSE(store.load_peer_seat().has_value());
  for (const char* damaged :
       {"{\"table\":1,\"host\":7}", "[[[[", "{\"table\":-1,\"host\":\"\",\"game\":\"x\",\"seat\":0,\"arranged\":{}}"}) {
    INFO(damaged);
    storage.data.clear();
    storage.data["peer-seat"] = damaged;
    CHECK_FALSE(store.load_peer_seat().has_value());
    CHECK(storage.data.count("peer-seat") == 0);
    REQUIRE(storage.data.count("quarantine:peer-seat:20261122T101530Z") == 1);
    CHECK(storage.data["quarantine:peer-seat:20261122T101530Z"] == damaged);
  }
}

TEST_CASE("Store: a guest's spare connection is kept by table, and a damaged or oversized one reads as none") {
  FakeStorage storage;
  Store store(storage, fixed_clock());
  CHECK_FALSE(store.load_peer_spare(7).has_value());
  CHECK_FALSE(store.save_peer_spare(7, {"AQID", "AbCdEfGhIjKlMnOp", "abcdefghijklmnopqrstuvwx"}));
  auto back = store.load_peer_spare(7);
  REQUIRE(back.has_value());
  CHECK(back->offer == "AQID");
  CHECK(back->ufrag == "AbCdEfGhIjKlMnOp");
  CHECK(back->pwd == "abcdefghijklmnopqrstuvwx");
  CHECK_FALSE(store.load_peer_spare(8).has_value());
  for (const std::string& damaged : std::vector<std::string>{"", "one", "one two", std::string(2049, 'a') + " b c"}) {
    INFO(damaged);
    storage.data["peer-spare:7"] = damaged;
    CHECK_FALSE(store.load_peer_spare(7).has_value());
  }
}

TEST_CASE("Store: the invite a guest answers is kept through a reload for 12 hours, and forgotten on request") {
  FakeStorage storage;
  std::string now = "20261129T120000Z";
  Store store(storage, [&] { return now; });
  CHECK_FALSE(store.load_peer_invite().has_value());
  CHECK_FALSE(store.save_peer_invite("AQIDBA"));
  CHECK(store.load_peer_invite() == std::optional<std::string>("AQIDBA"));
  now = "20261129T235959Z";
  CHECK(store.load_peer_invite() == std::optional<std::string>("AQIDBA"));
  now = "20261130T000001Z";  // 12 hours and a second later: its host has moved on
  CHECK_FALSE(store.load_peer_invite().has_value());
  now = "20261129T130000Z";
  store.forget_peer_invite();
  CHECK_FALSE(store.load_peer_invite().has_value());
  for (const std::string& damaged :
       std::vector<std::string>{"", "AQIDBA", "20261129T120000Z ", "2026112XT120000Z AQIDBA", "123 AQIDBA",
                                "20261129T140000Z AQIDBA", "20261129T120000Z " + std::string(4090, 'A')}) {
    INFO(damaged);
    storage.data["peer-invite"] = damaged;
    CHECK_FALSE(store.load_peer_invite().has_value());
  }
}
