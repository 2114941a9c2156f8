#!/bin/sh
# Runs inside the test VM, on the host's own root (read-only) after switch_root.
# Loads the input and display drivers, starts udev, runs the device tests and
# writes their output to the shared folder, then powers the VM off.
set -u
arg() { tr ' ' '\n' < /proc/cmdline | sed -n "s/^$1=//p"; }
out=$(arg touchdeck.out)
kdir=$(arg touchdeck.kdir)
repo=$(arg touchdeck.repo)
bin=$(arg touchdeck.bin)
filter=$(arg touchdeck.filter)
export TOUCHDECK_KIOSK_BIN="$(arg touchdeck.kiosk)"
# The host's root is read-only and /tmp stays as it is (the checkout may live
# there); scratch files go to a tmpfs under /run.
mkdir -p /run/tmp
export HOME=/run/tmp TMPDIR=/run/tmp PATH=/usr/sbin:/usr/bin:/sbin:/bin TOUCHDECK_VM=1 TOUCHDECK_VM_OUT="$out"
# What the host's script asks of this run (tools/soak: the soak's length, seed, …).
if [ -f "$out/guest.env" ]; then set -a; . "$out/guest.env"; set +a; fi
{
    modprobe -d "$kdir" uinput && modprobe -d "$kdir" evdev && modprobe -d "$kdir" bochs && modprobe -d "$kdir" virtio-gpu
    mkdir -p /run/udev
    /lib/systemd/systemd-udevd --daemon
    # fbcon would draw the console over our frames.
    for console in /sys/class/vtconsole/vtcon*/bind; do echo 0 > "$console" 2>/dev/null; done
    echo 0 > /sys/class/graphics/fbcon/cursor_blink 2>/dev/null
    ls -l /dev/uinput /dev/fb0 /dev/dri 2>&1
    cd "$repo" && sh tools/vm/guest-tests.sh "$out" "$bin" "$filter"
    echo "guest-exit=$?"
} > "$out/guest.log" 2>&1
sync
echo o > /proc/sysrq-trigger
sleep 10
