# The SDL2 + GL app; filled in by the renderer work.
