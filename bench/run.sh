#!/usr/bin/env bash
# Benchmarks of the whole rendering path, in release mode. Prints figures; asserts nothing.
#   bench/run.sh            the showcase at scales 2 and 1; peak resident size of the showcase
#                           at scales 1, 2 and 3 and of 300 made-up scenes at scale 2; the
#                           gallery's time against the PNG frames' of the same scenes (wall
#                           and CPU time, with the load average: the machine may be shared); the
#                           default PNG against zlib level 6; the animated formats at scale 1
#                           beside apngopt (when installed; it takes about 15 minutes) and at
#                           scale 2; then the stress run (240 fps, scale 3), the shadow, the
#                           constraint solver (layout), FlipbookUIKit's layout passes beside
#                           a frame's drawing (uikit-layout), the trait pass (traits), and the
#                           frame cost of four heavy screens drawn from scratch and with the
#                           render cache (frame-cost)
#   bench/run.sh ARGS...    flipbook-bench ARGS...
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product flipbook-bench >&2
if [ $# -gt 0 ]; then exec .build/release/flipbook-bench "$@"; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
.build/release/flipbook-bench showcase --scale 2
.build/release/flipbook-bench showcase --scale 1
# Each memory figure is a process of its own: the peak of one whole run.
for scale in 1 2 3; do
    .build/release/flipbook-bench cli showcase --scale "$scale" -q -o "$tmp/showcase-$scale"
    rm -rf "$tmp/showcase-$scale"
done
.build/release/flipbook-bench synthetic --scenes 300 --scale 2
.build/release/flipbook-bench gallery-ratio
.build/release/flipbook-bench pngsize --scale 2
.build/release/flipbook-bench formats --scale 1
.build/release/flipbook-bench formats --scale 2 --no-apngopt
.build/release/flipbook-bench stress
.build/release/flipbook-bench shadow
.build/release/flipbook-bench frame-cost
.build/release/flipbook-bench layout
.build/release/flipbook-bench uikit-layout
.build/release/flipbook-bench traits
.build/release/flipbook-bench table
