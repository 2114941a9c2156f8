// libinput and libudev: touch devices through the library compositors use.
#include <libinput.h>
#include <libudev.h>
