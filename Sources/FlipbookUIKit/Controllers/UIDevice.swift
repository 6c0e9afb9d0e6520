import Foundation

/// The kind of device (`UIUserInterfaceIdiom`): the stage's device's (a phone by default).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// The device's orientation (`UIDeviceOrientation`); Flipbook is always portrait.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    /// True for the two portrait orientations (`isPortrait`).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// True for the two landscape orientations (`isLandscape`).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The device (`UIDevice`): the recording stage's `Device` (else the one current on the
/// thread, by default the 375 x 667 iPhone 8) running iOS 17.0, constant so that renders do
/// not depend on the host.
open class UIDevice: NSObject {
    /// The device (`UIDevice.current`): a fresh value each time, as every one reads the same
    /// stage (a stored shared instance of a non-Sendable class is a data race to Swift 6; no
    /// state is lost, since a device holds only constants).
    public static var current: UIDevice { UIDevice() }
    private var device: Device { StageSettings.effective.device }
    /// `.phone` or `.pad`, the device's (`userInterfaceIdiom`).
    public var userInterfaceIdiom: UIUserInterfaceIdiom { device.idiom }
    /// `.portrait`, or `.landscapeLeft` on a landscape preset (`orientation`).
    public var orientation: UIDeviceOrientation {
        device.screenSize.width > device.screenSize.height ? .landscapeLeft : .portrait
    }
    /// "17.0" (`systemVersion`).
    public let systemVersion = "17.0"
    /// "iOS" (`systemName`).
    public let systemName = "iOS"
    /// "iPhone" or "iPad" (`model`).
    public var model: String { device.model }
    /// The device's marketing name, "iPhone 8" by default (`name`).
    public var name: String { device.name }
}

/// The interface's orientation (`UIInterfaceOrientation`), with UIKit's raw values (a
/// landscape-left interface is a device turned landscape-right). Flipbook's interfaces are
/// portrait.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// `isPortrait`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// `isLandscape`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
