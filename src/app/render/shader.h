#pragma once
#include <string>
#include <string_view>

#include "app/platform/gl.h"

namespace parlor::render {

// Compiles and links a vertex + fragment pair; on failure returns 0 and fills `error` with the log.
GLuint build_program(std::string_view vert, std::string_view frag, std::string& error);

}  // namespace parlor::render
