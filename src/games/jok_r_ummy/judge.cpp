#include "games/jok_r_ummy/judge.h"

#include <algorithm>
#include <string>
#include <vector>

#include "engine/json_util.h"
#include "games/jok_r_ummy/deck.h"
#include "games/jok_r_ummy/rules.h"
#include "games/jok_r_ummy/solver.h"
#include "games/judge_cards.h"

namespace parlor::jok_r_ummy {
namespace {

json fail(const std::string& why) { return json{{"ok", false}, {"error", why}}; }

// jok-r-ummy.txt: a run holds at most the 13 ranks; a book at most the 8 natural cards of its
// rank and the 12 wilds.
constexpr size_t kLongestRun = 13, kLongestBook = 20;

// jok-r-ummy.txt: an ace keeps the value it was given. The engine writes an ace played high as
// rank 14 ("AH=14H", "JK=14H"); the judge shows an ace as an ace ("AH", "JK=AH") and says that a
// run's ace is high with "high": true (a run holds one ace at most, at one end).
bool played_high(const PlacedCard& p) { return !p.as.is_none() && p.as.rank() == 14; }

std::string card_text(const PlacedCard& p) {
  if (!played_high(p)) return placed_to_text(p);
  return is_wild(meld_rules(), p.card) ? placed_to_text({p.card, Card(p.as.suit(), 1)}) : to_text(p.card);
}

void put_cards(json& out, const std::vector<PlacedCard>& cards) {
  json arr = json::array();
  for (const PlacedCard& p : cards) arr.push_back(card_text(p));
  out["cards"] = std::move(arr);
  if (std::any_of(cards.begin(), cards.end(), played_high)) out["high"] = true;
}

json melds_out(const std::vector<Meld>& melds) {
  json arr = json::array();
  for (const Meld& m : melds) {
    json one{{"kind", meld_kind_name(m.kind)}};
    put_cards(one, m.cards);
    arr.push_back(std::move(one));
  }
  return arr;
}

// "high": true in a request: every ace of the run, natural or a wild's stand-in, is played high.
void aces_high(std::vector<PlacedCard>& cards) {
  for (PlacedCard& p : cards) {
    const bool wild = is_wild(meld_rules(), p.card);
    const Card ace = wild ? p.as : p.card;
    if (ace.is_none() || ace.rank() != 1 || (!wild && !p.as.is_none())) continue;
    p.as = Card(ace.suit(), 14);
  }
}

// Our deck, for a request naming `most` cards at once.
JudgeDeck judge_deck(size_t most) { return JudgeDeck{kDeck, 1, "Jok-R-Ummy", "card", most}; }

Result<std::vector<PlacedCard>> read_cards(const json& req, const char* key, size_t most) {
  return read_judge_cards(req, key, judge_deck(most));
}

Result<Program> read_program(const json& req) {
  const json* p = find_member(req, "program");
  if (!p) return Result<Program>::failure("\"program\" is missing: a program object or the id of one (\"P12\").");
  if (p->is_string()) {
    const Program* found = find_program(p->get_ref<const std::string&>());
    if (!found) return Result<Program>::failure("There is no program \"" + p->get<std::string>() + "\" in our deck.");
    return *found;
  }
  return program_from_json(*p);
}

json judge_program(const json& req) {
  auto program = read_program(req);
  if (!program) return fail(program.error());
  if (program->sun) return fail(program->id + " is a SUN card: it counts as a completed program at once.");
  auto hand = read_judge_hand(req, "hand", judge_deck(kMaxProgramCards));
  if (!hand) return fail(hand.error());
  if (auto melds = can_complete(*program, *hand))
    return json{{"ok", true}, {"can_complete", true}, {"melds", melds_out(*melds)}};
  Shortfall s = shortfall(*program, *hand);
  return json{{"ok", true}, {"can_complete", false}, {"lacking", s.cards}, {"missing", s.missing}};
}

json judge_meld(const json& req) {
  std::optional<MeldKind> kind;
  if (const json* k = find_member(req, "kind")) {
    kind = k->is_string() ? parse_meld_kind(k->get<std::string>()) : std::nullopt;
    if (!kind) return fail("\"kind\" is \"run\" or \"book\".");
  }
  json out{{"ok", true}};
  if (kind) out["kind"] = meld_kind_name(*kind);
  // Longer than any combination can be: an answer, before any card is read.
  const json* list = find_member(req, "cards");
  if (list && list->is_array() && list->size() > (kind == MeldKind::Run ? kLongestRun : kLongestBook)) {
    out["legal"] = false;
    out["reason"] = kind == MeldKind::Run ? "A run holds 13 cards at most, one of each rank."
                                          : "A combination holds 20 cards at most: the 8 cards of a rank and "
                                            "the 12 wild cards.";
    return out;
  }
  auto cards = read_cards(req, "cards", kLongestBook);
  if (!cards) return fail(cards.error());
  std::vector<PlacedCard> placed = *cards;
  if (const json* high = find_member(req, "high")) {
    if (!high->is_boolean()) return fail("\"high\" is true or false.");
    if (high->get<bool>()) aces_high(placed);
  }
  const MeldRules rules = meld_rules();
  std::optional<std::string> reason;
  if (kind) {
    reason = check_meld(rules, *kind, placed);
  } else {
    MeldGuess guess = check_any_meld(rules, placed);
    kind = guess.kind;
    if (!kind) reason = guess.reason;
    if (kind) out["kind"] = meld_kind_name(*kind);
  }
  out["legal"] = !reason;
  if (reason) {
    out["reason"] = *reason;
  } else {
    put_cards(out, placed);
  }
  return out;
}

}  // namespace

json judge(const json& req) {
  if (!req.is_object()) return fail("A request is a JSON object.");
  auto op = get_string(req, "op");
  if (!op) return fail(op.error() + " Use \"program\" or \"meld\".");
  if (*op == "program") return judge_program(req);
  if (*op == "meld") return judge_meld(req);
  return fail("Unknown \"op\" \"" + *op + "\": use \"program\" or \"meld\".");
}

}  // namespace parlor::jok_r_ummy
