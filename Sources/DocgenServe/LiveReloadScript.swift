import DocgenCore

/// The script that pages served by `docgen serve`, and only those, load: it listens for the
/// server's events and reloads the page, swaps style sheets, or shows the build's diagnostics.
/// Pages from `docgen build` never contain it.
enum LiveReloadScript {
    static let path = "_docgen/live.js"
    static let eventsPath = "_docgen/events"

    /// The tag added before `</head>` of every HTML page served.
    static let tag = Array("<script src=\"/\(path)\" defer=\"defer\"></script>".utf8)

    /// `page` with ``tag`` before its `</head>`; unchanged when it has none.
    static func inject(into page: [UInt8]) -> [UInt8] {
        guard let end = ByteSearch.firstOffset(of: "</head>", in: page) else { return page }
        var out = page
        out.insert(contentsOf: tag, at: end)
        return out
    }

    static let source = #"""
    (() => {
      "use strict";
      const here = () => {
        let path = decodeURIComponent(location.pathname.replace(/^\//, ""));
        if (path === "" || path.endsWith("/")) path += "index.html";
        return path;
      };
      const scrollKey = "docgen-scroll:" + location.pathname;
      const saved = sessionStorage.getItem(scrollKey);
      if (saved !== null) {
        sessionStorage.removeItem(scrollKey);
        const [x, y] = saved.split(",").map(Number);
        // Instant: the theme scrolls smoothly, which would animate from the top.
        const restore = () => window.scrollTo({ left: x, top: y, behavior: "instant" });
        window.addEventListener("load", restore);
        restore();
      }
      const overlayID = "docgen-build-errors";
      const clearOverlay = () => document.getElementById(overlayID)?.remove();
      const showOverlay = (lines) => {
        clearOverlay();
        const box = document.createElement("div");
        box.id = overlayID;
        box.setAttribute("role", "alert");
        // Long lists scroll: in the tab order, so the keyboard can scroll them too.
        box.tabIndex = 0;
        box.style.cssText = "position:fixed;inset:auto 0 0 0;max-height:60vh;overflow:auto;z-index:2147483647;" +
          "margin:0;padding:1rem 1.25rem;background:#1d1d1f;color:#f5f5f7;border-top:4px solid #ff453a;" +
          "font:14px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 -4px 24px rgba(0,0,0,.4)";
        const title = document.createElement("strong");
        title.textContent = "docgen: the build failed; showing the last good version";
        title.style.cssText = "display:block;margin-bottom:.5rem;color:#ff6961;font-family:system-ui,sans-serif";
        const list = document.createElement("pre");
        list.style.cssText = "margin:0;white-space:pre-wrap";
        list.textContent = lines.join("\n");
        box.append(title, list);
        document.body.append(box);
      };
      const events = new EventSource("/_docgen/events");
      events.addEventListener("reload", (event) => {
        const pages = JSON.parse(event.data);
        clearOverlay();
        if (pages.includes(here()) || pages.includes("*")) {
          sessionStorage.setItem(scrollKey, window.scrollX + "," + window.scrollY);
          location.reload();
        }
      });
      events.addEventListener("css", (event) => {
        const sheets = JSON.parse(event.data);
        clearOverlay();
        for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
          const url = new URL(link.href, location.href);
          if (sheets.includes(decodeURIComponent(url.pathname.replace(/^\//, "")))) {
            url.searchParams.set("docgen-reload", Date.now().toString());
            link.href = url.toString();
          }
        }
      });
      events.addEventListener("failed", (event) => showOverlay(JSON.parse(event.data)));
    })();
    """#
}
