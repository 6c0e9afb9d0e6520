#!/bin/sh
# Builds and runs the libFuzzer targets.
#
#   fuzz/run.sh TARGET [SECONDS] [LIBFUZZER-OPTIONS...]   TARGET: png, image, args, frames, gesture,
#                                                         storyboard, drawing
#   fuzz/run.sh TARGET build                              build only
#   fuzz/run.sh TARGET replay FILE...                     run the target once on each file
#   fuzz/run.sh check                                     build every target (-Onone) and
#                                                         replay its seeds (fixtures/fuzz/TARGET)
#                                                         once: the step `./render.sh test` runs
#
# A target is fuzz/TARGET.swift (the LLVMFuzzerTestOneInput entry, one call) plus its
# invariants, Tests/FlipbookCLITests/FuzzInvariants/FuzzInvariant.swift and
# TARGETInvariants.swift (any case), which the test suite compiles too (FuzzCorpusTests).
# The package's modules those files import are compiled straight from Sources/ with swiftc,
# instrumented with -sanitize=fuzzer,address, once for all targets, into $FUZZ_BUILD
# (default .build/fuzz, inside the checkout). Nothing here is part of `swift build`.
#
# Seeds: fixtures/fuzz/TARGET/ (read, never written). New inputs found while fuzzing go to
# $FUZZ_BUILD/corpus/TARGET/, crashes, timeouts and out-of-memory inputs to
# $FUZZ_BUILD/artifacts/TARGET/; copy the ones worth keeping into fixtures/fuzz/TARGET/.
set -eu

cd "$(dirname "$0")/.."
# Leaks reported at exit that are known and bounded (fuzz/lsan.supp says what each is).
export LSAN_OPTIONS="suppressions=$PWD/fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
targets="png image args frames gesture storyboard drawing"
invariants=Tests/FlipbookCLITests/FuzzInvariants
build=${FUZZ_BUILD:-.build/fuzz}

# check: every target built and replayed on its seeds, each replay time-boxed
# ($FUZZ_CHECK_SECONDS, default 120 s per target; the seeds take a few seconds in all).
# Built without optimisation (a quarter of the -O build's time; the same instrumentation and
# invariants) into $FUZZ_BUILD/check, apart from the fuzzing build.
if [ "${1:-}" = check ]; then
    start=$(date +%s)
    build="$build/check"
    export FUZZ_BUILD="$build" FUZZ_OPT="${FUZZ_OPT:--Onone}"
    for t in $targets; do
        "$0" "$t" build || { echo "fuzz/run.sh check: target '$t' does not build" >&2; exit 1; }
    done
    for t in $targets; do
        set -- fixtures/fuzz/"$t"/*
        [ -f "$1" ] || { echo "fuzz/run.sh check: no seeds in fixtures/fuzz/$t" >&2; exit 1; }
        echo "fuzz/run.sh check: replaying $# inputs of fixtures/fuzz/$t" >&2
        # (Swift's own backtracer is off: under ASan it only adds noise after the message.)
        if ! SWIFT_BACKTRACE=enable=no timeout "${FUZZ_CHECK_SECONDS:-120}" "$build/fuzz-$t" -runs=1 -timeout=20 \
            -rss_limit_mb=3072 "$@" >"$build/check-$t.log" 2>&1; then
            grep -E '^Running: |Fatal error|^==[0-9]+==ERROR|^SUMMARY' "$build/check-$t.log" | tail -n 8 >&2 \
                || tail -n 30 "$build/check-$t.log" >&2
            echo "fuzz/run.sh check: target '$t' fails its seeds (or ran past ${FUZZ_CHECK_SECONDS:-120} s); log: $build/check-$t.log" >&2
            exit 1
        fi
    done
    echo "fuzz/run.sh check: $targets: built, seeds pass ($(($(date +%s) - start)) s)" >&2
    exit 0
fi

target=${1:?usage: fuzz/run.sh png|image|args|frames|gesture|storyboard|drawing [SECONDS|build|replay FILE...] | fuzz/run.sh check}
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
checks=$(find "$invariants" -maxdepth 1 -iname "${target}Invariants.swift")
[ -n "$checks" ] || { echo "fuzz/run.sh: no invariants for '$target' ($invariants/${target}Invariants.swift)" >&2; exit 2; }
sources="fuzz/$target.swift $invariants/FuzzInvariant.swift $checks"

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
# Every system-library target of Package.swift: its pkg-config package (cflags and libs), its
# folder under Sources/ (the module map) and the libraries its module map links.
pkgs=$(sed -n 's/.*pkgConfig: *"\([^"]*\)".*/\1/p' Package.swift | sort -u | tr '\n' ' ')
cmodules=""
for d in Sources/C*/; do [ -f "$d/module.modulemap" ] && cmodules="$cmodules -I ${d%/}"; done
# shellcheck disable=SC2086
for flag in $(pkg-config --cflags $pkgs); do cflags="$cflags -Xcc $flag"; done
# shellcheck disable=SC2086
libs="$libs $(pkg-config --libs $pkgs) $(sed -n 's/^ *link "\([^"]*\)".*/-l\1/p' Sources/C*/module.modulemap | sort -u | tr '\n' ' ')"

# The package's language mode (swiftLanguageModes in Package.swift; 6 when it names none);
# optimisation $FUZZ_OPT (default -O -g; -g is left out of -Onone builds, where swiftc's
# module wrapping would write the same object).
version=$(sed -n 's/.*swiftLanguageModes: *\[ *\.v\([0-9]*\).*/\1/p' Package.swift | head -n 1)
sanitize="-sanitize=fuzzer,address"
common="-swift-version ${version:-6} -package-name flipbook ${FUZZ_OPT:--O -g} -parse-as-library -I $build/modules $cmodules $cflags"

# The Flipbook modules a set of Swift files imports, dependencies first.
order=""
visit() {
    local m
    for m in $(grep -ho '^ *\(@testable \)\?import Flipbook[A-Za-z]*' "$@" 2>/dev/null | sed 's/.*import //' | sort -u); do
        case " $order " in *" $m "*) continue ;; esac
        [ -d "Sources/$m" ] || { echo "fuzz/run.sh: $target imports $m, which is not a folder of Sources/" >&2; exit 1; }
        visit $(find "Sources/$m" -name '*.swift')
        case " $order " in *" $m "*) ;; *) order="$order $m" ;; esac
    done
}
# shellcheck disable=SC2086
visit $sources

# Compile each module when a source is newer than its object (or this script changed), and
# every module after one that was compiled (the order puts dependencies first). Modules are
# shared by all targets: `check` compiles each once.
objects=""
stale=""
for m in $order; do
    obj="$build/modules/$m.o"
    files=$(find "Sources/$m" -name '*.swift' | sort)
    if [ -n "$stale" ] || [ ! -f "$obj" ] || [ -n "$(find "Sources/$m" fuzz/run.sh -newer "$obj" | head -n 1)" ]; then
        stale=yes
        echo "fuzz/run.sh: compiling $m" >&2
        rm -f "$obj"
        # shellcheck disable=SC2086
        swiftc $common $sanitize -enable-testing -module-name "$m" -wmo -c $files \
            -emit-module -emit-module-path "$build/modules/$m.swiftmodule" -o "$obj" \
            || { echo "fuzz/run.sh: compiling $m failed" >&2; exit 1; }
    fi
    objects="$objects $obj"
done

binary="$build/fuzz-$target"
# shellcheck disable=SC2086
if [ ! -x "$binary" ] || [ -n "$(find $sources $objects -newer "$binary" | head -n 1)" ]; then
    echo "fuzz/run.sh: linking $binary" >&2
    rm -f "$binary"
    # shellcheck disable=SC2086
    swiftc $common $sanitize -module-name "Fuzz_$target" $sources $objects $libs -o "$binary" 2>&1 \
        | grep -v 'Cannot export local symbol' >&2 || true
    [ -x "$binary" ] || { echo "fuzz/run.sh: building $target failed" >&2; exit 1; }
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
