import Foundation
import FlipbookCore

/// The screen (`UIScreen`): its bounds are the recording stage's window's, else the screen of
/// the device current on the thread (375 x 667 points by default).
open class UIScreen: NSObject {
    /// The main screen.
    public static var main: UIScreen { UIScreen() }
    /// The stage's bounds in points.
    public var bounds: CGRect {
        if let s = Stage.current { return s.window.bounds }
        return CGRect(origin: .zero, size: StageSettings.current.device.screenSize)
    }
    /// Pixels per point: the recording stage's `scale` (its device's, 2 by default; rendering
    /// picks its own scale), else the current device's.
    public var scale: CGFloat { Stage.current?.scale ?? StageSettings.current.device.scale }
    /// Physical pixels per point (`nativeScale`): the device's (2.88 on the iPhone 13 mini),
    /// or `scale` when a stage's scale was changed from its device's.
    public var nativeScale: CGFloat {
        let device = StageSettings.effective.device
        return scale == device.scale ? device.nativeScale : scale
    }
    /// The screen's traits (`traitCollection`): the device's and the stage's settings.
    public var traitCollection: UITraitCollection { StageSettings.effective.windowTraits }
}
