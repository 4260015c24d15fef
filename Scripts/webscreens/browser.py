"""Headless Chromium over the DevTools protocol: render an HTML screen at a device size and
read the ground truth from the DOM.

One browser for the whole run (started with `--no-sandbox` for root, software rendering, no LCD
anti-aliasing, no hinting, so renders repeat). No network: pages are written to a temporary
folder and loaded from `file://`; fonts are Debian's system fonts, found by fontconfig.
"""
from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request

import websocket  # PyPI websocket-client

CHROMIUM_CANDIDATES = ("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome")

# Every element marked `data-t="category"` is a sensitive string. Elements sharing `data-g` are one
# string (a lab term and its value in two cells): their texts are joined by a space and their
# boxes united. `data-text` overrides the text read from the DOM. A string counts as visible only
# when every sample point of every line box is inside the viewport and the element itself (or a
# descendant) is the topmost element there: covers, sheets, tab bars and heavy blurs hide it,
# layers with `pointer-events: none` (a dimming scrim that leaves the text readable) do not.
TRUTH_JS = r"""
(async () => {
  await document.fonts.ready;
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  const W = window.innerWidth, H = window.innerHeight;
  const groups = new Map();
  let serial = 0;
  for (const el of document.querySelectorAll('[data-t]')) {
    const key = el.dataset.g || ('element-' + serial++);
    if (!groups.has(key)) groups.set(key, {category: el.dataset.t, parts: [], rects: [], visible: true});
    const g = groups.get(key);
    g.parts.push(el.dataset.text !== undefined ? el.dataset.text : el.textContent.replace(/\s+/g, ' ').trim());
    const range = document.createRange();
    range.selectNodeContents(el);
    const rects = [...range.getClientRects()].filter(r => r.width > 0.5 && r.height > 0.5);
    if (rects.length === 0) g.visible = false;
    for (const r of rects) {
      g.rects.push(r);
      if (r.left < 0 || r.top < 0 || r.right > W || r.bottom > H) { g.visible = false; continue; }
      const y = r.top + r.height / 2;
      for (const x of [r.left + 2, r.left + r.width / 2, r.right - 2]) {
        const top = document.elementFromPoint(x, y);
        if (!top || !(el === top || el.contains(top) || top.contains(el))) g.visible = false;
      }
    }
  }
  const out = [];
  for (const g of groups.values()) {
    if (!g.visible) continue;
    const x0 = Math.min(...g.rects.map(r => r.left)), y0 = Math.min(...g.rects.map(r => r.top));
    const x1 = Math.max(...g.rects.map(r => r.right)), y1 = Math.max(...g.rects.map(r => r.bottom));
    out.push({text: g.parts.join(' ').normalize('NFC'), category: g.category, x0, y0, x1, y1});
  }
  const hidden = [...groups.values()].filter(g => !g.visible).length;
  return JSON.stringify({strings: out, hidden, width: W, height: H});
})()
"""


class Browser:
    """A headless Chromium and one page, driven over the DevTools protocol."""

    def __init__(self) -> None:
        exe = next((p for p in CHROMIUM_CANDIDATES if os.path.exists(p)), None)
        if exe is None:
            raise SystemExit("render_web_corpus: no Chromium found; apt-get install -y chromium")
        self.profile = tempfile.mkdtemp(prefix="snapguard-web-")
        self.proc = subprocess.Popen(
            [exe, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--disable-lcd-text", "--font-render-hinting=none", "--force-color-profile=srgb",
             "--disable-extensions", "--no-first-run", "--disable-background-networking",
             "--remote-debugging-port=0", f"--user-data-dir={self.profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        for _ in range(300):
            if os.path.exists(port_file) and open(port_file).read().count("\n") >= 1:
                break
            time.sleep(0.05)
        else:
            raise SystemExit("render_web_corpus: Chromium did not start")
        port = open(port_file).read().split()[0]
        tabs = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json"))
        page = next(t for t in tabs if t["type"] == "page")
        self.ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=60)
        self.next_id = 0
        self.call("Page.enable")
        self.call("Runtime.enable")

    def call(self, method: str, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message["result"]

    def render(self, html: str, width: int, height: int, scale: float) -> tuple[bytes, dict]:
        """PNG bytes of the page at `width`x`height` points and `scale`, and its truth in pixels."""
        path = os.path.join(self.profile, "screen.html")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(html)
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height,
                  deviceScaleFactor=scale, mobile=False)
        self.call("Page.navigate", url="file://" + path)
        for _ in range(200):
            state = self.call("Runtime.evaluate", expression="document.readyState", returnByValue=True)
            if state["result"].get("value") == "complete":
                break
            time.sleep(0.02)
        result = self.call("Runtime.evaluate", expression=TRUTH_JS, awaitPromise=True, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"truth script failed: {result['exceptionDetails']}")
        truth = json.loads(result["result"]["value"])
        if (truth["width"], truth["height"]) != (width, height):
            raise RuntimeError(f"viewport {truth['width']}x{truth['height']} is not {width}x{height}")
        shot = self.call("Page.captureScreenshot", format="png", captureBeyondViewport=False)
        return base64.b64decode(shot["data"]), truth

    def close(self) -> None:
        try:
            self.ws.close()
        finally:
            self.proc.terminate()
            self.proc.wait(timeout=10)
            shutil.rmtree(self.profile, ignore_errors=True)
