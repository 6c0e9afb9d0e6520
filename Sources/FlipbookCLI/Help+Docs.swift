/// Help texts for the docs formats and the gallery.
extension Help {
    /// The --format options of `render` and `showcase`, and where each format goes.
    static let formatOptions = """
    DOCS FORMATS
      --format F       what to write for each scene; one of, or a comma-separated list of:
                         png    the frames, OUT/NAME/frame-0000.png ... (the default)
                         apng   an animated PNG, OUT/docs/NAME.apng
                         sheet  a contact sheet, OUT/docs/NAME.sheet.png
                         plot   a timing plot, OUT/docs/NAME.plot.png
                         all    png, apng, sheet and plot
                         mp4    an H.264 video, OUT/docs/NAME.mp4 (needs ffmpeg: apt-get install ffmpeg)
      --sheet-frames N  frames on a contact sheet, 2 to 64 (default 8; rows of 8)
      --hold-first S   seconds the animated PNG rests on its first frame, 0 to 60 (default 0.5)
      --hold-last S    seconds the animated PNG rests on its last frame, 0 to 60 (default 0.5)
      --loops N        plays of the animated PNG, 0 (forever, the default) to 65535
    OUT/NAME/ holds only frames; the docs files go to OUT/docs/. Sheets and plots are drawn at
    --scale; --frames goes with --format png only.
    """

    static let gallery = """
    USAGE
      flipbook gallery [NAME...] [options]

    Renders every showcase scene (or the named ones) as frames, animated PNG, contact sheet and
    timing plot, and writes DIR/index.html showing them all with their parameters (duration,
    timing, gesture, animations, events) and a link to each frames folder. Static files only:
    no scripts, no outside resources; open DIR/index.html in a browser.

      DIR/index.html
      DIR/NAME/frame-0000.png ...
      DIR/docs/NAME.apng  DIR/docs/NAME.sheet.png  DIR/docs/NAME.plot.png

    OPTIONS
      -o, --out DIR    gallery folder, created if missing (default out/gallery)
      --scale N        pixels per point, greater than 0 and at most 8 (default 1)
      --fps N          frames per second, greater than 0 and at most 240 (default 60)
      --sheet-frames N frames on each contact sheet, 2 to 64 (default 8)
      --hold-first S, --hold-last S, --loops N   animated PNG settings, as for render
      -j, --jobs N     worker threads, 1 to 64 (default: the number of cores)
      --compression N  zlib level 0-9 for frames and animated PNGs (default 1, fast)
      -q, --quiet      no progress and no summary lines

    Prints the path of index.html on standard output.
    """
}
