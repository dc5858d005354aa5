#pragma once
// Short sounds, synthesised with Web Audio by the JS shim (no sound files to ship); silent on the
// desktop.

namespace parlor::web {

enum class Sound { Card = 0, Turn = 1, Win = 2, Error = 3 };
void play_sound(Sound s);

}  // namespace parlor::web
