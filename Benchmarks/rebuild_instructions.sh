#!/usr/bin/env bash
# Instruction counts (callgrind, --jobs 1) of the cold one-chapter rebuild, and wall times of
# clean builds, for two docgen binaries side by side on the same synthetic site.
#   Benchmarks/rebuild_instructions.sh BEFORE_DOCGEN AFTER_DOCGEN [N] [WORK]
# Each binary gets its own copy of the site, built once warm; then the last chapter gets one more
# line and the site is built again under callgrind. Clean builds (--no-cache, into a folder that
# never held files) alternate between the two binaries, three each.
set -euo pipefail
before=$(realpath "$1") after=$(realpath "$2") n=${3:-10000} work=${4:-/tmp/docgen-rebuild-instructions}
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
/usr/bin/python3 "$here/generate_site.py" "$n" "$work/corpus" --seed 42 >/dev/null
for name in before after; do
  binary=${!name}
  cp -r "$work/corpus/docgen" "$work/$name"
  # A file changed less than a second before a build is read again by the next one
  # (SourceCacheArchive.settlingTime): the copy settles first, so the rebuild reads one chapter.
  sleep 1.5
  (cd "$work/$name" && "$binary" build --quiet --jobs 1)
  chapter=$(find "$work/$name/content" -name '*.md' | sort | tail -n 1)
  printf '\nOne more sentence.\n' >> "$chapter"
  (cd "$work/$name" && valgrind --tool=callgrind --callgrind-out-file="$work/$name.callgrind" "$binary" build --quiet --jobs 1 2>&1 |
     grep -o 'Collected : [0-9]*' | sed "s/^/$name one-chapter rebuild instructions: /")
done
for run in 1 2 3; do
  for name in before after; do
    binary=${!name}
    rm -rf "$work/clean-$name-$run" && cp -r "$work/corpus/docgen" "$work/clean-$name-$run"
    start=$(date +%s.%N)
    (cd "$work/clean-$name-$run" && "$binary" build --quiet --no-cache)
    echo "$name clean build $run: $(echo "$(date +%s.%N) - $start" | bc) s"
  done
done
