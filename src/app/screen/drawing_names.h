#pragma once
// The renderer's names the screens' drawing code uses unqualified (rectangles, colours, faces and
// alignments of text), declared once for the files that use all four.
#include "app/render/batch.h"
#include "app/render/text.h"

namespace parlor::scenes {

using render::Align;
using render::Color;
using render::Face;
using render::Rect;

}  // namespace parlor::scenes
