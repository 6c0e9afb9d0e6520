import Foundation
import FlipbookCore
import FlipbookUIKit

extension Showcase {
    /// The ten scenes of the source write-ups' animators (SCENES.md, "Transitions").
    static let customScenes: [Scene] = [
        Scene(
            name: "slide-fade.present",
            summary: "000 PresentAnimation: B slides in from the right while A and B cross-fade",
            timing: "easeInOut, 0.3 s"
        ) { fps in
            try present(delegate: SlideFadeTransitioningDelegate(), fps: fps)
        },
        Scene(
            name: "slide-fade.dismiss", summary: "000 DismissAnimation: B fades out sliding right, A fades in on top",
            timing: "easeInOut, 0.3 s"
        ) { fps in
            try dismiss(delegate: SlideFadeTransitioningDelegate(), fps: fps)
        },
        Scene(
            name: "slide.push", summary: "001 push: B slides in from the right over A (navigation delegate)",
            timing: "easeInOut, 0.4 s"
        ) { fps in
            let delegate = SlideNavigationDelegate()
            let (window, nav, b) = try navigation(delegate: delegate, pushed: false, fps: fps)
            return try withExtendedLifetime(delegate) {
                try Stage(window: window, fps: fps).record { nav.pushViewController(b, animated: true) }
            }
        },
        Scene(
            name: "slide.pop", summary: "001 pop: B slides away to the right, uncovering A",
            timing: "easeInOut, 0.4 s"
        ) { fps in
            let delegate = SlideNavigationDelegate()
            let (window, nav, _) = try navigation(delegate: delegate, pushed: true, fps: fps)
            return try withExtendedLifetime(delegate) {
                try Stage(window: window, fps: fps).record { nav.popViewController(animated: true) }
            }
        },
        Scene(
            name: "spring-rotate.present",
            summary: "002 presentAnimation: B swings down about its top-right corner on a spring, fading in",
            timing: "spring(damping 0.6, velocity 0), 2.0 s"
        ) { fps in
            try present(delegate: SpringRotateTransitioningDelegate(), fps: fps)
        },
        Scene(
            name: "spring-rotate.dismiss",
            summary: "002 dismissAnimation: B swings back up about its top-right corner, fading out",
            timing: "easeInOut, 1.0 s"
        ) { fps in
            try dismiss(delegate: SpringRotateTransitioningDelegate(), fps: fps)
        },
        Scene(
            name: "diagonal.present",
            summary: "003 MyAnimator(presenting: true): B slides in from the bottom-right corner",
            timing: "easeInOut, 0.5 s"
        ) { fps in
            try present(delegate: DiagonalTransitioningDelegate(), fps: fps)
        },
        Scene(
            name: "diagonal.dismiss",
            summary: "003 MyAnimator(presenting: false): B leaves towards the bottom-right corner",
            timing: "easeInOut, 0.5 s"
        ) { fps in
            try dismiss(delegate: DiagonalTransitioningDelegate(), fps: fps)
        },
        Scene(
            name: "fade.present", summary: "cross-dissolve animator: B fades in on top as A fades out (group opacity)",
            timing: "easeInOut, 0.3 s"
        ) { fps in
            try present(delegate: FadeTransitioningDelegate(), fps: fps)
        },
        Scene(
            name: "fade.dismiss", summary: "cross-dissolve animator: A fades in on top as B fades out (group opacity)",
            timing: "easeInOut, 0.3 s"
        ) { fps in
            try dismiss(delegate: FadeTransitioningDelegate(), fps: fps)
        },
    ]

    /// The interactive scenes (SEMANTICS.md §8).
    static let interactiveScenes: [Scene] = [
        Scene(
            name: "spring-rotate.interactive-finish",
            summary:
                "spring-rotate.present driven by a left-edge pan to 0.5 W over 0.5 s, released: finishes (0.5 >= 0.2)",
            timing: "spring(damping 0.6, velocity 0), 2.0 s; completion easeInOut, speed 1",
            gesture: "pan from the left edge, 0 -> 0.5 W over 0.5 s"
        ) { fps in
            try springRotateInteractive(release: 0.5, share: 0.5, fps: fps)
        },
        Scene(
            name: "spring-rotate.interactive-cancel",
            summary:
                "spring-rotate.present driven by a left-edge pan to 0.15 W over 0.3 s, released: cancels (0.15 < 0.2)",
            timing: "spring(damping 0.6, velocity 0), 2.0 s; completion easeInOut, speed 1",
            gesture: "pan from the left edge, 0 -> 0.15 W over 0.3 s"
        ) { fps in
            try springRotateInteractive(release: 0.3, share: 0.15, fps: fps)
        },
        Scene(
            name: "slide.interactive-pop",
            summary: "slide.pop driven by a left-edge pan to 0.6 W over 0.4 s, released: finishes (0.6 >= 0.5)",
            timing: "easeInOut, 0.4 s; completion easeInOut, speed 1",
            gesture: "pan from the left edge, 0 -> 0.6 W over 0.4 s"
        ) { fps in
            let delegate = SlideNavigationDelegate()
            let (window, nav, b) = try navigation(delegate: delegate, pushed: true, fps: fps)
            let interaction = SlidePopInteraction(navigationController: nav, delegate: delegate)
            let pan = interaction.attach(to: b.view)
            let w = Double(size.width)
            let script = try GestureScript.drag(
                from: CGPoint(x: 0, y: 300), to: CGPoint(x: 0.6 * w, y: 300), duration: 0.4)
            return try withExtendedLifetime((delegate, interaction)) {
                try Stage(window: window, fps: fps).record { pan.play(script) }
            }
        },
    ]

    static func springRotateInteractive(release: Double, share: Double, fps: Double) throws -> Timeline {
        let a = ScreenViewController(.a), b = ScreenViewController(.b)
        let delegate = SpringRotateTransitioningDelegate()
        let interaction = SpringRotateInteraction(presenter: a, presented: b)
        delegate.interaction = interaction
        b.transitioningDelegate = delegate
        let window = makeWindow(root: a)
        let pan = interaction.attach(to: a.view)
        let w = Double(size.width)
        let script = try GestureScript.drag(
            from: CGPoint(x: 0, y: 300), to: CGPoint(x: share * w, y: 300), duration: release)
        return try withExtendedLifetime((delegate, interaction)) {
            try Stage(window: window, fps: fps).record { pan.play(script) }
        }
    }
}
