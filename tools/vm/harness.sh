# The QEMU test harness, sourced by tools/vmtest and tools/soak (from the
# repository's root): a real Debian kernel under software emulation, booted
# on the host's own root filesystem (read-only over 9p) with a writable
# shared folder, running tools/vm/guest.sh, which runs the test bundle's
# suites picked by a filter and writes PASS/FAIL lines to OUT/results.
#
#   touchdeck_vm_prepare          packages, test bundle, release touchdeck, kernel, initramfs
#   touchdeck_vm_new_out          a fresh shared folder in $touchdeck_vm_out (removed on exit)
#   touchdeck_vm_boot FILTER      boots, runs the suites of FILTER, returns when the VM is off
#   touchdeck_vm_results          prints the guest's log and results, `N passed, N failed`; fails when any failed
#                                 (a failed run's screen dumps and logs are kept in $touchdeck_vm_cache/failed)
#
# A file OUT/guest.env (NAME=VALUE lines), written before booting, is
# exported in the guest before its tests run. Environment: see tools/vmtest.

touchdeck_vm_prepare() {
    source tools/setup.sh
    touchdeck_install_packages qemu-system-x86 busybox-static cpio kmod udev socat
    if [ -n "${TOUCHDECK_BIN_PATH:-}" ]; then
        touchdeck_vm_bin=$TOUCHDECK_BIN_PATH
        if [ -z "${touchdeck_vm_command:-}" ] && [ ! -x "$touchdeck_vm_bin/TouchdeckPackageTests.xctest" ]; then
            echo "vmtest: no test bundle in TOUCHDECK_BIN_PATH=$touchdeck_vm_bin (build it with swift build --build-tests)" >&2
            exit 1
        fi
    else
        touchdeck_install_packages "${TOUCHDECK_BUILD_PACKAGES[@]}" "${TOUCHDECK_TEST_PACKAGES[@]}"
        # Incremental: nothing to do when tools/test has just built it.
        swift build --build-tests >&2
        touchdeck_vm_bin=$(swift build --show-bin-path)
    fi
    touchdeck_vm_bin=$(cd "$touchdeck_vm_bin" && pwd)
    if [ -z "${TOUCHDECK_KIOSK_BIN:-}" ]; then
        # Built as a kiosk is (docs/operations/setup.md, "From a fresh Debian machine"): the Swift
        # runtime and Foundation linked in, which also keeps 4-5 MB fewer pages resident.
        swift build -c release --static-swift-stdlib --product touchdeck >&2
        TOUCHDECK_KIOSK_BIN="$(swift build -c release --show-bin-path)/touchdeck"
    fi

    touchdeck_vm_cache=${TOUCHDECK_VM_CACHE:-$HOME/.cache/touchdeck-vm}
    mkdir -p "$touchdeck_vm_cache"
    local package
    package=$(apt-cache depends linux-image-amd64 2>/dev/null | awk '/Depends: linux-image-[0-9]/ {print $2; exit}')
    if [ -z "$package" ]; then
        echo "vmtest: apt knows no linux-image-amd64 (run apt-get update)" >&2
        exit 1
    fi
    touchdeck_vm_package=$package
    touchdeck_vm_version=${package#linux-image-}
    touchdeck_vm_kdir="$touchdeck_vm_cache/$package"
    if [ ! -f "$touchdeck_vm_kdir/boot/vmlinuz-$touchdeck_vm_version" ]; then
        echo "vmtest: fetching $package" >&2
        (cd "$touchdeck_vm_cache" && apt-get download -qq "$package" 2>/dev/null)
        rm -rf "$touchdeck_vm_kdir"
        dpkg -x "$touchdeck_vm_cache/${package}_"*.deb "$touchdeck_vm_kdir"
        # The package ships no modules.dep; modprobe needs one.
        depmod -b "$touchdeck_vm_kdir" "$touchdeck_vm_version"
    fi

    local modules="overlay netfs fscache 9pnet 9p virtio_ring virtio virtio_pci_modern_dev virtio_pci_legacy_dev virtio_pci 9pnet_virtio"
    # Named by what goes in (the init script, the modules): a changed one is built
    # afresh beside the old, which other checkouts sharing the cache may still boot.
    local key
    key=$( { cat tools/vm/initramfs-init; echo "$modules"; } | cksum | cut -d' ' -f1)
    touchdeck_vm_initramfs="$touchdeck_vm_cache/initramfs-$touchdeck_vm_version-$key.cpio.gz"
    if [ ! -f "$touchdeck_vm_initramfs" ]; then
        local staging module file
        staging=$(mktemp -d)
        mkdir -p "$staging"/{bin,dev,proc,sys,newroot,lib}
        cp /bin/busybox "$staging/bin/busybox"
        cp tools/vm/initramfs-init "$staging/init"
        chmod +x "$staging/init"
        : > "$staging/lib/modules.order"
        for module in $modules; do
            file=$(find "$touchdeck_vm_kdir/lib/modules/$touchdeck_vm_version" -name "$module.ko" -o -name "$module.ko.xz" | head -n1)
            if [ -n "$file" ]; then
                cp "$file" "$staging/lib/$module.ko"
                echo "$module" >> "$staging/lib/modules.order"
            fi
        done
        (cd "$staging" && find . | cpio -o -H newc --quiet | gzip -1) > "$touchdeck_vm_initramfs.tmp$$"
        mv "$touchdeck_vm_initramfs.tmp$$" "$touchdeck_vm_initramfs"
        # The five newest are kept (about 1 MB each).
        ls -1t "$touchdeck_vm_cache/initramfs-$touchdeck_vm_version-"*.cpio.gz | tail -n +6 | xargs -r rm -f
        rm -rf "$staging"
    fi
}

touchdeck_vm_new_out() {
    mkdir -p "$touchdeck_vm_cache/runs"
    touchdeck_vm_out=$(mktemp -d "$touchdeck_vm_cache/runs/run-XXXXXX")
    trap 'rm -rf "$touchdeck_vm_out"' EXIT
}

# $1: the Swift Testing suites to run (`A|B|C`), or SERVICE: systemd boots as
# PID 1 on an overlay of the host's root and runs tools/vm/systemd/service-checks.sh
# (tools/vm/service-test); $TOUCHDECK_VM_TIMEOUT: seconds
# before QEMU is stopped (1800: all the default suites in one VM take about 10
# minutes on a 2-core host, the sum of tools/vmtest's two VMs). A suite QEMU
# was stopped before counts as failed.
touchdeck_vm_boot() {
    local filter=$1 out=$touchdeck_vm_out repo watcher
    touchdeck_vm_suites=$filter
    touchdeck_vm_limit=${TOUCHDECK_VM_TIMEOUT:-1800}
    repo=$(pwd)
    local boot="touchdeck.guest=$repo/tools/vm/guest.sh"
    if [ "$filter" = SERVICE ]; then
        boot="touchdeck.systemd=1 systemd.unit=touchdeck-vmtest.target systemd.show_status=false"
        touchdeck_vm_suites=ServiceVMTests
    fi
    # The guest's display: -vga std (bochs-drm, one connector) by default;
    # TOUCHDECK_VM_GPU=virtio gives a virtio-gpu with two heads (Virtual-1, Virtual-2).
    # Each virtio head has a VNC server of its own (unix sockets vnc0, vnc1): a client's
    # SetDesktopSize is what QEMU tells the guest as a monitor of that size plugged
    # in (0x0: unplugged) on that head (the watcher's monitor requests). The
    # kernel command line's video= would add its mode to every monitor: left out.
    local gpu=(-vga std) video=video=800x480
    if [ "${TOUCHDECK_VM_GPU:-std}" = virtio ]; then
        gpu=(-vga none -device virtio-vga,id=gpu,max_outputs=2,xres=800,yres=480
             -vnc unix:"$out/vnc0.sock",id=vnc0,display=gpu,head=0 -vnc unix:"$out/vnc1.sock",id=vnc1,display=gpu,head=1)
        video=
    fi
    echo "vmtest: booting $touchdeck_vm_package" >&2
    # Answers the guest's requests for pixel-exact screen dumps (QMP screendump).
    tools/vm/screendump-watcher "$out" "$out/qmp.sock" &
    watcher=$!
    timeout "$touchdeck_vm_limit" qemu-system-x86_64 \
        -accel tcg -M pc -cpu "${TOUCHDECK_VM_CPU_MODEL:-max}" -smp "${TOUCHDECK_VM_CPUS:-1}" -m 1G -nodefaults -display none -no-reboot \
        -serial file:"$out/console.log" "${gpu[@]}" \
        -kernel "$touchdeck_vm_kdir/boot/vmlinuz-$touchdeck_vm_version" -initrd "$touchdeck_vm_initramfs" \
        -append "console=ttyS0 quiet panic=-1 $video touchdeck.out=$out touchdeck.kdir=$touchdeck_vm_kdir touchdeck.repo=$repo $boot touchdeck.bin=$touchdeck_vm_bin touchdeck.filter=$filter touchdeck.kiosk=$TOUCHDECK_KIOSK_BIN" \
        -fsdev local,id=root,path=/,security_model=none,readonly=on,multidevs=remap \
        -device virtio-9p-pci,fsdev=root,mount_tag=hostroot \
        -fsdev local,id=out,path="$out",security_model=none,multidevs=remap \
        -device virtio-9p-pci,fsdev=out,mount_tag=out \
        -qmp unix:"$out/qmp.sock",server=on,wait=off \
        || echo "vmtest: qemu exited with $?" >&2
    kill "$watcher" 2>/dev/null || true
}

touchdeck_vm_results() {
    local out=$touchdeck_vm_out results passed failed
    if [ -f "$out/guest.log" ]; then cat "$out/guest.log"; else tail -n 30 "$out/console.log" >&2; fi
    results="$out/results"
    [ -f "$results" ] || : > "$results"
    # One PASS/FAIL line per test the guest's log says passed or failed (`✔ Test NAME
    # passed after …`), also when QEMU stopped the run before it finished.
    if [ -f "$out/swift-testing.log" ]; then
        grep -v 'Test run with' "$out/swift-testing.log" |
            sed -n 's/^.* Test \(.*\) passed after .*$/PASS \1/p; s/^.* Test \(.*\) failed after .*$/FAIL \1/p' >> "$results" || true
    fi
    # Every suite asked for must have run: a VM stopped at its time limit
    # leaves the rest unrun, which is a failure, not a smaller pass.
    local suite
    for suite in $(echo "${touchdeck_vm_suites:-}" | tr '|' ' '); do
        [ "$suite" = COMMAND ] && continue
        grep -qx "RAN $suite" "$results" ||
            echo "FAIL $suite did not run (the VM was stopped after ${touchdeck_vm_limit:-?} s, TOUCHDECK_VM_TIMEOUT)" >> "$results"
    done
    grep -v '^RAN ' "$results" || true
    passed=$(grep -c '^PASS' "$results" || true)
    failed=$(grep -c '^FAIL' "$results" || true)
    if [ "$passed" -eq 0 ] && [ "$failed" -eq 0 ]; then failed=1; echo "FAIL the VM ran no test"; fi
    echo "$passed passed, $failed failed"
    if [ "$failed" -ne 0 ]; then touchdeck_vm_keep_failed "$out"; fi
    [ "$failed" -eq 0 ]
}

# Copies a failed run's screen dumps and logs out of the shared folder (which
# is removed on exit), so that what the screen showed can be looked at; the
# last five failed runs are kept.
touchdeck_vm_keep_failed() {
    local out=$1 failed_runs="$touchdeck_vm_cache/failed"
    local kept
    kept="$failed_runs/$(basename "$out")"
    mkdir -p "$kept" || return 0
    cp "$out"/*.ppm "$out"/*.log "$out/results" "$kept"/ 2>/dev/null || true
    echo "vmtest: the failed run's screen dumps (PPM) and logs are kept in $kept" >&2
    ls -1dt "$failed_runs"/run-* | tail -n +6 | xargs -r rm -rf
}
