#pragma once
// A question with two answers over the felt ("Replace your saved game?"); each answer runs its
// action, which usually shows the next scene.
#include <functional>
#include <memory>
#include <string>

#include "app/screen/scene.h"

namespace parlor::scenes {

struct Choice {
  std::string id, label;  // id for the tests' hook: "confirm:yes"
  std::function<void()> action;
};

std::unique_ptr<Scene> make_confirm(Director& director, std::string title, std::string message, Choice yes, Choice no);

}  // namespace parlor::scenes
