#!/usr/bin/env python3
"""How long an author waits: from saving one chapter to the browser showing it, on a large site.

usage: Benchmarks/serve_latency.py N [--edits 20] [--work DIR] [--warnings]

Generates the N-chapter benchmark site (generate_site.py) unless it is already in WORK, starts
`docgen serve` on it (release build), and edits one chapter in the middle of the site 20 times,
writing as editors do (a temporary file renamed over the chapter). For each edit it measures:

  sse      save → the `reload` server-sent event naming the page (docgen's own signal)
  http     save → the new text served over HTTP (polled every 2 ms), for docgen serve and for
           `hugo server` on the same chapters, side by side
  browser  save → the reloaded page in headless Chromium (the new document's DOMContentLoaded,
           from the Navigation Timing API, against the time of the save)

and prints the median and 90th percentile of each, and writes them to
Benchmarks/results/serve-latest.md. With --warnings, docgen's sse and http are measured again on
a copy of the site where every chapter has one warning (an unknown front-matter key, `layout: post`,
as a site shared with Hugo has), and the file records both. Needs Debian's hugo, chromium, chromium-driver and
Selenium (run it with /opt/docgen-venv/bin/python after Scripts/install-dependencies --browser).
"""
import argparse
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.request

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
sys.path.insert(0, os.path.join(root, "Scripts", "browser"))
from serve_process import Serve, write  # noqa: E402


def fetch(url):
    with urllib.request.urlopen(url, timeout=5) as response:
        return response.read().decode("utf-8", "replace")


def wait_for_text(url, marker, timeout=10):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            if marker in fetch(url):
                return time.time()
        except OSError:
            pass
        time.sleep(0.002)
    raise TimeoutError(f"{marker} never appeared at {url}")


def summary(values):
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(round(0.9 * (len(values) - 1))))]
    return f"{statistics.median(values) * 1000:.0f} ms (p90 {p90 * 1000:.0f} ms)"


def edit(path, original, number):
    marker = f"Latency marker {number} {time.time_ns()}."
    # A paragraph at the end, whatever the front matter's syntax.
    return marker, write(path, original.rstrip("\n") + f"\n\n{marker}\n")


def with_warnings(site):
    """A copy of the site's docgen half in which every chapter has one warning, made once."""
    copy = site + "-warnings"
    if not os.path.isdir(copy):
        shutil.copytree(os.path.join(site, "docgen"), os.path.join(copy + ".partial", "docgen"))
        for folder, _, names in os.walk(os.path.join(copy + ".partial", "docgen", "content")):
            for name in names:
                if name.startswith("chapter-") and name.endswith(".md"):
                    path = os.path.join(folder, name)
                    text = open(path, encoding="utf-8").read()
                    # A new file, not the hard link the copy may share.
                    write(path, text.replace("\norder:", "\nlayout: post\norder:", 1))
        os.rename(copy + ".partial", copy)
    return copy


def docgen_latency(docgen, folder, relative, edits, browser):
    """Save → SSE event and save → new page over HTTP (and in Chromium, with `browser`)."""
    chapter = os.path.join(folder, "content", relative)
    page = relative[:-3] + ".html"
    original = open(chapter, encoding="utf-8").read()
    results = {}
    try:
        started = time.time()
        serve = Serve(docgen, folder)
        results["first build and serve"] = f"{time.time() - started:.1f} s"
        try:
            port = int(serve.url.rstrip("/").rsplit(":", 1)[1])
            events = socket.create_connection(("127.0.0.1", port))
            events.sendall(f"GET /_docgen/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
            events.settimeout(10)
            events.recv(65536)
            sse, http = [], []
            for number in range(edits):
                marker, saved = edit(chapter, original, number)
                received = b""
                while f'"{page}"'.encode() not in received:
                    received += events.recv(65536)
                sse.append(time.time() - saved)
                http.append(wait_for_text(serve.url + page, marker) - saved)
                time.sleep(0.3)
            results["docgen serve: save → SSE reload event"] = summary(sse)
            results["docgen serve: save → new page over HTTP"] = summary(http)
            if browser:
                results["docgen serve: save → reloaded page in Chromium"] = summary(browser_latency(serve.url + page, chapter, original, edits))
        finally:
            serve.stop()
    finally:
        write(chapter, original)
    return results


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("n", type=int)
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--work", default=os.environ.get("BENCH_WORK", "/tmp/docgen-bench"))
    parser.add_argument("--warnings", action="store_true", help="measure docgen again with one warning in every chapter")
    args = parser.parse_args()
    site = os.path.join(args.work, f"serve-{args.n}")
    if not os.path.isdir(site):
        subprocess.run([sys.executable, os.path.join(here, "generate_site.py"), str(args.n), site], check=True,
                       stdout=subprocess.DEVNULL)
    docgen = os.path.join(root, ".build", "release", "docgen")
    subprocess.run([os.path.join(root, "Scripts", "build-docgen")], cwd=root, check=True, stdout=subprocess.DEVNULL)
    content = os.path.join(site, "docgen", "content")
    chapters = sorted(os.path.relpath(os.path.join(dp, f), content) for dp, _, fs in os.walk(content) for f in fs
                      if f.startswith("chapter-") and f.endswith(".md"))
    relative = chapters[len(chapters) // 2]
    results = docgen_latency(docgen, os.path.join(site, "docgen"), relative, args.edits, browser=True)
    print("\n".join(f"{name}: {value}" for name, value in results.items()), flush=True)
    if args.warnings:
        warned = docgen_latency(docgen, os.path.join(with_warnings(site), "docgen"), relative, args.edits, browser=False)
        results.update({f"{name}, a warning in every chapter": value for name, value in warned.items()})
        print("\n".join(f"{name}: {value}" for name, value in warned.items()), flush=True)
    if shutil.which("hugo"):
        try:
            results["hugo server: save → new page over HTTP"] = summary(hugo_latency(site, relative, args.edits))
        except TimeoutError as error:
            results["hugo server: save → new page over HTTP"] = f"not measured: {error}"
    lines = [f"# docgen serve latency, {args.n} chapters, {args.edits} edits of {relative}", "",
             "| measure | median (p90) |", "|---|---:|"] + [f"| {name} | {value} |" for name, value in results.items()]
    text = "\n".join(lines) + "\n"
    print(text)
    os.makedirs(os.path.join(here, "results"), exist_ok=True)
    with open(os.path.join(here, "results", "serve-latest.md"), "w", encoding="utf-8") as file:
        file.write(text)


def browser_latency(url, chapter, original, edits):
    from browser import chromium
    driver = chromium()
    latencies = []
    try:
        driver.get(url)
        time.sleep(0.5)
        for number in range(edits):
            marker, saved = edit(chapter, original, 1000 + number)
            deadline = time.time() + 10
            while time.time() < deadline and marker not in driver.execute_script("return document.body ? document.body.innerText : ''"):
                time.sleep(0.005)
            loaded = driver.execute_script(
                "const n = performance.getEntriesByType('navigation')[0]; return performance.timeOrigin + n.domContentLoadedEventEnd")
            latencies.append(loaded / 1000 - saved)
            time.sleep(0.3)
    finally:
        driver.quit()
    return latencies


def hugo_latency(site, relative, edits):
    hugo_site = os.path.join(site, "hugo")
    chapter = os.path.join(hugo_site, "content", relative)
    original = open(chapter, encoding="utf-8").read()
    port = 31313
    # Rendering to memory is the default of older Hugo (Debian's 0.111) and a flag of newer ones.
    help_text = subprocess.run(["hugo", "server", "--help"], capture_output=True, text=True).stdout
    memory = ["--renderToMemory"] if "--renderToMemory" in help_text else []
    process = subprocess.Popen(["hugo", "server", "--port", str(port), "--bind", "127.0.0.1", "--disableLiveReload=false"] + memory,
                               cwd=hugo_site, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        for line in process.stdout:
            if "Web Server is available" in line:
                break
        # Keep reading what Hugo prints: a full pipe would block it mid-rebuild.
        threading.Thread(target=lambda: [None for _ in process.stdout], daemon=True).start()
        page = f"http://127.0.0.1:{port}/" + relative[:-3] + ".html"
        latencies = []
        for number in range(edits):
            # A new copy, not the hard link generate_site.py shares with docgen's chapter.
            marker, saved = edit(chapter, original, 2000 + number)
            latencies.append(wait_for_text(page, marker) - saved)
            time.sleep(0.3)
        return latencies
    finally:
        write(chapter, original)
        process.send_signal(signal.SIGINT)
        process.wait(20)


if __name__ == "__main__":
    main()
