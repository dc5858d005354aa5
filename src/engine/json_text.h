#pragma once
// Checks made on JSON text before it is parsed (a parse may be what the check prevents).

// The fuzz build (cmake/fuzz.cmake) traces every comparison for libFuzzer; on a scan that looks
// at each byte of a 64 KB input that tracing cost more than the rest of a run and flooded the
// fuzzer with features of no use (which byte is a quote). Scans marked so are left untraced.
#if defined(__has_feature)
#if __has_feature(coverage_sanitizer)
#define PARLOR_UNTRACED_SCAN __attribute__((no_sanitize("coverage")))
#endif
#endif
#ifndef PARLOR_UNTRACED_SCAN
#define PARLOR_UNTRACED_SCAN
#endif

namespace parlor {

// Reads JSON text a character at a time, telling a string's characters (escapes included) from
// the structure around them, for the checks made on the text before it is parsed.
class JsonStrings {
 public:
  enum Where { Structure, Open, Inside, Close };  // Open and Close: the quotes themselves
  PARLOR_UNTRACED_SCAN Where at(char c) {
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
