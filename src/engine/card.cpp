#include "engine/card.h"

#include <cctype>

namespace parlor {
namespace {

char suit_letter(Suit s) {
  switch (s) {
    case Suit::Stars: return '*';
    case Suit::Hearts: return 'H';
    case Suit::Clubs: return 'C';
    case Suit::Spades: return 'S';
    case Suit::Diamonds: return 'D';
    case Suit::Red: return 'R';
    case Suit::Blue: return 'B';
    case Suit::Orange: return 'O';
    case Suit::Black: return 'K';
    case Suit::Yellow: return 'Y';
    case Suit::Green: return 'G';
    default: return '?';
  }
}

std::optional<Suit> card_suit_from(char c) {
  switch (std::toupper(static_cast<unsigned char>(c))) {
    case '*':
    case 'T': return Suit::Stars;
    case 'H': return Suit::Hearts;
    case 'C': return Suit::Clubs;
    case 'S': return Suit::Spades;
    case 'D': return Suit::Diamonds;
    default: return std::nullopt;
  }
}

std::optional<Suit> tile_colour_from(char c) {
  switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'R': return Suit::Red;
    case 'B': return Suit::Blue;
    case 'O': return Suit::Orange;
    case 'K': return Suit::Black;
    case 'Y': return Suit::Yellow;
    case 'G': return Suit::Green;
    default: return std::nullopt;
  }
}

std::optional<int> parse_number(std::string_view s) {
  if (s.empty() || s.size() > 2) return std::nullopt;
  int v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  if (s.size() == 2 && s[0] == '0') return std::nullopt;
  return v;
}

std::optional<int> parse_card_rank(std::string_view s) {
  if (s.size() == 1) {
    switch (std::toupper(static_cast<unsigned char>(s[0]))) {
      case 'A': return 1;
      case 'J': return 11;
      case 'Q': return 12;
      case 'K': return 13;
      default: break;
    }
  }
  // 14 is never a card, only the value of an ace played high in a run ("AS=14S").
  auto n = parse_number(s);
  if (!n || *n < 2 || (*n > 10 && *n != 14)) return std::nullopt;
  return n;
}

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::toupper(static_cast<unsigned char>(a[i])) != std::toupper(static_cast<unsigned char>(b[i]))) return false;
  return true;
}

}  // namespace

std::string rank_text(int rank, bool tile) {
  if (!tile) {
    switch (rank) {
      case 1: return "A";
      case 11: return "J";
      case 12: return "Q";
      case 13: return "K";
      default: break;
    }
  }
  return std::to_string(rank);
}

std::string rank_name(int rank, bool tile) {
  if (!tile) {
    switch (rank) {
      case 1:
      case 14: return "ace";
      case 11: return "jack";
      case 12: return "queen";
      case 13: return "king";
      default: break;
    }
  }
  return std::to_string(rank);
}

std::string suit_name(Suit s) {
  switch (s) {
    case Suit::Stars: return "stars";
    case Suit::Hearts: return "hearts";
    case Suit::Clubs: return "clubs";
    case Suit::Spades: return "spades";
    case Suit::Diamonds: return "diamonds";
    case Suit::Red: return "red";
    case Suit::Blue: return "blue";
    case Suit::Orange: return "orange";
    case Suit::Black: return "black";
    case Suit::Yellow: return "yellow";
    case Suit::Green: return "green";
    case Suit::Program: return "program";
    case Suit::Any: return "any suit";
    case Suit::Joker: return "joker";
  }
  return "?";
}

std::string to_text(Card c, bool with_copy) {
  std::string out;
  Suit s = c.suit();
  if (c.is_joker()) {
    out = "JK";
  } else if (s == Suit::Any) {
    out = rank_text(c.rank(), false);
  } else if (is_card_suit(s)) {
    out = rank_text(c.rank(), false);
    out += suit_letter(s);
  } else if (is_tile_colour(s)) {
    out += suit_letter(s);
    out += std::to_string(c.rank());
  } else if (is_objective(c)) {
    out = "P" + std::to_string(objective_index(c) + 1);
  } else {
    out = "??";
  }
  if (with_copy) out += "#" + std::to_string(c.copy());
  return out;
}

std::optional<Card> parse_card(std::string_view text) {
  int copy = 0;
  if (auto hash = text.find('#'); hash != std::string_view::npos) {
    auto n = parse_number(text.substr(hash + 1));
    if (!n || *n > 15) return std::nullopt;
    copy = *n;
    text = text.substr(0, hash);
  }
  if (text.empty()) return std::nullopt;
  if (iequals(text, "JK")) return Card::joker(copy);
  if ((text[0] == 'P' || text[0] == 'p') && text.size() >= 2) {
    auto n = parse_number(text.substr(1));
    if (!n || *n < 1 || *n > kMaxObjectives || copy != 0) return std::nullopt;
    return objective_card(*n - 1);
  }
  // Tiles: colour letter then number.
  if (auto colour = tile_colour_from(text[0]);
      colour && text.size() >= 2 && std::isdigit(static_cast<unsigned char>(text[1]))) {
    auto n = parse_number(text.substr(1));
    if (!n || *n > 14) return std::nullopt;  // 14: a 1 played after the 13
    return Card(*colour, *n, copy);
  }
  // Cards: rank then suit letter.
  if (text.size() < 2) return std::nullopt;
  auto suit = card_suit_from(text.back());
  if (!suit) return std::nullopt;
  auto rank = parse_card_rank(text.substr(0, text.size() - 1));
  if (!rank) return std::nullopt;
  return Card(*suit, *rank, copy);
}

std::string card_name(Card c) {
  if (c.is_joker()) return "joker";
  Suit s = c.suit();
  if (s == Suit::Any) return "any " + rank_name(c.rank(), false);
  if (is_objective(c)) return "program " + to_text(c);
  if (is_tile_colour(s)) return suit_name(s) + " " + std::to_string(c.rank());
  return rank_name(c.rank(), false) + " of " + suit_name(s);
}

std::vector<Card> make_deck(DeckKind kind, int sets) {
  std::vector<Card> deck;
  auto add = [&](Suit s, int rank, int copies_per_set) {
    for (int k = 0; k < copies_per_set * sets; ++k) deck.emplace_back(s, rank, k);
  };
  switch (kind) {
    case DeckKind::FiveCrowns:
      for (int s = 0; s <= 4; ++s)
        for (int r = 3; r <= 13; ++r) add(static_cast<Suit>(s), r, 2);
      add(Suit::Joker, 0, 6);
      break;
    case DeckKind::Double52:
      for (int s = 1; s <= 4; ++s)
        for (int r = 1; r <= 13; ++r) add(static_cast<Suit>(s), r, 2);
      add(Suit::Joker, 0, 4);
      break;
    case DeckKind::RummyOTiles:
      for (Suit s : {Suit::Red, Suit::Blue, Suit::Orange, Suit::Black})
        for (int r = 1; r <= 13; ++r) add(s, r, 2);
      add(Suit::Joker, 0, 2);
      break;
    case DeckKind::Rummu:
      for (Suit s : {Suit::Red, Suit::Yellow, Suit::Green, Suit::Blue, Suit::Black})
        for (int r = 0; r <= 9; ++r) add(s, r, (r == 1 || r == 7) ? 2 : 1);
      break;
  }
  return deck;
}

bool deck_has_face(DeckKind kind, Card f) {
  int r = f.rank();
  int s = static_cast<int>(f.suit());
  if (f.copy() != 0) return false;
  if (f.is_joker()) return r == 0 && kind != DeckKind::Rummu;
  switch (kind) {
    case DeckKind::FiveCrowns: return s <= 4 && r >= 3 && r <= 13;
    case DeckKind::Double52: return s >= 1 && s <= 4 && r >= 1 && r <= 13;
    case DeckKind::RummyOTiles: return s >= 5 && s <= 8 && r >= 1 && r <= 13;
    case DeckKind::Rummu:
      return (f.suit() == Suit::Red || f.suit() == Suit::Yellow || f.suit() == Suit::Green || f.suit() == Suit::Blue ||
              f.suit() == Suit::Black) &&
             r <= 9;
  }
  return false;
}

}  // namespace parlor
