#include "engine/sentence.h"

#include <cctype>

namespace parlor {

std::string say(std::string_view pattern, std::initializer_list<Slot> slots) {
  std::string out;
  size_t i = 0;
  while (i < pattern.size()) {
    const size_t open = pattern.find('{', i);
    const size_t close = open == std::string_view::npos ? open : pattern.find('}', open);
    if (close == std::string_view::npos) break;
    out += pattern.substr(i, open - i);
    const std::string_view name = pattern.substr(open + 1, close - open - 1);
    const Slot* slot = nullptr;
    for (const Slot& s : slots)
      if (s.first == name) slot = &s;
    out += slot ? std::string_view(slot->second) : pattern.substr(open, close - open + 1);
    i = close + 1;
  }
  out += pattern.substr(i);
  return out;
}

std::string number_words(int n) {
  static const char* words[] = {"zero",  "one",  "two", "three",  "four",   "five",     "six",     "seven",
                                "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen"};
  return n >= 0 && n <= 14 ? words[n] : std::to_string(n);
}

std::string list_words(const std::vector<std::string>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? " and " : ", ";
    out += items[i];
  }
  return out;
}

std::string lower_first(std::string text) {
  // "A run needs ..." becomes "a run needs ...", but an initialism ("JK") stays.
  if (!text.empty() && std::isupper(static_cast<unsigned char>(text[0])) &&
      (text.size() == 1 || !std::isupper(static_cast<unsigned char>(text[1]))))
    text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  return text;
}

}  // namespace parlor
