import Foundation
import FlipbookAnimated
import FlipbookCore
import FlipbookDocs
import FlipbookPNG
import FlipbookUIKit

/// Every option of `flipbook`, declared once. Limits are read from where the code that
/// enforces them keeps them.
extension OptionSpec {
    /// The commands that render scenes and write docs formats.
    private static let rendering: [Command] = [.render, .showcase, .gallery]
    private static let frameless: [Command] = [.render, .showcase]
    /// The commands that record scenes in configurations (the gallery shows them side by side).
    private static let configured: [Command] = [.render, .showcase, .gallery]

    /// All options, in the order help and the README list them.
    public static let all: [OptionSpec] = [
        OptionSpec(
            "fps", "N", .number(0...Values.maxFPS, excludingLower: true), default: "60",
            help: "frames per second", commands: [.list] + rendering,
            variants: [.list: Variant(help: "frame rate for the frame count")]),
        OptionSpec(
            "scale", "N", .number(0...Values.maxScale, excludingLower: true), default: "2",
            help: "pixels per point", commands: rendering,
            variants: [.gallery: Variant(default: OptionSpec.text(GalleryCommand.defaultScale))]),
        OptionSpec(
            "out", short: "o", "DIR", .text(accepted: "a folder path"), default: "out",
            help: "output folder, created if missing", commands: rendering + [.diff],
            variants: [
                .gallery: Variant(help: "gallery folder, created if missing", default: GalleryCommand.defaultOut),
                .diff: Variant(
                    help: "write DIR/index.html (expected, actual and diff side by side, with a "
                        + "slider) and per differing frame NAME.expected.png, NAME.actual.png and NAME.diff.png; "
                        + "without it nothing is written", default: ""),
            ]),
        OptionSpec(
            "device", "NAME", .text(accepted: "device presets (flipbook list --devices), comma-separated"),
            default: Device.iPhone8.identifier,
            help: "record on this device, e.g. iPhone15Pro; a list renders each (a matrix)", commands: configured,
            variants: [
                .gallery: Variant(help: "record on these devices; a list shows each scene on each, side by side")
            ]),
        OptionSpec(
            "appearance", "STYLE", .text(accepted: "light or dark, or both comma-separated"), default: "light",
            help: "light or dark mode; light,dark renders both", commands: configured),
        OptionSpec(
            "content-size", "SIZE",
            .text(accepted: "text sizes \(UIContentSizeCategory.shortNames.joined(separator: ", ")), comma-separated"),
            default: "L", help: "Dynamic Type text size (AX1-AX5: the accessibility sizes)", commands: configured),
        OptionSpec(
            "layout-direction", "DIR", .text(accepted: "ltr or rtl, or both comma-separated"), default: "ltr",
            help: "left to right or right to left", commands: configured),
        OptionSpec(
            "contrast", "LEVEL", .text(accepted: "normal or high, or both comma-separated"), default: "normal",
            help: "Increase Contrast: high draws the system colours' high-contrast values", commands: configured),
        OptionSpec(
            "reduce-motion", "", .flag, help: "record with Reduce Motion on", commands: configured),
        OptionSpec(
            "bold-text", "", .flag, help: "record with Bold Text on (system fonts one weight heavier)",
            commands: configured),
        OptionSpec(
            "devices", "", .flag, help: "list the device presets instead of the scenes", commands: [.list]),
        OptionSpec(
            "frames", short: "f", "L", .text(accepted: "frame numbers and ranges like 0-10,15"), default: "all",
            help: "only these frames, e.g. 0-10,15; with --format png only", commands: [.render]),
        OptionSpec(
            "shard", "K/N", .text(accepted: Shard.accepted), default: "every scene",
            help: "only the scenes of shard K of N, split by a hash of each scene's name (N jobs with 1/N to N/N "
                + "write every scene once; adding a scene moves no other)", commands: rendering),
        OptionSpec(
            "jobs", short: "j", "N", .whole(1...Values.maxJobs), default: "the number of cores",
            help: "worker threads", commands: rendering + [.diff]),
        OptionSpec(
            "scene-timeout", "S", .whole(0...SceneTimeLimit.maximumSeconds, lowerMeaning: "no limit"),
            default: "\(SceneTimeLimit.defaultSeconds)",
            help: "seconds a scene may record before it is stopped as hung (reported, exit 124)",
            commands: [.list] + rendering),
        OptionSpec(
            "compression", "N", .whole(PNGEncoder.compressionLevelRange),
            default: "1, fast; animated PNGs, sheets and plots 6", help: "zlib level of the PNG files",
            commands: rendering),
        OptionSpec("quiet", short: "q", "", .flag, help: "no progress and no summary line", commands: rendering),
        OptionSpec(
            "format", "F", .text(accepted: OutputFormat.acceptedWords), default: "png",
            help: "what to write for each scene: a format, or a comma-separated list of them (all: every one but mp4)",
            commands: frameless, group: .docs),
        OptionSpec(
            "sheet-frames", "N", .whole(ContactSheet.frameCountRange), default: "\(ContactSheet.defaultFrameCount)",
            help: "frames on a contact sheet, in rows of 8", commands: rendering, group: .docs),
        OptionSpec(
            "hold-first", "S", .number(0...Values.maxHoldSeconds, unit: "seconds"), default: "0.5",
            help: "seconds an animation rests on its first frame", commands: rendering, group: .docs),
        OptionSpec(
            "hold-last", "S", .number(0...Values.maxHoldSeconds, unit: "seconds"), default: "0.5",
            help: "seconds an animation rests on its last frame", commands: rendering, group: .docs),
        OptionSpec(
            "loops", "N", .whole(0...APNGEncoder.maximumLoopCount, lowerMeaning: "forever"), default: "0",
            help: "plays of an animation", commands: rendering, group: .docs),
        OptionSpec(
            "quality", "Q", .whole(WebPAnimationEncoder.qualityRange),
            note: "lossy WebP; leave it out for lossless", default: "lossless",
            help: "lossy WebP at this quality", commands: rendering, group: .docs),
        OptionSpec(
            "webp-effort", "N", .whole(WebPAnimationEncoder.effortRange),
            note: "libwebp's lossless levels: 0 fastest, 9 smallest",
            default: "\(WebPAnimationEncoder.defaultEffort)",
            help: "lossless WebP effort (9: the smallest files, many times the time)", commands: rendering,
            group: .docs),
        OptionSpec(
            "colors", "N", .whole(GIFAnimationEncoder.colorRange), note: "colours in a GIF palette", default: "256",
            help: "colours in a GIF palette", commands: rendering, group: .docs),
        OptionSpec(
            "gif-speed", "N", .whole(GIFAnimationEncoder.speedRange),
            note: "libimagequant's speed: 1 the best palettes, 10 the fastest",
            default: "\(GIFAnimationEncoder.defaultSpeed)",
            help: "GIF palette speed (4, libimagequant's own default: smaller files, more time)", commands: rendering,
            group: .docs),
        OptionSpec(
            "dither", "D", .text(accepted: "fs (Floyd-Steinberg, the default) or none"), default: "fs",
            help: "GIF dithering: fs (Floyd-Steinberg) or none", commands: rendering, group: .docs),
        OptionSpec(
            "palette", "P",
            .text(
                accepted: "frame (a palette for each frame, the default) or global (one for the "
                    + "whole GIF)"), default: "frame",
            help: "GIF palette: frame (one for each frame) or global (one for the whole GIF)",
            commands: rendering, group: .docs),
        OptionSpec(
            "threshold", "T", .number(0...1), note: "pixelmatch's YIQ threshold; 0.1 is its default",
            default: "0: any change of any channel counts", help: "per-pixel YIQ colour distance as pixelmatch has it",
            commands: [.diff]),
        OptionSpec(
            "antialiasing", "", .flag,
            help: "ignore pixels that differ because an edge moved by a sub-pixel amount "
                + "(pixelmatch's anti-aliasing detection)", commands: [.diff]),
        OptionSpec(
            "max-diff-pixels", "N", .whole(0...Int.max), default: "0",
            help: "frames match with up to N differing pixels", commands: [.diff]),
        OptionSpec(
            "max-diff-ratio", "R", .number(0...1), note: "a share of all pixels", default: "0",
            help:
                "frames match when at most this share of their pixels differ (and --max-diff-pixels, when given, holds too)",
            commands: [.diff]),
        OptionSpec("help", short: "h", "", .flag, help: "show this help", commands: Command.allCases),
    ]

    /// The declaration of option `name`. Every name the commands read is declared.
    public static func named(_ name: String) -> OptionSpec {
        guard let spec = all.first(where: { $0.name == name }) else {
            preconditionFailure("option --\(name) is not declared")
        }
        return spec
    }

    /// The options `command` takes, in declaration order.
    public static func options(for command: Command) -> [OptionSpec] {
        all.filter { $0.commands.contains(command) }
    }

    /// The long names of the options with one-letter short forms, by letter.
    static let shortForms: [String: String] = Dictionary(
        uniqueKeysWithValues: all.compactMap { spec in
            spec.short.map { (String($0), spec.name) }
        })
}
