#!/bin/sh
# bench/screen-corpus/run.sh MIRRORS OUT [NAME...]: makes the package, builds each screen's
# target on its own, and prints one line per screen: its name, ok or FAIL, and the first error.
set -e
here=$(dirname "$0")
modules=$("$here/make.py" "$@")
cd "$2"
ok=0; n=0
for m in $modules; do
    n=$((n + 1))
    if swift build --target "$m" > "build-$m.log" 2>&1; then
        ok=$((ok + 1)); echo "$m	ok"
    else
        echo "$m	FAIL	$(grep -m1 -E '^/.*: error:' "build-$m.log" || grep -m1 'error:' "build-$m.log")"
    fi
done
echo "compiled $ok of $n"
