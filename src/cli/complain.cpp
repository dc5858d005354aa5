#include <iostream>

#include "cli/commands.h"

namespace parlor::cli {

int complain(std::string_view command, std::string_view why, int exit_code) {
  std::cerr << "parlor " << command << ": " << why << "\n";
  return exit_code;
}

}  // namespace parlor::cli
