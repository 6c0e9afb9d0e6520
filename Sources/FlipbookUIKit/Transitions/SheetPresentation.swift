import Foundation
import FlipbookCore

/// The numbers of the iOS 13+ card sheet on Flipbook's phone (SEMANTICS.md §15), and the
/// presenter's look behind it as a function of where the sheet is.
enum SheetPresentation {
    /// The window's top safe-area inset, in points (a phone with a home button).
    static let safeTop: CGFloat = 20.0
    /// The sheet's top below the safe area at the large detent, in points.
    static let sheetGap: CGFloat = 20.0
    /// The sheet's default corner radius, in points.
    static let cornerRadius: CGFloat = 10.0
    /// How much narrower the scaled presenter is than the screen, in points.
    static let presenterInset: CGFloat = 32.0
    /// The presenter's top edge at the large detent, in points.
    static let presenterTop: CGFloat = safeTop + 10
    /// The black overlay's alpha on the presenter at full depth.
    static let overlayAlpha: CGFloat = 0.12
    /// The spring's angular frequency, 2 pi / 0.3441442326 = 18.2574 rad/s (the system spring's).
    static let omega = 2 * Double.pi / 0.3441442326
    /// How long present, dismiss and the swipe's finishing spring run, in seconds.
    static let duration = 0.4
    /// The medium detent's share of the large detent's height.
    static let mediumShare: CGFloat = 0.56
    /// Swipe release speeds below this count as 0, in points per second.
    static let velocityFloor: CGFloat = 250.0
    /// The release projection: seconds of travel at the release speed.
    static let projection: CGFloat = 0.099
    /// The release speed from which a swipe goes one detent further, in points per second.
    static let flickSpeed: CGFloat = 1000.0
    /// The damping ratio of the finishing spring after a flick.
    static let flickDamping = 0.8
    /// The grabber: size, corner radius and gap below the sheet's top, in points.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberGap: CGFloat = 5.0
    /// `tertiaryLabel` in light mode: #3C3C43 at 30 %.
    static var grabberColor: UIColor { UIColor(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.3) }

    /// The spring of present and dismiss, and of a swipe's finish with `velocity` (whole
    /// distances per second) and `dampingRatio`: p(t) = 1 - (1 + w t) e^(-w t) when critically
    /// damped, run for exactly 0.4 s, then the end state.
    static func spring(velocity: Double = 0, dampingRatio: Double = 1) -> MassSpring {
        MassSpring(
            mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega,
            initialVelocity: velocity, duration: duration)
    }

    /// Whether a (resolved) style is the card sheet.
    static func isSheetStyle(_ style: UIModalPresentationStyle) -> Bool { style == .pageSheet || style == .formSheet }

    /// The style a presentation runs with: `.automatic` becomes the stage's
    /// `automaticPresentationStyle` (`.fullScreen` unless asked for `.pageSheet`).
    static func resolved(_ style: UIModalPresentationStyle, stage: Stage?) -> UIModalPresentationStyle {
        guard style == .automatic else { return style }
        let chosen = stage?.automaticPresentationStyle ?? .fullScreen
        return chosen == .automatic ? .fullScreen : chosen
    }

    /// The large detent's height in a container of `size`: below the safe area and the gap.
    static func largeHeight(_ size: CGSize) -> CGFloat { size.height - safeTop - sheetGap }

    /// How the presenter looks behind the sheet.
    struct Chrome: Equatable {
        /// Its scale about its centre.
        var scale: CGFloat
        /// Its top edge, in points.
        var top: CGFloat
        /// Its corner radius, in layer points before scaling.
        var radius: CGFloat
        /// The black overlay's alpha.
        var overlay: CGFloat

        /// No sheet: the presenter as it was.
        static let none = Chrome(scale: 1, top: 0, radius: 0, overlay: 0)

        /// At depth `d` of the large detent (1 at its top, 0 off screen), §15's live formulas:
        /// k = 2 (1 - 2^-d), scale 1 - 32 k / W, top d * 40 - 10 k, radius 10 d, overlay 0.12 d.
        static func large(depth d: CGFloat, width: CGFloat) -> Chrome {
            let k = CGFloat(2 * (1 - Foundation.pow(2.0, -Double(d))))
            return Chrome(
                scale: 1 - presenterInset * k / width, top: d * (safeTop + sheetGap) - 10 * k,
                radius: cornerRadius * d, overlay: overlayAlpha * d)
        }

        /// At the large detent: scale 1 - 32 / W, top 30, radius 10, overlay 0.12.
        static func full(width: CGFloat) -> Chrome {
            Chrome(scale: 1 - presenterInset / width, top: presenterTop, radius: cornerRadius, overlay: overlayAlpha)
        }

        /// Interpolated linearly towards `other` by `u`.
        func mix(_ other: Chrome, _ u: CGFloat) -> Chrome {
            Chrome(
                scale: scale + (other.scale - scale) * u, top: top + (other.top - top) * u,
                radius: radius + (other.radius - radius) * u, overlay: overlay + (other.overlay - overlay) * u)
        }

        /// Puts the look on the presenting view and the overlay above it: the scale about the
        /// centre with the translation that puts the top edge at `top`.
        func apply(presenter: UIView, overlay overlayView: UIView, size: CGSize) {
            let dy = top - size.height / 2 * (1 - scale)
            let t = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: dy)
            presenter.transform = t
            presenter.layer.cornerRadius = radius
            overlayView.transform = t
            overlayView.layer.cornerRadius = radius
            overlayView.alpha = overlay
        }
    }
}
