#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <string>

// The one file compiled with the clone's path, so the compiler cache serves every other test file
// to any clone (tools/common.sh).
namespace parlor::testing {
std::string source_dir() { return PARLOR_SOURCE_DIR; }
}  // namespace parlor::testing
