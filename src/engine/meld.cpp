#include "engine/meld.h"

#include <algorithm>

namespace parlor {
namespace {

const char* number_word(int n) {
  static const char* words[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
  return (n >= 0 && n <= 10) ? words[n] : "many";
}

// The game's words for its pieces: cards, books, ranks and suits, or (the tile games) tiles,
// groups, numbers and colours, whose wilds are jokers.
struct Words {
  const char *piece, *pieces, *book, *books, *rank, *suit, *wild, *wilds, *natural;
};
const Words& words(const MeldRules& r) {
  static const Words cards{"card", "cards", "book", "Books", "rank", "suit", "wild card", "wild cards", "natural card"};
  static const Words tiles{"tile", "tiles", "group", "Groups", "number", "colour", "joker", "jokers", "numbered tile"};
  return is_tile_colour(r.suit_first) ? tiles : cards;
}
std::string capital(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

bool suit_in_rules(const MeldRules& r, Suit s) {
  int v = static_cast<int>(s);
  return v >= static_cast<int>(r.suit_first) && v <= static_cast<int>(r.suit_last);
}

std::optional<std::string> check_card_belongs(const MeldRules& r, Card c) {
  if (c.is_joker()) {
    if (!r.jokers_wild) return std::string("Jokers cannot be played in this game.");
    return std::nullopt;
  }
  if (!suit_in_rules(r, c.suit()) || c.rank() < std::min(r.rank_lo, 2) || c.rank() > r.rank_hi)
    return "The " + card_name(c) + " is not part of this game.";
  if (!is_wild(r, c) && c.rank() < r.rank_lo) return "The " + card_name(c) + " is not part of this game.";
  return std::nullopt;
}

// A wild-rank card standing for itself counts as natural where the game allows it.
bool counts_as_wild(const MeldRules& r, const PlacedCard& p) {
  if (!is_wild(r, p.card)) return false;
  if (p.card.is_joker() || !r.wild_rank_may_be_natural || p.as.is_none()) return true;
  bool same_rank = p.as.rank() == p.card.rank();
  bool same_suit = p.as.suit() == Suit::Any || p.as.suit() == p.card.suit();
  return !(same_rank && same_suit);
}

std::optional<std::string> check_wild_limits(const MeldRules& r, std::span<const PlacedCard> cards, bool pure) {
  int wilds = 0;
  for (const auto& p : cards) wilds += counts_as_wild(r, p) ? 1 : 0;
  int naturals = static_cast<int>(cards.size()) - wilds;
  const Words& w = words(r);
  if (naturals == 0 && !r.all_wild_allowed) return std::string("A meld needs at least one ") + w.natural + ".";
  if (r.max_wilds >= 0 && wilds > r.max_wilds) {
    if (r.max_wilds == 0) return capital(w.wilds) + " are not allowed in this meld.";
    return std::string("A meld may hold at most ") + number_word(r.max_wilds) + " " +
           (r.max_wilds == 1 ? w.wild : w.wilds) + ".";
  }
  if (pure && r.wilds_fewer_than_naturals && wilds >= naturals)
    return std::string("A meld of one colour needs more natural cards than jokers.");
  return std::nullopt;
}

std::optional<std::string> check_identical(const MeldRules& r, std::span<const PlacedCard> cards) {
  if (r.identical_faces_allowed) return std::nullopt;
  for (size_t i = 0; i < cards.size(); ++i)
    for (size_t j = i + 1; j < cards.size(); ++j)
      if (cards[i].card.face() == cards[j].card.face() && !is_wild(r, cards[i].card))
        return "A meld cannot hold two " + card_name(cards[i].card) + " " + words(r).pieces + ".";
  return std::nullopt;
}

// Whether the rules allow this kind of meld with this many cards.
std::optional<std::string> check_size(const MeldRules& r, MeldKind kind, size_t count) {
  const bool run = kind == MeldKind::Run;
  const Words& w = words(r);
  if (!(run ? r.allow_runs : r.allow_books)) return std::string(run ? "Runs" : w.books) + " are not allowed here.";
  if (static_cast<int>(count) >= r.min_cards) return std::nullopt;
  return std::string(run ? "A run" : std::string("A ") + w.book) + " needs at least " + number_word(r.min_cards) + " " +
         w.pieces +
         (run ? std::string(" of one ") + w.suit + " in sequence." : std::string(" of the same ") + w.rank + ".");
}

std::optional<std::string> check_book(const MeldRules& r, std::span<PlacedCard> cards) {
  const int n = static_cast<int>(cards.size());
  const Words& w = words(r);
  int rank = -1;
  for (const auto& p : cards) {
    if (is_wild(r, p.card)) continue;
    if (rank < 0)
      rank = p.card.rank();
    else if (p.card.rank() != rank)
      return std::string("A ") + w.book + " needs " + w.pieces + " of the same " + w.rank + ".";
  }
  // A player sees a wrong number before counting: a red 2 on four 13s is refused for its number.
  if (r.book_max > 0 && n > r.book_max)
    return std::string("A ") + w.book + " holds at most " + number_word(r.book_max) + " " + w.pieces + ".";
  if (rank < 0) {
    if (!r.all_wild_allowed) return std::string("A meld needs at least one ") + w.natural + ".";
    for (const auto& p : cards)
      if (!p.as.is_none()) {
        rank = p.as.rank();
        break;
      }
    // Wilds alone are a book of the wild rank (README, Five Crowns), which a wild-rank card may
    // stand for.
    for (int k = r.rank_lo; k <= r.rank_hi && rank < 0 && r.wild_rank_may_be_natural; ++k)
      if ((r.wild_ranks >> k) & 1) rank = k;
    if (rank < 0) rank = r.rank_hi;
    if (rank < r.rank_lo || rank > r.rank_hi)
      return "A " + std::string(w.wild) + " cannot stand for that " + w.rank + ".";
  }
  for (const auto& p : cards) {
    if (!is_wild(r, p.card)) {
      if (!p.as.is_none() && p.as.face() != p.card.face())
        return "The " + card_name(p.card) + " is not wild and cannot stand for another " + w.piece + ".";
      continue;
    }
    if (!p.as.is_none() && p.as.rank() != rank)
      return std::string("In a ") + w.book + " of " + rank_name(rank, is_tile_colour(r.suit_first)) + "s, a " + w.wild +
             " must stand for a " + rank_name(rank, is_tile_colour(r.suit_first)) + ".";
  }

  // Suits: naturals first, then declared wilds, then give the others the missing suits.
  bool pure = false;
  if (r.book_suits != SuitRule::Any || r.book_wild_names_suit) {
    std::array<int, kNumSuitCodes> used{};
    int natural_suits = 0;
    Suit first = Suit::Any;
    for (const auto& p : cards) {
      Suit s = is_wild(r, p.card) ? p.as.suit() : p.card.suit();
      if (p.as.is_none() && is_wild(r, p.card)) continue;
      if (s == Suit::Any) continue;
      if (!suit_in_rules(r, s)) return "A " + std::string(w.wild) + " cannot stand for " + suit_name(s) + " here.";
      if (used[static_cast<int>(s)]++ == 0) ++natural_suits;
      if (first == Suit::Any) first = s;
    }
    bool all_same = natural_suits <= 1;
    bool all_distinct = true;
    Suit twice = Suit::Any;
    for (size_t k = 0; k < used.size(); ++k)
      if (used[k] > 1) all_distinct = false, twice = static_cast<Suit>(k);
    if (r.book_suits == SuitRule::Distinct && !all_distinct)
      return "A " + std::string(w.book) + " cannot hold two " + suit_name(twice) + " " + w.pieces + ".";
    if (r.book_suits == SuitRule::SameOrDistinct && !all_same && !all_distinct)
      return std::string("A combination is either all one colour or has no colour twice.");
    pure = r.book_suits == SuitRule::SameOrDistinct && all_same && n > 1 && !all_distinct;
    for (auto& p : cards) {
      if (!is_wild(r, p.card) || !(p.as.is_none() || p.as.suit() == Suit::Any)) continue;
      Suit pick = Suit::Any;
      if (pure || (r.book_suits == SuitRule::Same)) {
        pick = first;
      } else {
        for (int s = static_cast<int>(r.suit_first); s <= static_cast<int>(r.suit_last); ++s)
          if (used[s] == 0) {
            pick = static_cast<Suit>(s);
            break;
          }
        // Where suits may repeat (Jok-R-Ummy's two decks), a full set of suits still takes a wild.
        if (pick == Suit::Any && r.book_suits == SuitRule::Any) pick = r.suit_first;
        if (pick == Suit::Any) return "There is no colour left for the " + std::string(w.wild) + " in this group.";
      }
      used[static_cast<int>(pick)]++;
      p.as = Card(pick, rank);
    }
  } else {
    for (auto& p : cards)
      if (is_wild(r, p.card) && p.as.is_none()) p.as = Card(Suit::Any, rank);
  }
  if (auto e = check_identical(r, cards)) return e;
  return check_wild_limits(r, cards, pure);
}

// One attempt at laying out a run with the ambiguous low card fixed low or high.
std::optional<std::string> try_run(const MeldRules& r, std::span<PlacedCard> cards, Suit suit, bool low_card_high) {
  const Words& w = words(r);
  const int hi_limit = r.rank_hi + (r.low_after_high ? 1 : 0);
  std::array<int8_t, 16> at{};  // position -> index + 1
  std::vector<int> pos(cards.size(), -1);
  int free_wilds = 0;
  for (size_t i = 0; i < cards.size(); ++i) {
    const auto& p = cards[i];
    int q;
    if (is_wild(r, p.card)) {
      if (p.as.is_none()) {
        ++free_wilds;
        continue;
      }
      q = p.as.rank();
      if (p.as.suit() != Suit::Any && p.as.suit() != suit)
        return "In a run of " + suit_name(suit) + ", a " + w.wild + " must stand for a " + w.piece + " of " +
               suit_name(suit) + ".";
    } else {
      q = p.card.rank();
      if (!p.as.is_none() && p.as.rank() == r.rank_hi + 1 && r.low_after_high && q == r.rank_lo)
        q = r.rank_hi + 1;
      else if (q == r.rank_lo && r.low_after_high && low_card_high && p.as.is_none())
        q = r.rank_hi + 1;
    }
    if (q < r.rank_lo || q > hi_limit) return std::string("That ") + w.piece + " cannot take a place in this run.";
    if (at[q] != 0) return std::string("A run cannot hold two ") + w.pieces + " in the same place.";
    at[q] = static_cast<int8_t>(i + 1);
    pos[i] = q;
  }
  int lo = 99, hi = -1;
  for (int q = 0; q < 16; ++q)
    if (at[q]) {
      lo = std::min(lo, q);
      hi = std::max(hi, q);
    }
  const int n = static_cast<int>(cards.size());
  if (hi < 0) {  // wilds only: the top of the range
    hi = r.rank_hi;
    lo = hi + 1;
  }
  int gaps = hi >= lo ? (hi - lo + 1) - (n - free_wilds) : 0;
  if (gaps > free_wilds)
    return std::string("A run needs ") + w.pieces + " in sequence; there are not enough " + w.wilds +
           " to fill the gaps.";
  int extra = free_wilds - gaps;
  int new_lo = lo, new_hi = hi;
  if (new_lo > new_hi) new_lo = new_hi + 1;
  int up = std::min(extra, hi_limit - new_hi);
  if (r.low_after_high && new_lo == r.rank_lo) up = std::min(extra, r.rank_hi - new_hi);
  new_hi += up;
  extra -= up;
  int down = std::min(extra, new_lo - r.rank_lo);
  new_lo -= down;
  extra -= down;
  if (extra > 0) return std::string("This run is too long.");
  if (r.low_after_high && new_lo == r.rank_lo && new_hi == r.rank_hi + 1)
    return std::string("A run cannot go around the corner.");
  // Place the free wilds in the empty positions, low to high.
  int q = new_lo;
  for (size_t i = 0; i < cards.size(); ++i) {
    if (pos[i] >= 0) continue;
    while (q <= new_hi && at[q]) ++q;
    at[q] = static_cast<int8_t>(i + 1);
    pos[i] = q;
  }
  for (size_t i = 0; i < cards.size(); ++i) {
    auto& p = cards[i];
    if (is_wild(r, p.card))
      p.as = Card(suit, pos[i]);
    else if (pos[i] == r.rank_hi + 1)
      p.as = Card(suit, pos[i]);
  }
  return std::nullopt;
}

std::optional<std::string> check_run(const MeldRules& r, std::span<PlacedCard> cards) {
  const Words& w = words(r);
  Suit suit = Suit::Any;
  for (const auto& p : cards) {
    if (is_wild(r, p.card)) continue;
    if (suit == Suit::Any)
      suit = p.card.suit();
    else if (p.card.suit() != suit)
      return std::string("A run needs ") + w.pieces + " of one " + w.suit + ".";
    if (!p.as.is_none() && !(p.as.face() == p.card.face()) &&
        !(r.low_after_high && p.card.rank() == r.rank_lo && p.as.rank() == r.rank_hi + 1 &&
          p.as.suit() == p.card.suit()))
      return "The " + card_name(p.card) + " is not wild and cannot stand for another " + w.piece + ".";
  }
  if (suit == Suit::Any) {
    if (!r.all_wild_allowed) return std::string("A meld needs at least one ") + w.natural + ".";
    for (const auto& p : cards)
      if (!p.as.is_none() && p.as.suit() != Suit::Any) {
        suit = p.as.suit();
        break;
      }
    if (suit == Suit::Any) suit = cards[0].card.is_joker() ? r.suit_first : cards[0].card.suit();
  }
  if (!suit_in_rules(r, suit)) return "A run cannot be made of " + suit_name(suit) + ".";
  if (auto e = check_identical(r, cards)) return e;

  std::vector<PlacedCard> work(cards.begin(), cards.end());
  auto err = try_run(r, work, suit, false);
  if (err && r.low_after_high) {
    std::vector<PlacedCard> high(cards.begin(), cards.end());
    if (!try_run(r, high, suit, true)) {
      work = high;
      err.reset();
    }
  }
  if (err) return err;
  std::copy(work.begin(), work.end(), cards.begin());
  return check_wild_limits(r, cards, true);
}

}  // namespace

bool is_wild(const MeldRules& rules, Card c) {
  if (c.is_joker()) return rules.jokers_wild;
  return c.rank() < 16 && ((rules.wild_ranks >> c.rank()) & 1) != 0;
}

std::optional<std::string> check_meld(const MeldRules& rules, MeldKind kind, std::span<PlacedCard> cards) {
  for (const auto& p : cards)
    if (auto e = check_card_belongs(rules, p.card)) return e;
  if (auto e = check_size(rules, kind, cards.size())) return e;
  return kind == MeldKind::Run ? check_run(rules, cards) : check_book(rules, cards);
}

MeldGuess check_any_meld(const MeldRules& rules, std::span<PlacedCard> cards) {
  // Wilds alone read as a book (of the wild rank) before a run.
  const bool wilds_alone =
      std::all_of(cards.begin(), cards.end(), [&](const PlacedCard& p) { return is_wild(rules, p.card); });
  std::vector<PlacedCard> as_run(cards.begin(), cards.end());
  auto run_err = wilds_alone ? std::optional<std::string>("") : check_meld(rules, MeldKind::Run, as_run);
  if (!run_err) {
    std::copy(as_run.begin(), as_run.end(), cards.begin());
    return {MeldKind::Run, {}};
  }
  std::vector<PlacedCard> as_book(cards.begin(), cards.end());
  auto book_err = check_meld(rules, MeldKind::Book, as_book);
  if (!book_err) {
    std::copy(as_book.begin(), as_book.end(), cards.begin());
    return {MeldKind::Book, {}};
  }
  // The run's reason when the natural cards share a suit, the book's when they share a rank, and
  // when they share neither, why they are neither. Two or more of one rank were meant as a book
  // even when their suit agrees too (blue 10, blue 10 and a joker are no run anyone meant).
  Suit s = Suit::Any;
  int rank = -1, naturals = 0;
  bool one_suit = true, one_rank = true;
  for (const auto& p : cards) {
    if (is_wild(rules, p.card)) continue;
    if (s == Suit::Any) s = p.card.suit(), rank = p.card.rank();
    one_suit = one_suit && p.card.suit() == s;
    one_rank = one_rank && p.card.rank() == rank;
    ++naturals;
  }
  if (one_rank && naturals >= 2) return {std::nullopt, *book_err};
  if (one_suit && !wilds_alone) return {std::nullopt, *run_err};
  if (one_rank || wilds_alone) return {std::nullopt, *book_err};
  const Words& w = words(rules);
  return {std::nullopt, std::string("These ") + w.pieces + " are neither a " + w.book + " (their " + w.rank +
                            "s differ) nor a run (their " + w.suit + "s differ)."};
}

std::string placed_to_text(const PlacedCard& p) {
  std::string t = to_text(p.card);
  if (!p.as.is_none()) t += "=" + to_text(p.as);
  return t;
}

std::optional<PlacedCard> parse_placed(std::string_view text) {
  PlacedCard p;
  auto eq = text.find('=');
  auto card = parse_card(text.substr(0, eq));
  if (!card) return std::nullopt;
  p.card = card->face();
  if (eq != std::string_view::npos) {
    auto as_text = text.substr(eq + 1);
    // A rank alone ("7", "Q", "A", or 14 for an ace played high) names no suit.
    int rank = -1;
    if (as_text.size() == 1) {
      switch (as_text[0]) {
        case 'A':
        case 'a': rank = 1; break;
        case 'J':
        case 'j': rank = 11; break;
        case 'Q':
        case 'q': rank = 12; break;
        case 'K':
        case 'k': rank = 13; break;
        default: break;
      }
    }
    if (rank < 0 && !as_text.empty() && as_text.size() <= 2 &&
        std::all_of(as_text.begin(), as_text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      int v = 0;
      for (char c : as_text) v = v * 10 + (c - '0');
      if (v <= 14) rank = v;
    }
    if (rank >= 0) {
      p.as = Card(Suit::Any, rank);
    } else {
      auto as = parse_card(as_text);
      if (!as || as->is_joker()) return std::nullopt;
      p.as = as->face();
    }
  }
  return p;
}

const char* meld_kind_name(MeldKind k) { return k == MeldKind::Run ? "run" : "book"; }

std::optional<MeldKind> parse_meld_kind(std::string_view s) {
  if (s == "run") return MeldKind::Run;
  if (s == "book" || s == "group" || s == "set") return MeldKind::Book;
  return std::nullopt;
}

std::string meld_to_text(const Meld& m) {
  std::string t = meld_kind_name(m.kind);
  t += ":";
  for (const auto& p : m.cards) t += " " + placed_to_text(p);
  return t;
}

bool MeldList::add(MeldKind kind, std::span<const PlacedCard> cards) {
  if (n_melds_ >= kMaxMelds || n_cards_ + cards.size() > static_cast<size_t>(kMaxCards)) return false;
  for (const auto& p : cards) cards_[n_cards_++] = p;
  kinds_[n_melds_] = kind;
  ends_[n_melds_] = n_cards_;
  ++n_melds_;
  return true;
}

Meld MeldList::meld(int i) const {
  auto c = cards(i);
  return Meld{kinds_[i], std::vector<PlacedCard>(c.begin(), c.end())};
}

bool operator==(const MeldList& a, const MeldList& b) {
  if (a.n_melds_ != b.n_melds_ || a.n_cards_ != b.n_cards_) return false;
  for (int i = 0; i < a.n_melds_; ++i)
    if (a.kinds_[i] != b.kinds_[i] || a.ends_[i] != b.ends_[i]) return false;
  for (int i = 0; i < a.n_cards_; ++i)
    if (!(a.cards_[i] == b.cards_[i])) return false;
  return true;
}

}  // namespace parlor
