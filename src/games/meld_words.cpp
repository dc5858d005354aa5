#include "games/meld_words.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "engine/sentence.h"

namespace parlor {
namespace {

Card counts_as(const PlacedCard& p) { return p.as.is_none() ? p.card.face() : p.as; }
bool says_nothing(const PlacedCard& p) { return p.card.is_joker() && p.as.is_none(); }

bool tiles_in(std::span<const PlacedCard> cards) {
  return std::any_of(cards.begin(), cards.end(),
                     [](const PlacedCard& p) { return is_tile_colour(counts_as(p).suit()); });
}

// A 1 or an ace played after the top of a run is written as itself.
std::string number_text(int rank, bool tiles) { return rank_text(rank == 14 ? 1 : rank, tiles); }

std::string book_words(std::span<const PlacedCard> cards, bool tiles) {
  int rank = -1;
  for (const PlacedCard& p : cards)
    if (!says_nothing(p) && rank < 0) rank = counts_as(p).rank();
  const std::string count = number_words(static_cast<int>(cards.size()));
  if (rank < 0) return say("{count} wild cards", {{"count", count}});
  return say("{count} {rank}s", {{"count", count}, {"rank", rank_name(rank, tiles)}});
}

std::string run_words(std::span<const PlacedCard> cards, bool tiles) {
  std::vector<int> ranks;
  std::vector<Suit> suits;
  for (const PlacedCard& p : cards) {
    if (says_nothing(p)) continue;
    ranks.push_back(counts_as(p).rank());
    if (counts_as(p).suit() != Suit::Any) suits.push_back(counts_as(p).suit());
  }
  std::sort(ranks.begin(), ranks.end());
  std::string numbers;
  if (ranks.empty()) {
    numbers = number_words(static_cast<int>(cards.size())) + " wild cards";
  } else if (ranks.size() == cards.size() && ranks.size() <= 4) {
    for (size_t i = 0; i < ranks.size(); ++i) numbers += (i ? "-" : "") + number_text(ranks[i], tiles);
  } else {
    // A wild whose value is not said leaves a gap: the ends still name the run.
    numbers = say("{low} to {high}",
                  {{"low", number_text(ranks.front(), tiles)}, {"high", number_text(ranks.back(), tiles)}});
  }
  const bool one_suit =
      !suits.empty() && std::all_of(suits.begin(), suits.end(), [&](Suit s) { return s == suits[0]; });
  if (!one_suit) return say("the mixed {numbers}", {{"numbers", numbers}});
  if (tiles) return say("the {colour} {numbers}", {{"colour", suit_name(suits[0])}, {"numbers", numbers}});
  return say("the {numbers} of {suit}", {{"numbers", numbers}, {"suit", suit_name(suits[0])}});
}

// The value a wild stands for, a 1 after the 13 (an ace above the king) as the 1.
Card value_of(const PlacedCard& p) { return p.as.rank() == 14 ? Card(p.as.suit(), 1) : p.as.face(); }

std::string piece_name(const PlacedCard& p, const WildWords& w) {
  const Card face = p.card.face();
  if (w.piece) return w.piece(face);
  return face.is_joker() ? "a joker" : "the " + card_name(face);
}

// Where a wild lies: its number in a run ("the 12"), or its whole card where the number alone
// would be its own ("a wild 6 as the 6 of hearts") or a group names its colour ("the blue 7").
std::string place_words(const PlacedCard& p, MeldKind kind, bool tiles) {
  const Card value = value_of(p);
  if (kind == MeldKind::Run && value.rank() != p.card.face().rank()) return number_text(value.rank(), tiles);
  return card_name(value);
}

// Names said more than once, counted: "a joker", "a joker" -> "two jokers" ("a wild 3" -> "wild 3s").
std::vector<std::string> grouped(const std::vector<std::string>& names) {
  std::vector<std::string> out;
  std::vector<int> counts;
  for (const std::string& name : names) {
    const auto at = std::find(out.begin(), out.end(), name);
    if (at == out.end()) {
      out.push_back(name);
      counts.push_back(1);
    } else {
      ++counts[static_cast<size_t>(at - out.begin())];
    }
  }
  for (size_t i = 0; i < out.size(); ++i)
    if (counts[i] > 1 && out[i].rfind("a ", 0) == 0)
      out[i] = say("{count} {name}s", {{"count", number_words(counts[i])}, {"name", out[i].substr(2)}});
  return out;
}

// The meld's wilds, each by its own face and what it stands in as; empty when it holds none.
std::string wilds_words(MeldKind kind, std::span<const PlacedCard> cards, bool tiles, const WildWords& w) {
  std::vector<const PlacedCard*> in;
  for (const PlacedCard& p : cards)
    if (stands_in(p)) in.push_back(&p);
  if (in.empty()) return "";
  std::vector<std::string> each;
  for (const PlacedCard* p : in) each.push_back(piece_name(*p, w));
  if (w.role)
    return say("{wilds} as {role}", {{"wilds", list_words(each)}, {"role", in.size() == 1 ? w.role : w.roles}});
  // A book's wilds are counted where their colour goes unsaid, and always in a book of cards, whose
  // wild stands for the rank, never a suit: "five aces, with a joker and a 2 as two of them". A group
  // of tiles names the colour its joker takes ("the blue 7").
  const bool counted = kind == MeldKind::Book && (!tiles || std::any_of(in.begin(), in.end(), [](const PlacedCard* p) {
                         return p->as.is_none() || p->as.suit() == Suit::Any;
                       }));
  if (counted) {
    const int n = static_cast<int>(in.size());
    return say(n == 1 ? "{wilds} as one" : "{wilds} as {count} of them",
               {{"wilds", list_words(grouped(each))}, {"count", number_words(n)}});
  }
  // Wilds of one name in one place (two 2s as the ace of clubs, from two decks) are counted.
  std::vector<std::string> places, out;
  for (size_t i = 0; i < in.size(); ++i) places.push_back(says_nothing(*in[i]) ? "" : place_words(*in[i], kind, tiles));
  auto same_as = [&](size_t i, size_t j) { return !places[i].empty() && places[j] == places[i] && each[j] == each[i]; };
  for (size_t i = 0; i < in.size(); ++i) {
    bool said = false;
    for (size_t j = 0; j < i; ++j) said |= same_as(i, j);
    if (said) continue;
    std::vector<std::string> same;
    for (size_t j = i; j < in.size(); ++j)
      if (j == i || same_as(i, j)) same.push_back(each[j]);
    const std::string wild = grouped(same)[0];
    out.push_back(places[i].empty() ? wild : say("{wild} as the {place}", {{"wild", wild}, {"place", places[i]}}));
  }
  return list_words(out);
}

// Melds joined; where one that names its wilds is followed by another, every part is closed by a
// comma ("the red 4-5-6, with a joker as the 5, three 9s, and four kings"). Not semicolons: a
// reader's line ("You lay down ...") keeps its subject to the sentence's end.
std::string join_melds(const std::vector<std::string>& each, const std::vector<bool>& named) {
  bool apart = false;
  for (size_t i = 0; i + 1 < named.size(); ++i) apart |= named[i];
  if (!apart) return list_words(each);
  std::string out;
  for (size_t i = 0; i < each.size(); ++i) out += (i == 0 ? "" : i + 1 == each.size() ? ", and " : ", ") + each[i];
  return out;
}

bool names_wilds(std::span<const PlacedCard> cards) { return std::any_of(cards.begin(), cards.end(), stands_in); }

// The melds with each wild's value filled in as the rules give it.
std::vector<std::vector<PlacedCard>> filled(const MeldList& melds, const MeldRules* rules) {
  std::vector<std::vector<PlacedCard>> out;
  for (int i = 0; i < melds.size(); ++i) {
    out.emplace_back(melds.cards(i).begin(), melds.cards(i).end());
    if (rules) check_meld(*rules, melds.kind(i), out.back());
  }
  return out;
}

std::string joined(const MeldList& melds, const MeldRules* rules, const WildWords& wilds) {
  const auto all = filled(melds, rules);
  std::vector<std::string> each;
  std::vector<bool> named;
  for (size_t i = 0; i < all.size(); ++i) {
    each.push_back(meld_words(melds.kind(static_cast<int>(i)), all[i], wilds));
    named.push_back(names_wilds(all[i]));
  }
  return join_melds(each, named);
}

}  // namespace

bool stands_in(const PlacedCard& p) {
  if (p.card.is_joker()) return true;
  if (p.as.is_none()) return false;
  const Card face = p.card.face(), value = value_of(p);
  return value.rank() != face.rank() || (value.suit() != Suit::Any && value.suit() != face.suit());
}

std::string meld_words(MeldKind kind, std::span<const PlacedCard> cards, const WildWords& wilds) {
  const bool tiles = tiles_in(cards);
  const std::string meld = kind == MeldKind::Book ? book_words(cards, tiles) : run_words(cards, tiles);
  const std::string with = wilds_words(kind, cards, tiles, wilds);
  return with.empty() ? meld : say("{meld}, with {wilds}", {{"meld", meld}, {"wilds", with}});
}

std::string melds_words(const MeldList& melds, const WildWords& wilds) { return joined(melds, nullptr, wilds); }

std::string melds_words(const MeldList& melds, const MeldRules& rules, const WildWords& wilds) {
  return joined(melds, &rules, wilds);
}

std::string melds_counted(const MeldList& melds, const char* book_word) {
  int runs = 0;
  for (int i = 0; i < melds.size(); ++i) runs += melds.kind(i) == MeldKind::Run ? 1 : 0;
  auto count = [](int n, const std::string& word) {
    return n == 1 ? say("a {word}", {{"word", word}}) : say("{n} {word}s", {{"n", std::to_string(n)}, {"word", word}});
  };
  const std::string run = count(runs, "run"), book = count(melds.size() - runs, book_word);
  if (runs == 0) return book;
  if (runs == melds.size()) return run;
  return say("{runs} and {books}", {{"runs", run}, {"books", book}});
}

bool ends_naming_wilds(const MeldList& melds, const MeldRules* rules) {
  const auto all = filled(melds, rules);
  return !all.empty() && names_wilds(all.back());
}

std::string piece_words(const PlacedCard& p) {
  const Card face = p.card.face();
  const std::string piece = face.is_joker() ? "a joker" : "the " + card_name(face);
  if (p.as.is_none()) return piece;
  const Card value = value_of(p);
  if (value == face) return piece;  // a natural ace played high carries its value too
  return say("{piece} as the {value}", {{"piece", piece}, {"value", card_name(value)}});
}

std::string pieces_words(std::span<const PlacedCard> cards) {
  std::vector<std::string> each;
  for (const PlacedCard& p : cards) each.push_back(piece_words(p));
  return list_words(each);
}

std::string meld_kind_word(MeldKind kind, const char* book_word) { return kind == MeldKind::Run ? "run" : book_word; }

std::string misfit_words(std::span<const PlacedCard> pieces, const Meld& meld, bool own, const char* book_word,
                         const std::string& why, const WildWords& wilds) {
  std::string what = pieces_words(pieces);
  if (!what.empty()) what[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(what[0])));
  return say(pieces.size() == 1 ? "{what} does not fit {whose} {kind} of {meld}: {why}"
                                : "{what} do not fit {whose} {kind} of {meld}: {why}",
             {{"what", what},
              {"whose", own ? "your" : "the"},
              {"kind", meld_kind_word(meld.kind, book_word)},
              {"meld", meld_words(meld.kind, meld.cards, wilds)},
              {"why", lower_first(why)}});
}

}  // namespace parlor
