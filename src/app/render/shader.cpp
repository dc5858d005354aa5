#include "app/render/shader.h"

#include <vector>

namespace parlor::render {
namespace {

// A shader's or a program's log: GL spells the two calls differently, with the same shape.
template <class GetIv, class GetLog>
std::string info_log(GLuint id, GetIv get_iv, GetLog get_log) {
  GLint n = 0;
  get_iv(id, GL_INFO_LOG_LENGTH, &n);
  std::vector<char> log(static_cast<size_t>(n > 1 ? n : 1));
  get_log(id, n, nullptr, log.data());
  return log.data();
}

GLuint compile(GLenum kind, std::string_view src, std::string& error) {
  GLuint s = glCreateShader(kind);
  const char* text = src.data();
  GLint len = static_cast<GLint>(src.size());
  glShaderSource(s, 1, &text, &len);
  glCompileShader(s);
  GLint ok = 0;
  glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    error = std::string(kind == GL_VERTEX_SHADER ? "vertex shader: " : "fragment shader: ") +
            info_log(s, glGetShaderiv, glGetShaderInfoLog);
    glDeleteShader(s);
    return 0;
  }
  return s;
}

}  // namespace

GLuint build_program(std::string_view vert, std::string_view frag, std::string& error) {
  GLuint vs = compile(GL_VERTEX_SHADER, vert, error);
  if (!vs) return 0;
  GLuint fs = compile(GL_FRAGMENT_SHADER, frag, error);
  if (!fs) {
    glDeleteShader(vs);
    return 0;
  }
  GLuint p = glCreateProgram();
  glAttachShader(p, vs);
  glAttachShader(p, fs);
  glLinkProgram(p);
  glDeleteShader(vs);
  glDeleteShader(fs);
  GLint ok = 0;
  glGetProgramiv(p, GL_LINK_STATUS, &ok);
  if (!ok) {
    error = "link: " + info_log(p, glGetProgramiv, glGetProgramInfoLog);
    glDeleteProgram(p);
    return 0;
  }
  return p;
}

}  // namespace parlor::render
