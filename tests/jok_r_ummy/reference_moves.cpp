#include "reference_moves.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <functional>
#include <map>
#include <set>

namespace parlor::jok_r_ummy::reference {
namespace {

// jok-r-ummy.txt: the jokers and all eight 2s are wild; a 2 is never a regular card.
bool wild(Card c) { return c.is_joker() || c.rank() == 2; }

constexpr Suit kCardSuits[] = {Suit::Hearts, Suit::Clubs, Suit::Spades, Suit::Diamonds};

bool a_card_suit(Suit s) { return std::find(std::begin(kCardSuits), std::end(kCardSuits), s) != std::end(kCardSuits); }

// The program card's "suits allowed" (none drawn: any of the four).
bool suit_open(const Part* part, Suit s) {
  return a_card_suit(s) &&
         (!part || part->suits.empty() || std::find(part->suits.begin(), part->suits.end(), s) != part->suits.end());
}

bool a_regular_rank(int rank) { return rank == 1 || (rank >= 3 && rank <= 13); }

std::string n_text(size_t n) { return std::to_string(n); }

// A regular card may carry a stand-in only as an ace placed low (1) or high (14) in its own suit.
std::optional<std::string> card_fault(const PlacedCard& p) {
  const Card c = p.card;
  if (wild(c)) {
    if (p.as.is_none()) return std::nullopt;
    if (!a_card_suit(p.as.suit()) || p.as.rank() < 1 || p.as.rank() > 14)
      return "a wild standing for " + to_text(p.as) + ", no card of the deck";
    return std::nullopt;
  }
  if (!a_card_suit(c.suit()) || !a_regular_rank(c.rank())) return to_text(c) + " is no card of the deck";
  if (p.as.is_none()) return std::nullopt;
  const bool ace_placed = c.rank() == 1 && p.as.suit() == c.suit() && (p.as.rank() == 1 || p.as.rank() == 14);
  if (!ace_placed) return "the regular " + to_text(c) + " standing for another card";
  return std::nullopt;
}

std::optional<std::string> book_fault(const std::vector<PlacedCard>& cards, const Part* part) {
  int rank = 0;
  for (const PlacedCard& p : cards)
    if (!wild(p.card)) rank = p.card.rank();
  for (const PlacedCard& p : cards) {
    const bool w = wild(p.card);
    const Card value = w ? p.as : p.card;
    if (!w && !p.as.is_none()) return std::string("an ace placed high or low in a book");
    if (value.is_none()) continue;  // a wild yet to name its card: any of the rank, in an allowed suit
    if (value.rank() != rank) return "a " + to_text(value) + " among " + rank_text(rank, false) + "s";
    if (!suit_open(part, value.suit())) return "a " + to_text(value) + " in a suit the program does not allow";
  }
  if (part && !part->values.empty() && part->values.front() != rank)
    return rank_text(rank, false) + "s where the program imposes " + rank_text(part->values.front(), false) + "s";
  return std::nullopt;
}

// The place of a card whose value is fixed (a regular card or a wild with its stand-in), or 0 when
// it may take any: an unplaced wild anywhere, an unplaced ace at either end (-1).
int place_of(const PlacedCard& p) {
  if (wild(p.card)) return p.as.is_none() ? 0 : p.as.rank();
  if (p.card.rank() != 1) return p.card.rank();
  return p.as.is_none() ? -1 : p.as.rank();
}

std::optional<std::string> run_fault(const std::vector<PlacedCard>& cards, const Part* part) {
  Suit suit = Suit::Any;
  for (const PlacedCard& p : cards)
    if (!wild(p.card)) suit = p.card.suit();
  for (const PlacedCard& p : cards) {
    const Card value = wild(p.card) ? p.as : p.card;
    if (!value.is_none() && value.suit() != suit) return std::string("a run of more than one suit");
  }
  if (!suit_open(part, suit)) return "a run of " + suit_name(suit) + ", a suit the program does not allow";
  // jok-r-ummy.txt: the ace below the 2 or above the king; so a run spans 1..13 or 2..14 at most.
  const int n = static_cast<int>(cards.size());
  if (n > 13) return std::string("a run of more than thirteen cards");
  const bool imposed = part && !part->values.empty();
  if (imposed)
    for (size_t k = 0; k < part->values.size(); ++k)
      if (part->values[k] != part->values.front() + static_cast<int>(k))
        return std::string("imposed values out of sequence");
  for (int lo = 1; lo + n - 1 <= 14; ++lo) {
    if (imposed && lo != part->values.front()) continue;
    const int hi = lo + n - 1;
    std::array<bool, 15> taken{};
    bool fits = true;
    for (const PlacedCard& p : cards) {
      int place = place_of(p);
      if (place == 0) continue;  // the unplaced wilds fill the places left, exactly as many
      if (place == -1) place = lo == 1 ? 1 : 14;
      if (place < lo || place > hi || taken[static_cast<size_t>(place)]) {
        fits = false;
        break;
      }
      taken[static_cast<size_t>(place)] = true;
    }
    if (fits) return std::nullopt;
  }
  return imposed ? std::string("not the imposed sequence") : std::string("not a sequence");
}

// Hand cards as bits of a mask: a way to lay an instruction is the set of cards it uses.
using Mask = uint32_t;

// Every k of `pool` (hand indices), as masks.
void k_of(const std::vector<int>& pool, size_t from, int k, Mask chosen, std::vector<Mask>& out) {
  if (k == 0) {
    out.push_back(chosen);
    return;
  }
  for (size_t i = from; i + static_cast<size_t>(k) <= pool.size(); ++i)
    k_of(pool, i + 1, k - 1, chosen | Mask{1} << pool[i], out);
}

// A set: `count` cards, at least one regular card of the rank in an allowed suit, wilds for the rest.
void sets_of(const Part& part, bool wilds, const std::vector<Card>& hand, std::vector<Mask>& out) {
  std::vector<int> wild_cards;
  for (size_t i = 0; i < hand.size(); ++i)
    if (wilds && wild(hand[i])) wild_cards.push_back(static_cast<int>(i));
  for (int rank = 1; rank <= 13; ++rank) {
    if (!a_regular_rank(rank) || (!part.values.empty() && part.values.front() != rank)) continue;
    std::vector<int> regular;
    for (size_t i = 0; i < hand.size(); ++i)
      if (!wild(hand[i]) && hand[i].rank() == rank && suit_open(&part, hand[i].suit()))
        regular.push_back(static_cast<int>(i));
    for (int k = 1; k <= std::min<int>(part.count, static_cast<int>(regular.size())); ++k) {
      const int rest = part.count - k;
      if (rest > static_cast<int>(wild_cards.size())) continue;
      std::vector<Mask> some, others;
      k_of(regular, 0, k, 0, some);
      k_of(wild_cards, 0, rest, 0, others);
      for (Mask a : some)
        for (Mask b : others) out.push_back(a | b);
    }
  }
}

// A run: for each window of places and each allowed suit, a regular card or a wild at each place
// (the wilds taken in hand order, as which wild sits where makes the same set of cards).
void runs_of(const Part& part, bool wilds, const std::vector<Card>& hand, std::vector<Mask>& out) {
  const int n = part.count;
  for (Suit suit : kCardSuits) {
    if (!suit_open(&part, suit)) continue;
    for (int lo = 1; lo + n - 1 <= 14; ++lo) {
      if (!part.values.empty() && part.values.front() != lo) continue;
      std::function<void(int, Mask, int, bool)> place = [&](int at, Mask used, int last_wild, bool regular) {
        if (at > lo + n - 1) {
          if (regular) out.push_back(used);
          return;
        }
        for (size_t i = 0; i < hand.size(); ++i) {
          const Card c = hand[i];
          const Mask bit = Mask{1} << i;
          if (wild(c)) {
            if (wilds && static_cast<int>(i) > last_wild) place(at + 1, used | bit, static_cast<int>(i), regular);
          } else if (c.suit() == suit && (c.rank() == at || (c.rank() == 1 && at == 14)) && !(used & bit)) {
            place(at + 1, used | bit, last_wild, true);
          }
        }
      };
      place(lo, 0, -1, false);
    }
  }
}

bool lay_from(const std::vector<const std::vector<Mask>*>& slots, size_t i, Mask left,
              std::vector<std::set<Mask>>& dead) {
  if (i == slots.size()) return true;
  if (dead[i].count(left)) return false;
  for (Mask m : *slots[i])
    if ((m & ~left) == 0 && lay_from(slots, i + 1, left & ~m, dead)) return true;
  dead[i].insert(left);
  return false;
}

std::string at_text(int owner, int index) { return std::to_string(owner) + "/" + std::to_string(index); }

const Meld* meld_at(const Table& table, int owner, int index) {
  if (owner < 0 || owner >= static_cast<int>(table.size())) return nullptr;
  const auto& laid = table[static_cast<size_t>(owner)];
  return index < 0 || index >= static_cast<int>(laid.size()) ? nullptr : &laid[static_cast<size_t>(index)];
}

std::vector<Card> distinct_faces(const std::vector<Card>& hand) {
  std::vector<Card> faces;
  for (Card c : hand) faces.push_back(c.face());
  std::sort(faces.begin(), faces.end());
  faces.erase(std::unique(faces.begin(), faces.end()), faces.end());
  return faces;
}

// The instructions of a program card, each as many times as its multiplier says.
std::vector<const Part*> instructions(const Program& program) {
  std::vector<const Part*> slots;
  for (int t = 0; t < program.mult; ++t)
    for (const Part& part : program.parts) slots.push_back(&part);
  return slots;
}

// Whether the combinations, one each, meet the instructions in some order.
bool meet_all(const std::vector<Meld>& melds, const std::vector<const Part*>& slots, bool wilds, size_t i,
              std::vector<bool>& used) {
  if (i == melds.size()) return true;
  for (size_t j = 0; j < slots.size(); ++j) {
    if (used[j] || combination_fault(melds[i].kind, melds[i].cards, slots[j], wilds)) continue;
    used[j] = true;
    if (meet_all(melds, slots, wilds, i + 1, used)) return true;
    used[j] = false;
  }
  return false;
}

}  // namespace

std::optional<std::string> combination_fault(MeldKind kind, const std::vector<PlacedCard>& cards, const Part* part,
                                             bool wilds) {
  if (part && (part->kind == PartKind::Run) != (kind == MeldKind::Run))
    return std::string(kind == MeldKind::Run ? "a run where the program asks for a set" : "a set for a run");
  if (part && static_cast<int>(cards.size()) != part->count)
    return n_text(cards.size()) + " cards where the program asks for " + std::to_string(part->count);
  if (cards.size() < 3) return n_text(cards.size()) + " cards: a combination has three at least";
  int regular = 0;
  for (const PlacedCard& p : cards) {
    if (auto why = card_fault(p)) return why;
    if (wild(p.card) && !wilds) return "the wild " + to_text(p.card) + " in a program without wild cards";
    regular += wild(p.card) ? 0 : 1;
  }
  if (regular == 0) return std::string("a combination of wild cards only");
  return kind == MeldKind::Book ? book_fault(cards, part) : run_fault(cards, part);
}

bool hand_completes(const Program& program, const std::vector<Card>& hand) {
  if (program.sun || program.parts.empty() || hand.size() > 16) return false;
  // The ways to lay each distinct instruction, then a search for separate cards for all of them.
  std::map<const Part*, std::vector<Mask>> ways;
  for (const Part& part : program.parts) {
    std::vector<Mask>& w = ways[&part];
    (part.kind == PartKind::Run ? runs_of : sets_of)(part, program.wilds, hand, w);
    std::sort(w.begin(), w.end());
    w.erase(std::unique(w.begin(), w.end()), w.end());
  }
  std::vector<const std::vector<Mask>*> slots;
  for (const Part* part : instructions(program)) slots.push_back(&ways[part]);
  std::vector<std::set<Mask>> dead(slots.size());
  return lay_from(slots, 0, (Mask{1} << hand.size()) - 1, dead);
}

Position position_of(const JokRUmmyView& v) {
  const size_t seat = static_cast<size_t>(v.seat());
  Position p;
  p.phase = v.phase;
  p.completed = v.completed[seat];
  // jok-r-ummy.txt: after three rounds without completing (DECISIONS.md: when the option is on).
  p.may_swap = v.swap_option && !v.program_card().is_none() && v.rounds_without[seat] >= 3;
  p.stock = v.stock_count;
  p.discards = v.discard_count;
  p.hand = v.hand;
  p.program = v.program();
  p.table = v.table;
  return p;
}

Listing reference_listing(const Position& p) {
  Listing out;
  if (p.phase == Phase::Swap && p.may_swap) out.takes_and_discards = {"swap", "keep"};
  if (p.phase == Phase::Draw) {
    // jok-r-ummy.txt: the reserve, or the top discard unless one card is left in hand.
    if (p.stock > 0) out.takes_and_discards.insert("draw");
    if (p.discards > 0 && p.hand.size() != 1) out.takes_and_discards.insert("take");
  }
  if (p.phase != Phase::Play) return out;
  const std::vector<Card> faces = distinct_faces(p.hand);
  for (Card f : faces) out.takes_and_discards.insert("discard " + to_text(f));
  if (!p.completed) {
    // jok-r-ummy.txt: the program is revealed when the hand holds all it needs; books and add-ons
    // come only after (DECISIONS.md: after completing this round's program).
    out.reveals = p.program && hand_completes(*p.program, p.hand) ? 1 : 0;
    return out;
  }
  // Groups of three or more of a kind (never a new run), a regular card in each.
  std::array<int, 14> regular{};
  int wilds = 0;
  for (Card c : p.hand) (wild(c) ? wilds : regular[static_cast<size_t>(c.rank())]) += 1;
  for (int rank = 1; rank <= 13; ++rank)
    if (a_regular_rank(rank) && regular[static_cast<size_t>(rank)] >= 1 &&
        regular[static_cast<size_t>(rank)] + wilds >= 3)
      out.books.insert("book of " + rank_text(rank, false));
  // Adding to any combination on the table: all are of players who completed.
  for (size_t owner = 0; owner < p.table.size(); ++owner)
    for (size_t index = 0; index < p.table[owner].size(); ++index) {
      const Meld& m = p.table[owner][index];
      for (Card f : faces) {
        // A natural card as it is; a wild once for each card it could stand for there (DECISIONS.md:
        // the person says what each wild stands for).
        std::vector<PlacedCard> readings{{f, Card::none()}};
        if (wild(f)) {
          readings.clear();
          for (Suit s : kCardSuits)
            for (int rank = 1; rank <= 14; ++rank) readings.push_back({f, Card(s, rank)});
        }
        for (const PlacedCard& r : readings) {
          std::vector<PlacedCard> longer = m.cards;
          longer.push_back(r);
          if (!combination_fault(m.kind, longer))
            out.add_ons.insert("add " + placed_to_text(r) + " to " +
                               at_text(static_cast<int>(owner), static_cast<int>(index)));
        }
      }
    }
  return out;
}

Listing engine_listing(const std::vector<Action>& listed) {
  Listing out;
  for (const Action& a : listed) {
    if (a.kind == ActionKind::DrawStock) {
      out.takes_and_discards.insert("draw");
    } else if (a.kind == ActionKind::TakeDiscard) {
      out.takes_and_discards.insert("take");
    } else if (a.kind == ActionKind::Discard) {
      out.takes_and_discards.insert("discard " + to_text(a.card));
    } else if (a.kind == kSwap || a.kind == kKeep) {
      out.takes_and_discards.insert(a.kind == kSwap ? "swap" : "keep");
    } else if (a.kind == kAddOn) {
      // By the cards added, each wild with the card it stands for.
      std::string cards;
      for (int i = 0; i < a.melds.size(); ++i)
        for (const PlacedCard& p : a.melds.cards(i))
          cards += (cards.empty() ? "" : ",") + placed_to_text({p.card.face(), wild(p.card) ? p.as : Card::none()});
      out.add_ons.insert("add " + cards + " to " + at_text(a.target_seat, a.target));
    } else if (a.kind == kLayDown) {
      // A book by the rank of its regular cards (the listed ones are checked against the sheet).
      std::string key = "book of";
      for (int i = 0; i < a.melds.size(); ++i) {
        std::string rank = "wilds";
        for (const PlacedCard& p : a.melds.cards(i))
          if (!wild(p.card)) rank = rank_text(p.card.rank(), false);
        key += (i ? " + " : " ") + rank;
      }
      out.books.insert(key);
    } else if (a.kind == kReveal) {
      ++out.reveals;
    } else {
      out.takes_and_discards.insert("unknown kind " + std::to_string(static_cast<int>(a.kind)));
    }
  }
  return out;
}

std::optional<std::string> breaks_sheet(const Position& p, const Action& a) {
  if (p.phase != Phase::Play) return std::string("a play outside the play of a turn");
  std::array<int, 256> held{};
  for (Card c : p.hand) ++held[static_cast<size_t>(c.face_index())];
  std::vector<Meld> melds;
  for (int i = 0; i < a.melds.size(); ++i) {
    melds.push_back(a.melds.meld(i));
    for (const PlacedCard& t : a.melds.cards(i))
      if (held[static_cast<size_t>(t.card.face_index())]-- <= 0)
        return "the " + to_text(t.card) + " is not in the hand";
  }
  if (melds.empty()) return std::string("nothing laid");
  if (a.kind == kReveal) {
    if (p.completed) return std::string("a second program in one round");
    if (!p.program || p.program->sun) return std::string("no program card to reveal");
    const std::vector<const Part*> slots = instructions(*p.program);
    if (melds.size() != slots.size())
      return n_text(melds.size()) + " combinations where " + p.program->id + " asks for " + n_text(slots.size());
    std::vector<bool> used(slots.size());
    if (meet_all(melds, slots, p.program->wilds, 0, used)) return std::nullopt;
    std::string why;
    for (size_t i = 0; i < melds.size(); ++i)
      if (auto f = combination_fault(melds[i].kind, melds[i].cards, slots[i], p.program->wilds))
        why += (why.empty() ? "" : "; ") + *f;
    return p.program->id + " not fulfilled: " + (why.empty() ? "no order of the combinations meets it" : why);
  }
  if (!p.completed) return std::string("a book or an add-on before completing the program");
  if (a.kind == kLayDown) {
    for (const Meld& m : melds) {
      if (m.kind != MeldKind::Book) return std::string("a new run after the program");
      if (auto why = combination_fault(MeldKind::Book, m.cards)) return why;
    }
    return std::nullopt;
  }
  if (a.kind != kAddOn) return std::string("not a play");
  const Meld* m = meld_at(p.table, a.target_seat, a.target);
  if (!m) return "no combination at " + at_text(a.target_seat, a.target);
  if (melds.size() != 1) return std::string("an add-on to several combinations");
  std::vector<PlacedCard> longer = m->cards;
  longer.insert(longer.end(), melds[0].cards.begin(), melds[0].cards.end());
  if (auto why = combination_fault(m->kind, longer)) return "the combination breaks: " + *why;
  return std::nullopt;
}

}  // namespace parlor::jok_r_ummy::reference
