#!/usr/bin/env bash
# How docgen's own lexers and Pygments class the same real files, and what a block costs through
# the build's Pygments process (Benchmarks/results/highlighting-43.md).
#   Benchmarks/highlight_agreement.sh CORPUS [CHECKOUT…]
# With CHECKOUTs (folders of public repositories, outside this one), their .swift, .sh, .json,
# .yml and .yaml files (the first 40 or 30 of each kind, in `find` order, up to 60–400 KB) are
# first copied into CORPUS/swift, shell, json and yaml; then every file there is highlighted both
# ways (docgen-bench highlight-agreement) and 1000 blocks are timed (docgen-bench highlight-cost).
# Needs Pygments in the venv: Scripts/install-dependencies --highlight.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:?usage: Benchmarks/highlight_agreement.sh CORPUS [CHECKOUT…]}
shift
copy() {  # copy KIND COUNT find-arguments…
  local kind=$1 count=$2
  shift 2
  mkdir -p "$corpus/$kind"
  # head stops reading early: find's broken pipe is not a failure.
  (set +o pipefail
   find "${checkouts[@]}" "$@" -print0 | head -z -n "$count" | while IFS= read -r -d '' file; do
     cp "$file" "$corpus/$kind/$(printf '%s' "$file" | tr '/ ' '__')"
   done)
}
checkouts=("$@")
if (( ${#checkouts[@]} > 0 )); then
  copy swift 40 -name '*.swift' -size -60k
  copy shell 30 -name '*.sh' -size -400k
  copy json 30 -name '*.json' -size -100k
  copy yaml 30 \( -name '*.yml' -o -name '*.yaml' \) -size -100k
fi
build-slot swift build -c release --product docgen-bench >/dev/null
bench=$(swift build -c release --show-bin-path)/docgen-bench
"$bench" highlight-agreement "$corpus"
"$bench" highlight-cost 1000
