import Foundation

/// What `flipbook render --format` writes for each scene.
enum OutputFormat: String, CaseIterable, Equatable {
    /// The frame sequence, OUT/NAME/frame-0000.png ... (the default).
    case png
    /// An animated PNG, OUT/docs/NAME.apng.
    case apng
    /// An animated WebP, OUT/docs/NAME.webp (lossless unless --quality).
    case webp
    /// An animated GIF, OUT/docs/NAME.gif (256 colours unless --colors).
    case gif
    /// A contact sheet, OUT/docs/NAME.sheet.png.
    case sheet
    /// A timing plot, OUT/docs/NAME.plot.png.
    case plot
    /// An H.264 video through ffmpeg, OUT/docs/NAME.mp4.
    case mp4

    /// What `all` stands for: everything but the video.
    static let all: [OutputFormat] = [.png, .apng, .webp, .gif, .sheet, .plot]

    /// The animated images, which are made from the scene's frames.
    static let animated: [OutputFormat] = [.apng, .webp, .gif]

    /// The accepted words, for messages.
    static let acceptedWords = "png, apng, webp, gif, sheet, plot, all, mp4"

    /// `--format`: one word or a comma-separated list ("png,apng"), `all` for png, apng,
    /// webp, gif, sheet and plot; returned in the order of `allCases`, without repeats.
    static func parse(_ text: String) throws -> [OutputFormat] {
        var chosen: [OutputFormat] = []
        let words = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        for word in words {
            if word == "all" { chosen += all; continue }
            guard let format = OutputFormat(rawValue: word) else {
                let shown = word.isEmpty ? "an empty name" : "'\(word)'"
                throw CLIError.usage(
                    "--format '\(text)' has \(shown), which is not a format; accepted: \(acceptedWords) "
                        + "(one, or several separated by commas, e.g. png,apng)")
            }
            chosen.append(format)
        }
        return allCases.filter(chosen.contains)
    }
}
