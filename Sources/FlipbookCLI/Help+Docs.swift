/// Help texts for the docs formats and the gallery.
extension Help {
    /// The --format options of `render` and `showcase`, and where each format goes.
    static let formatOptions = """
    DOCS FORMATS
      --format F       what to write for each scene; one of, or a comma-separated list of:
                         png    the frames, OUT/NAME/frame-0000.png ... (the default)
                         apng   an animated PNG, OUT/docs/NAME.apng (delta frames, lossless)
                         webp   an animated WebP, OUT/docs/NAME.webp (lossless unless --quality)
                         gif    an animated GIF, OUT/docs/NAME.gif (256 colours, dithered)
                         sheet  a contact sheet, OUT/docs/NAME.sheet.png
                         plot   a timing plot, OUT/docs/NAME.plot.png
                         all    png, apng, webp, gif, sheet and plot
                         mp4    an H.264 video, OUT/docs/NAME.mp4 (needs ffmpeg: apt-get install ffmpeg)
      --sheet-frames N  frames on a contact sheet, 2 to 64 (default 8; rows of 8)
      --hold-first S   seconds the animated PNG rests on its first frame, 0 to 60 (default 0.5)
      --hold-last S    seconds the animated PNG rests on its last frame, 0 to 60 (default 0.5)
      --loops N        plays of the animated PNG, 0 (forever, the default) to 65535
      --quality Q      lossy WebP at quality 0 to 100 (default: lossless)
      --colors N       colours in a GIF palette, 2 to 256 (default 256)
      --dither D       GIF dithering: fs (Floyd-Steinberg, the default) or none
      --palette P      GIF palette: frame (one per frame, the default) or global
    The hold, loop and timing settings apply to APNG, WebP and GIF alike. Animated images
    are compressed at level 9 unless --compression is given. Each file written is listed
    with its size.
    OUT/NAME/ holds only frames; the docs files go to OUT/docs/. Sheets and plots are drawn at
    --scale; --frames goes with --format png only.
    """

    static let gallery = """
    USAGE
      flipbook gallery [NAME...] [options]

    Renders every showcase scene (or the named ones) as frames, animated PNG, WebP and GIF,
    contact sheet and timing plot, and writes DIR/index.html showing them all with their parameters (duration,
    timing, gesture, animations, events) and a link to each frames folder. Static files only:
    no scripts, no outside resources; open DIR/index.html in a browser.

      DIR/index.html
      DIR/NAME/frame-0000.png ...
      DIR/docs/NAME.apng  DIR/docs/NAME.webp  DIR/docs/NAME.gif
      DIR/docs/NAME.sheet.png  DIR/docs/NAME.plot.png

    OPTIONS
      -o, --out DIR    gallery folder, created if missing (default out/gallery)
      --scale N        pixels per point, greater than 0 and at most 8 (default 1)
      --fps N          frames per second, greater than 0 and at most 240 (default 60)
      --sheet-frames N frames on each contact sheet, 2 to 64 (default 8)
      --hold-first S, --hold-last S, --loops N   animation settings, as for render
      --quality Q, --colors N, --dither D, --palette P   WebP and GIF settings, as for render
      -j, --jobs N     worker threads, 1 to 64 (default: the number of cores)
      --compression N  level 0-9 for frames (default 1, fast) and animated PNGs (default 9)
      -q, --quiet      no progress and no summary lines

    Prints the path of index.html on standard output.
    """
}
