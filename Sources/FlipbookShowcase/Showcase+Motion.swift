import Foundation
import FlipbookUIKit

extension Showcase {
    /// Motion beyond `UIView.animate` (SCENES.md, "Motion"): a pinch driving a dismissal,
    /// UIKit Dynamics throwing a card away or snapping it home, an emitter's burst.
    static let motionScenes: [Scene] = [
        Scene(
            name: "photo-zoom.pinch-dismiss",
            summary:
                "photo-zoom.dismiss driven by a pinch closing from 250 to 125 pt over 0.4 s (percent = 1 - scale), released at 0.5: finishes (>= 0.3)",
            timing: "easeInOut, 0.4 s, scrubbed linearly; completion easeInOut, speed 1 (0.2 s)",
            gesture: "pinch, fingers 250 -> 125 pt apart over 0.4 s"
        ) { fps in
            let (window, _, detail, delegate) = try photoDetailPresented(fps: fps)
            let interaction = PinchDismissInteraction(dismissing: detail, finishThreshold: 0.3)
            delegate.pinchInteraction = interaction
            let pinch = interaction.attach(to: detail.view)
            let fingers = try MultiTouchScript.pinch(
                center: CGPoint(x: 187.5, y: 333.5), fromDistance: 250, toDistance: 125, duration: 0.4)
            return try withExtendedLifetime((delegate, interaction)) {
                try Stage(window: window, fps: fps).record { pinch.play(fingers) }
            }
        },
        Scene(
            name: "card-fling.dismiss",
            summary:
                "a card dragged 120 pt right and 40 pt up in 0.1 s is released at (1200, -400) pt/s: a UIDynamicItemBehavior and gravity throw it off the screen, then the dismissal finishes",
            timing: "UIKit Dynamics, steps of 1/120 s; dimming easeInOut 0.3 s",
            gesture: "pan, (187.5, 333.5) -> (307.5, 293.5) over 0.1 s"
        ) { fps in
            let (window, card, delegate) = try cardPresented(fps: fps)
            let script = try GestureScript.drag(
                from: CGPoint(x: 187.5, y: 333.5), to: CGPoint(x: 307.5, y: 293.5), duration: 0.1)
            return try withExtendedLifetime(delegate) {
                try Stage(window: window, fps: fps).record { card.play(script) }
            }
        },
        Scene(
            name: "card-fling.snap-back",
            summary:
                "the card dragged slowly, (150, 100) pt/s, is released: the dismissal is cancelled and a UISnapBehavior (damping 0.8) brings it home",
            timing: "UIKit Dynamics, steps of 1/120 s, until the card rests; dimming easeInOut 0.3 s",
            gesture: "pan, (187.5, 333.5) -> (225, 358.5) over 0.25 s"
        ) { fps in
            let (window, card, delegate) = try cardPresented(fps: fps)
            let script = try GestureScript.drag(
                from: CGPoint(x: 187.5, y: 333.5), to: CGPoint(x: 225, y: 358.5), duration: 0.25)
            return try withExtendedLifetime(delegate) {
                try Stage(window: window, fps: fps).record { card.play(script) }
            }
        },
        Scene(
            name: "like-burst.present",
            summary:
                "a heart pops on A's card as a CAEmitterLayer bursts hearts from it (90 a second until the pop ends at 0.25 s, seed 7), then B fades in",
            timing: "spring(damping 0.5) 0.25 s; easeInOut 0.5 s from 0.25 s"
        ) { fps in
            let a = ScreenViewController(.a), b = ScreenViewController(.b)
            let delegate = LikeBurstTransitioningDelegate()
            b.transitioningDelegate = delegate
            b.modalPresentationStyle = .fullScreen
            let window = makeWindow(root: a)
            return try withExtendedLifetime(delegate) {
                try Stage(window: window, fps: fps).record { a.present(b, animated: true) }
            }
        },
    ]

    /// Screen K presented over A on a throw-away stage, its dismissal ready: the window, the
    /// pan on the card and the delegate (which keeps the dismissal alive).
    static func cardPresented(fps: Double) throws -> (UIWindow, UIPanGestureRecognizer, CardFlingTransitioningDelegate)
    {
        let a = ScreenViewController(.a), k = CardViewController()
        let delegate = CardFlingTransitioningDelegate()
        k.modalPresentationStyle = .overFullScreen
        k.transitioningDelegate = delegate
        let window = makeWindow(root: a)
        _ = try Stage(window: window, fps: fps).record { a.present(k, animated: false) }
        let dismissal = CardFlingDismissal(controller: k)
        delegate.dismissal = dismissal
        return (window, dismissal.attach(to: k.card), delegate)
    }
}
