// libseat: devices opened through a seat manager (seatd or logind), so a kiosk runs as a normal user.
#include <libseat.h>
