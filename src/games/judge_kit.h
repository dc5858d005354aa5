// What every game's judge (`parlor judge`) shares: the answer refusing a request, the dispatch on
// the request's "op", and the meld question ("is this meld legal?"), so a new game's judge is its
// list of ops and the game's own questions.
#pragma once

#include <functional>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/meld.h"
#include "games/judge_cards.h"

namespace parlor {

// {"ok": false, "error": why}: the request could not be read (a rule broken is an answer, not this).
nlohmann::json judge_error(const std::string& why);

// One question a judge answers: the request's "op", and what answers a request naming it.
struct JudgeOp {
  const char* name;  // "meld"
  std::function<nlohmann::json(const nlohmann::json& request)> answer;
};

// The answer to `request`: refused unless it is a JSON object whose "op" names one of `ops` (the
// refusal lists them), else what that op answers.
nlohmann::json answer_judge(const nlohmann::json& request, std::initializer_list<JudgeOp> ops);

// {"kind": "run" or `book`, "cards": ["R12", "R13", "R1=R14"]}: a meld in an answer, each wild with
// what it stands for.
nlohmann::json judge_meld_json(MeldKind kind, std::span<const PlacedCard> cards, const char* book);

// How a game asks and answers the meld question.
struct JudgeMeld {
  JudgeDeck deck;  // max_count is not used: a meld may be asked about however long it is
  MeldRules rules;
  const char* book;  // the game's word for a book: "book" or "group"
  // Adds the game's own fields to the answer for a legal meld (Rummy-O: its opening points).
  std::function<void(const std::vector<PlacedCard>& meld, nlohmann::json& answer)> legal_extra = {};
  // The game's own check in place of the engine's check_meld for `rules` (Rummü's yellow jokers):
  // the kind the cards are legal as (as the kind asked, when one is), else the reason. It may fill
  // in what wilds stand for, and answers lists of any length.
  std::function<MeldGuess(std::span<PlacedCard> cards, std::optional<MeldKind> asked)> check = {};
};

// The meld question: request {"cards": [...], "kind": "run" or the book word (optional)}.
// Answer {"ok": true, "legal": true, "kind", "cards" (each wild with what it stands for)}, or
// {"ok": true, "legal": false, "reason"} (with "kind" when it was asked): any list of the deck's
// pieces, however long, is answered so; more than the deck holds is not legal either. Refused:
// what is not a list of the deck's pieces, a piece named more often than the deck holds it (in a
// list the deck could hold), and an unknown "kind".
nlohmann::json judge_meld(const nlohmann::json& request, const JudgeMeld& game);

}  // namespace parlor
