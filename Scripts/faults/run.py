"""Fault injection against the real `docgen build`: what a reader and the next build find after
a kill at every rename of both publish modes, a full disk, a cache that cannot be written, and
damaged caches. Each case prints `ok` or `FAIL`; the last line is `N passed, N failed`.

    python3 Scripts/faults/run.py DOCGEN WORK_FOLDER
"""

import hashlib
import os
import shutil
import signal
import stat
import subprocess
import sys
import time

DOCGEN = os.path.abspath(sys.argv[1])
WORK = os.path.abspath(sys.argv[2])
RENAMES = "rename,renameat,renameat2"
results = {"passed": 0, "failed": 0}


def report(ok, name, detail=""):
    results["passed" if ok else "failed"] += 1
    print(("ok    " if ok else "FAIL  ") + name + (f": {detail}" if detail and not ok else ""), flush=True)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def chapter(title, body):
    return f"---\ntitle: {title}\n---\n\n{body}\n"


def settle(folder):
    """Dates every content file ten seconds back: the chapter archive keeps only settled files."""
    past = time.time() - 10
    for root, _, files in os.walk(os.path.join(folder, "content")):
        for name in files:
            os.utime(os.path.join(root, name), (past, past))


def make_site(folder):
    """A site of 14 chapters in two parts, a link between them and an image."""
    shutil.rmtree(folder, ignore_errors=True)
    for index in range(1, 7):
        write(f"{folder}/content/c{index}.md", chapter(f"Chapter {index}", f"Body {index}. See [part](part/p1.md)."))
    for index in range(1, 9):
        write(f"{folder}/content/part/p{index}.md", chapter(f"Part page {index}", f"Part body {index}."))
    write(f"{folder}/content/images/cell.svg",
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n')
    settle(folder)


def build(folder, *extra, timeout=60):
    return subprocess.run([DOCGEN, "build", *extra], cwd=folder, capture_output=True, text=True, timeout=timeout)


def tree_hash(path):
    """A hash of every name, link and file's bytes under `path`; "missing" when there is none."""
    if not os.path.lexists(path):
        return "missing"
    digest = hashlib.sha256()
    for root, folders, files in os.walk(path, followlinks=False):
        folders.sort()
        for name in sorted(files + [f for f in folders if os.path.islink(os.path.join(root, f))]):
            full = os.path.join(root, name)
            digest.update(os.path.relpath(full, path).encode() + b"\0")
            if os.path.islink(full):
                digest.update(b"link:" + os.readlink(full).encode())
            else:
                with open(full, "rb") as file:
                    digest.update(file.read())
            digest.update(b"\0")
    return digest.hexdigest()


def leftovers(folder):
    """What a build left beside the output or in the cache that it should not have."""
    found = [name for name in os.listdir(folder) if ".docgen-" in name and name != ".docgen-cache"]
    cache = os.path.join(folder, ".docgen-cache")
    if os.path.isdir(cache):
        found += [f".docgen-cache/{name}" for name in os.listdir(cache) if name.endswith(".tmp")]
    return sorted(found)


def clean_build_hash(folder):
    """The site a clean build of `folder`'s content makes (without a cache, in a copy)."""
    copy = folder + "-clean"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(os.path.join(folder, "content"), os.path.join(copy, "content"), symlinks=True)
    result = build(copy, "--no-cache")
    assert result.returncode == 0, result.stderr
    return tree_hash(os.path.join(copy, "site"))


def traced_renames(folder):
    """The renames a build of `folder` makes, in order: (system call, its count among calls of
    that name so far), as strace's `when=` counts them."""
    log = folder + ".strace"
    subprocess.run(["strace", "-f", "-qq", "-o", log, "-e", f"trace={RENAMES}", DOCGEN, "build"],
                   cwd=folder, capture_output=True, check=True, timeout=60)
    calls, counts = [], {}
    with open(log, encoding="utf-8", errors="replace") as lines:
        for line in lines:
            parts = line.split(None, 1)
            if len(parts) < 2 or "resumed>" in parts[1]:
                continue
            name = parts[1].split("(", 1)[0]
            if name in RENAMES.split(","):
                counts[name] = counts.get(name, 0) + 1
                calls.append((name, counts[name], parts[1].strip()[:120]))
    return calls


def kills_at_every_rename(mode, edit):
    """Builds a site, edits it with `edit`, then kills the build at each of its renames in turn:
    right after the kill the output must be the old site or the new one (for a publish in place,
    once its plan is written, the next build finishes it first), and the next build must make
    exactly what a clean build makes, leaving nothing behind."""
    base = f"{WORK}/{mode}"

    def prepare(folder):
        # Built in the folder itself, not copied: a copy's files have other inodes, which the
        # last build's stamps would not match, and every publish would be a new folder.
        make_site(folder)
        assert build(folder).returncode == 0
        old = tree_hash(f"{folder}/site")
        edit(folder)
        settle(folder)
        return old

    old = prepare(base)
    expected = clean_build_hash(base)
    calls = traced_renames(base)
    new = tree_hash(f"{base}/site")
    report(new == expected, f"{mode}: an uninterrupted build makes what a clean build makes")
    signature = "renameat2" if mode == "new folder" else "renameat"
    report(any(name == signature for name, _, _ in calls), f"{mode}: the build publishes by {signature}",
           "; ".join(text for _, _, text in calls))
    for name, count, text in calls:
        run = base + "-kill"
        report(prepare(run) == old, f"{mode}: the site before the kill is the old site")
        killed = subprocess.run(["strace", "-f", "-qq", "-o", "/dev/null", "-e", f"trace={name}",
                                 "-e", f"inject={name}:signal=KILL:when={count}", DOCGEN, "build"],
                                cwd=run, capture_output=True, timeout=60)
        after_kill = tree_hash(f"{run}/site")
        planned = any(entry.startswith(".site.docgen-plan-") for entry in os.listdir(run))
        seen = "old" if after_kill == old else "new" if after_kill == new else "a plan to finish" if planned else "mixed"
        case = f"{mode}: killed at {text}"
        report(killed.returncode != 0 and seen != "mixed", case + ": the output is the old or the new site",
               f"exit {killed.returncode}, the output is {seen}")
        next_build = build(run)
        # The page the edit removed is named (moved-page) until a build that removes it is
        # published; any other warning (a damaged cache) is a fault.
        warnings = [line for line in next_build.stderr.splitlines() if "warning" in line and "[moved-page]" not in line]
        report(next_build.returncode == 0 and not warnings and tree_hash(f"{run}/site") == expected
               and leftovers(run) == [], case + ": the next build equals a clean build and leaves nothing",
               f"exit {next_build.returncode}, {next_build.stderr.strip()!r}, leftovers {leftovers(run)}")


def edit_in_place(folder):
    """Only pages change: a chapter edited, one removed, one added in a new folder."""
    write(f"{folder}/content/c1.md", chapter("Chapter 1", "Body 1, edited."))
    os.remove(f"{folder}/content/part/p8.md")
    write(f"{folder}/content/extra/new.md", chapter("New page", "New."))


def edit_new_folder(folder):
    """A static file changes, which publishes a whole new folder, and a chapter."""
    write(f"{folder}/content/images/cell.svg",
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle r="5"/></svg>\n')
    write(f"{folder}/content/c2.md", chapter("Chapter 2", "Body 2, edited."))


def mount_tmpfs(path, options):
    os.makedirs(path, exist_ok=True)
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", path], capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"cannot mount a tmpfs ({result.stderr.strip()}); run as root")


def unmount(path):
    subprocess.run(["umount", path], capture_output=True)


def a_full_disk():
    """The output on a 1 MB tmpfs: a build that no longer fits fails with a located error, and the
    site and its cache stay exactly as they were, with no staging folder left to fill the disk."""
    disk = f"{WORK}/disk"
    unmount(disk)
    mount_tmpfs(disk, "size=1m")
    try:
        make_site(disk)
        assert build(disk).returncode == 0, "the small site fits"
        site, cache = tree_hash(f"{disk}/site"), tree_hash(f"{disk}/.docgen-cache")
        with open(f"{disk}/content/images/big.bin", "wb") as file:
            file.write(os.urandom(700_000))
        result = build(disk)
        errors = [line for line in result.stderr.splitlines() if ": error: " in line]
        # Each file that no longer fits is an error at its place (the site, a page), however
        # many the build was writing when the disk filled.
        report(result.returncode == 1 and "No space left on device" in result.stderr and errors != []
               and all(line.split(": error: ")[0] and " " not in line.split(": error: ")[0] for line in errors),
               "a full disk: the build fails with located errors", result.stderr.strip())
        report(tree_hash(f"{disk}/site") == site and tree_hash(f"{disk}/.docgen-cache") == cache and leftovers(disk) == [],
               "a full disk: the site and the cache are as they were, and nothing is left", str(leftovers(disk)))
    finally:
        unmount(disk)


def a_cache_that_cannot_be_written():
    """`.docgen-cache` on a tmpfs that holds no file: the site is published, and the build warns
    that the next one will read and make everything again, instead of saying nothing."""
    folder = f"{WORK}/no-cache-room"
    make_site(folder)
    cache = f"{folder}/.docgen-cache"
    mount_tmpfs(cache, "nr_inodes=1")
    try:
        result = build(folder)
        report(result.returncode == 0 and tree_hash(f"{folder}/site") == clean_build_hash(folder),
               "a cache that cannot be written: the site is published", result.stderr.strip())
        report("warning: cannot store the chapters read for the next build" in result.stderr
               and "warning: cannot record this build for the next" in result.stderr,
               "a cache that cannot be written: both cache files are warned about", result.stderr.strip())
    finally:
        unmount(cache)


def damaged_caches():
    """Each cache file damaged in each way: the next build does not hang or fail, makes what a
    clean build makes, and the build after it finds a sound cache again."""
    base = f"{WORK}/damage"
    make_site(base)
    assert build(base).returncode == 0
    write(f"{base}/content/c3.md", chapter("Chapter 3", "Body 3, edited."))
    settle(base)
    expected = clean_build_hash(base)

    def truncate(size):
        return lambda path: os.truncate(path, max(0, size(os.path.getsize(path))))

    def flip(position):
        def damage(path):
            with open(path, "r+b") as file:
                data = bytearray(file.read())
                index = min(len(data) - 1, position(len(data)))
                data[index] ^= 0x20
                file.seek(0)
                file.write(data)
        return damage

    def replace(make):
        def damage(path):
            os.remove(path)
            make(path)
        return damage

    damages = {
        "emptied": truncate(lambda size: 0),
        "cut to one byte": truncate(lambda size: 1),
        "cut in half": truncate(lambda size: size // 2),
        "cut by its last byte": truncate(lambda size: size - 1),
        "a byte of its header changed": flip(lambda size: 3),
        "a byte in the middle changed": flip(lambda size: size // 2),
        "its last byte changed": flip(lambda size: size - 1),
        "a folder": replace(os.mkdir),
        "a FIFO": replace(os.mkfifo),
        "a link to /dev/zero": replace(lambda path: os.symlink("/dev/zero", path)),
        "a link to nothing": replace(lambda path: os.symlink("/nonexistent/cache", path)),
        "a link to itself": replace(lambda path: os.symlink(os.path.basename(path), path)),
        "garbage": replace(lambda path: open(path, "wb").write(os.urandom(4096))),
        "another file's bytes": lambda path: shutil.copyfile(f"{base}/content/c1.md", path),
    }
    for cache_file in ["manifest", "sources"]:
        for damage_name, damage in damages.items():
            run = base + "-run"
            shutil.rmtree(run, ignore_errors=True)
            shutil.copytree(base, run, symlinks=True)
            path = f"{run}/.docgen-cache/{cache_file}"
            if not os.path.lexists(path):
                report(False, f"{cache_file} {damage_name}", "the first build wrote no such file")
                continue
            damage(path)
            case = f"a damaged cache: {cache_file} {damage_name}"
            try:
                result = build(run, timeout=30)
            except subprocess.TimeoutExpired:
                report(False, case, "the build hung")
                continue
            report(result.returncode == 0 and tree_hash(f"{run}/site") == expected,
                   case + ": the build makes what a clean build makes", result.stderr.strip())
            again = build(run, timeout=30)
            report(again.returncode == 0 and tree_hash(f"{run}/site") == expected and leftovers(run) == [],
                   case + ": and the build after it too", again.stderr.strip())


def main():
    os.makedirs(WORK, exist_ok=True)
    kills_at_every_rename("in place", edit_in_place)
    kills_at_every_rename("new folder", edit_new_folder)
    for case in [a_full_disk, a_cache_that_cannot_be_written]:
        try:
            case()
        except RuntimeError as error:
            report(False, case.__name__.replace("_", " "), str(error))
    damaged_caches()
    print(f"{results['passed']} passed, {results['failed']} failed")
    return 1 if results["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
