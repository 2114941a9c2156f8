// libsystemd: sd_notify and sd_watchdog_enabled, a service's side of systemd's notify protocol.
#include <systemd/sd-daemon.h>
