import Foundation
import FlipbookCore

/// A pan (`UIPanGestureRecognizer`): translation, velocity and location from the script.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    private var startLocation = CGPoint.zero
    private var current = CGPoint.zero
    private var currentVelocity = CGPoint.zero
    private var translationOffset = CGPoint.zero

    /// The fewest fingers that may pan (`minimumNumberOfTouches`; default 1). Stored: a
    /// script's fingers are not counted against it.
    open var minimumNumberOfTouches = 1
    /// The most fingers that may pan (`maximumNumberOfTouches`; default `Int.max`, UIKit's
    /// `NSUIntegerMax`). Stored, as the minimum.
    open var maximumNumberOfTouches = Int.max

    override func moveTo(_ script: GestureScript, at t: Double, begin: Bool) {
        let p = script.location(at: t)
        if begin { startLocation = p; translationOffset = .zero }
        current = p
        currentVelocity = script.velocity(at: t)
    }

    /// The finger's movement since `.began`, in points (`translation(in:)`; the view argument
    /// is ignored: scripts are in the container's coordinates).
    open func translation(in view: UIView?) -> CGPoint {
        CGPoint(
            x: current.x - startLocation.x + translationOffset.x,
            y: current.y - startLocation.y + translationOffset.y)
    }

    /// Resets the translation (`setTranslation(_:in:)`).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationOffset = CGPoint(
            x: translation.x - (current.x - startLocation.x),
            y: translation.y - (current.y - startLocation.y))
    }

    /// The script's velocity now, in points per second (`velocity(in:)`).
    open func velocity(in view: UIView?) -> CGPoint { currentVelocity }

    /// The finger's position (`location(in:)`), in the script's coordinates.
    open override func location(in view: UIView?) -> CGPoint { current }
}
