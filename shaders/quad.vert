#version 300 es
// One vertex layout for every quad the batch draws; the fragment stage picks the look by mode.
layout(location = 0) in vec2 a_pos;     // device pixels
layout(location = 1) in vec2 a_local;   // pixels from the shape's centre, before any rotation
layout(location = 2) in vec2 a_uv;      // glyph atlas coordinates
layout(location = 3) in vec4 a_color;   // straight alpha
layout(location = 4) in vec4 a_params;  // half width, half height, corner radius, softness/border
layout(location = 5) in float a_mode;

uniform vec2 u_viewport;                // drawable size in device pixels

out vec2 v_local;
out vec2 v_uv;
out vec4 v_color;
out vec4 v_params;
flat out int v_mode;

void main() {
  vec2 ndc = (a_pos / u_viewport) * 2.0 - 1.0;
  gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
  v_local = a_local;
  v_uv = a_uv;
  v_color = a_color;
  v_params = a_params;
  v_mode = int(a_mode + 0.5);
}
