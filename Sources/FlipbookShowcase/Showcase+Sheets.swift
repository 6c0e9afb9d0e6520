import Foundation
import FlipbookCore
import FlipbookUIKit

extension Showcase {
    /// The iOS 13+ card sheet (SCENES.md, `system.sheet.*`; SEMANTICS.md §15): A presents B
    /// with `.pageSheet` and no transitioning delegate.
    static let sheetScenes: [Scene] = [
        Scene(
            name: "system.sheet.present",
            summary:
                "present B as a .pageSheet card: B rises to y = 40, A scales to 0.9147, lifts to y = 30, rounds and dims",
            timing: "sheet spring (critically damped, w = 18.26 rad/s), 0.4 s"
        ) { fps in
            let (window, a, b) = sheetScreens()
            return try Stage(window: window, fps: fps).record { a.present(b, animated: true) }
        },
        Scene(
            name: "system.sheet.dismiss",
            summary: "dismiss the .pageSheet card: B falls below the screen, A back to full size",
            timing: "sheet spring (critically damped, w = 18.26 rad/s), 0.4 s"
        ) { fps in
            let (window, a, b) = sheetScreens()
            _ = try Stage(window: window, fps: fps).record { a.present(b, animated: true) }
            return try Stage(window: window, fps: fps).record { b.dismiss(animated: true) }
        },
        Scene(
            name: "system.sheet.swipe-dismiss",
            summary:
                "a pan on the sheet, 300 pt down in 0.35 s (857 pt/s): projected y = 424.9, past the middle: dismissed",
            timing: "finger 0.35 s, then the sheet spring with the release speed, 0.4 s",
            gesture: "pan on the sheet from (187.5, 300) to (187.5, 600) over 0.35 s, then lift"
        ) { fps in
            let (window, a, b) = sheetScreens()
            _ = try Stage(window: window, fps: fps).record { a.present(b, animated: true) }
            let script = try GestureScript.drag(
                from: CGPoint(x: 187.5, y: 300), to: CGPoint(x: 187.5, y: 600), duration: 0.35)
            return try Stage(window: window, fps: fps).record { window.playTouch(script) }
        },
        Scene(
            name: "system.sheet.medium",
            summary:
                "present B as a sheet with detents [.medium(), .large()] and the grabber: B rises to y = 315.88, A dimmed, not scaled",
            timing: "sheet spring (critically damped, w = 18.26 rad/s), 0.4 s"
        ) { fps in
            let (window, a, b) = sheetScreens()
            if let sheet = b.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
            }
            return try Stage(window: window, fps: fps).record { a.present(b, animated: true) }
        },
    ]

    /// A at the root of a window, B ready to be presented as a page sheet.
    private static func sheetScreens() -> (UIWindow, UIViewController, UIViewController) {
        let a = ScreenViewController(.a), b = ScreenViewController(.b)
        b.modalPresentationStyle = .pageSheet
        return (makeWindow(root: a), a, b)
    }
}

extension Showcase {
    /// The share half sheet (screen S) over A: a `.custom` presentation with its own
    /// presentation controller and property-animator animators.
    static let shareSheetScenes: [Scene] = [
        Scene(
            name: "sheet.present",
            summary:
                "a share half sheet rises over A (.custom, UIPresentationController subclass with a dimming view 0 -> 0.4 alongside, UIViewPropertyAnimator dampingRatio 1)",
            timing: "spring(damping ratio 1), 0.5 s"
        ) { fps in
            let (window, a, sheet, delegate) = shareSheetScreens()
            return try withExtendedLifetime(delegate) {
                try Stage(window: window, fps: fps).record { a.present(sheet, animated: true) }
            }
        },
        Scene(
            name: "sheet.dismiss",
            summary: "the share half sheet falls away and the dimming clears (UIViewPropertyAnimator easeIn)",
            timing: "easeIn, 0.35 s"
        ) { fps in
            let (window, _, sheet, delegate) = try shareSheetPresented(fps: fps)
            return try withExtendedLifetime(delegate) {
                try Stage(window: window, fps: fps).record { sheet.dismiss(animated: true) }
            }
        },
        Scene(
            name: "sheet.interactive-dismiss",
            summary:
                "sheet.dismiss driven by a pan down on the sheet to 120 pt over 0.3 s (percent = y / 400), released at 0.3: finishes (>= 0.25)",
            timing: "easeIn, 0.35 s, scrubbed linearly; then continued",
            gesture: "pan down, 0 -> 120 pt over 0.3 s"
        ) { fps in
            let (window, _, sheet, delegate) = try shareSheetPresented(fps: fps)
            let interaction = PanDownDismissInteraction(dismissing: sheet, finishThreshold: 0.25)
            delegate.dismissInteraction = interaction
            let pan = interaction.attach(to: sheet.view)
            let script = try GestureScript.drag(
                from: CGPoint(x: 187.5, y: 300), to: CGPoint(x: 187.5, y: 420), duration: 0.3)
            return try withExtendedLifetime((delegate, interaction)) {
                try Stage(window: window, fps: fps).record { pan.play(script) }
            }
        },
    ]

    static func shareSheetScreens() -> (
        UIWindow, UIViewController, ShareSheetViewController, ShareSheetTransitioningDelegate
    ) {
        let a = ScreenViewController(.a), sheet = ShareSheetViewController()
        let delegate = ShareSheetTransitioningDelegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        return (makeWindow(root: a), a, sheet, delegate)
    }

    /// The sheet presented over A on a throw-away stage.
    static func shareSheetPresented(fps: Double) throws -> (
        UIWindow, UIViewController, ShareSheetViewController, ShareSheetTransitioningDelegate
    ) {
        let (window, a, sheet, delegate) = shareSheetScreens()
        _ = try Stage(window: window, fps: fps).record { a.present(sheet, animated: true) }
        return (window, a, sheet, delegate)
    }
}
