import Foundation
import FlipbookCore
import FlipbookPNG
import FlipbookRender

/// Help texts for the tool and each command.
enum Help {
    static let version = "0.1.0"

    /// `text` under the running program's name: an app's own executable (`FlipbookCLI.main`)
    /// prints its help as "my-transitions render NAME...", not "flipbook render NAME...".
    static func named(_ text: String) -> String {
        let name = ProgramName.current
        guard name != "flipbook", !name.isEmpty else { return text }
        // "flipbook" as a command (before a space or a colon), not inside another word
        // ("flipbook-port.txt", "FlipbookCLI").
        guard let word = try? NSRegularExpression(pattern: "(?<![A-Za-z0-9_./-])flipbook(?=[ :])") else { return text }
        let template = NSRegularExpression.escapedTemplate(for: name)
        return word.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }

    static var versionLine: String {
        "flipbook \(version) (cairo \(LibraryVersions.cairo), libpng \(PNGLibraryVersions.libpng), zlib \(PNGLibraryVersions.zlib))"
    }

    static let tool = """
        flipbook: render UIKit-style view-controller transitions to PNG frames, on Linux.

        USAGE
          flipbook <command> [options]

        COMMANDS
          list        list the showcase scenes with their duration and frame count
          render      render scenes to OUT/NAME/frame-0000.png ...
          showcase    render every showcase scene
          gallery     render every scene in every docs format and write an HTML gallery
          diff        compare two PNG files or two folders of frames (exit 1 when they differ)
          port        print the Linux rewrite of an app's Swift files (#selector, @objc)
          help        show help for a command (flipbook help render)

        OPTIONS
          -h, --help  show this help
          --version   show the version and the Cairo, libpng and zlib versions

        EXIT CODES
          0 success, 1 failure while working (or images differ, for diff; or a
          scene failed or crashed, the others written), 2 usage error (bad option
          or value, unknown scene, unusable output folder), 124 a scene still
          recording after --scene-timeout seconds (stopped, the others written),
          130 interrupted

        Run 'flipbook <command> --help' for a command's options.
        """

    static let list = """
        USAGE
          flipbook list [--fps N]

        Lists every showcase scene: name, duration in seconds, frame count at the frame rate,
        timing and a one-line summary.

        OPTIONS
        \(OptionSpec.helpLines(for: .list))
        """

    static let render = """
        USAGE
          flipbook render NAME... [options]

        Renders each named scene to OUT/NAME/frame-0000.png, frame-0001.png, ... Frame k shows
        t = min(k / fps, duration); a scene of duration D has ceil(D * fps) + 1 frames.

        OPTIONS
        \(OptionSpec.helpLines(for: .render, group: .general))

        \(formatOptions(for: .render))

        Progress goes to standard error: a bar on a terminal, one summary line otherwise.
        Files are written atomically (a temporary name, then a rename).

        ENVIRONMENT
          FLIPBOOK_MAX_MEGAPIXELS=N  the pixel budget for frames drawn at once (frame size times
                                     worker threads), default 256; without --jobs the workers
                                     are lowered to fit, with --jobs over it is a usage error
          FLIPBOOK_TEXT_METRICS=NAME sf (default): labels on San Francisco's line metrics and
                                     tracking, as iOS lays them out; inter: on Inter's own,
                                     for goldens recorded before Flipbook measured against iOS
        """

    static let showcase = """
        USAGE
          flipbook showcase [options]

        Renders every showcase scene (see 'flipbook list') to OUT/NAME/frame-XXXX.png.

        OPTIONS
        \(OptionSpec.helpLines(for: .showcase, group: .general))

        \(formatOptions(for: .showcase))
        """
}
