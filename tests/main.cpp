#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>
#include <cstring>
#include <string>

// The one file compiled with the clone's path, so the compiler cache serves every other test file
// to any clone (tools/common.sh).
namespace parlor::testing {
std::string source_dir() { return PARLOR_SOURCE_DIR; }
}  // namespace parlor::testing

namespace {
// ctest runs each test case by name (doctest_discover_tests); a name the filter matches to nothing
// (ctest cuts a name at ';') would run no test and pass. The count of cases that passed the
// filters makes that a failure.
unsigned g_matched = 0;

struct MatchCount : doctest::IReporter {
  explicit MatchCount(const doctest::ContextOptions&) {}
  void report_query(const doctest::QueryData&) override {}
  void test_run_start() override {}
  void test_run_end(const doctest::TestRunStats& s) override { g_matched = s.numTestCasesPassingFilters; }
  void test_case_start(const doctest::TestCaseData&) override {}
  void test_case_reenter(const doctest::TestCaseData&) override {}
  void test_case_end(const doctest::CurrentTestCaseStats&) override {}
  void test_case_exception(const doctest::TestCaseException&) override {}
  void subcase_start(const doctest::SubcaseSignature&) override {}
  void subcase_end() override {}
  void log_assert(const doctest::AssertData&) override {}
  void log_message(const doctest::MessageData&) override {}
  void test_case_skipped(const doctest::TestCaseData&) override {}
};
REGISTER_LISTENER("match_count", 1, MatchCount);

bool names_a_case(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (std::strncmp(argv[i], "--test-case=", 12) == 0 || std::strncmp(argv[i], "-tc=", 4) == 0) return true;
  return false;
}
}  // namespace

int main(int argc, char** argv) {
  doctest::Context context(argc, argv);
  const int result = context.run();
  if (context.shouldExit()) return result;
  if (result == 0 && names_a_case(argc, argv) && g_matched == 0) {
    std::fprintf(stderr,
                 "No test case matches the name asked for: a test name must not hold ';' (ctest cuts it there).\n");
    return 1;
  }
  return result;
}
