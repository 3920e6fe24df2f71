#!/usr/bin/env bash
# Installs the tools Benchmarks/run.sh compares docgen with, from Debian (12 or later):
# hugo, cmark-gfm, ruby-html-proofer (htmlproofer), linkchecker, and time (/usr/bin/time).
set -euo pipefail
packages=(hugo cmark-gfm ruby-html-proofer linkchecker time)
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
echo "install-peers.sh: installing ${packages[*]} with apt-get"
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends "${packages[@]}"
echo "install-peers.sh: installed:"
dpkg-query -W -f '  ${Package} ${Version}\n' "${packages[@]}"
