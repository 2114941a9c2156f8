// librsvg: SVG documents parsed and drawn as vectors on a cairo context.
#include <librsvg/rsvg.h>
