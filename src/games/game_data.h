// The games' data files (src/games/<id>/*.json), compiled into parlor_games by a generic step of
// the top-level CMakeLists.txt (cmake/embed.cmake), so native, fuzz and wasm builds read them
// without a file system.
#pragma once

#include <cstddef>
#include <string_view>

namespace parlor {

// The text of src/games/<path> ("jok_r_ummy/programs.json"); empty when no such file was embedded.
std::string_view embedded_game_data(std::string_view path);

namespace game_data {
// What the generated file defines (the same shape as the app's embedded files).
struct Blob {
  const unsigned char* data;
  std::size_t size;
};
Blob find(const char* name);  // {nullptr, 0} when the file was not embedded
}  // namespace game_data

}  // namespace parlor
