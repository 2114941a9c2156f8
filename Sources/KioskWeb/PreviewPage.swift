/// The browser preview page (`GET /`): a canvas showing the kiosk's screen,
/// drawn from the damaged regions the server sends, and pointer events
/// turned into touch messages. A touch screen's fingers are fingers; a
/// mouse is one finger, and Alt (Option) held while pressing makes it two,
/// mirrored about the screen's centre, to pinch and rotate.
///
/// The canvas's backing store is its size on screen in device pixels
/// (`devicePixelRatio`), so a phone or a HiDPI monitor shows the kiosk's
/// pixels without a second resampling; the kiosk's screen is kept in an
/// offscreen canvas at its own size, and touches are mapped back to its
/// points. The page shows the screen at its own size when it fits and
/// shrinks it to fit otherwise (a phone), fills the screen in fullscreen
/// (the fullscreen button, turning a phone to the kiosk's orientation where the
/// browser lets it), and refits on resizes and turns. The server's first
/// message names the kiosk's screen, so after a restart with another
/// `--screen` the page resizes on reconnecting.
///
/// `window.touchdeck` exposes the counts and round-trip times: a pointer
/// event sent to the first frame that shows it drawn; events the server
/// says changed nothing are not timed. `?frames=0` makes it a touch pad
/// that asks for no frames. Its WebSocket
/// carries the cookie `/?token=` was exchanged for (`SessionCookie`), never
/// the token; its script and style run under a CSP that allows them by hash
/// alone (`contentSecurityPolicy(of:)`).
///
/// The script reads its settings from the canvas's `data-` attributes, not
/// from text put into it, so it can be served as a file of its own.
enum PreviewPage {
    /// The page for a `width`×`height` screen.
    static func html(width: Int, height: Int, preview: Bool) -> String {
        template
            .replacingOccurrences(of: "{{WIDTH}}", with: String(width))
            .replacingOccurrences(of: "{{HEIGHT}}", with: String(height))
            .replacingOccurrences(of: "{{PREVIEW}}", with: preview ? "true" : "false")
            .replacingOccurrences(of: "{{SCRIPT}}", with: script)
    }

    private static let template = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no, viewport-fit=cover">
    <meta name="mobile-web-app-capable" content="yes">
    <title>Touchdeck</title>
    <style>
      html, body { margin: 0; height: 100%; background: #1e1e22; color: #ccc; font: 13px system-ui, sans-serif; overflow: hidden; }
      #screen { display: block; touch-action: none; background: #fff; cursor: crosshair; user-select: none; -webkit-user-select: none; }
      #bar { display: flex; align-items: center; height: 28px; padding: 0 4px 0 8px; gap: 8px; }
      #status { flex: 1; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
      #fullscreen { flex: none; height: 24px; min-width: 32px; padding: 0 6px; border: 1px solid #555; border-radius: 4px;
                    background: #2c2c32; color: #ddd; font: inherit; display: flex; align-items: center; justify-content: center; }
      @media (max-width: 400px) { #status { font-size: 12px; } }
      body.fullscreen { display: flex; flex-direction: column; align-items: center; justify-content: center; }
      body.fullscreen #bar { display: none; }
    </style>
    </head>
    <body>
    <canvas id="screen" width="{{WIDTH}}" height="{{HEIGHT}}" data-width="{{WIDTH}}" data-height="{{HEIGHT}}" data-preview="{{PREVIEW}}"></canvas>
    <div id="bar"><span id="status">connecting…</span><button id="fullscreen" type="button" title="Fullscreen" aria-label="Fullscreen"><svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M1 6V1h5M10 1h5v5M15 10v5h-5M6 15H1v-5"/></svg></button></div>
    <script>
    {{SCRIPT}}
    </script>
    </body>
    </html>
    """#

    /// The page's script (also fine as a file of its own: it only reads the DOM).
    static let script = #"""
    "use strict";
    (() => {
      const canvas = document.getElementById("screen");
      const bar = document.getElementById("bar");
      const status = document.getElementById("status");
      const fullscreenButton = document.getElementById("fullscreen");
      const context = canvas.getContext("2d");
      const query = new URLSearchParams(location.search);
      const previewing = canvas.dataset.preview === "true" && query.get("frames") !== "0";   // ?frames=0: touch only, no frames
      // The kiosk's screen, at its own size: frames are drawn here, then shown scaled in `canvas`.
      const kiosk = document.createElement("canvas");
      kiosk.width = Number(canvas.dataset.width) || 1;
      kiosk.height = Number(canvas.dataset.height) || 1;
      const kioskContext = kiosk.getContext("2d");
      kioskContext.fillStyle = "#fff";
      kioskContext.fillRect(0, 0, kiosk.width, kiosk.height);
      const stats = window.touchdeck = { connected: false, frames: 0, regions: 0, bytes: 0, sent: 0, unchanged: 0,
                                         roundTrips: [], screen: [kiosk.width, kiosk.height], scale: 1 };
      Object.defineProperty(stats, "kiosk", { value: kiosk, enumerable: false });   // the kiosk's screen, for tests; not in JSON
      const sentAt = new Map();   // pointer event number -> performance.now() when sent
      let socket = null, sequence = 0, drawing = Promise.resolve();

      function median(values) {
        if (!values.length) return null;
        const sorted = [...values].sort((a, b) => a - b);
        return sorted[Math.floor(sorted.length / 2)];
      }
      function showStatus() {
        const roundTrip = median(stats.roundTrips.slice(-50));
        status.textContent = (stats.connected ? "connected" : "reconnecting…") +
          (previewing ? ` · ${stats.frames} ${stats.frames === 1 ? "frame" : "frames"}` : " · touch only") +
          (roundTrip === null ? "" : ` · round trip ${roundTrip.toFixed(0)} ms`);
        status.title = `The kiosk's ${stats.screen[0]}×${stats.screen[1]} screen. Touch it with your fingers, or with the mouse as one finger ` +
          "(Alt+drag: two fingers, pinching and rotating about the centre). Round trip: a touch to the first frame that shows it, drawn here " +
          "(median of the last 50; touches that changed nothing are not counted).";
      }

      // Fits the canvas to the window: the kiosk's size when it fits (fullscreen: as large as fits), its
      // backing store in device pixels; then shows the kiosk's screen in it.
      function fit() {
        const full = !!document.fullscreenElement;
        document.body.classList.toggle("fullscreen", full);
        const width = window.innerWidth, height = window.innerHeight - (full ? 0 : bar.offsetHeight);
        let scale = Math.min(width / kiosk.width, height / kiosk.height);
        if (!full) scale = Math.min(1, scale);
        scale = Math.max(scale, 0.05);
        const cssWidth = Math.floor(kiosk.width * scale), cssHeight = Math.floor(kiosk.height * scale);
        const ratio = window.devicePixelRatio || 1;
        canvas.style.width = cssWidth + "px";
        canvas.style.height = cssHeight + "px";
        const backingWidth = Math.round(cssWidth * ratio), backingHeight = Math.round(cssHeight * ratio);
        if (canvas.width !== backingWidth || canvas.height !== backingHeight) {
          canvas.width = backingWidth;
          canvas.height = backingHeight;
        }
        stats.scale = backingWidth / kiosk.width;
        show();
      }
      // Copies the kiosk's screen into the canvas: whole device pixels per kiosk pixel when enlarging
      // (no blur), smoothed when shrinking.
      function show() {
        context.imageSmoothingEnabled = canvas.width < kiosk.width;
        context.imageSmoothingQuality = "high";
        context.drawImage(kiosk, 0, 0, canvas.width, canvas.height);
      }
      // The kiosk's screen is `width`×`height` points (the server's first message).
      function resizeKiosk(width, height) {
        if (!(width > 0 && height > 0) || (width === kiosk.width && height === kiosk.height)) return;
        kiosk.width = width;
        kiosk.height = height;
        kioskContext.fillStyle = "#fff";
        kioskContext.fillRect(0, 0, width, height);
        stats.screen = [width, height];
        fit();
      }
      window.addEventListener("resize", fit);
      window.addEventListener("orientationchange", fit);
      document.addEventListener("fullscreenchange", fit);
      if (window.matchMedia) {
        // A move to a screen of another pixel ratio (or a browser zoom) changes the backing store's size.
        const watchRatio = () => matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener("change", () => { fit(); watchRatio(); }, { once: true });
        watchRatio();
      }

      // Fullscreen, turned to the kiosk's orientation where the browser allows it (phones, in fullscreen).
      fullscreenButton.addEventListener("click", async () => {
        try {
          if (document.fullscreenElement) { await document.exitFullscreen(); return; }
          await document.documentElement.requestFullscreen({ navigationUI: "hide" });
          if (screen.orientation && screen.orientation.lock) {
            await screen.orientation.lock(kiosk.width >= kiosk.height ? "landscape" : "portrait").catch(() => {});
          }
        } catch (error) {
          status.textContent = "fullscreen is not available here";
        }
      });
      if (!document.fullscreenEnabled) fullscreenButton.hidden = true;

      // Text messages: {"screen": [w, h]} first, {"unchanged": n} when events up to n changed nothing.
      function message(text) {
        let value;
        try { value = JSON.parse(text); } catch (error) { return; }
        if (Array.isArray(value.screen)) {
          drawing = drawing.then(() => { resizeKiosk(value.screen[0], value.screen[1]); showStatus(); }).catch(() => {});
        }
        if (Number.isInteger(value.unchanged)) {
          // After the frames before it are drawn: they may show earlier events.
          drawing = drawing.then(() => {
            for (const number of [...sentAt.keys()]) {
              if (number <= value.unchanged) { sentAt.delete(number); stats.unchanged += 1; }
            }
          }).catch(() => {});
        }
      }

      function connect() {
        const url = new URL("/ws", location.href);
        url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
        if (!previewing) url.searchParams.set("frames", "0");
        socket = new WebSocket(url);
        socket.binaryType = "arraybuffer";
        socket.onopen = () => { stats.connected = true; showStatus(); };
        socket.onclose = () => {
          stats.connected = false;
          sentAt.clear();   // a new connection numbers its frames afresh: old events are never shown
          showStatus();
          setTimeout(connect, 1000);
        };
        socket.onmessage = (event) => {
          if (typeof event.data === "string") { message(event.data); return; }
          const frame = parse(event.data);
          if (!frame) return;
          // Decode in parallel, draw in order.
          const bitmaps = Promise.all(frame.regions.map(region => createImageBitmap(region.blob)));
          drawing = drawing.then(() => bitmaps).then(images => {
            frame.regions.forEach((region, index) => kioskContext.drawImage(images[index], region.x, region.y));
            show();
            const now = performance.now();
            for (const [number, time] of sentAt) {
              if (number <= frame.acknowledged) { stats.roundTrips.push(now - time); sentAt.delete(number); }
            }
            if (stats.roundTrips.length > 1000) stats.roundTrips.splice(0, stats.roundTrips.length - 1000);
            stats.frames += 1;
            stats.regions += frame.regions.length;
            stats.bytes += event.data.byteLength;
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
        // CSS pixels of the canvas back to the kiosk's points.
        const box = canvas.getBoundingClientRect();
        const x = (event.clientX - box.left) * kiosk.width / box.width;
        const y = (event.clientY - box.top) * kiosk.height / box.height;
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
      fit();
      showStatus();
      connect();
    })();
    """#
}
