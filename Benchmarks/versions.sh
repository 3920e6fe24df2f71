#!/usr/bin/env bash
# Five versions of a 1,000-chapter site built as one versioned site, against the five versions
# built one at a time, each clean (no cache), then the versioned site built again unchanged.
# Usage: Benchmarks/versions.sh [WORK_FOLDER]   (DOCGEN: the docgen to time; the corpus is
# ../shared/bench's generator, a seed per version, committed in a temporary git repository)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
docgen=${DOCGEN:-$here/.build/release/docgen}
work=${1:-$(mktemp -d)}
generator=${DOCGEN_SHARED:-$here/../shared}/bench/gen_corpus.py
rm -rf "$work" && mkdir -p "$work/repo" "$work/single"
cd "$work/repo"
git init -q -b main
git config user.email bench@docgen.invalid
git config user.name bench
printf 'site/\n.docgen-cache/\n' > .gitignore
printf 'title: Bench\nbaseURL: https://bench.example/\n' > docgen.yml
for version in 1 2 3 4 5; do
  python3 "$generator" 1000 "$work/corpus$version" --seed "$version" --no-jekyll > /dev/null
  rm -rf content && cp -r "$work/corpus$version/md" content
  mkdir -p "$work/single/$version" && cp -r content docgen.yml "$work/single/$version/"
  git add -A && git commit -qm "version $version" && git tag "v$version"
done
{
  printf 'title: Bench\nbaseURL: https://bench.example/\nversions:\n  - name: dev\n'
  for version in 4 3 2 1; do printf '  - name: "%s"\n    ref: v%s\n' "$version.0" "$version"; done
} > docgen.yml
seconds() { local start end; start=$(date +%s.%N); "$@" > /dev/null; end=$(date +%s.%N); echo "$end - $start" | bc; }
total=0
for version in 1 2 3 4 5; do
  time=$(cd "$work/single/$version" && seconds "$docgen" build --no-cache)
  echo "single build of version $version: $time s"
  total=$(echo "$total + $time" | bc)
done
echo "five single builds: $total s"
echo "the versioned site, clean: $(seconds "$docgen" build) s"
echo "the versioned site again, nothing changed: $(seconds "$docgen" build) s"
"$docgen" build
echo "pages: $(find site -name '*.html' | wc -l)"
