#!/usr/bin/env bash
# Installs what Touchdeck needs from the system, once: sourced by tools/demo, tools/test and
# tools/external-kiosk-test.
# Debian 12 / Ubuntu with a Swift 6 toolchain on PATH; packages come from apt
# (with sudo when not root). Anything that is already there is left alone.
set -euo pipefail

# Libraries the package links (pkg-config finds them), the fonts the renderer
# draws with (DejaVu for Latin, its oblique faces for italic text, Noto CJK as the fallback for Chinese
# text, Material Icons for Image(systemName:)), the keyboard data libxkbcommon reads at run time
# (xkb-data: the layouts; libx11-data: the compose tables for dead keys), and the tools its tests use.
TOUCHDECK_BUILD_PACKAGES=(pkg-config libevdev-dev libinput-dev libudev-dev libxkbcommon-dev libcairo2-dev libpango1.0-dev libpng-dev libjpeg-dev librsvg2-dev libdrm-dev libseat-dev libsystemd-dev fonts-dejavu-core fonts-dejavu-extra fonts-noto-cjk fonts-material-design-icons-iconfont xkb-data libx11-data)
# chromium and chromium-driver drive the browser preview's test (headless),
# prometheus scrapes the kiosk's /metrics in another; seatd and kbd (chvt) run the
# VM's seat and VT-switching test; systemd's systemd-analyze verifies the kiosk's unit.
TOUCHDECK_TEST_PACKAGES=(libinput-tools python3-libevdev python3-yaml chromium chromium-driver prometheus curl openssl seatd kbd systemd)
# What tools/vm/service-test's VM boots and runs from this machine's root: systemd as PID 1,
# seatd for the kiosk's devices, kbd's kbdinfo (VT modes), python3 (screen dumps), util-linux's
# nsenter and setpriv (probes as the kiosk's user), passwd's useradd.
TOUCHDECK_SERVICE_VM_PACKAGES=(systemd seatd kbd python3 util-linux passwd)
# The one build tools/test makes (release, compiled for testing): whatever builds
# in its folder passes exactly these flags, or every module is compiled again.
TOUCHDECK_TEST_BUILD=(-c release -Xswiftc -enable-testing)
# SwiftPM passes a package's enabled traits (swift-configuration's, Hummingbird's)
# as -D flags in its Set's order, which Swift seeds afresh in every process: each
# `swift build` then saw three modules' command lines changed and compiled them
# again (60 s of a kiosk builder's package built after the main build). A fixed
# seed keeps the order, and a build that is done stays done. Only for swift build:
# `swift test` under it took 96 s instead of 40.
touchdeck_swift_build() { SWIFT_DETERMINISTIC_HASHING=1 swift build "$@"; }

touchdeck_note() { printf 'touchdeck setup: %s\n' "$*" >&2; }

touchdeck_require_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        touchdeck_note "no 'swift' on PATH: install a Swift 6 toolchain (https://www.swift.org/install/linux/) and try again"
        exit 1
    fi
    local version
    version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9]*\)\..*/\1/p' | head -n1)
    if [ -n "$version" ] && [ "$version" -lt 6 ]; then
        touchdeck_note "Swift $version found; Touchdeck needs Swift 6 or later"
        exit 1
    fi
}

touchdeck_missing_packages() {
    local package
    for package in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
            printf '%s\n' "$package"
        fi
    done
}

touchdeck_install_packages() {
    local missing
    if ! command -v dpkg-query >/dev/null 2>&1; then
        touchdeck_note "not a Debian/Ubuntu system (no dpkg): install these yourself, then run again: $*"
        return 0
    fi
    mapfile -t missing < <(touchdeck_missing_packages "$@")
    [ "${#missing[@]}" -eq 0 ] && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        touchdeck_note "apt-get is not available; install these packages, then run again: ${missing[*]}"
        exit 1
    fi
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null 2>&1; then
            touchdeck_note "not root and no sudo; as root run: apt-get install ${missing[*]}"
            exit 1
        fi
        sudo=(sudo)
    fi
    touchdeck_note "installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# libinput's Python tools run under the first python3 on PATH, which may not be
# Debian's: give that one the libevdev and yaml modules too (best effort).
touchdeck_python_modules() {
    command -v python3 >/dev/null 2>&1 || return 0
    if ! python3 -c 'import libevdev, yaml' >/dev/null 2>&1; then
        python3 -m pip install --quiet --disable-pip-version-check libevdev pyyaml >/dev/null 2>&1 \
            || touchdeck_note "could not give $(command -v python3) the libevdev module; libinput's own tools will be skipped in tests"
    fi
}
