#!/bin/sh
# The device tests the VM runs; each writes PASS/FAIL lines to $1/results.
out=$1
results="$out/results"
: > "$results"
check() {
    name=$1; shift
    if "$@"; then echo "PASS $name" >> "$results"; else echo "FAIL $name" >> "$results"; fi
}
check "uinput device node exists" test -c /dev/uinput
check "framebuffer exists" test -c /dev/fb0
