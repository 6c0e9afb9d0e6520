/// Help texts for the docs formats and the gallery.
extension Help {
    /// The docs options of `render` and `showcase`, and where each format goes.
    static func formatOptions(for command: Command) -> String {
        """
        DOCS FORMATS
        \(OptionSpec.named("format").helpLine(for: command))
                               png    the frames, OUT/NAME/frame-0000.png ... (the default)
                               apng   an animated PNG, OUT/docs/NAME.apng (delta frames, lossless)
                               webp   an animated WebP, OUT/docs/NAME.webp (lossless unless --quality)
                               gif    an animated GIF, OUT/docs/NAME.gif (256 colours, dithered)
                               sheet  a contact sheet, OUT/docs/NAME.sheet.png
                               plot   a timing plot, OUT/docs/NAME.plot.png
                               all    png, apng, webp, gif, sheet and plot
                               mp4    an H.264 video, OUT/docs/NAME.mp4 (needs ffmpeg: apt-get install ffmpeg)
        \(OptionSpec.options(for: command).filter { $0.group == .docs && $0.name != "format" }
            .map { $0.helpLine(for: command) }.joined(separator: "\n"))
        The hold, loop and timing settings apply to APNG, WebP and GIF alike; the settings of a
        format are checked only when it is written. The animated PNG is compressed at level 6
        unless --compression is given (9 is the smallest, about three times the work). Each file
        written is listed with its size.
        OUT/NAME/ holds only frames; the docs files go to OUT/docs/. Sheets and plots are drawn at
        --scale; --frames goes with --format png only.
        """
    }

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
        \(OptionSpec.helpLines(for: .gallery))

        Prints the path of index.html on standard output.
        """
}
