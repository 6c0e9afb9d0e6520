#!/usr/bin/env bash
# Renders the first screen of every app of a package made by make.py, after copying the apps'
# bundle files (word lists, JSON, pictures outside asset catalogs) beside the binary, where
# Bundle.main looks on Linux.
#   bench/storyboard-corpus/run.sh OUT FRAMES [NAME...]
set -euo pipefail
out=$(cd "$1" && pwd); frames=$2; shift 2
bin="$out/.build/debug/corpus"
[ -x "$bin" ] || { echo "run.sh: build it first: (cd $out && swift build --product corpus)" >&2; exit 1; }
find "$out/apps" -type f \( -name '*.txt' -o -name '*.json' -o -name '*.jpg' -o -name '*.jpeg' -o -name '*.png' \) \
    -not -path '*xcassets*' -not -path '*Tests*' -exec cp {} "$out/.build/debug/" \;
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
    mapfile -t names < <(sed -n 's/^\(App_[A-Za-z0-9_]*\)$/\1/p' <(ls "$out/Sources") | sed 's/^App_//; s/_/-/g')
fi
cd "$out/.build/debug"
./corpus render "${names[@]}" --device iPhone15 -o "$frames" -j 2
