#version 300 es
precision highp float;

in vec2 v_local;
in vec2 v_uv;
in vec4 v_color;
in vec4 v_params;
flat in int v_mode;

uniform sampler2D u_atlas;
uniform vec2 u_viewport;

out vec4 o_color;

const int MODE_FILL = 0;    // anti-aliased rounded rectangle
const int MODE_SHADOW = 1;  // the same shape blurred by params.w pixels
const int MODE_GLYPH = 2;   // coverage from the glyph atlas
const int MODE_FELT = 3;    // the table cloth: vignette plus a fine woven grain
const int MODE_RING = 4;    // rounded-rectangle outline, params.w pixels wide

// Signed distance from p to a rectangle of half size b with corners of radius r.
float rounded_rect(vec2 p, vec2 b, float r) {
  vec2 q = abs(p) - b + r;
  return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
}

float hash(vec2 p) {
  p = fract(p * vec2(123.34, 456.21));
  p += dot(p, p + 45.32);
  return fract(p.x * p.y);
}

void main() {
  float alpha;
  vec3 rgb = v_color.rgb;
  if (v_mode == MODE_GLYPH) {
    alpha = texture(u_atlas, v_uv).r;
  } else if (v_mode == MODE_FELT) {
    // v_local runs over the screen in pixels from its centre; params.xy is the half size.
    vec2 n = v_local / max(v_params.x, v_params.y);
    float vignette = 1.0 - 0.22 * dot(n, n);
    float grain = hash(floor(gl_FragCoord.xy)) * 0.06 - 0.03;
    float weave = 0.015 * sin(gl_FragCoord.x * 1.7) * sin(gl_FragCoord.y * 1.7);
    rgb = rgb * vignette + grain + weave;
    alpha = 1.0;
  } else {
    float d = rounded_rect(v_local, v_params.xy, v_params.z);
    if (v_mode == MODE_SHADOW) {
      alpha = 1.0 - smoothstep(-v_params.w, v_params.w, d);
    } else if (v_mode == MODE_RING) {
      float half_w = v_params.w * 0.5;
      alpha = clamp(0.5 - (abs(d + half_w) - half_w), 0.0, 1.0);
    } else {
      alpha = clamp(0.5 - d, 0.0, 1.0);
    }
  }
  alpha *= v_color.a;
  o_color = vec4(rgb * alpha, alpha);  // premultiplied: blended with ONE, ONE_MINUS_SRC_ALPHA
}
