// cairo for drawing, pango (through pangocairo) for text.
#include <cairo/cairo.h>
#include <pango/pangocairo.h>
