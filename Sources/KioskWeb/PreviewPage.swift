/// The browser preview page (`GET /`): a canvas the size of the kiosk's
/// screen, drawn from the damaged regions the server sends, and pointer
/// events turned into touch messages. Mouse: one finger; a touch screen: its
/// fingers; Alt (Option) held while pressing: two fingers mirrored about the
/// screen's centre, to pinch and rotate. `window.touchdeck` exposes the
/// counts and round-trip times (pointer event sent → frame showing it drawn).
/// `?frames=0` makes it a touch pad that asks for no frames. Its WebSocket
/// carries the cookie `/?token=` was exchanged for (`SessionCookie`), never
/// the token; its script and style run under a CSP that allows them by hash
/// alone (`contentSecurityPolicy(of:)`).
enum PreviewPage {
    /// The page for a `width`×`height` screen.
    static func html(width: Int, height: Int, preview: Bool) -> String {
        template
            .replacingOccurrences(of: "{{WIDTH}}", with: String(width))
            .replacingOccurrences(of: "{{HEIGHT}}", with: String(height))
            .replacingOccurrences(of: "{{PREVIEW}}", with: preview ? "true" : "false")
    }

    private static let template = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">
    <title>Touchdeck</title>
    <style>
      html, body { margin: 0; background: #1e1e22; color: #ccc; font: 13px system-ui, sans-serif; }
      #screen { display: block; touch-action: none; max-width: 100vw; max-height: calc(100vh - 24px);
                background: #fff; cursor: crosshair; user-select: none; -webkit-user-select: none; }
      #status { height: 24px; line-height: 24px; padding: 0 8px; white-space: nowrap; overflow: hidden; }
    </style>
    </head>
    <body>
    <canvas id="screen" width="{{WIDTH}}" height="{{HEIGHT}}"></canvas>
    <div id="status">connecting…</div>
    <script>
    "use strict";
    (() => {
      const canvas = document.getElementById("screen");
      const status = document.getElementById("status");
      const context = canvas.getContext("2d");
      const query = new URLSearchParams(location.search);
      const previewing = {{PREVIEW}} && query.get("frames") !== "0";   // ?frames=0: touch only, no frames
      const stats = window.touchdeck = { connected: false, frames: 0, regions: 0, bytes: 0, sent: 0, roundTrips: [] };
      const sentAt = new Map();   // pointer event number -> performance.now() when sent
      let socket = null, sequence = 0, drawing = Promise.resolve();

      function median(values) {
        if (!values.length) return null;
        const sorted = [...values].sort((a, b) => a - b);
        return sorted[Math.floor(sorted.length / 2)];
      }
      function showStatus() {
        const roundTrip = median(stats.roundTrips.slice(-50));
        status.textContent = (stats.connected ? "connected" : "disconnected — retrying") +
          ` · ${stats.frames} frames` + (roundTrip === null ? "" : ` · round trip ${roundTrip.toFixed(1)} ms`) +
          " · mouse: one finger, Alt+drag: pinch/rotate about the centre";
      }

      function connect() {
        const url = new URL("/ws", location.href);
        url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
        if (!previewing) url.searchParams.set("frames", "0");
        socket = new WebSocket(url);
        socket.binaryType = "arraybuffer";
        socket.onopen = () => { stats.connected = true; showStatus(); };
        socket.onclose = () => { stats.connected = false; showStatus(); setTimeout(connect, 1000); };
        socket.onmessage = (message) => {
          if (typeof message.data === "string") return;
          const frame = parse(message.data);
          if (!frame) return;
          // Decode in parallel, draw in order.
          const bitmaps = Promise.all(frame.regions.map(region => createImageBitmap(region.blob)));
          drawing = drawing.then(() => bitmaps).then(images => {
            frame.regions.forEach((region, index) => context.drawImage(images[index], region.x, region.y));
            const now = performance.now();
            for (const [number, time] of sentAt) {
              if (number <= frame.acknowledged) { stats.roundTrips.push(now - time); sentAt.delete(number); }
            }
            stats.frames += 1;
            stats.regions += frame.regions.length;
            stats.bytes += message.data.byteLength;
            showStatus();
          }).catch(() => {});
        };
      }

      function parse(buffer) {
        const view = new DataView(buffer);
        if (buffer.byteLength < 10 || view.getUint32(0, false) !== 0x54444631) return null;   // "TDF1"
        const acknowledged = view.getUint32(4, true), count = view.getUint16(8, true);
        const regions = [];
        let offset = 10;
        for (let index = 0; index < count; index++) {
          const x = view.getUint16(offset, true), y = view.getUint16(offset + 2, true);
          const length = view.getUint32(offset + 8, true);
          offset += 12;
          regions.push({ x, y, blob: new Blob([new Uint8Array(buffer, offset, length)], { type: "image/png" }) });
          offset += length;
        }
        return { acknowledged, regions };
      }

      const down = new Set();
      function send(type, event) {
        if (!socket || socket.readyState !== WebSocket.OPEN) return;
        const box = canvas.getBoundingClientRect();
        const x = (event.clientX - box.left) * canvas.width / box.width;
        const y = (event.clientY - box.top) * canvas.height / box.height;
        sequence += 1;
        sentAt.set(sequence, performance.now());
        if (sentAt.size > 1000) sentAt.delete(sentAt.keys().next().value);
        stats.sent += 1;
        socket.send(JSON.stringify({ type, pointer: event.pointerId, x, y,
                                     pinch: event.pointerType === "mouse" && event.altKey, seq: sequence }));
      }
      canvas.addEventListener("pointerdown", event => {
        if (event.pointerType === "mouse" && event.button !== 0) return;
        event.preventDefault();
        canvas.setPointerCapture(event.pointerId);
        down.add(event.pointerId);
        send("down", event);
      });
      canvas.addEventListener("pointermove", event => {
        if (!down.has(event.pointerId)) return;
        event.preventDefault();
        send("move", event);
      });
      for (const [name, type] of [["pointerup", "up"], ["pointercancel", "cancel"]]) {
        canvas.addEventListener(name, event => {
          if (!down.delete(event.pointerId)) return;
          event.preventDefault();
          send(type, event);
        });
      }
      canvas.addEventListener("contextmenu", event => event.preventDefault());
      showStatus();
      connect();
    })();
    </script>
    </body>
    </html>
    """#
}
