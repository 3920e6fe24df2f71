#!/usr/bin/env python3
"""Search at scale: how long docgen's Pagefind index takes, and what a reader's first query fetches.

usage: Benchmarks/search_bench.py N [--query WORD ...]     (run from the repository root)

Generates the benchmark site of N chapters (generate_site.py), turns search on in its docgen.yml,
builds it with .build/release/docgen (timed with /usr/bin/time: wall seconds and docgen's peak RSS;
the index's own time comes from the build's summary), runs Pagefind's own CLI over the same
built pages for the ratio (wall seconds and peak RSS), then serves the built site over HTTP
(python3 -m http.server) and, in headless Chromium, loads a chapter and makes each query as the search field does
its first one: import pagefind.js, init(), search(), data() for the first 8 results. The bytes
are Resource Timing's encodedBodySize of every file fetched, with Pagefind's worker off so every
fetch is the page's own (its worker script is another 41 KB). Prints a Markdown table.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Scripts", "browser"))

FIRST_QUERY = r"""
const [query, done] = arguments;
(async () => {
  performance.setResourceTimingBufferSize(10000);
  performance.clearResourceTimings();
  const root = new URL(document.querySelector('form.site-search').dataset.root, document.baseURI);
  const pagefind = await import(new URL('pagefind/pagefind.js', root).href);
  await pagefind.options({noWorker: true});
  await pagefind.init();
  const search = await pagefind.search(query);
  await Promise.all(search.results.slice(0, 8).map(r => r.data()));
  await new Promise(r => setTimeout(r, 300));
  const files = performance.getEntriesByType('resource').filter(e => e.name.includes('/pagefind/'));
  done({results: search.results.length, requests: files.length,
        bytes: files.reduce((sum, e) => sum + e.encodedBodySize, 0)});
})().catch(e => done({error: String(e)}));"""


def main():
    arguments = sys.argv[1:]
    if not arguments:
        sys.exit(__doc__)
    count = int(arguments[0])
    queries = arguments[arguments.index("--query") + 1:] if "--query" in arguments else ["table", "maskedCorners"]
    docgen = os.path.join(ROOT, ".build/release/docgen")
    work = tempfile.mkdtemp(prefix="docgen-search-bench-")
    try:
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks/generate_site.py"), str(count), work], check=True,
                       stdout=subprocess.DEVNULL)
        site = os.path.join(work, "docgen")
        with open(os.path.join(site, "docgen.yml"), "a", encoding="utf-8") as config:
            config.write("search: true\n")
        timed = subprocess.run(["/usr/bin/time", "-f", "%e %M", docgen, "build"], cwd=site,
                               capture_output=True, text=True)
        if timed.returncode != 0:
            sys.exit(timed.stderr)
        wall, rss = timed.stderr.strip().splitlines()[-1].split()
        summary = (timed.stdout + timed.stderr)
        found = re.search(r"search index of ([\d,]+) pages in (\d+) ms", summary)
        index_ms = int(found.group(2)) if found else None
        bundle = os.path.join(site, "site", "pagefind")
        files = [os.path.join(base, name) for base, _, names in os.walk(bundle) for name in names]
        size = sum(os.path.getsize(path) for path in files)
        # The peer: Pagefind's own CLI over the same built pages, right after, into a folder of its own.
        pagefind = shutil.which("pagefind_extended") or shutil.which("pagefind")
        cli = subprocess.run(["/usr/bin/time", "-f", "%e %M", pagefind, "--site", os.path.join(site, "site"),
                              "--output-path", os.path.join(work, "pagefind-cli")], capture_output=True, text=True)
        if cli.returncode != 0:
            sys.exit(cli.stderr)
        cli_wall, cli_rss = cli.stderr.strip().splitlines()[-1].split()
        cli_version = subprocess.run([pagefind, "--version"], capture_output=True, text=True).stdout.strip()

        from browser import chromium
        port = 20000 + os.getpid() % 20000
        server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"],
                                  cwd=os.path.join(site, "site"), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        url = f"http://127.0.0.1:{port}/"
        rows = []
        try:
            time.sleep(1)
            page = next(path for path in sorted(os.listdir(os.path.join(site, "site"))) if path.startswith("part-"))
            chapter = sorted(name for name in os.listdir(os.path.join(site, "site", page)) if name.endswith(".html"))[0]
            for query in queries:
                driver = chromium()
                try:
                    driver.set_script_timeout(120)
                    driver.get(f"{url}{page}/{chapter}")
                    out = driver.execute_async_script(FIRST_QUERY, query)
                finally:
                    driver.quit()
                if "error" in out:
                    sys.exit(out["error"])
                rows.append((query, out["results"], out["requests"], out["bytes"]))
        finally:
            server.terminate()
            server.wait()
        print(f"| Chapters | Build with search | Index | Peak RSS | Index files | Index bytes |")
        print(f"|---:|---:|---:|---:|---:|---:|")
        print(f"| {count:,} | {float(wall):.1f} s | {index_ms / 1000:.1f} s | {int(rss) // 1024} MB | {len(files):,} | "
              f"{size / 1e6:.1f} MB |")
        print()
        print(f"| Peer, same pages | Index | Peak RSS | docgen's index ÷ peer's |")
        print(f"|---|---:|---:|---:|")
        print(f"| {cli_version} --site | {float(cli_wall):.1f} s | {int(cli_rss) // 1024} MB | "
              f"{index_ms / 1000 / float(cli_wall):.2f}× |")
        print()
        print("| First query | Results | Requests | Bytes fetched |")
        print("|---|---:|---:|---:|")
        for query, results, requests, fetched in rows:
            print(f"| `{query}` | {results:,} | {requests} | {fetched / 1000:.0f} KB |")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
