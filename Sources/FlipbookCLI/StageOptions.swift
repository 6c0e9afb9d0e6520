import Foundation
import FlipbookUIKit

/// `--device`, `--appearance`, `--content-size`, `--layout-direction`, `--contrast`,
/// `--reduce-motion` and `--bold-text`:
/// the configurations scenes are recorded in (`StageSettings`). Each valued option takes a
/// comma-separated list; the configurations are every combination. One configuration renders
/// each scene into `out/NAME` as before; several render `out/NAME@CONFIGURATION`
/// (`StageSettings.folderName`, "iPhone15Pro-dark-L-ltr").
enum StageOptions {
    /// The configurations the options ask for (the default phone when none is given).
    static func configurations(_ a: Arguments) throws -> [StageSettings] {
        let devices =
            try list(a, "device") { word -> Device in
                guard let d = Device.named(word) else {
                    let names = Device.presets.map(\.identifier).joined(separator: ", ")
                    throw CLIError.usage("--device: unknown device '\(word)'; the presets are \(names)")
                }
                return d
            } ?? [.iPhone8]
        let styles =
            try list(a, "appearance") { word -> UIUserInterfaceStyle in
                switch word.lowercased() {
                case "light": return .light
                case "dark": return .dark
                default: throw CLIError.usage("--appearance: '\(word)' is neither light nor dark")
                }
            } ?? [.light]
        let sizes =
            try list(a, "content-size") { word -> UIContentSizeCategory in
                guard let c = UIContentSizeCategory.named(word) else {
                    throw CLIError.usage(
                        "--content-size: unknown text size '\(word)'; use one of "
                            + UIContentSizeCategory.shortNames.joined(separator: ", "))
                }
                return c
            } ?? [.large]
        let directions =
            try list(a, "layout-direction") { word -> UITraitEnvironmentLayoutDirection in
                switch word.lowercased() {
                case "ltr", "left-to-right": return .leftToRight
                case "rtl", "right-to-left": return .rightToLeft
                default: throw CLIError.usage("--layout-direction: '\(word)' is neither ltr nor rtl")
                }
            } ?? [.leftToRight]
        let contrasts =
            try list(a, "contrast") { word -> UIAccessibilityContrast in
                switch word.lowercased() {
                case "normal": return .normal
                case "high": return .high
                default: throw CLIError.usage("--contrast: '\(word)' is neither normal nor high")
                }
            } ?? [.normal]
        return StageSettings.matrix(
            devices: devices, appearances: styles, contentSizes: sizes, layoutDirections: directions,
            contrasts: contrasts, reduceMotion: a.flags.contains("reduce-motion"),
            boldText: a.flags.contains("bold-text"))
    }

    /// The values of a comma-separated option, each parsed; nil when it was not given; each
    /// value once.
    private static func list<T: Hashable>(_ a: Arguments, _ name: String, _ parse: (String) throws -> T) throws -> [T]?
    {
        guard let raw = a.values[name] else { return nil }
        let words = raw.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !words.contains(where: \.isEmpty) else {
            throw CLIError.usage("--\(name): '\(raw)' has an empty item; separate values with single commas")
        }
        var seen = Set<T>(), values: [T] = []
        for w in words {
            let v = try parse(w)
            if seen.insert(v).inserted { values.append(v) }
        }
        return values
    }

    /// `scenes` recorded in each of `configurations`: the scenes themselves for the default
    /// configuration alone, else a copy per configuration that records with it current,
    /// named `NAME` (one configuration) or `NAME@CONFIGURATION` (several).
    static func expand(_ scenes: [Scene], _ configurations: [StageSettings]) -> [Scene] {
        if configurations.count == 1, configurations[0].isDefault { return scenes }
        var out: [Scene] = []
        for scene in scenes {
            for settings in configurations {
                let name = configurations.count == 1 ? scene.name : "\(scene.name)@\(settings.folderName)"
                out.append(
                    Scene(name: name, summary: scene.summary, timing: scene.timing, gesture: scene.gesture) { fps in
                        try StageSettings.with(settings) { try scene.record(fps: fps) }
                    })
            }
        }
        return out
    }

    /// `flipbook list --devices`: each preset with its figures.
    static func printDevices(_ console: Console) {
        let width = Device.presets.map(\.identifier.count).max() ?? 0
        console.print(
            "NAME".padding(toLength: width, withPad: " ", startingAt: 0)
                + "  POINTS      SCALE  SAFE AREA (T/B)  CORNERS  DEVICE")
        for d in Device.presets {
            let size = "\(Int(d.screenSize.width)) x \(Int(d.screenSize.height))"
            let safe = "\(fmt(d.safeAreaInsets.top)) / \(fmt(d.safeAreaInsets.bottom))"
            console.print(
                d.identifier.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    + size.padding(toLength: 10, withPad: " ", startingAt: 0) + "  "
                    + "\(fmt(d.scale))x".padding(
                        toLength: 5, withPad: " ", startingAt: 0) + "  "
                    + safe.padding(toLength: 15, withPad: " ", startingAt: 0) + "  "
                    + fmt(d.displayCornerRadius).padding(toLength: 7, withPad: " ", startingAt: 0) + "  " + d.name)
        }
    }

    private static func fmt(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v))
    }
}
