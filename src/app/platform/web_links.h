#pragma once
// The page's URL, the share sheet and the clipboard: through the JS shim on the web; on the
// desktop links cannot arrive and sharing reports failure.
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

}  // namespace parlor::web
