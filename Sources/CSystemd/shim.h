// libsystemd: sd_notify and sd_watchdog_enabled, a service's side of systemd's notify protocol.
#include <systemd/sd-daemon.h>
// sd-bus: `touchdeck doctor` pings logind on the system bus.
#include <systemd/sd-bus.h>
