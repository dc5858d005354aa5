// Player-facing sentences built from one template with named slots ("{who} adds {cards} to
// {whose} {kind}."), so each sentence stays whole for a translator, and the small words they share.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace parlor {

using Slot = std::pair<std::string_view, std::string>;

// Each "{name}" of the template replaced by its slot's value; a name without a slot stays as written.
std::string say(std::string_view pattern, std::initializer_list<Slot> slots);

// "three" for 3, up to "fourteen"; digits past it.
std::string number_words(int n);

// "a", "a and b", "a, b and c".
std::string list_words(const std::vector<std::string>& items);

// The text with its first letter in lower case: a sentence quoted after a colon.
std::string lower_first(std::string text);

}  // namespace parlor
