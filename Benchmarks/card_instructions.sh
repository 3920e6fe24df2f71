#!/usr/bin/env bash
# What social cards and markdown copies cost a clean build: instruction counts (callgrind,
# --jobs 1, --no-cache) of the same synthetic site built with them off, with the markdown copies
# on (llms: true), and with the cards on too, for each docgen binary given.
#   Benchmarks/card_instructions.sh N DOCGEN… [WORK]
# The site is Benchmarks/generate_site.py's with a baseURL (cards need one). The difference
# between two builds, divided by the pages, is what one page's markdown copy or card costs.
set -euo pipefail
n=$1
shift
binaries=() work=/tmp/docgen-card-instructions
for argument in "$@"; do
  if [[ -x $argument && ! -d $argument ]]; then binaries+=("$(realpath "$argument")"); else work=$argument; fi
done
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
/usr/bin/python3 "$here/generate_site.py" "$n" "$work/corpus" --seed 42 >/dev/null
config=$work/corpus/docgen/docgen.yml
printf 'baseURL: https://docs.example/\n' >>"$config"
declare -A settings=([off]="" [copies]=$'llms: true\n' [cards]=$'llms: true\nsocial:\n  cards: true\n')
for binary in "${binaries[@]}"; do
  for name in off copies cards; do
    site=$work/$name
    rm -rf "$site" && cp -r "$work/corpus/docgen" "$site"
    printf '%s' "${settings[$name]}" >>"$site/docgen.yml"
    (cd "$site" && valgrind --tool=callgrind --callgrind-out-file="$work/$name.callgrind" "$binary" build --quiet --no-cache --jobs 1 2>&1 |
       grep -o 'Collected : [0-9]*' | sed "s|^|$(basename "$binary") $name: |")
    echo "  $(find "$site/site" -name '*.html' | wc -l) pages, $(find "$site/site" -name '*.card.png' | wc -l) cards, $(find "$site/site" -name '*.md' | wc -l) markdown copies"
  done
done
