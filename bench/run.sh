#!/usr/bin/env bash
# Benchmarks of the whole rendering path, in release mode. Prints figures; asserts nothing.
#   bench/run.sh            the showcase at scale 2, then the stress run (240 fps, scale 3)
#   bench/run.sh ARGS...    flipbook-bench ARGS...
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product flipbook-bench >&2
if [ $# -gt 0 ]; then exec .build/release/flipbook-bench "$@"; fi
.build/release/flipbook-bench showcase
.build/release/flipbook-bench stress
