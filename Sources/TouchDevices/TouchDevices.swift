/// Live touch input: libevdev and libinput readers, discovery, hotplug, uinput.
