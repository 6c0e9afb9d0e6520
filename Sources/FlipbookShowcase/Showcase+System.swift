import Foundation
import FlipbookCore
import FlipbookUIKit

extension Showcase {
    /// UIKit's own transitions (SCENES.md, "System transitions").
    static let systemScenes: [Scene] = {
        var list: [Scene] = [
            Scene(
                name: "system.push",
                summary: "UINavigationController push of B over A with no delegate: parallax slide and dimming",
                timing: "system spring, 0.5 s"
            ) { fps in
                let (window, nav, b) = try navigation(delegate: nil, pushed: false, fps: fps)
                return try Stage(window: window, fps: fps).record { nav.pushViewController(b, animated: true) }
            },
            Scene(
                name: "system.pop", summary: "UINavigationController pop back to A with no delegate",
                timing: "system spring, 0.5 s"
            ) { fps in
                let (window, nav, _) = try navigation(delegate: nil, pushed: true, fps: fps)
                return try Stage(window: window, fps: fps).record { nav.popViewController(animated: true) }
            },
        ]
        let styles: [(String, UIModalTransitionStyle, String)] = [
            ("cover-vertical", .coverVertical, "B rises from the bottom / falls away"),
            ("cross-dissolve", .crossDissolve, "A and B dissolve, alpha per layer"),
            ("flip-horizontal", .flipHorizontal, "a 3-D half turn about the vertical axis"),
        ]
        for (name, style, what) in styles {
            list.append(
                Scene(
                    name: "system.\(name).present", summary: "present B with .\(name): \(what)",
                    timing: "system spring, 0.5 s"
                ) { fps in
                    try present(delegate: nil, style: style, fps: fps)
                })
            list.append(
                Scene(
                    name: "system.\(name).dismiss", summary: "dismiss B with .\(name): \(what)",
                    timing: "system spring, 0.5 s"
                ) { fps in
                    try dismiss(delegate: nil, style: style, fps: fps)
                })
        }
        return list
    }()

    /// Custom and system transitions in one timeline: push B with the slide animator, present
    /// A' with spring-rotate, dismiss it with the system cover-vertical (the delegate returns
    /// nil), pop back with the system pop.
    static let journey = Scene(
        name: "journey",
        summary:
            "push B (slide), present A' (spring-rotate), dismiss A' (system cover vertical), pop to A (system pop)",
        timing: "easeInOut 0.4 s, spring 2.0 s, system spring 0.5 s, system spring 0.5 s"
    ) { fps in
        let a = ScreenViewController(.a), b = ScreenViewController(.b), a2 = ScreenViewController(.a)
        let navDelegate = PushOnlySlideDelegate()
        let nav = UINavigationController(rootViewController: a)
        nav.isNavigationBarHidden = true  // screens A and B fill the window (docs/SCENES.md)
        nav.delegate = navDelegate
        let rotate = SpringRotateTransitioningDelegate(customDismissal: false)
        a2.transitioningDelegate = rotate
        let window = makeWindow(root: nav)
        return try withExtendedLifetime((navDelegate, rotate)) {
            try Stage(window: window, fps: fps).record(steps: [
                { nav.pushViewController(b, animated: true) },
                { b.present(a2, animated: true) },
                { a2.dismiss(animated: true) },
                { nav.popViewController(animated: true) },
            ])
        }
    }
}

/// A navigation delegate that slides on push and leaves pops to the system.
final class PushOnlySlideDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? SlideAnimator(operation: .push) : nil
    }
}
