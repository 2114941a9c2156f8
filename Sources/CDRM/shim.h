// libdrm: KMS mode setting, dumb buffers and page flips; plus the kernel's fbdev ioctls.
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <linux/fb.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
