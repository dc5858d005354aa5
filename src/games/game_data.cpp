#include "games/game_data.h"

#include <string>

namespace parlor {

std::string_view embedded_game_data(std::string_view path) {
  const game_data::Blob blob = game_data::find(std::string(path).c_str());
  if (!blob.data) return {};
  return {reinterpret_cast<const char*>(blob.data), blob.size};
}

}  // namespace parlor
