// Golden files: a test's text output compared line by line with a file in the repository.
// After an intended change, regenerate with PARLOR_UPDATE_GOLDEN=1 ./parlor_tests -tc="*Golden*".
#pragma once

#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "test_util.h"

namespace parlor::testing {

inline void check_golden(const std::string& relative_path, const std::string& text) {
  const std::string path = source_path(relative_path);
  if (std::getenv("PARLOR_UPDATE_GOLDEN")) {
    std::ofstream(path, std::ios::binary) << text;
    MESSAGE("wrote " << path);
  }
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "missing golden file " << path);
  std::stringstream buf;
  buf << in.rdbuf();
  const std::string golden = buf.str();
  if (golden != text) {
    // Point at the first differing line so the failure reads like a diff.
    std::istringstream g(golden), t(text);
    std::string gl, tl;
    int line = 0;
    while (true) {
      ++line;
      bool gm = static_cast<bool>(std::getline(g, gl)), tm = static_cast<bool>(std::getline(t, tl));
      if (!gm && !tm) break;
      if (gl != tl || gm != tm) {
        FAIL_CHECK("golden differs at line " << line << "\n  golden: " << gl << "\n  now:    " << tl);
        break;
      }
    }
  }
  CHECK(golden == text);
}

}  // namespace parlor::testing
