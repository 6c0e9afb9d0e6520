import Foundation
import FlipbookCore

extension UIView {
    /// `UIView.transition(with:duration:options:animations:completion:)`: the changes made in
    /// `animations` (text, colours, subviews added or removed) are made at once, and for
    /// `duration` the view shows its content as it was drawn before giving way to the new,
    /// along the options' curve, as a `CATransition` on the view's layer (SEMANTICS.md §10,
    /// "Flips and curls"): `.transitionCrossDissolve` dissolves the old content into the new;
    /// `.transitionFlipFromLeft`, `Right`, `Top` and `Bottom` turn the view over about its
    /// centre in perspective, the old content on the front and the new on the back;
    /// `.transitionCurlUp` curls the old content up off the new, `.transitionCurlDown` uncurls
    /// the new one down over the old. Without a transition option the block animates as
    /// `animate(withDuration:delay:options:animations:completion:)` does. `completion(true)`
    /// runs at `duration`. The pictures hold the view's background, corner radius and
    /// subviews (SEMANTICS.md §10): content the view draws itself (an image view's image, a
    /// label's text) changes at once.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard options.rawValue & transitionBits != 0 else {
            animate(
                withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion
            )
            return
        }
        addContentTransition(to: view.layer, duration: duration, options: options)
        performWithoutAnimation { animations?() }
        run(duration: duration, delay: 0, timing: .curve(options.curve), animations: {}, completion: completion)
    }

    /// `UIView.transition(from:to:duration:options:completion:)`: `toView` takes the place of
    /// `fromView` in its superview (at its index; `fromView` is removed), or with
    /// `.showHideTransitionViews` `fromView` is hidden and `toView` shown; the superview's
    /// content goes from old to new in the options' style, as in `transition(with:...)`: the
    /// superview is what flips or curls, as in UIKit. `completion(true)`
    /// runs at `duration`. Without a superview the views are only swapped.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let container = fromView.superview
        if let container, options.rawValue & transitionBits != 0 {
            addContentTransition(to: container.layer, duration: duration, options: options)
        }
        performWithoutAnimation {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container, let index = container.subviews.firstIndex(where: { $0 === fromView }) {
                container.insertSubview(toView, at: index)
                fromView.removeFromSuperview()
            }
        }
        run(duration: duration, delay: 0, timing: .curve(options.curve), animations: {}, completion: completion)
    }

    /// The option bits that select a transition style (flips, curls, cross-dissolve).
    private static let transitionBits: UInt = 7 << 20

    /// Adds the `CATransition` that draws a content transition of `duration` in the style the
    /// options name to `layer`, when animations are on and the duration is positive.
    private static func addContentTransition(to layer: CALayer, duration: TimeInterval, options: AnimationOptions) {
        guard duration.isFinite, duration > 0, areAnimationsEnabled else { return }
        let transition = CATransition()
        let (type, subtype) = transitionStyle(options)
        transition.type = type
        transition.subtype = subtype
        transition.duration = duration
        let c = options.curve
        transition.timingFunction = CAMediaTimingFunction(
            controlPoints: Float(c.x1), Float(c.y1), Float(c.x2), Float(c.y2))
        layer.add(transition, forKey: kCATransition)
    }

    /// The Core Animation transition type and subtype of the options' transition bits.
    static func transitionStyle(_ options: AnimationOptions) -> (CATransitionType, CATransitionSubtype?) {
        switch options.rawValue & transitionBits {
        case AnimationOptions.transitionFlipFromLeft.rawValue: return (.oglFlip, .fromLeft)
        case AnimationOptions.transitionFlipFromRight.rawValue: return (.oglFlip, .fromRight)
        case AnimationOptions.transitionFlipFromTop.rawValue: return (.oglFlip, .fromTop)
        case AnimationOptions.transitionFlipFromBottom.rawValue: return (.oglFlip, .fromBottom)
        case AnimationOptions.transitionCurlUp.rawValue: return (.pageCurl, nil)
        case AnimationOptions.transitionCurlDown.rawValue: return (.pageUnCurl, nil)
        default: return (.fade, nil)
        }
    }
}
