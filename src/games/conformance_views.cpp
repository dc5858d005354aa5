#include "games/conformance_views.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <unordered_map>

#include "engine/meld.h"

namespace parlor {
namespace {

using Counts = std::array<int, 256>;  // mentions by face index

// A view's records of the past: its events and keys named for an earlier moment ("last_round",
// "first_deal": Jok-R-Ummy's cards dealt face up to find the first dealer, gathered since).
bool is_history_key(const std::string& key) {
  return key == "events" || key.starts_with("last_") || key.starts_with("first_");
}

// The faces of the game's deck, and their English names ("7 of hearts", "red 7", "joker") to
// look for in text. Made once per game and thread: views are checked at every step.
struct Faces {
  std::array<bool, 256> in_deck{};
  std::unordered_map<std::string, int> by_name;  // face index
  explicit Faces(const State& s) {
    for (Card c : s.full_deck()) {
      in_deck[static_cast<size_t>(c.face_index())] = true;
      by_name[card_name(c.face())] = c.face_index();
    }
  }
  static const Faces& of(const State& s) {
    thread_local std::map<std::string, Faces, std::less<>> made;
    auto it = made.find(s.game_id());
    if (it == made.end()) it = made.emplace(std::string(s.game_id()), Faces(s)).first;
    return it->second;
  }
};

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

// Codes written as the notation prints them (upper case, so the word "as" is not the ace of
// spades), and English names made of whole words: one ("joker"), two ("red 7") or three
// ("7 of hearts").
void scan_text(const std::string& text, const Faces& f, Counts& out) {
  auto token_char = [](char c) { return word_char(c) || c == '*' || c == '=' || c == '#'; };
  std::vector<std::string> words;
  for (size_t i = 0; i < text.size();) {
    if (!token_char(text[i])) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < text.size() && token_char(text[j])) ++j;
    const std::string token = text.substr(i, j - i);
    const bool upper =
        std::none_of(token.begin(), token.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)); });
    if (auto p = upper ? parse_placed(token) : std::nullopt; p && f.in_deck[static_cast<size_t>(p->card.face_index())])
      out[static_cast<size_t>(p->card.face_index())]++;
    for (size_t k = i; k < j;) {  // the words of the token, for the names
      while (k < j && !word_char(text[k])) ++k;
      size_t e = k;
      while (e < j && word_char(text[e])) ++e;
      if (e > k) words.push_back(text.substr(k, e - k));
      k = e;
    }
    i = j;
  }
  // Names only in sentences: a one-word string is a key or an id ("joker" is also a game).
  if (words.size() < 2) return;
  auto count = [&](const std::string& name) {
    if (auto it = f.by_name.find(name); it != f.by_name.end()) out[static_cast<size_t>(it->second)]++;
  };
  for (size_t i = 0; i < words.size(); ++i) {
    count(words[i]);
    if (i + 1 < words.size()) count(words[i] + " " + words[i + 1]);
    if (i + 2 < words.size() && words[i + 1] == "of") count(words[i] + " of " + words[i + 2]);
  }
}

// A string that is a card as a whole counts into `cards`, and the card a wild in it stands for
// ("9S=7C" names the 7 of clubs as a value, no copy of it) into `values` when asked; any other
// is text, each text counted on its own into `texts` (the most any one text names).
void collect(const nlohmann::json& j, const Faces& f, Counts& cards, Counts& texts, Counts* values = nullptr) {
  if (j.is_object() || j.is_array()) {
    for (const auto& x : j) collect(x, f, cards, texts, values);
    return;
  }
  if (!j.is_string()) return;
  const std::string& s = j.get_ref<const std::string&>();
  if (auto p = parse_placed(s); p && f.in_deck[static_cast<size_t>(p->card.face_index())]) {
    cards[static_cast<size_t>(p->card.face_index())]++;
    if (values && !p->as.is_none() && f.in_deck[static_cast<size_t>(p->as.face().face_index())])
      (*values)[static_cast<size_t>(p->as.face().face_index())]++;
    return;
  }
  Counts one{};
  scan_text(s, f, one);
  for (size_t i = 0; i < one.size(); ++i) texts[i] = std::max(texts[i], one[i]);
}

// A history record's text retells its own card fields, so there the larger count stands (and a
// text naming the card a wild of the record stands for, "the 5-6-7 of clubs" for "5C 6C 9S=7C",
// names a value, not a copy); in the present, cards and texts add up.
Counts mentions(const nlohmann::json& j, const Faces& f, bool record) {
  Counts cards{}, texts{}, values{};
  collect(j, f, cards, texts, record ? &values : nullptr);
  for (size_t i = 0; i < cards.size(); ++i)
    cards[i] = record ? std::max(cards[i], texts[i] - values[i]) : cards[i] + texts[i];
  return cards;
}

std::string shows(int seat, const char* where, int face, int times, int allowed) {
  return "seat " + std::to_string(seat) + "'s view shows the " + to_text(Card::from_bits(static_cast<uint16_t>(face))) +
         " " + std::to_string(times) + " time(s) in " + where + ", but the seat can see " + std::to_string(allowed) +
         " cop" + (allowed == 1 ? "y" : "ies");
}

}  // namespace

void CardKnowledge::see(const State& s) {
  const size_t seats = static_cast<size_t>(s.num_seats());
  if (seen_.size() != seats) seen_.assign(seats, {}), visible_.assign(seats, {});
  // The last move showed the cards it names, face up, even those that moved on out of sight
  // within it (Joker reshuffles the discards into the stock when the stock runs out): each
  // copy of those faces the mover could see before it.
  if (const auto history = s.history(); !history.empty() && history.size() != moves_) {
    const LoggedAction& last = history.back();
    auto show = [&](Card face) {
      for (int copy = 0; copy < 16; ++copy)
        if (visible_[static_cast<size_t>(last.seat)].test(face.with_copy(copy).bits()))
          for (auto& bits : seen_) bits.set(face.with_copy(copy).bits());
    };
    if (last.seat >= 0 && static_cast<size_t>(last.seat) < seats) {
      if (!last.action.card.is_none()) show(last.action.card.face());
      for (int m = 0; m < last.action.melds.size(); ++m)
        for (const PlacedCard& p : last.action.melds.cards(m)) show(p.card.face());
    }
  }
  moves_ = s.history().size();
  s.shown_cards(all_);
  for (Card c : all_)
    for (auto& bits : seen_) bits.set(c.bits());
  // A round's end shows the hands (last_hand, last_round): every card some seat could see
  // before it (the stock stays unseen).
  const size_t rounds = s.scores().rounds.size();
  if (rounds > rounds_)
    for (size_t seat = 0; seat < seats; ++seat)
      for (const auto& bits : visible_) seen_[seat] |= bits;
  rounds_ = rounds;
  // Physical copies are distinct, so a seat sees every card but its secret ones (bit sets: this
  // runs at every step of every checked game, for up to 14 seats).
  s.all_cards(all_);
  std::bitset<4096> all;
  for (Card c : all_) all.set(c.bits());
  for (size_t seat = 0; seat < seats; ++seat) {
    s.secret_cards(static_cast<int>(seat), secret_);
    std::bitset<4096> secret;
    for (Card c : secret_) secret.set(c.bits());
    visible_[seat] = all & ~secret;
    seen_[seat] |= visible_[seat];
  }
}

int CardKnowledge::seen(int seat, Card face) const {
  if (seat < 0 || static_cast<size_t>(seat) >= seen_.size()) return 0;
  int n = 0;
  for (int copy = 0; copy < 16; ++copy) n += seen_[static_cast<size_t>(seat)].test(face.with_copy(copy).bits());
  return n;
}

std::optional<std::string> check_view_json(const State& s, int seat, const nlohmann::json& view,
                                           const CardKnowledge& known) {
  const Faces& f = Faces::of(s);
  std::vector<Card> all, secret;
  s.all_cards(all);
  s.secret_cards(seat, secret);
  Counts visible{};
  for (Card c : all) visible[static_cast<size_t>(c.face_index())]++;
  for (Card c : secret) visible[static_cast<size_t>(c.face_index())]--;
  // The present: everything outside the history keys, legal actions included (they list the
  // seat's own cards, so each action is held to what the seat sees on its own). Read in place:
  // this runs for every seat of every checked position.
  Counts cards{}, texts{};
  if (view.is_object()) {
    for (auto it = view.begin(); it != view.end(); ++it) {
      if (is_history_key(it.key())) continue;
      if (it.key() != "legal_actions") {
        collect(*it, f, cards, texts);
        continue;
      }
      for (const auto& action : *it) {
        const Counts c = mentions(action, f, true);
        for (size_t i = 0; i < c.size(); ++i)
          if (c[i] > visible[i]) return shows(seat, "a legal action", static_cast<int>(i), c[i], visible[i]);
      }
    }
  } else {
    collect(view, f, cards, texts);
  }
  for (size_t i = 0; i < cards.size(); ++i)
    if (cards[i] + texts[i] > visible[i])
      return shows(seat, "its present", static_cast<int>(i), cards[i] + texts[i], visible[i]);
  if (!view.is_object()) return std::nullopt;
  // The history, a record at a time.
  for (auto it = view.begin(); it != view.end(); ++it) {
    if (!is_history_key(it.key())) continue;
    std::vector<const nlohmann::json*> records;
    if (it->is_array())
      for (const auto& r : *it) records.push_back(&r);
    else
      records.push_back(&*it);
    for (const nlohmann::json* r : records) {
      const Counts c = mentions(*r, f, true);
      for (size_t i = 0; i < c.size(); ++i) {
        if (c[i] == 0) continue;
        const int allowed = std::max(visible[i], known.seen(seat, Card::from_bits(static_cast<uint16_t>(i))));
        if (c[i] > allowed) return shows(seat, ("\"" + it.key() + "\"").c_str(), static_cast<int>(i), c[i], allowed);
      }
    }
  }
  return std::nullopt;
}

}  // namespace parlor
