// The kernel's virtual-terminal ioctls (KDSETMODE, VT_SETMODE, …), which Swift's Glibc module leaves out.
#include <linux/kd.h>
#include <linux/vt.h>
#include <sys/ioctl.h>
