#include "app/session/reader_line.h"

#include <cctype>

namespace parlor::session {
namespace {

constexpr std::string_view kWord = "Player ";

// The seat named at `i` ("Player 3" is seat 2) and where its number ends; -1 when none is there.
int seat_at(std::string_view line, size_t i, size_t& end, size_t seats) {
  if (line.compare(i, kWord.size(), kWord) != 0) return -1;
  end = i + kWord.size();
  int number = 0;
  while (end < line.size() && std::isdigit(static_cast<unsigned char>(line[end])) && number < 1000)
    number = number * 10 + (line[end++] - '0');
  return end > i + kWord.size() && number >= 1 && static_cast<size_t>(number) <= seats ? number - 1 : -1;
}

// "draws" -> "draw", "goes" -> "go", "pushes" -> "push": the verbs the games' lines use.
std::string base_form(std::string_view verb) {
  if (verb == "is") return "are";
  if (verb == "has") return "have";
  if (verb == "cannot" || verb.size() < 3 || verb.back() != 's') return std::string(verb);
  if (verb == "goes" || verb == "does") return std::string(verb.substr(0, verb.size() - 2));
  for (std::string_view end : {"shes", "ches", "sses", "xes", "zes"})
    if (verb.size() > end.size() && verb.substr(verb.size() - end.size()) == end)
      return std::string(verb.substr(0, verb.size() - 2));
  return std::string(verb.substr(0, verb.size() - 1));
}

}  // namespace

std::string with_seat_names(std::string line, const std::vector<std::string>& names) {
  return for_reader(line, names, -1);
}

std::string for_reader(std::string_view line, const std::vector<std::string>& names, int reader) {
  std::string out;
  size_t i = 0;
  bool subject = false;  // the reader began the sentence: their possessives follow as "your"
  while (i < line.size()) {
    size_t end = 0;
    const int seat = seat_at(line, i, end, names.size());
    if (seat < 0) {
      if (line[i] == ';' || line[i] == '.') subject = false;  // a new clause has its own subject
      if (subject && line.compare(i, 6, "their ") == 0 && (i == 0 || line[i - 1] == ' ')) {
        out += "your ";
        i += 6;
        continue;
      }
      // The second verb of "You go out ... and discard the 9".
      if (subject && line.compare(i, 5, " and ") == 0) {
        size_t stop = i + 5;
        while (stop < line.size() && std::isalpha(static_cast<unsigned char>(line[stop]))) ++stop;
        out += " and " + base_form(line.substr(i + 5, stop - i - 5));
        i = stop;
        continue;
      }
      out += line[i++];
      continue;
    }
    const bool start = out.empty() || (out.size() >= 2 && out.compare(out.size() - 2, 2, ". ") == 0);
    if (seat != reader) {
      out += names[static_cast<size_t>(seat)];
    } else if (line.compare(end, 2, "'s") == 0) {
      out += start ? "Your" : "your";
      end += 2;
    } else if (start) {
      out += "You";
      subject = true;
      // The verb after the subject agrees with "you".
      size_t verb = end;
      while (verb < line.size() && line[verb] == ' ') ++verb;
      size_t stop = verb;
      while (stop < line.size() && std::isalpha(static_cast<unsigned char>(line[stop]))) ++stop;
      out += std::string(line.substr(end, verb - end)) + base_form(line.substr(verb, stop - verb));
      end = stop;
    } else {
      out += "you";
    }
    i = end;
  }
  return out;
}

}  // namespace parlor::session
