#!/usr/bin/env bash
# Benchmarks docgen against its peers on generated sites. Run from the repository root:
#   Benchmarks/run.sh [N ...]        (default: 1000 5000 10000)
# Installs nothing: Benchmarks/install-peers.sh installs the peers. Missing peers are skipped.
# Environment: RUNS (3), REBUILD_RUNS (11), SLOW_FROM (10000), SLOW_RUNS, MKDOCS_UP_TO (1000), PEER_TIMEOUT (1800 s), BENCH_WORK, SEED;
# see Benchmarks/bench.py.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in /usr/bin/time python3; do
    command -v "$tool" >/dev/null || { echo "run.sh: $tool is missing (Benchmarks/install-peers.sh)" >&2; exit 2; }
done
for tool in hugo cmark-gfm htmlproofer linkchecker; do
    command -v "$tool" >/dev/null || echo "$tool: not installed"
done
echo "building docgen (release)..."
Scripts/build-docgen >/dev/null
exec python3 Benchmarks/bench.py .build/release/docgen ${@:-1000 5000 10000}
