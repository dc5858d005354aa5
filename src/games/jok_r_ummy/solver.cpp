#include "games/jok_r_ummy/solver.h"

#include <algorithm>

#include "engine/sentence.h"
#include "games/jok_r_ummy/rules.h"
#include "games/jok_r_ummy/solver_search.h"

namespace parlor::jok_r_ummy {
namespace {

using search::Candidate;
using search::Search;

int rank_at(int place) { return place == 14 ? 1 : place; }

// One slot as the candidate fills it: each place of a run (or card of a set) with the hand
// card on it, none() where a card is lacking.
struct Layout {
  std::vector<int> places;  // run: the places low to high; set: the rank, once a card
  std::vector<Card> cards;
  std::vector<bool> wild;
};

Layout lay_out(const Search& s, const Part& part, const Candidate& c) {
  Layout out;
  std::vector<Card> wilds, naturals;
  for (int i = 0; i < s.n(); ++i) {
    if (!((c.take >> i) & 1)) continue;
    const Card card = s.cards[static_cast<size_t>(i)];
    ((s.wilds >> i) & 1 ? wilds : naturals).push_back(card);
  }
  size_t next_wild = 0;
  if (part.kind == PartKind::Set || c.first == 0) {
    for (Card n : naturals) out.cards.push_back(n), out.wild.push_back(false);
    while (static_cast<int>(out.cards.size()) < part.count) {
      const bool have = next_wild < wilds.size();
      out.cards.push_back(have ? wilds[next_wild++] : Card::none());
      out.wild.push_back(have);
    }
    out.places.assign(out.cards.size(), c.first);
    return out;
  }
  for (int q = c.first; q < c.first + part.count; ++q) {
    out.places.push_back(q);
    auto it = std::find_if(naturals.begin(), naturals.end(),
                           [&](Card n) { return n.suit() == static_cast<Suit>(c.suit) && n.rank() == rank_at(q); });
    out.cards.push_back(it == naturals.end() ? Card::none() : *it);
    out.wild.push_back(false);
  }
  // Wilds take the 2 first (no natural card can), then the gaps from low to high.
  for (int pass = 0; pass < 2; ++pass)
    for (size_t k = 0; k < out.cards.size() && next_wild < wilds.size(); ++k)
      if (out.cards[k].is_none() && (pass == 1 || out.places[k] == 2)) {
        out.cards[k] = wilds[next_wild++];
        out.wild[k] = true;
      }
  return out;
}

Meld to_meld(const Part& part, const Candidate& c, const Layout& l) {
  Meld m;
  m.kind = part.kind == PartKind::Run ? MeldKind::Run : MeldKind::Book;
  // A set's wilds stand for an allowed suit; the first the card names.
  const Suit set_suit = part.suits.empty() ? Suit::Hearts : part.suits.front();
  for (size_t k = 0; k < l.cards.size(); ++k) {
    const Suit suit = m.kind == MeldKind::Run ? static_cast<Suit>(c.suit) : set_suit;
    const bool ace_high = m.kind == MeldKind::Run && l.places[k] == 14;
    Card as = Card::none();
    if (l.wild[k] || ace_high) as = Card(suit, l.places[k]);
    m.cards.push_back(PlacedCard{l.cards[k], as});
  }
  check_meld(meld_rules(), m.kind, m.cards);
  return m;
}

const char* ordinal(int n) {
  static const char* words[] = {"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"};
  return n >= 1 && n <= 8 ? words[n] : "next";
}

// The places a plan leaves to a wild or to a card still to come, across all its combinations.
// A wild is worth one card wherever it stands, so which place it takes is the plan's choice: a
// place only a wild fills (a run's 2) takes one first, a 2 the place of its own face (so a plan
// never asks for a wild for the 2 of spades while the 2 of spades is in it), then the places
// the search gave wilds. A combination not begun keeps one place for a natural card.
void place_wilds(const Search& s, const std::vector<Candidate>& path, std::vector<Layout>& layouts) {
  struct Spot {
    size_t slot, k;
    bool had_wild;
  };
  std::vector<Spot> spots;
  std::vector<Card> pool;
  for (size_t i = 0; i < layouts.size(); ++i) {
    Layout& l = layouts[i];
    const size_t open = path[i].first == 0 ? l.cards.size() - 1 : l.cards.size();
    for (size_t k = 0; k < open; ++k) {
      if (!l.wild[k] && !l.cards[k].is_none()) continue;
      spots.push_back({i, k, l.wild[k]});
      if (l.wild[k]) pool.push_back(l.cards[k]);
      l.cards[k] = Card::none();
      l.wild[k] = false;
    }
  }
  auto two_place = [&](const Spot& sp) {
    return s.slots[sp.slot]->kind == PartKind::Run && path[sp.slot].first != 0 && layouts[sp.slot].places[sp.k] == 2;
  };
  auto put = [&](const Spot& sp, auto&& fits) {
    Layout& l = layouts[sp.slot];
    if (!l.cards[sp.k].is_none()) return;
    auto it = std::find_if(pool.begin(), pool.end(), fits);
    if (it == pool.end()) return;
    l.cards[sp.k] = *it;
    l.wild[sp.k] = true;
    pool.erase(it);
  };
  for (const Spot& sp : spots)
    if (two_place(sp))
      put(sp, [&](Card c) { return !c.is_joker() && static_cast<int>(c.suit()) == path[sp.slot].suit; });
  for (const Spot& sp : spots)
    if (two_place(sp)) put(sp, [](Card c) { return c.is_joker(); });
  for (const Spot& sp : spots)
    if (two_place(sp)) put(sp, [](Card) { return true; });
  for (const bool had : {true, false})
    for (const Spot& sp : spots)
      if (sp.had_wild == had) put(sp, [](Card) { return true; });
}

// What one combination of the plan lacks, in words (`named`: each a natural card the person
// could draw), with a card that would fill each place (none where any card would do).
void lacking_words(const Part& part, const Candidate& c, const Layout& l, std::span<const Card> hand, Shortfall& out) {
  const int lacking =
      static_cast<int>(std::count_if(l.cards.begin(), l.cards.end(), [](Card x) { return x.is_none(); }));
  if (lacking == 0) return;
  if (c.first == 0) {
    // The plan holds only wilds here: jok-r-ummy.txt, a combination must contain at least one
    // regular card, so the reason is said, not a bare count.
    const int have = part.count - lacking;
    const std::string why = "a combination needs at least one regular card, not only wild cards";
    out.missing.push_back(have == 0 ? describe_part(part)
                          : lacking == 1
                              ? say("a regular card for {part} ({why})", {{"part", describe_part(part)}, {"why", why}})
                              : say("{count} more cards for {part}, one of them a regular card ({why})",
                                    {{"count", std::to_string(lacking)}, {"part", describe_part(part)}, {"why", why}}));
    out.named = false;
    out.fills.insert(out.fills.end(), static_cast<size_t>(lacking), Card::none());
    return;
  }
  if (part.kind == PartKind::Run) {
    const Suit suit = static_cast<Suit>(c.suit);
    for (size_t k = 0; k < l.cards.size(); ++k) {
      if (!l.cards[k].is_none()) continue;
      if (l.places[k] != 2) {
        const Card face(suit, rank_at(l.places[k]));
        out.missing.push_back("the " + card_name(face));
        out.fills.push_back(face);
        continue;
      }
      // Only a wild fills a run's 2. A 2 of that suit held already stands in the plan elsewhere
      // (another run's 2 of the same suit): never ask for a wild "for" a card the person holds.
      const bool held = std::any_of(hand.begin(), hand.end(), [&](Card h) { return h.face() == Card(suit, 2); });
      out.missing.push_back(held ? "one more wild card for a run of " + suit_name(suit)
                                 : "a wild card for the " + card_name(Card(suit, 2)));
      out.named = false;
      out.fills.push_back(Card::joker());
    }
    return;
  }
  const std::string in = part.suits.empty() ? "" : " in " + suits_words(part.suits);
  const Suit suit = part.suits.empty() ? Suit::Hearts : part.suits.front();
  for (int k = part.count - lacking + 1; k <= part.count; ++k) {
    out.missing.push_back(std::string("a ") + ordinal(k) + " " + rank_name(c.first, false) + in);
    out.fills.push_back(Card(suit, c.first));
  }
}

}  // namespace

std::optional<std::vector<Meld>> can_complete(const Program& program, std::span<const Card> hand) {
  if (program.sun) return std::nullopt;
  Search s(program, hand);
  if (s.too_many) return std::nullopt;
  std::vector<Candidate> path;
  if (!s.complete(0, 0, path)) return std::nullopt;
  std::vector<Meld> melds(path.size());
  for (size_t i = 0; i < path.size(); ++i) {
    const Part& part = *s.slots[i];
    melds[static_cast<size_t>(s.slot_order[i])] = to_meld(part, path[i], lay_out(s, part, path[i]));
  }
  return melds;
}

int cards_missing(const Program& program, std::span<const Card> hand) {
  if (program.sun) return 0;
  Search s(program, hand);
  if (s.too_many) return program_cards(program);
  return s.fewest(0, 0);
}

int cards_missing(const Program& program, std::span<const Card> hand, uint32_t& uses) {
  uses = 0;
  if (program.sun) return 0;
  Search s(program, hand);
  if (s.too_many) {
    uses = hand.size() >= 32 ? ~0u : (1u << hand.size()) - 1;
    return program_cards(program);
  }
  const int fewest = s.fewest(0, 0);
  for (const Candidate& c : s.fewest_path())
    for (int i = 0; i < s.n(); ++i)
      if ((c.take >> i) & 1) uses |= 1u << s.from_hand[static_cast<size_t>(i)];
  return fewest;
}

Shortfall shortfall(const Program& program, std::span<const Card> hand) {
  Shortfall out;
  if (program.sun) return out;
  Search s(program, hand);
  if (s.too_many) {
    out.cards = program_cards(program);
    out.missing.push_back(describe_program(program));
    out.named = false;
    return out;
  }
  out.cards = s.fewest(0, 0);
  const std::vector<Candidate> path = s.fewest_path();
  std::vector<Layout> layouts;
  for (size_t i = 0; i < path.size(); ++i) layouts.push_back(lay_out(s, *s.slots[i], path[i]));
  place_wilds(s, path, layouts);
  // In program order: the parts as the card lists them.
  std::vector<size_t> order(path.size());
  for (size_t i = 0; i < path.size(); ++i) order[static_cast<size_t>(s.slot_order[i])] = i;
  for (size_t i : order) {
    for (size_t k = 0; k < layouts[i].cards.size(); ++k)
      if (!layouts[i].cards[k].is_none()) {
        out.uses.push_back(layouts[i].cards[k]);
        // A 2 on a run's 2 of its own suit stands for itself, not as a wild.
        const Card c = layouts[i].cards[k];
        const bool itself = s.slots[i]->kind == PartKind::Run && path[i].first != 0 && layouts[i].places[k] == 2 &&
                            !c.is_joker() && static_cast<int>(c.suit()) == path[i].suit;
        out.wilds += layouts[i].wild[k] && !itself ? 1 : 0;
      }
    lacking_words(*s.slots[i], path[i], layouts[i], hand, out);
  }
  out.named = out.named && program.wilds && !out.missing.empty();
  return out;
}

std::string shortfall_text(const Shortfall& s) {
  if (s.missing.empty()) return "Nothing is missing.";
  std::string out = "Missing: ";
  for (size_t i = 0; i < s.missing.size(); ++i) {
    if (i > 0) out += i + 1 == s.missing.size() ? " and " : ", ";
    out += s.missing[i];
  }
  // Any card named could come as a wild instead; one more than those held, all serving already.
  const bool one = s.missing.size() == 1;
  if (s.named && s.wilds == 0) out += one ? " (or a wild card)" : " (or wild cards)";
  if (s.named && s.wilds > 0)
    out +=
        say(s.wilds == 1 ? (one ? " (or one more wild card: the wild card you hold already serves your program)"
                                : " (or more wild cards: the wild card you hold already serves your program)")
                         : (one ? " (or one more wild card: the {count} wild cards you hold already serve your program)"
                                : " (or more wild cards: the {count} wild cards you hold already serve your program)"),
            {{"count", std::to_string(s.wilds)}});
  return out + ".";
}

Card discard_outside_plan(std::span<const Card> uses, std::span<const Card> hand, Card pick) {
  std::vector<Card> outside(hand.begin(), hand.end());
  for (Card u : uses) {
    auto it = std::find_if(outside.begin(), outside.end(), [&](Card c) { return c.face() == u.face(); });
    if (it != outside.end()) outside.erase(it);
  }
  if (outside.empty() || std::any_of(outside.begin(), outside.end(), [&](Card c) { return c.face() == pick.face(); }))
    return pick;
  static const MeldRules rules = meld_rules();
  auto natural = std::find_if(outside.begin(), outside.end(), [](Card c) { return !is_wild(rules, c); });
  return (natural != outside.end() ? *natural : outside.front()).face();
}

}  // namespace parlor::jok_r_ummy
