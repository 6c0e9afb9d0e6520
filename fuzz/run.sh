#!/bin/sh
# Builds and runs one libFuzzer target for a set time.
#
#   fuzz/run.sh TARGET [SECONDS] [LIBFUZZER-OPTIONS...]   TARGET: png, image, args, frames, gesture
#   fuzz/run.sh TARGET build                              build only
#   fuzz/run.sh TARGET replay FILE...                     run the target once on each file
#
# The package's modules are compiled straight from Sources/ with swiftc, instrumented with
# -sanitize=fuzzer,address, into $FUZZ_BUILD (default /tmp/flipbook-fuzz); fuzz/TARGET.swift
# holds the LLVMFuzzerTestOneInput entry. Nothing here is part of `swift build`.
#
# Seeds: fixtures/fuzz/TARGET/ (read, never written). New inputs found while fuzzing go to
# $FUZZ_BUILD/corpus/TARGET/, crashes, timeouts and out-of-memory inputs to
# $FUZZ_BUILD/artifacts/TARGET/; copy the ones worth keeping into fixtures/fuzz/TARGET/.
set -eu

cd "$(dirname "$0")/.."
target=${1:?usage: fuzz/run.sh png|image|args|frames|gesture [SECONDS|build|replay FILE...]}
shift
seconds=600
mode=run
if [ $# -gt 0 ]; then
    case $1 in
        build) mode=build; shift ;;
        replay) mode=replay; shift ;;
        *[!0-9]*) ;;
        *) seconds=$1; shift ;;
    esac
fi
[ -f "fuzz/$target.swift" ] || { echo "fuzz/run.sh: no target '$target' (fuzz/$target.swift)" >&2; exit 2; }

build=${FUZZ_BUILD:-/tmp/flipbook-fuzz}
mkdir -p "$build/modules" "$build/corpus/$target" "$build/artifacts/$target"

# libpng and zlib instrumented too, when their sources are at hand, so that the fuzzer sees
# coverage inside libpng: FUZZ_C_SOURCES is a folder holding libpng1.6_*.orig.tar.gz and
# zlib_*.orig.tar.* (e.g. from `apt-get source --download-only libpng1.6 zlib`). Built once
# into $build/c with the toolchain's clang; without them the system libraries are used.
c="$build/c"
if [ -n "${FUZZ_C_SOURCES:-}" ] && [ ! -f "$c/lib/libpng16.a" ]; then
    echo "fuzz/run.sh: building instrumented zlib and libpng from $FUZZ_C_SOURCES" >&2
    clang=$(dirname "$(command -v swiftc)")/clang
    src="$build/c-src"
    rm -rf "$src" && mkdir -p "$src"
    for t in "$FUZZ_C_SOURCES"/zlib_*.orig.tar.* "$FUZZ_C_SOURCES"/libpng1.6_*.orig.tar.gz; do tar -C "$src" -xf "$t"; done
    (
        export CC="$clang" CFLAGS="-O1 -g -fsanitize=fuzzer-no-link,address" LDFLAGS="-fsanitize=address -L$c/lib"
        export CPPFLAGS="-I$c/include"
        cd "$src"/zlib-* && ./configure --static --prefix="$c" >/dev/null && make -j2 >/dev/null && make install >/dev/null 2>&1
        cd "$src"/libpng-* && ./configure --disable-shared --prefix="$c" >/dev/null && make -j2 >/dev/null && make install >/dev/null 2>&1
    ) || { echo "fuzz/run.sh: building zlib and libpng failed" >&2; exit 1; }
fi

# The C modules (system libraries) and their headers.
cflags=""
libs=""
if [ -f "$c/lib/libpng16.a" ]; then
    cflags="-Xcc -I$c/include"
    libs="$c/lib/libpng16.a $c/lib/libz.a"
fi
for flag in $(pkg-config --cflags cairo libpng pangocairo); do cflags="$cflags -Xcc $flag"; done
libs="$libs $(pkg-config --libs cairo libpng pangocairo pangoft2 fontconfig) -lz -lturbojpeg"

sanitize="-sanitize=fuzzer,address"
common="-swift-version 5 -package-name Flipbook -O -g -parse-as-library -I $build/modules -I Sources/CCairo -I Sources/CPNG -I Sources/CTurboJPEG -I Sources/CPango $cflags"

# The Flipbook modules a set of Swift files imports, dependencies first.
order=""
visit() {
    local m
    for m in $(grep -ho '^ *\(@testable \)\?import Flipbook[A-Za-z]*' "$@" 2>/dev/null | sed 's/.*import //' | sort -u); do
        case " $order " in *" $m "*) continue ;; esac
        visit $(find "Sources/$m" -name '*.swift')
        case " $order " in *" $m "*) ;; *) order="$order $m" ;; esac
    done
}
visit "fuzz/$target.swift"

# Compile each module when a source is newer than its object (or this script changed), and
# every module after one that was compiled (the order puts dependencies first).
objects=""
stale=""
for m in $order; do
    obj="$build/modules/$m.o"
    files=$(find "Sources/$m" -name '*.swift' | sort)
    if [ -n "$stale" ] || [ ! -f "$obj" ] || [ -n "$(find "Sources/$m" fuzz/run.sh -newer "$obj" | head -1)" ]; then
        stale=yes
        echo "fuzz/run.sh: compiling $m" >&2
        # shellcheck disable=SC2086
        swiftc $common $sanitize -enable-testing -module-name "$m" -wmo -c $files \
            -emit-module -emit-module-path "$build/modules/$m.swiftmodule" -o "$obj"
    fi
    objects="$objects $obj"
done

binary="$build/fuzz-$target"
if [ ! -x "$binary" ] || [ -n "$(find "fuzz/$target.swift" $objects -newer "$binary" | head -1)" ]; then
    echo "fuzz/run.sh: linking $binary" >&2
    # shellcheck disable=SC2086
    swiftc $common $sanitize -module-name "Fuzz_$target" "fuzz/$target.swift" $objects $libs -o "$binary" 2>&1 | grep -v 'Cannot export local symbol' >&2 || true
    [ -x "$binary" ] || { echo "fuzz/run.sh: linking failed" >&2; exit 1; }
fi

case $mode in
    build) exit 0 ;;
    replay) exec "$binary" -runs=1 "$@" ;;
esac

dict=""
[ -f "fuzz/$target.dict" ] && dict="-dict=fuzz/$target.dict"
echo "fuzz/run.sh: fuzzing $target for $seconds s (seeds fixtures/fuzz/$target, corpus $build/corpus/$target)" >&2
# shellcheck disable=SC2086
exec "$binary" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=3072 -print_final_stats=1 \
    -artifact_prefix="$build/artifacts/$target/" $dict "$@" "$build/corpus/$target" "fixtures/fuzz/$target"
