// libevdev: the kernel's event names, code ranges and device access.
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
