#pragma once
// The page's URL, the share sheet and the clipboard, and short sounds: through the JS shim on the
// web; on the desktop links cannot arrive, sharing reports failure and sounds are silent.
#include <string>

namespace parlor::web {

// The Parlor link the page was opened with ("play=..."), or "" when none. The fragment is removed
// from the address bar, so a reload continues from the saved game rather than the old link.
std::string take_link_fragment();
// Called with the fragment when a Parlor link is pasted into the address bar of the open page.
void on_link_arrived(void (*handler)(const char* fragment));

enum class ShareResult { Shared = 0, Copied = 1, Failed = 2, Cancelled = 3 };
// Offers the page's URL with this fragment to the system share sheet where there is one, else
// copies it to the clipboard; `done` is called with the outcome (possibly after this returns).
void share_link(const std::string& fragment, const std::string& title, void (*done)(ShareResult));

enum class Sound { Card = 0, Turn = 1, Win = 2, Error = 3 };
// Synthesised with Web Audio: no sound files to ship.
void play_sound(Sound s);

}  // namespace parlor::web
