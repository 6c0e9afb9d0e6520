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
#                           a frame's drawing (uikit-layout), the trait pass (traits), custom drawing
#                           per frame, cached and not (drawing), and the
#                           frame cost of four heavy screens drawn from scratch and with the
#                           render cache (frame-cost), and the pycairo baseline (pycairo)
#   bench/run.sh pycairo [RUNS]
#                           the showcase at scale 2 through `flipbook showcase` against the
#                           pycairo baseline (bench/pycairo/baseline.py) drawing the same
#                           frames, each a whole process, in turn RUNS times (default 1):
#                           frames, wall and CPU time, frames per second and their ratio
#   bench/run.sh ARGS...    flipbook-bench ARGS...
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product flipbook-bench >&2
if [ "${1:-}" = pycairo ]; then
    # pycairo for Debian's own Python (python3-cairo), installed like render.sh's packages.
    if ! /usr/bin/python3 -c "import cairo" >/dev/null 2>&1; then
        echo "bench/run.sh: installing python3-cairo" >&2
        if [ "$(id -u)" = "0" ]; then
            apt-get update -qq && apt-get install -y -qq --no-install-recommends python3-cairo >&2
        elif command -v sudo >/dev/null 2>&1; then
            sudo apt-get update -qq && sudo apt-get install -y -qq --no-install-recommends python3-cairo >&2
        else
            echo "bench/run.sh: python3-cairo is missing; install it as root with: apt-get install python3-cairo" >&2
            exit 1
        fi
    fi
    swift build -c release --product flipbook >&2
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    # Every frame's layer tree, written once before anything is timed.
    frames=$(.build/release/flipbook-bench frame-trees --out "$tmp/trees" --fps 60 | awk '{ print $4 }')
    uptime
    /usr/bin/python3 bench/pycairo/measure.py "${2:-1}" "$frames" -- \
        .build/release/flipbook showcase --scale 2 -q -o "$tmp/flipbook" -- \
        /usr/bin/python3 bench/pycairo/baseline.py "$tmp/trees" "$tmp/pycairo" --scale 2
    uptime
    exit 0
fi
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
.build/release/flipbook-bench drawing
"$0" pycairo
