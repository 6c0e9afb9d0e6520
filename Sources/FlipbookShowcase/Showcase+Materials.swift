import Foundation
import FlipbookUIKit

extension Showcase {
    /// The photo grid G with an action sheet ready to be presented over it (docs/SCENES.md,
    /// "Materials"), presented beforehand on a throw-away stage when `presented`.
    static func actionSheet(presented: Bool, fps: Double) throws -> (
        UIWindow, UIViewController, UIViewController, ActionSheetTransitioningDelegate
    ) {
        let grid = PhotoGridViewController(), sheet = ActionSheetViewController()
        let delegate = ActionSheetTransitioningDelegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        let window = makeWindow(root: grid)
        if presented { _ = try Stage(window: window, fps: fps).record { grid.present(sheet, animated: true) } }
        return (window, grid, sheet, delegate)
    }

    static let materialScenes: [Scene] = [
        Scene(
            name: "action-sheet.present",
            summary:
                "an action sheet of buttons in a UIStackView rises over the photo grid while a dimming UIVisualEffectView's effect goes from nil to .systemMaterialDark (.custom, UIPresentationController, alongside the transition) and a vibrant caption fades in",
            timing: "UIViewPropertyAnimator easeOut, 0.4 s"
        ) { fps in
            let (window, grid, sheet, delegate) = try actionSheet(presented: false, fps: fps)
            return try withExtendedLifetime(delegate) {
                try Stage(window: window, fps: fps).record { grid.present(sheet, animated: true) }
            }
        },
        Scene(
            name: "action-sheet.dismiss",
            summary: "the action sheet falls away and the blur clears back to nil (UIViewPropertyAnimator easeIn)",
            timing: "UIViewPropertyAnimator easeIn, 0.3 s"
        ) { fps in
            let (window, _, sheet, delegate) = try actionSheet(presented: true, fps: fps)
            return try withExtendedLifetime(delegate) {
                try Stage(window: window, fps: fps).record { sheet.dismiss(animated: true) }
            }
        },
    ]
}
