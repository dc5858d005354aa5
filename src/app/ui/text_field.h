#pragma once
// A one-line text field (a seat's name). A tap, click or Enter starts editing through TextEntry:
// on the web the page's <input> covers the field; on the desktop the field shows the typing.
#include <cstddef>
#include <string_view>

#include "app/ui/widgets.h"

namespace parlor::ui {

void text_field(Widgets& w, std::string_view id, int field, render::Rect box, std::string_view text,
                std::size_t max_chars);

}  // namespace parlor::ui
