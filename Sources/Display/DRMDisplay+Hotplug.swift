import CDRM
import Geometry
import Glibc

extension DRMDisplay {
    /// Probes the kiosk's connector again after a udev `drm` change event.
    /// Unplugged: frames go on being drawn into the buffers but are not
    /// shown. Plugged in again, or a different monitor (its list of modes
    /// changed): the CRTC is set again with the newest frame, in the kiosk's
    /// mode if the monitor lists it, else in a mode of the kiosk's size.
    /// A monitor with no mode of that size gets its own default mode (the
    /// kernel command line's `video=`, else its preferred one) and the
    /// display takes its size: `width` and `height` change, the buffers are
    /// black, and the caller lays the picture out again and presents it whole.
    public func connectorsChanged() throws -> [String] {
        guard let connector = drmModeGetConnector(fd, connectorID) else {
            return unplug("\(connectorName) on \(path) is gone")
        }
        defer { drmModeFreeConnector(connector) }
        let c = connector.pointee
        guard c.connection == DRM_MODE_CONNECTED, c.count_modes > 0 else {
            return unplug("\(connectorName) on \(path) disconnected: frames are kept until a monitor is plugged in")
        }
        let modes = (0..<Int(c.count_modes)).map { c.modes[$0] }
        let names = modes.map(DRMProbe.modeName)
        guard unplugged || names != shownModes else { return [] }
        var lines: [String] = []
        let sameSize = modes.indices.filter { Int(modes[$0].hdisplay) == panelSize.width && Int(modes[$0].vdisplay) == panelSize.height }
        if let index = sameSize.first(where: { modes[$0].vrefresh == mode.vrefresh }) ?? sameSize.first {
            mode = modes[index]
        } else {
            let own = DRMProbe.connector(fd: fd, id: connectorID)?.defaultMode ?? 0
            let old = "\(panelSize.width)x\(panelSize.height)"
            do { try resize(to: modes[min(own, modes.count - 1)]) } catch {
                unplugged = true
                throw error
            }
            lines.append("\(connectorName) on \(path): the monitor has no \(old) mode (it has \(DRMOutputSelection.listing(names))): resized to its own, \(DRMProbe.modeName(mode))")
        }
        shownModes = names
        unplugged = false
        pageFlipWorks = true
        guard drmModeSetCrtc(fd, crtcID, currentFramebuffer, 0, 0, &connectorID, 1, &mode) == 0 else {
            unplugged = true
            throw DisplayError(device: path, "a monitor is on \(connectorName) but the mode \(DRMProbe.modeName(mode)) cannot be set: \(String(cString: strerror(errno)))")
        }
        lines.append("\(connectorName) on \(path): monitor connected, mode \(DRMProbe.modeName(mode)) set")
        return lines
    }

    private func unplug(_ line: String) -> [String] {
        guard !unplugged else { return [] }
        unplugged = true
        return [line]
    }
}
