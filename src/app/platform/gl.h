#pragma once
// WebGL2 on the web and OpenGL ES 3.0 on the desktop share one API, so one header serves both.
#include <GLES3/gl3.h>
