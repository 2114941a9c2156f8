// libxkbcommon: keymaps from layout names (xkeyboard-config's data), key state, compose tables.
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
#include <xkbcommon/xkbcommon-keysyms.h>
