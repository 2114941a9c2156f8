#!/bin/sh
# The device tests the VM runs; each writes PASS/FAIL lines to $1/results
# (the Swift Testing suites' lines are read from $1/swift-testing.log by the host).
# $2: the host's build products (test bundle, touchdeck); $3: the Swift
# Testing suites to run (a --filter pattern).
out=$1
bin=$2
filter=${3:-TouchDevicesTests}
results="$out/results"
: > "$results"
# tools/vm/run: one command instead of the tests.
if [ "$filter" = COMMAND ]; then
    bash "$out/command.sh" > "$out/command.log" 2>&1
    echo $? > "$out/command.status"
    exit 0
fi
check() {
    name=$1; shift
    if "$@"; then echo "PASS $name" >> "$results"; else echo "FAIL $name" >> "$results"; fi
}
check "uinput device node exists" test -c /dev/uinput
check "framebuffer exists" test -c /dev/fb0

# The Swift Testing suites, from the bundle the host built: one PASS/FAIL line
# per test (console lines `✔ Test NAME passed` / `✘ Test NAME failed`). All the
# suites of the filter (`A|B|C`) run in one process, one test at a time
# (--no-parallel): the display and kiosk suites share /dev/fb0 (one's
# screendump would catch the other's frame), and starting the debug bundle
# costs about 20 s under emulation, so once rather than per suite. A kiosk
# tour takes about 35 s under emulation, and the kiosk suite runs six. The
# time limit is TOUCHDECK_VM_SUITE_TIMEOUT seconds per suite (a soak,
# tools/soak, sets it from its length).
log="$out/swift-testing.log"
suites=$(echo "$filter" | tr '|' ' ')
count=$(echo "$suites" | wc -w)
TOUCHDECK_BIN_PATH="$bin" NO_COLOR=1 timeout "$(( ${TOUCHDECK_VM_SUITE_TIMEOUT:-480} * count ))" \
    "$bin/TouchdeckPackageTests.xctest" --testing-library swift-testing --no-parallel --filter "$filter" > "$log" 2>&1
status=$?
cat "$log"
# The host turns the log's test lines into PASS/FAIL lines (also when QEMU
# stopped this run early); here, only whether the run finished.
if ! grep -q 'Test run with' "$log"; then echo "FAIL swift-testing run of $filter did not finish (exit $status)" >> "$results"; fi
# The host counts a suite with no such line as not run (QEMU stopped first).
for suite in $suites; do echo "RAN $suite" >> "$results"; done
