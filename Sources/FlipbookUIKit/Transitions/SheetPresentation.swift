import Foundation
import FlipbookCore

/// The numbers of the iOS 13+ card sheet (SEMANTICS.md §15, its notched-phone table §18),
/// and the presenter's look behind it as a function of where the sheet is.
enum SheetPresentation {
    /// The sheet's top below the safe area at the large detent on a phone with a home button,
    /// in points (10 on a notched phone).
    static let sheetGap: CGFloat = 20.0
    /// The same on a notched phone.
    static let notchedSheetGap: CGFloat = 10.0
    /// The sheet's default corner radius, in points.
    static let cornerRadius: CGFloat = 10.0
    /// How much narrower the scaled presenter is than the screen, in points.
    static let presenterInset: CGFloat = 32.0
    /// How far the presenter's top edge sits above the sheet's at the large detent, in points.
    static let presenterLift: CGFloat = 10.0
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
    /// `tertiaryLabel` (#3C3C43 at 30 % in light mode).
    static var grabberColor: UIColor { .tertiaryLabel }

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

    /// Where the sheet sits on a device, in a container of a size.
    struct Geometry {
        /// The container's size.
        var size: CGSize
        /// The device the sheet is shown on.
        var device: Device

        /// The window's top safe-area inset.
        var safeTop: CGFloat { device.safeAreaInsets.top }
        /// The large detent's top: the safe top plus 20 (home button) or 10 (notched).
        var sheetTop: CGFloat { safeTop + (device.isNotched ? notchedSheetGap : sheetGap) }
        /// The large detent's height, from its top to the container's bottom.
        var largeHeight: CGFloat { size.height - sheetTop }
        /// The bottom safe-area inset that detent heights are measured above (0 with a home
        /// button, 34 on a notched phone).
        var bottomInset: CGFloat { device.isNotched ? device.safeAreaInsets.bottom : 0 }
        /// `maximumDetentValue`: the large detent's height above the bottom inset.
        var maximumDetentValue: CGFloat { largeHeight - bottomInset }
        /// The presenter's top edge at the large detent: 10 above the sheet's top.
        var presenterTop: CGFloat { sheetTop - presenterLift }
        /// The presenter's corner radius with no sheet over it: the display's (0 on a phone
        /// with square corners), so that rounding it starts from the screen's own corners.
        var restRadius: CGFloat { device.displayCornerRadius }

        /// No sheet: the presenter as it was, at the display's radius.
        var none: Chrome { Chrome(scale: 1, top: 0, radius: restRadius, overlay: 0) }

        /// At the large detent: scale 1 - 32 / W, top 10 above the sheet, radius 10, overlay 0.12.
        var full: Chrome {
            Chrome(
                scale: 1 - presenterInset / size.width, top: presenterTop, radius: cornerRadius, overlay: overlayAlpha)
        }

        /// At depth `d` of the large detent (1 at its top, 0 off screen), §15's live formulas:
        /// k = 2 (1 - 2^-d), scale 1 - 32 k / W, top d * sheetTop - 10 k, radius from the rest
        /// radius to 10 linearly in d, overlay 0.12 d.
        func large(depth d: CGFloat) -> Chrome {
            let k = CGFloat(2 * (1 - Foundation.pow(2.0, -Double(d))))
            let radius = restRadius == 0 ? cornerRadius * d : restRadius + (cornerRadius - restRadius) * d
            return Chrome(
                scale: 1 - presenterInset * k / size.width, top: d * sheetTop - presenterLift * k,
                radius: radius, overlay: overlayAlpha * d)
        }
    }

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
