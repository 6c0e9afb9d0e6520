import Foundation
import FlipbookCore
import FlipbookUIKit

extension Showcase {
    /// The photo-zoom scenes, among the scenes of real apps: screens G and D with the
    /// project's photos and labels, a property animator as the interruptible animator.
    static let photoZoomScenes: [Scene] = [
        Scene(
            name: "photo-zoom.present",
            summary:
                "the second photo zooms from its grid cell into the detail screen (interruptible UIViewPropertyAnimator, snapshot)",
            timing: "spring(damping 0.8), 0.5 s"
        ) { fps in
            let (window, grid, detail, delegate) = photoScreens()
            return try withExtendedLifetime(delegate) {
                try Stage(window: window, fps: fps).record { grid.present(detail, animated: true) }
            }
        },
        Scene(
            name: "photo-zoom.dismiss",
            summary: "the detail photo zooms back into its grid cell as the detail screen fades out",
            timing: "easeInOut, 0.4 s"
        ) { fps in
            let (window, _, detail, delegate) = try photoDetailPresented(fps: fps)
            return try withExtendedLifetime(delegate) {
                try Stage(window: window, fps: fps).record { detail.dismiss(animated: true) }
            }
        },
        Scene(
            name: "photo-zoom.interactive-dismiss",
            summary:
                "photo-zoom.dismiss driven by a pan down to 200 pt over 0.4 s (percent = y / 400), released at 0.5: finishes (>= 0.3)",
            timing: "easeInOut, 0.4 s, scrubbed linearly; completion easeInOut, speed 1 (0.2 s)",
            gesture: "pan down, 0 -> 200 pt over 0.4 s"
        ) { fps in
            let (window, _, detail, delegate) = try photoDetailPresented(fps: fps)
            let interaction = PanDownDismissInteraction(dismissing: detail, finishThreshold: 0.3)
            delegate.dismissInteraction = interaction
            let pan = interaction.attach(to: detail.view)
            let script = try GestureScript.drag(
                from: CGPoint(x: 187.5, y: 300), to: CGPoint(x: 187.5, y: 500), duration: 0.4)
            return try withExtendedLifetime((delegate, interaction)) {
                try Stage(window: window, fps: fps).record { pan.play(script) }
            }
        },
    ]

    static func photoScreens() -> (
        UIWindow, PhotoGridViewController, PhotoDetailViewController, PhotoZoomTransitioningDelegate
    ) {
        let grid = PhotoGridViewController(), detail = PhotoDetailViewController()
        let delegate = PhotoZoomTransitioningDelegate(cellIndex: 1)
        detail.transitioningDelegate = delegate
        return (makeWindow(root: grid), grid, detail, delegate)
    }

    /// The detail screen presented over the grid on a throw-away stage.
    static func photoDetailPresented(fps: Double) throws -> (
        UIWindow, PhotoGridViewController, PhotoDetailViewController, PhotoZoomTransitioningDelegate
    ) {
        let (window, grid, detail, delegate) = photoScreens()
        _ = try Stage(window: window, fps: fps).record { grid.present(detail, animated: true) }
        return (window, grid, detail, delegate)
    }
}
