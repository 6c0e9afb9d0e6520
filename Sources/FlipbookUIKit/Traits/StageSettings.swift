import Foundation

/// The device and the user's settings a window is made for: which `Device`, light or dark,
/// the text size, the direction of the interface, contrast, bold text and Reduce Motion.
/// A window takes the settings current on its thread when it is created
/// (`StageSettings.with(_:_:)` sets them for a block, which is how a golden matrix records one
/// scene in several configurations); a stage records with its window's. The default is
/// today's phone: iPhone 8, light, `.large`, left to right, Reduce Motion off.
public struct StageSettings: Hashable, Sendable {
    /// The device (default `.iPhone8`, 375 x 667).
    public var device: Device
    /// Light or dark (default `.light`).
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// The text size (default `.large`).
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// The interface's direction (default `.leftToRight`).
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// Increase Contrast (default `.normal`).
    public var accessibilityContrast: UIAccessibilityContrast
    /// Bold Text (default `.regular`).
    public var legibilityWeight: UILegibilityWeight
    /// Reduce Motion (`UIAccessibility.isReduceMotionEnabled`; default false).
    public var isReduceMotionEnabled: Bool
    /// Folders searched for storyboards, nibs and asset catalogs while these settings apply
    /// (Flipbook only; default none): the app's `Base.lproj` and the folder holding its
    /// `Assets.xcassets`. Before the deprecated process-wide `UIStoryboard.searchFolders`.
    public var storyboardSearchFolders: [URL] = []
    /// Modules tried for Interface Builder files' custom classes while these settings apply
    /// (Flipbook only; default none): the SwiftPM target an app's files are ported into when
    /// it is not the Xcode target's name. Before the deprecated process-wide
    /// `UIStoryboard.classModules`.
    public var storyboardClassModules: [String] = []

    /// Creates settings; every parameter has the default documented on its property.
    public init(
        device: Device = .iPhone8, userInterfaceStyle: UIUserInterfaceStyle = .light,
        preferredContentSizeCategory: UIContentSizeCategory = .large,
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
        accessibilityContrast: UIAccessibilityContrast = .normal, legibilityWeight: UILegibilityWeight = .regular,
        isReduceMotionEnabled: Bool = false
    ) {
        self.device = device; self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory; self.layoutDirection = layoutDirection
        self.accessibilityContrast = accessibilityContrast; self.legibilityWeight = legibilityWeight
        self.isReduceMotionEnabled = isReduceMotionEnabled
    }

    /// `device` with the traits that `traits` specifies (style, text size, direction,
    /// contrast, weight; the rest come from the device).
    public init(device: Device, traits: UITraitCollection?, isReduceMotionEnabled: Bool = false) {
        self.init(device: device, isReduceMotionEnabled: isReduceMotionEnabled)
        guard let t = traits else { return }
        if t.userInterfaceStyle != .unspecified { userInterfaceStyle = t.userInterfaceStyle }
        if t.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = t.preferredContentSizeCategory
        }
        if t.layoutDirection != .unspecified { layoutDirection = t.layoutDirection }
        if t.accessibilityContrast != .unspecified { accessibilityContrast = t.accessibilityContrast }
        if t.legibilityWeight != .unspecified { legibilityWeight = t.legibilityWeight }
    }

    /// Whether these are the defaults (every golden made before presets existed).
    public var isDefault: Bool { self == StageSettings() }

    /// The window's traits: the device's idiom, scale and size classes, these settings, base
    /// level.
    public var windowTraits: UITraitCollection {
        UITraitCollection(
            style: userInterfaceStyle, horizontal: device.horizontalSizeClass, vertical: device.verticalSizeClass,
            scale: device.scale, idiom: device.idiom, contentSize: preferredContentSizeCategory,
            direction: layoutDirection, level: .base, contrast: accessibilityContrast, weight: legibilityWeight)
    }

    /// The settings windows made on this thread get: those of the innermost `with(_:_:)`,
    /// else the defaults.
    public static var current: StageSettings { SettingsState.current.stack.last ?? processDefault }

    /// The environment variable that names the device of windows made outside any
    /// `with(_:_:)`: the simulator a snapshot test suite runs on ("iPhone 15 Pro", or a
    /// preset's identifier; `flipbook list --devices`).
    public static let deviceVariable = "FLIPBOOK_DEVICE"

    /// The settings of a thread outside any `with(_:_:)`: the defaults, on the device
    /// `FLIPBOOK_DEVICE` names when it is set (read once per process; an unknown name is
    /// reported on standard error and the default device kept).
    static let processDefault: StageSettings = {
        let env = ProcessInfo.processInfo.environment
        switch defaultDevice(env) {
        case .success(let d): return StageSettings(device: d ?? .iPhone8)
        case .failure(let message):
            FileHandle.standardError.write(Data((message.description + "\n").utf8))
            return StageSettings()
        }
    }()

    /// The device `FLIPBOOK_DEVICE` names in `env`: nil when it is unset or empty, an error
    /// message naming the value and the accepted names when it names no preset.
    public static func defaultDevice(_ env: [String: String]) -> Result<Device?, DeviceNameError> {
        guard let name = env[deviceVariable], !name.isEmpty else { return .success(nil) }
        guard let d = Device.named(name) else {
            return .failure(
                DeviceNameError(
                    "\(deviceVariable)=\(name) names no device; expected one of "
                        + Device.presets.map(\.name).joined(separator: ", ") + " (or its identifier); using iPhone 8"))
        }
        return .success(d)
    }

    /// A device name that names no preset, with the message that says so.
    public struct DeviceNameError: Error, Equatable, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    /// Runs `body` with `settings` current on this thread: windows it creates (a scene's
    /// set-up) are made for them.
    public static func with<T>(_ settings: StageSettings, _ body: () throws -> T) rethrows -> T {
        let s = SettingsState.current
        s.stack.append(settings)
        defer { s.stack.removeLast() }
        return try body()
    }

    /// The settings that apply now: the recording stage's, else the current ones.
    static var effective: StageSettings { Stage.current?.settings ?? current }
}

final class SettingsState {
    var stack: [StageSettings] = []
    static var current: SettingsState { ThreadContext.current.settings }
}

extension Stage {
    /// The device and settings this stage records with: its window's.
    public var settings: StageSettings { window.settings }
    /// The device this stage records on (`settings.device`).
    public var device: Device { window.settings.device }

    /// Creates a stage with a new window filling `device`'s screen, with the traits `traits`
    /// specifies (appearance, text size, direction, contrast, weight) and Reduce Motion as
    /// given (`Stage(device: .iPhone15Pro, traits: UITraitCollection(userInterfaceStyle: .dark))`).
    public convenience init(
        device: Device, traits: UITraitCollection? = nil, reduceMotion: Bool = false, fps: Double = 60
    ) {
        let settings = StageSettings(device: device, traits: traits, isReduceMotionEnabled: reduceMotion)
        let window = StageSettings.with(settings) { UIWindow(frame: CGRect(origin: .zero, size: device.screenSize)) }
        self.init(window: window, fps: fps)
    }
}

extension StageSettings {
    /// A name that says the configuration, for golden folders and file names:
    /// `<device>-<light|dark>-<text size>-<ltr|rtl>`, then `-reduce-motion`, `-high-contrast`,
    /// `-bold` when those are on ("iPhone15Pro-dark-AX3-rtl").
    public var folderName: String {
        var parts = [
            device.identifier, userInterfaceStyle == .dark ? "dark" : "light", preferredContentSizeCategory.shortName,
            layoutDirection == .rightToLeft ? "rtl" : "ltr",
        ]
        if isReduceMotionEnabled { parts.append("reduce-motion") }
        if accessibilityContrast == .high { parts.append("high-contrast") }
        if legibilityWeight == .bold { parts.append("bold") }
        return parts.joined(separator: "-").map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
            .reduce(into: "") { $0.append($1) }
    }

    /// Every combination of the given devices, appearances, text sizes, directions and
    /// contrasts (device outermost, contrast innermost), each with Reduce Motion and Bold Text
    /// as given: the list a golden matrix checks.
    public static func matrix(
        devices: [Device] = [.iPhone8], appearances: [UIUserInterfaceStyle] = [.light],
        contentSizes: [UIContentSizeCategory] = [.large],
        layoutDirections: [UITraitEnvironmentLayoutDirection] = [.leftToRight],
        contrasts: [UIAccessibilityContrast] = [.normal], reduceMotion: Bool = false, boldText: Bool = false
    ) -> [StageSettings] {
        var all: [StageSettings] = []
        for d in devices {
            for a in appearances {
                for c in contentSizes {
                    for l in layoutDirections {
                        for k in contrasts {
                            all.append(
                                StageSettings(
                                    device: d, userInterfaceStyle: a, preferredContentSizeCategory: c,
                                    layoutDirection: l, accessibilityContrast: k,
                                    legibilityWeight: boldText ? .bold : .regular, isReduceMotionEnabled: reduceMotion))
                        }
                    }
                }
            }
        }
        return all
    }
}
