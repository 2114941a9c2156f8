#!/bin/bash
# Runs in the service test's VM (tools/vm/service-test) under systemd as PID 1,
# as root: installs the kiosk as an administrator would (a `kiosk` user in
# video, not input; `touchdeck service install --seat seatd`), starts the unit,
# and checks from inside the guest what the unit promises: READY=1, frames on
# the screen, the sandbox, devices only through seatd (a keyboard's node
# refused), Ctrl+Alt+F2 and back, STOPPING=1 and ExecStopPost= on `systemctl stop`;
# then the unit for logind (a PAM session on tty1) and for no seat manager
# (direct), each started once: READY=1, its devices, its session, the sandbox,
# frames, a clean stop. PASS/FAIL lines go to OUT/results, the log to
# OUT/guest.log; then the VM powers off.
set -u
arg() { tr ' ' '\n' < /proc/cmdline | sed -n "s/^$1=//p"; }
out=$(arg touchdeck.out)
repo=$(arg touchdeck.repo)
kiosk_bin=$(arg touchdeck.kiosk)
results="$out/results"
: > "$results"
exec > "$out/guest.log" 2>&1
export PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LC_ALL=C.UTF-8
unit=touchdeck-kiosk.service
check() {
    local name=$1; shift
    echo "[$(cut -d' ' -f1 /proc/uptime)]"
    if "$@"; then echo "PASS $name" | tee -a "$results"; else echo "FAIL $name" | tee -a "$results"; fi
}
finish() {
    journalctl -b --no-pager -o short-monotonic -u "$unit" -u seatd.service -u systemd-logind.service > "$out/journal.log" 2>&1
    journalctl -b --no-pager -o short-monotonic > "$out/boot-journal.log" 2>&1
    echo "RAN ServiceVMTests" >> "$results"
    sync
    echo o > /proc/sysrq-trigger
}
trap finish EXIT
uptime_s() { cut -d' ' -f1 /proc/uptime; }
pid=0
echo "checks start $(uptime_s) s after the kernel started; $(systemctl --version | head -n1)"
systemd-analyze 2>&1 | head -n1

# Answered by tools/vm/screendump-watcher on the host (QMP screendump).
screendump() {
    local name=$1 waited=0
    rm -f "$out/$name.ppm" "$out/$name.screendump-done"
    : > "$out/$name.screendump-request"
    while [ ! -e "$out/$name.screendump-done" ] && [ $waited -lt 300 ]; do sleep 0.1; waited=$((waited + 1)); done
    [ -s "$out/$name.ppm" ]
}
# "COLOURS LIT": distinct colours and the share of pixels that are not black, of a PPM.
frame_stats() {
    python3 - "$1" <<'PY'
import sys
data = open(sys.argv[1], 'rb').read()
parts = data.split(b'\n', 3)  # P6, "W H", 255, pixels (QEMU writes no comments)
pixels = parts[3]
colours = {pixels[i:i + 3] for i in range(0, len(pixels), 3 * 7)}  # every 7th pixel
lit = sum(1 for i in range(0, len(pixels), 3 * 7) if pixels[i:i + 3] != b'\0\0\0')
print(len(colours), round(lit / (len(pixels) / 21), 3))
PY
}
# KDGKBMODE of a VT: 4 is K_OFF (the kernel acts on no key, Ctrl+Alt+Fn included).
kb_mode() { python3 -c 'import fcntl, struct, sys
with open(sys.argv[1], "rb", buffering=0) as tty:
    print(struct.unpack("i", fcntl.ioctl(tty, 0x4B44, b"\0\0\0\0"))[0])' "$1"; }
# The share of pixels two PPMs of one size differ in.
frame_difference() {
    python3 - "$1" "$2" <<'PY'
import sys
(_, size, _, a), (_, _, _, b) = (open(path, 'rb').read().split(b'\n', 3) for path in sys.argv[1:3])
row = 3 * int(size.split()[0])  # pixel by pixel only in the rows that differ (Python is slow under emulation)
differ = sum(sum(1 for i in range(start, start + row, 3) if a[i:i + 3] != b[i:i + 3])
             for start in range(0, len(a), row) if a[start:start + row] != b[start:start + row])
print(round(differ / (len(a) / 3), 4) if len(a) == len(b) else 1)
PY
}
# KDGETMODE of a VT (kbd's kbdinfo): text or graphics.
vt_mode() { kbdinfo -C "$1" getmode; }
# open(2) of PATH for reading by the shell (`: < PATH`): "opened", or its error (strerror).
open_probe=': < "$0" && echo opened'
# "COLOURS LIT" (frame_stats) against the thresholds of a kiosk's frame.
shows_app() { awk -v s="$1" 'BEGIN { split(s, f, " "); exit !(f[1] >= 20 && f[2] > 0.33) }'; }

check "systemd is PID 1" test "$(cat /proc/1/comm)" = systemd

# A touchscreen (uinput, from a recording's description; its touches come long after
# the test), made while the kiosk is installed; and the keyboard the VM has (PS/2, atkbd).
modprobe uinput
"$kiosk_bin" replay "$repo/recordings/home/tour.yaml" --start-after 600 2> "$out/replay.log" &
player=$!

# Installed as docs/operations/setup.md says: a system user in video, not in input.
useradd --system --no-create-home --groups video kiosk
# The build under test, at the path the unit names: bound, not copied (145 MB over 9p);
# a bind mount stays visible in the service's namespace where /tmp is its own.
mkdir -p /usr/local/bin && touch /usr/local/bin/touchdeck && mount --bind "$kiosk_bin" /usr/local/bin/touchdeck
(cd "$repo" && /usr/local/bin/touchdeck service install --user kiosk --seat seatd --binary /usr/local/bin/touchdeck)
check "touchdeck service install wrote the unit" test -f "/etc/systemd/system/$unit"
cat "/etc/systemd/system/$unit" > "$out/unit.log"
systemctl daemon-reload

for _ in $(seq 100); do grep -q /dev/input/event "$out/replay.log" && break; sleep 0.2; done
udevadm settle
touchscreen=$(grep -o '/dev/input/event[0-9]*' "$out/replay.log" | head -n1)
keyboard=
for node in /dev/input/event*; do
    if udevadm info -q property "$node" | grep -qx 'ID_INPUT_KEYBOARD=1'; then keyboard=$node; break; fi
done
echo "touchscreen: ${touchscreen:-none}; keyboard: ${keyboard:-none} ($(cat /sys/class/input/$(basename "${keyboard:-x}")/device/name 2>/dev/null))"
check "a uinput touchscreen and a keyboard are present" test -n "$touchscreen" -a -n "$keyboard"

screendump before-kiosk
# systemd's notification messages (READY=1, STOPPING=1) are logged at debug level.
systemctl log-level debug
started=$(uptime_s)
systemctl start "$unit"
echo "systemctl start returned after $(awk -v a="$started" -v b="$(uptime_s)" 'BEGIN { print b - a }') s"
check "the service is active (Type=notify: systemctl start returns on READY=1)" systemctl is-active --quiet "$unit"
systemctl show "$unit" -p ActiveState -p SubState -p Type -p MainPID -p StatusText -p NRestarts
pid=$(systemctl show "$unit" -p MainPID --value)
check "systemd got READY=1 from the kiosk's own process" \
    journalctl -b --no-pager -u "$unit" -g "Got notification message from PID $pid .*READY=1" -q
check "the kiosk runs as kiosk, not root" test "$(stat -c %U "/proc/$pid")" = kiosk

# Devices: the screen and the touchscreen are open, through seatd (the touchscreen
# a moment after the first frame).
for _ in $(seq 50); do
    fds=$(ls -l "/proc/$pid/fd" 2>/dev/null)
    grep -q " $touchscreen\$" <<< "$fds" && break
    sleep 0.2
done
echo "$fds" | grep -E '/dev/(dri|fb|input)'
check "the kiosk holds the touchscreen $touchscreen open" grep -q " $touchscreen\$" <<< "$fds"
check "the kiosk holds the screen (DRM) open" grep -qE ' /dev/dri/card[0-9]+$' <<< "$fds"
check "the kiosk opened its devices through seatd" journalctl -b --no-pager -u "$unit" -q -g 'through seatd'
check "the kiosk's VT is in graphics mode" test "$(vt_mode /dev/tty1)" = graphics

# systemd's own rating of the loaded unit on this booted system (the tests elsewhere rate the file offline).
exposure=$(systemd-analyze security --no-pager "$unit" 2>&1 | sed -n 's/.*Overall exposure level for .*: \([0-9.]*\) .*/\1/p')
echo "systemd-analyze security $unit: ${exposure:-none}"
check "systemd-analyze security rates the running unit 2.0 or lower" awk -v e="${exposure:-99}" 'BEGIN { exit !(e <= 2.0) }'

# The sandbox, from the kernel's view of the running process.
status=$(cat "/proc/$pid/status")
grep -E '^(Uid|Gid|Groups|NoNewPrivs|Seccomp|Cap[A-Za-z]+):' <<< "$status"
check "NoNewPrivs is 1" grep -qx $'NoNewPrivs:\t1' <<< "$status"
check "seccomp filters the kiosk's system calls (Seccomp: 2)" grep -qx $'Seccomp:\t2' <<< "$status"
for set in CapInh CapPrm CapEff CapBnd CapAmb; do
    check "$set is empty" grep -qx "$set:"$'\t'"0000000000000000" <<< "$status"
done
video=$(getent group video | cut -d: -f3) input=$(getent group input | cut -d: -f3)
groups=$(sed -n 's/^Groups:\t*//p' <<< "$status" | xargs | tr ' ' ',')
check "its groups ($groups) are video ($video) and its own, not input ($input)" \
    test "$(tr ',' '\n' <<< "$groups" | grep -vx -e "$video" -e "$(id -g kiosk)" | wc -l)/$(tr ',' '\n' <<< "$groups" | grep -cx "$video")" = 0/1

# As the kiosk: its uid, gid and groups, in its mount namespace and cgroup, with no
# capability and no new privileges — what the kiosk itself would get from open(2).
uid=$(id -u kiosk) gid=$(id -g kiosk)
cgroup="/sys/fs/cgroup$(cut -d: -f3 "/proc/$pid/cgroup")"
as_kiosk() {
    local extra=$1; shift
    sh -c 'echo $$ > "$0/cgroup.procs" && exec "$@"' "$cgroup" \
        nsenter -t "$pid" -m -- setpriv --reuid="$uid" --regid="$gid" --groups="$groups$extra" \
        --no-new-privs --inh-caps=-all --bounding-set=-all -- "$@"
}
home=$(as_kiosk "" ls /home 2>&1); echo "ls /home as the kiosk: $home"
check "/home is inaccessible to the kiosk (ProtectHome)" grep -q 'Permission denied' <<< "$home"
etc=$(as_kiosk "" touch /etc/touchdeck/written 2>&1); echo "touch /etc/touchdeck/written as the kiosk: $etc"
check "/etc is read-only to the kiosk (ProtectSystem=strict)" grep -q 'Read-only file system' <<< "$etc"
keyboard_open=$(as_kiosk "" sh -c "$open_probe" "$keyboard" 2>&1); echo "open($keyboard) as the kiosk: $keyboard_open"
check "the kiosk cannot open the keyboard's node $keyboard (EACCES)" grep -q 'Permission denied$' <<< "$keyboard_open"
touch_open=$(as_kiosk "" sh -c "$open_probe" "$touchscreen" 2>&1); echo "open($touchscreen) as the kiosk: $touch_open"
check "nor the touchscreen's node (EACCES: it has it from seatd only)" grep -q 'Permission denied$' <<< "$touch_open"
# The control: the same probe in the input group opens it (the old setup line gave the kiosk that group).
control=$(as_kiosk ",$input" sh -c "$open_probe" "$keyboard" 2>&1); echo "open($keyboard) as the kiosk in the input group: $control"
check "in the input group the same probe opens the keyboard (the check can fail)" test "$control" = opened

# Frames on the screen: the console (black, or its text) before, the app now (its
# start-up animation long over: the reference for the frame after the VT switch).
screendump kiosk
before=$(frame_stats "$out/before-kiosk.ppm"); now=$(frame_stats "$out/kiosk.ppm")
echo "frame before the kiosk: $before (colours, lit share); with it: $now"
check "the kiosk's frames reach the display (QMP screendump: 20+ colours, a third lit)" \
    shows_app "$now"
check "the screen changed when the kiosk started" test "$(cmp -s "$out/before-kiosk.ppm" "$out/kiosk.ppm"; echo $?)" = 1

# Ctrl+Alt+F2 pressed on the VM's keyboard (QMP send-key): with the keyboard off
# (K_OFF) the kernel drops it, so the kiosk, reading the keyboard through seatd,
# asks seatd to switch (libseat_switch_session). On tty2 (text mode, keyboard on)
# the kernel itself takes Ctrl+Alt+F1 back to the kiosk, which resumes.
sendkey() {
    local name=$1 waited=0; shift
    echo "$*" > "$out/$name.sendkey-request"
    while [ ! -e "$out/$name.sendkey-done" ] && [ $waited -lt 300 ]; do sleep 0.1; waited=$((waited + 1)); done
}
wait_for_vt() {
    local waited=0
    while [ "$(cat /sys/class/tty/tty0/active)" != "$1" ] && [ $waited -lt 150 ]; do sleep 0.1; waited=$((waited + 1)); done
    [ "$(cat /sys/class/tty/tty0/active)" = "$1" ]
}
check "tty1 is in front with the kiosk" test "$(cat /sys/class/tty/tty0/active)" = tty1
check "tty1's keyboard is off (K_OFF): the kernel cannot switch on Ctrl+Alt+F2 itself" test "$(kb_mode /dev/tty1)" = 4
sendkey vt2 ctrl alt f2
check "Ctrl+Alt+F2 brings tty2 to the front (through the kiosk and seatd)" wait_for_vt tty2
switched=$(journalctl -b --no-pager -u "$unit" -q -o cat -g 'Ctrl\+Alt\+F2: switching to VT 2|seat0 went away')
echo "$switched"
check "the kiosk logged the switch and its pause" test "$(grep -c . <<< "$switched")" = 2
check "tty2 is in text mode" test "$(vt_mode /dev/tty2)" = text
sendkey vt1 ctrl alt f1
check "Ctrl+Alt+F1 brings tty1 back" wait_for_vt tty1
for _ in $(seq 25); do [ "$(vt_mode /dev/tty1)" = graphics ] && break; sleep 0.2; done
check "tty1 is in graphics mode again" test "$(vt_mode /dev/tty1)" = graphics
sleep 1  # the whole frame, drawn again on resuming
screendump back
back=$(frame_stats "$out/back.ppm"); difference=$(frame_difference "$out/kiosk.ppm" "$out/back.ppm")
echo "frame back on tty1: $back; differs from the first in a share of $difference of its pixels (the clock may have moved)"
journalctl -b --no-pager -u "$unit" -q -g 'is back after|whole screen redrawn' -o cat
check "the kiosk draws again on tty1 (20+ colours, a third lit)" \
    shows_app "$back"
check "the frame back is the one before the switch (under 2 % of pixels differ)" \
    awk -v d="$difference" 'BEGIN { exit !(d < 0.02) }'
check "the same kiosk process, never restarted" \
    test "$(systemctl show "$unit" -p MainPID --value)/$(systemctl show "$unit" -p NRestarts --value)" = "$pid/0"

# Stopping: SIGTERM, STOPPING=1 from the kiosk, then ExecStopPost= puts the console back.
was=$(systemctl show "$unit" -p ActiveState --value)
systemctl stop "$unit"
check "systemctl stop ends the running service (active, then inactive with result success)" \
    test "$was/$(systemctl show "$unit" -p ActiveState --value)/$(systemctl show "$unit" -p Result --value)" = active/inactive/success
check "the kiosk sent STOPPING=1" \
    journalctl -b --no-pager -u "$unit" -g "Got notification message from PID $pid .*STOPPING=1" -q
# systemd's own record of the control process after the main one (journal, debug level).
post=$(journalctl -b --no-pager -u "$unit" -q -o cat | sed -n '/Main process exited/,$p' |
       grep -E 'About to execute .*console restore|Control process exited')
echo "$post"
check "ExecStopPost= (console restore) ran after the kiosk and exited 0" \
    test "$(grep -c -e 'About to execute .*console restore' -e 'Control process exited, code=exited, status=0/SUCCESS' <<< "$post")" = 2
check "tty1 is back in text mode" test "$was/$(vt_mode /dev/tty1)" = active/text
check "the kiosk's process is gone" test "$pid" -gt 1 -a ! -e "/proc/$pid"

# The unit's two other seats, one start each with fewer checks (about 25 s each under emulation):
# logind (a PAM session of its own on tty1, systemd-logind and D-Bus running, seatd stopped) and
# direct (no seat manager at all: the kiosk opens the devices through its groups).
# $1: the seat; $2: how the kiosk's log says it opens devices; $3: its expected groups
# besides its own (names); $4: "session" when logind must have a session for it on tty1.
# (The user manager logind starts for the session, user@.service, is masked in this VM:
# 15 s under emulation and nothing the kiosk uses.)
variant() {
    local seat=$1 opened=$2 want_groups=$3 session=$4 vpid vstatus vgroups expected frame since log
    systemctl reset-failed "$unit" 2>/dev/null
    (cd "$repo" && /usr/local/bin/touchdeck service install --user kiosk --seat "$seat" --binary /usr/local/bin/touchdeck) > /dev/null
    cp "/etc/systemd/system/$unit" "$out/unit-$seat.log"
    systemctl daemon-reload
    started=$(uptime_s) since=$(date +%s)
    systemctl start "$unit"
    echo "$seat: systemctl start returned after $(awk -v a="$started" -v b="$(uptime_s)" 'BEGIN { print b - a }') s"
    check "$seat: the service is active (Type=notify: READY=1 reached systemd)" systemctl is-active --quiet "$unit"
    vpid=$(systemctl show "$unit" -p MainPID --value)
    echo "$seat: the kiosk's cgroup: $(cut -d: -f3 "/proc/$vpid/cgroup")"
    if [ "$session" = session ]; then
        loginctl list-sessions --no-legend
        check "$seat: logind has an active session of the kiosk's user on seat0, tty1" \
            test "$(loginctl show-session "$(loginctl list-sessions --no-legend | awk '$3 == "kiosk" { print $1 }' | head -n1)" \
                    -p Name -p Seat -p TTY -p State --value | xargs)" = "kiosk seat0 tty1 active"
    fi
    for _ in $(seq 50); do ls -l "/proc/$vpid/fd" 2>/dev/null | grep -q " $touchscreen\$" && break; sleep 0.2; done
    check "$seat: the kiosk holds the screen and the touchscreen open" \
        test "$(ls -l "/proc/$vpid/fd" | grep -cE " (/dev/dri/card[0-9]+|$touchscreen)\$")" = 2
    check "$seat: the kiosk's VT is in graphics mode" test "$(vt_mode /dev/tty1)" = graphics
    vstatus=$(cat "/proc/$vpid/status")
    grep -E '^(Groups|NoNewPrivs|Seccomp|CapEff|CapBnd):' <<< "$vstatus"
    check "$seat: NoNewPrivs 1, seccomp on, no capability" test "$(grep -cx -e $'NoNewPrivs:\t1' -e $'Seccomp:\t2' \
        -e $'CapEff:\t0000000000000000' -e $'CapBnd:\t0000000000000000' <<< "$vstatus")" = 4
    vgroups=$(sed -n 's/^Groups:\t*//p' <<< "$vstatus" | tr ' ' '\n' | grep -vx -e '' -e "$(id -g kiosk)" | sort -n | xargs)
    expected=$(for name in $want_groups; do getent group "$name" | cut -d: -f3; done | sort -n | xargs)
    check "$seat: its groups besides its own are [${want_groups}] ([$vgroups])" test "$vgroups" = "$expected"
    screendump "kiosk-$seat"
    frame=$(frame_stats "$out/kiosk-$seat.ppm"); echo "$seat: frame $frame"
    check "$seat: the kiosk's frames reach the display (20+ colours, a third lit)" shows_app "$frame"
    systemctl stop "$unit"
    # One read of the journal (each costs seconds under emulation): systemd's lines on the unit
    # and the kiosk's own (with PAMName= those are in the session's scope, not the unit).
    log=$(journalctl -b --no-pager -q -o cat --since "@$since")
    grep -E "Got notification message from PID $vpid|opening devices" <<< "$log"
    check "$seat: systemd got READY=1 from the kiosk's own process" grep -q "Got notification message from PID $vpid .*READY=1" <<< "$log"
    check "$seat: the kiosk opened its devices $opened" grep -q "$opened" <<< "$log"
    check "$seat: stopped cleanly (STOPPING=1 sent, result success, tty1 in text mode again)" \
        test "$(grep -c "Got notification message from PID $vpid .*STOPPING=1" <<< "$log")/$(systemctl show "$unit" -p Result --value)/$(vt_mode /dev/tty1)" = 1/success/text
}
# `touchdeck calibrate` as the kiosk's user (not in input: it cannot open the touchscreen's node
# itself) opens the touchscreen through seatd as the kiosk does; with no touches it ends at its timeout.
calibrate=$(cd /tmp && setpriv --reuid="$uid" --regid="$gid" --groups="$video" --no-new-privs -- \
    /usr/local/bin/touchdeck calibrate --display png:/tmp/calibrate-frames --config /tmp/calibrate.yaml --timeout 4 2>&1)
grep -E 'seat|touch device|not finished' <<< "$calibrate"
check "calibrate, as the kiosk's user, opens the touchscreen through seatd" \
    test "$(grep -c -e 'opening devices through seatd' -e "touch device $touchscreen:" <<< "$calibrate")" = 2

systemctl stop seatd.service
systemctl start dbus.socket systemd-logind.service
check "systemd-logind runs (on D-Bus) and seatd does not" test "$(systemctl is-active systemd-logind.service seatd.service | xargs)" = "active inactive"
# The account's own groups stay (useradd put it in video); the logind unit adds none.
variant logind "through logind on seat0" "video" session
systemctl stop systemd-logind.service
variant direct "opening devices directly" "input video" none
systemctl log-level info
kill "$player" 2>/dev/null
echo "checks end at $(uptime_s) s"
