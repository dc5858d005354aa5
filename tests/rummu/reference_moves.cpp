#include "reference_moves.h"

#include <algorithm>
#include <array>
#include <bit>
#include <functional>
#include <map>
#include <span>

namespace parlor::rummu::reference {
namespace {

// DECISIONS.md: five colours, each numbered 0 to 9; the yellow ones are the jokers.
constexpr Suit kFiveColours[] = {Suit::Red, Suit::Yellow, Suit::Green, Suit::Blue, Suit::Black};
constexpr Suit kJokerStandsFor[] = {Suit::Red, Suit::Green, Suit::Blue, Suit::Black};

bool a_rummu_face(Card c) {
  return c.copy() == 0 && c.rank() <= 9 &&
         std::find(std::begin(kFiveColours), std::end(kFiveColours), c.suit()) != std::end(kFiveColours);
}

bool as_joker(const PlacedCard& p) { return !p.as.is_none(); }
Card counted(const PlacedCard& p) { return as_joker(p) ? p.as : p.card.face(); }

// yellow-joker-rummy.txt: a yellow card replaces the card of the same number in another colour.
bool stands_for_rightly(const PlacedCard& p) {
  const Card want = p.as;
  return p.card.suit() == Suit::Yellow && want.copy() == 0 && want.rank() == p.card.rank() &&
         std::find(std::begin(kJokerStandsFor), std::end(kJokerStandsFor), want.suit()) != std::end(kJokerStandsFor);
}

std::string placed_text(const PlacedCard& p) { return placed_to_text({p.card.face(), p.as}); }

// Its kind and its cards' texts in sorted order, so the order they were played in does not count.
std::string combination_key(MeldKind kind, std::span<const PlacedCard> cards) {
  std::vector<std::string> texts;
  for (const PlacedCard& p : cards) texts.push_back(placed_text(p));
  std::sort(texts.begin(), texts.end());
  std::string key = kind == MeldKind::Book ? "book" : kind == MeldKind::Run ? "run" : "other";
  for (const std::string& t : texts) key += " " + t;
  return key;
}

// Every way a card of the hand can lie: each face once, as itself, and a yellow one also as the
// card of its number in each other colour.
std::vector<PlacedCard> ways_to_lie(const std::vector<Card>& hand) {
  std::vector<PlacedCard> out;
  std::vector<Card> seen;
  for (Card held : hand) {
    const Card f = held.face();
    if (std::find(seen.begin(), seen.end(), f) != seen.end()) continue;
    seen.push_back(f);
    out.push_back({f, Card::none()});
    if (f.suit() == Suit::Yellow)
      for (Suit s : kJokerStandsFor) out.push_back({f, Card(s, f.rank())});
  }
  return out;
}

// The hand's combinations by key, each with its faces (to count what a pair of them needs).
using Found = std::map<std::string, std::pair<MeldKind, std::vector<Card>>>;

void keep_if_combination(const std::vector<PlacedCard>& cards, Found& found) {
  const auto kind = combination_kind(cards);
  if (!kind) return;
  std::vector<Card> faces;
  for (const PlacedCard& p : cards) faces.push_back(p.card.face());
  found.emplace(combination_key(*kind, cards), std::make_pair(*kind, std::move(faces)));
}

// Books: any three or more ways of one number with distinct faces, the judge deciding the rest.
void books_in(const std::vector<PlacedCard>& ways, Found& found) {
  for (int number = 0; number <= 9; ++number) {
    std::vector<PlacedCard> of_number;
    for (const PlacedCard& w : ways)
      if (counted(w).rank() == number) of_number.push_back(w);
    const size_t n = of_number.size();
    for (uint32_t mask = 0; mask < (1u << n); ++mask) {
      if (std::popcount(mask) < 3) continue;
      std::vector<PlacedCard> cards;
      bool twice = false;
      for (size_t i = 0; i < n; ++i) {
        if (!(mask >> i & 1u)) continue;
        for (const PlacedCard& c : cards) twice = twice || c.card == of_number[i].card;
        cards.push_back(of_number[i]);
      }
      if (!twice) keep_if_combination(cards, found);
    }
  }
}

// Runs: a window of numbers, one way chosen for each; `allowed` prunes a choice early.
void runs_in(const std::array<std::vector<PlacedCard>, 10>& by_number,
             const std::function<bool(const std::vector<PlacedCard>&, const PlacedCard&)>& allowed, Found& found) {
  std::vector<PlacedCard> cur;
  std::function<void(int)> grow = [&](int number) {
    if (cur.size() >= 3) keep_if_combination(cur, found);
    if (number > 9) return;
    for (const PlacedCard& w : by_number[static_cast<size_t>(number)]) {
      if (!allowed(cur, w)) continue;
      cur.push_back(w);
      grow(number + 1);
      cur.pop_back();
    }
  };
  for (int low = 0; low + 2 <= 9; ++low) grow(low);  // three numbers at least, the last 9 at most
}

Found combinations_of(const std::vector<Card>& hand) {
  Found found;
  const std::vector<PlacedCard> ways = ways_to_lie(hand);
  books_in(ways, found);
  // One colour: at each number the card of that colour, or a yellow joker for it.
  for (Suit colour : kFiveColours) {
    std::array<std::vector<PlacedCard>, 10> of_colour;
    for (const PlacedCard& w : ways)
      if (counted(w).suit() == colour) of_colour[static_cast<size_t>(counted(w).rank())].push_back(w);
    runs_in(
        of_colour, [](const std::vector<PlacedCard>&, const PlacedCard&) { return true; }, found);
  }
  // A mix: no colour twice (so five cards at most), one joker at most.
  std::array<std::vector<PlacedCard>, 10> all;
  for (const PlacedCard& w : ways) all[static_cast<size_t>(counted(w).rank())].push_back(w);
  runs_in(
      all,
      [](const std::vector<PlacedCard>& cur, const PlacedCard& w) {
        int jokers = as_joker(w) ? 1 : 0;
        for (const PlacedCard& c : cur) {
          if (counted(c).suit() == counted(w).suit()) return false;
          jokers += as_joker(c) ? 1 : 0;
        }
        return jokers <= 1;
      },
      found);
  return found;
}

int faces_held(const std::vector<Card>& hand, Card face) {
  return static_cast<int>(std::count_if(hand.begin(), hand.end(), [&](Card c) { return c.face() == face; }));
}

// Whether the hand holds every card both combinations need, a face used twice held twice.
bool hand_covers(const std::vector<Card>& hand, const std::vector<Card>& a, const std::vector<Card>& b) {
  std::vector<Card> both = a;
  both.insert(both.end(), b.begin(), b.end());
  for (Card f : both)
    if (std::count(both.begin(), both.end(), f) > faces_held(hand, f)) return false;
  return true;
}

void lay_downs_that_must_be_listed(const Position& p, Listing& out) {
  const Found found = combinations_of(p.hand);
  out.combinations = static_cast<int>(found.size());
  if (found.size() > 48) return;  // the engine lists the first 48 its search meets: any might be missing
  const int held = static_cast<int>(p.hand.size());
  const int least = p.came_out ? 0 : p.minimum;
  for (const auto& [key, made] : found) {
    const int cards = static_cast<int>(made.second.size());
    if (cards >= least && held - cards >= 1) out.lay_downs.insert("lay " + key);
  }
  if (p.came_out) return;
  std::set<std::string> pairs;
  for (auto a = found.begin(); a != found.end(); ++a)
    for (auto b = std::next(a); b != found.end(); ++b) {
      const int cards = static_cast<int>(a->second.second.size() + b->second.second.size());
      if (cards >= least && held - cards >= 1 && hand_covers(p.hand, a->second.second, b->second.second))
        pairs.insert("lay " + a->first + " + " + b->first);  // map order: the two keys sorted
    }
  if (pairs.size() <= 24) out.lay_downs.insert(pairs.begin(), pairs.end());
}

std::string where(int owner, int index) { return std::to_string(owner) + "/" + std::to_string(index); }

const Meld* combination_at(const Table& table, int owner, int index) {
  if (owner < 0 || owner >= static_cast<int>(table.size())) return nullptr;
  const auto& laid = table[static_cast<size_t>(owner)];
  return index < 0 || index >= static_cast<int>(laid.size()) ? nullptr : &laid[static_cast<size_t>(index)];
}

}  // namespace

std::optional<MeldKind> combination_kind(const std::vector<PlacedCard>& cards) {
  const size_t n = cards.size();
  if (n < 3) return std::nullopt;
  std::array<int, 16> per_colour{};
  std::array<bool, 256> face_seen{};
  std::vector<int> numbers;
  int jokers = 0, colours = 0;
  for (const PlacedCard& p : cards) {
    const Card face = p.card.face();
    if (!a_rummu_face(face) || (as_joker(p) && !stands_for_rightly(p))) return std::nullopt;
    if (face_seen[static_cast<size_t>(face.face_index())]) return std::nullopt;  // two identical cards
    face_seen[static_cast<size_t>(face.face_index())] = true;
    jokers += as_joker(p) ? 1 : 0;
    colours += per_colour[static_cast<size_t>(counted(p).suit())]++ == 0 ? 1 : 0;
    numbers.push_back(counted(p).rank());
  }
  const int cards_n = static_cast<int>(n);
  if (colours == 1) {
    if (jokers >= cards_n - jokers) return std::nullopt;  // one colour: more ordinary cards than jokers
  } else if (colours != cards_n || jokers > 1) {
    return std::nullopt;  // a mix: no colour twice, one joker at most
  }
  std::sort(numbers.begin(), numbers.end());
  if (numbers.front() == numbers.back()) return MeldKind::Book;
  for (size_t i = 1; i < n; ++i)
    if (numbers[i] != numbers[i - 1] + 1) return std::nullopt;
  return MeldKind::Run;
}

int coming_out_minimum(int round, int score, bool team) {
  if (round <= 1) return 4;
  // DECISIONS.md: below 0, 3 cards; then 4, 5 from 100 (a team 200), 6 from 150 (a team 400).
  if (score < 0) return 3;
  if (score < (team ? 200 : 100)) return 4;
  return score < (team ? 400 : 150) ? 5 : 6;
}

Position position_of(const RummuView& v) {
  const size_t seat = static_cast<size_t>(v.seat());
  const Scores& sc = v.scores;
  // yellow-joker-rummy.txt: partners go by their team's score.
  const std::vector<int>& totals = sc.has_teams() ? sc.team_totals : sc.totals;
  const size_t whose = sc.has_teams() ? static_cast<size_t>(sc.team(v.seat())) : seat;
  const int score = whose < totals.size() ? totals[whose] : 0;
  return Position{.phase = v.phase,
                  .came_out = v.came_out[seat],
                  .minimum = coming_out_minimum(v.round, score, sc.has_teams()),
                  .plays = v.plays,
                  .stock = v.stock_count,
                  .hand = v.hand,
                  .pile = v.discard_count,
                  .table = v.table};
}

Listing reference_listing(const Position& p) {
  Listing out;
  std::set<std::string>& simple = out.takes_and_discards;
  switch (p.phase) {
    case Phase::Draw:
      // yellow-joker-rummy.txt: the stock's card, or one or more discards from the top down.
      if (p.stock > 0) simple.insert("draw");
      for (int depth = 1; depth <= p.pile; ++depth) simple.insert("take " + std::to_string(depth));
      return out;
    case Phase::GameOver: return out;
    case Phase::Play: break;
  }
  for (Card c : p.hand) simple.insert("discard " + to_text(c.face()));
  if (p.plays >= 16) return out;  // rules.h: a turn's plays are bounded, then only the discard is left
  lay_downs_that_must_be_listed(p, out);
  if (!p.came_out) return out;  // yellow-joker-rummy.txt: adding and exchanging come once out
  const std::vector<PlacedCard> ways = ways_to_lie(p.hand);
  for (size_t owner = 0; owner < p.table.size(); ++owner)
    for (size_t index = 0; index < p.table[owner].size(); ++index) {
      const Meld& m = p.table[owner][index];
      const std::string at = where(static_cast<int>(owner), static_cast<int>(index));
      for (const PlacedCard& w : ways) {
        std::vector<PlacedCard> longer = m.cards;
        longer.push_back(w);
        if (p.hand.size() >= 2 && combination_kind(longer) == m.kind)
          out.table_plays.insert("add " + placed_text(w) + " to " + at);
      }
      for (const PlacedCard& t : m.cards)
        if (as_joker(t) && faces_held(p.hand, t.as) > 0)
          out.table_plays.insert("exchange " + to_text(t.as) + " in " + at);
    }
  return out;
}

Listing engine_listing(const std::vector<Action>& listed) {
  Listing out;
  for (const Action& a : listed) {
    const std::string at = where(a.target_seat, a.target);
    if (a.kind == ActionKind::DrawStock) {
      out.takes_and_discards.insert("draw");
    } else if (a.kind == ActionKind::TakeDiscard) {
      out.takes_and_discards.insert("take " + std::to_string(a.count == 0 ? 1 : a.count));  // 0 reads as 1
    } else if (a.kind == ActionKind::Discard) {
      out.takes_and_discards.insert("discard " + to_text(a.card));
    } else if (a.kind == kAddOn) {
      std::string cards;
      for (int i = 0; i < a.melds.size(); ++i)
        for (const PlacedCard& p : a.melds.cards(i)) cards += (cards.empty() ? "" : ",") + placed_text(p);
      out.table_plays.insert("add " + cards + " to " + at);
    } else if (a.kind == kExchangeJoker) {
      out.table_plays.insert("exchange " + to_text(a.card) + " in " + at);
    } else if (a.kind == kLayDown) {
      std::vector<std::string> keys;
      for (int i = 0; i < a.melds.size(); ++i) keys.push_back(combination_key(a.melds.kind(i), a.melds.cards(i)));
      std::sort(keys.begin(), keys.end());
      std::string key = "lay";
      for (size_t i = 0; i < keys.size(); ++i) key += (i ? " + " : " ") + keys[i];
      out.lay_downs.insert(key);
    } else {
      out.takes_and_discards.insert("unknown kind " + std::to_string(static_cast<int>(a.kind)));
    }
  }
  return out;
}

std::optional<std::string> breaks_sheet(const Position& p, const Action& a) {
  if (p.phase != Phase::Play) return std::string("a play before taking");
  if (p.plays >= 16) return "play " + std::to_string(p.plays + 1) + " of a turn";
  // How many of each face the hand still holds as the play takes its cards.
  std::array<int, 256> held{};
  for (Card c : p.hand) ++held[static_cast<size_t>(c.face_index())];
  int kept = static_cast<int>(p.hand.size());
  auto from_hand = [&](Card c) {
    int& left = held[static_cast<size_t>(c.face_index())];
    if (left == 0) return false;
    --left;
    --kept;
    return true;
  };
  if (a.kind == kExchangeJoker || a.kind == kAddOn) {
    if (!p.came_out) return std::string("a card played to the table before coming out");
    const Meld* m = combination_at(p.table, a.target_seat, a.target);
    if (!m) return "no combination at " + where(a.target_seat, a.target);
    if (a.kind == kExchangeJoker) {
      const bool stands = std::any_of(m->cards.begin(), m->cards.end(),
                                      [&](const PlacedCard& t) { return as_joker(t) && t.as == a.card.face(); });
      if (!stands) return "no joker there stands for the " + to_text(a.card);
      if (!from_hand(a.card)) return "the " + to_text(a.card) + " is not in the hand";
      return std::nullopt;
    }
    if (a.melds.size() != 1) return std::string("an add-on to several combinations");
    std::vector<PlacedCard> longer = m->cards;
    for (const PlacedCard& t : a.melds.cards(0)) {
      if (!from_hand(t.card)) return "the " + to_text(t.card) + " is not in the hand";
      longer.push_back(t);
    }
    if (kept < 1) return std::string("no card kept to discard");
    if (combination_kind(longer) != m->kind) return std::string("the combination breaks");
    return std::nullopt;
  }
  if (a.kind != kLayDown) return std::string("not a play");
  if (a.melds.empty()) return std::string("nothing laid");
  int laid = 0;
  for (int i = 0; i < a.melds.size(); ++i) {
    const std::vector<PlacedCard> cards(a.melds.cards(i).begin(), a.melds.cards(i).end());
    const auto kind = combination_kind(cards);
    if (!kind) return combination_key(a.melds.kind(i), cards) + " is no combination";
    if (*kind != a.melds.kind(i)) return combination_key(a.melds.kind(i), cards) + " is of the other kind";
    for (const PlacedCard& t : cards)
      if (!from_hand(t.card)) return "the " + to_text(t.card) + " is not in the hand";
    laid += static_cast<int>(cards.size());
  }
  if (kept < 1) return std::string("no card kept to discard");
  if (!p.came_out && laid < p.minimum)
    return "coming out with " + std::to_string(laid) + " cards, " + std::to_string(p.minimum) + " needed";
  return std::nullopt;
}

}  // namespace parlor::rummu::reference
