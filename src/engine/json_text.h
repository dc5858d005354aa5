#pragma once
// Checks made on JSON text before it is parsed (a parse may be what the check prevents).

namespace parlor {

// Reads JSON text a character at a time, telling a string's characters (escapes included) from
// the structure around them, for the checks made on the text before it is parsed.
class JsonStrings {
 public:
  enum Where { Structure, Open, Inside, Close };  // Open and Close: the quotes themselves
  Where at(char c) {
    if (!in_) return c == '"' ? (in_ = true, Open) : Structure;
    if (escaped_) return escaped_ = false, Inside;
    if (c == '\\') return escaped_ = true, Inside;
    if (c == '"') return in_ = false, Close;
    return Inside;
  }

 private:
  bool in_ = false, escaped_ = false;
};

}  // namespace parlor
