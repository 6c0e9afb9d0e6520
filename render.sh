#!/usr/bin/env bash
# Flipbook's two commands:
#   ./render.sh          install what is missing, build, render the showcase into out/ and
#                        the docs gallery into out/gallery/
#   ./render.sh test     install what is missing (Chromium too, for the gallery test), check the
#                        formatting (swift format lint), build every fuzz target and replay its
#                        seeds (fuzz/run.sh check), run the test suite
#   ./render.sh ARGS...  install what is missing, build, run `flipbook ARGS...`
# No other logic lives here (DESIGN.md): everything else is in the `flipbook` executable.
set -euo pipefail
cd "$(dirname "$0")"

# Debian packages: the C libraries (with pkg-config to find them).
missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if command -v pkg-config >/dev/null 2>&1; then
  pkg-config --exists cairo || missing+=(libcairo2-dev)
  pkg-config --exists libpng || missing+=(libpng-dev)
  pkg-config --exists zlib || missing+=(zlib1g-dev)
  # Text (Pango through pangocairo) and JPEG (libjpeg-turbo), SEMANTICS.md §14.
  { pkg-config --exists pango && pkg-config --exists pangocairo; } || missing+=(libpango1.0-dev)
  pkg-config --exists libturbojpeg || missing+=(libturbojpeg0-dev)
  # The animated WebP and GIF writers.
  pkg-config --exists libwebpmux || missing+=(libwebp-dev)
  # An asset catalog's vector (PDF) images, rasterised by poppler (SEMANTICS.md §19).
  pkg-config --exists poppler-glib || missing+=(libpoppler-glib-dev)
  pkg-config --exists libgif || missing+=(libgif-dev)
  pkg-config --exists imagequant || missing+=(libimagequant-dev)
else
  missing+=(libcairo2-dev libpng-dev zlib1g-dev libpango1.0-dev libturbojpeg0-dev libpoppler-glib-dev libwebp-dev libgif-dev libimagequant-dev)
fi
# The system font of labels: Inter (standing in for San Francisco).
[ -f /usr/share/fonts/opentype/inter/Inter-Regular.otf ] || missing+=(fonts-inter)
# Arabic and Hebrew, which Inter lacks (Noto Sans Arabic and Hebrew; SEMANTICS.md §18).
[ -f /usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf ] || missing+=(fonts-noto-core)
# Emoji and Chinese, Japanese and Korean, which Inter lacks too (SEMANTICS.md §14).
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing+=(fonts-noto-color-emoji)
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing+=(fonts-noto-cjk)
# libcurl, which the toolchain's FoundationNetworking (URLSession, re-exported by `import UIKit`) loads.
ldconfig -p 2>/dev/null | grep -q 'libcurl\.so\.4 ' || missing+=(libcurl4)
# The font of contact sheets and timing plots ("DejaVu Sans").
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
# The browser the gallery test opens the gallery in.
if [ "${1:-}" = test ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  # The video writer's test (--format mp4) runs ffmpeg.
  command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
  # Pillow, the independent decoder the PNG and APNG cross-checks compare with.
  { python3 -c "import PIL" || /usr/bin/python3 -c "import PIL"; } >/dev/null 2>&1 || missing+=(python3-pil)
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "render.sh: installing ${missing[*]}" >&2
  if [ "$(id -u)" = "0" ]; then
    apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  elif command -v sudo >/dev/null 2>&1; then
    sudo apt-get update -qq && sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  else
    echo "render.sh: missing Debian packages: ${missing[*]}; install them as root with: apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi

case "${1:-}" in
  test)
    shift
    # The code is formatted as .swift-format says (swift format ships with the toolchain).
    swift format lint --strict --recursive --parallel Sources Tests Plugins fuzz Package.swift
    # Every fuzz target builds and passes its seeds (fuzz/run.sh check).
    fuzz/run.sh check
    exec swift test "$@"
    ;;
  "")
    swift build -c release --product flipbook >&2
    .build/release/flipbook showcase --out out --scale 2
    exec .build/release/flipbook gallery --out out/gallery
    ;;
  *)
    swift build -c release --product flipbook >&2
    exec .build/release/flipbook "$@"
    ;;
esac
