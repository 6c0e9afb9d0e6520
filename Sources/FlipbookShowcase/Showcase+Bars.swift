import Foundation
import FlipbookUIKit

extension Showcase {
    /// A list and its detail in a navigation controller that shows its bar (docs/SCENES.md,
    /// "Bar scenes").
    static func inbox(pushed: Bool, fps: Double) throws -> (UIWindow, UINavigationController, UIViewController) {
        let list = InboxViewController(), message = MessageViewController()
        let nav = UINavigationController(rootViewController: list)
        let window = makeWindow(root: nav)
        if pushed {
            _ = try Stage(window: window, fps: fps).record { nav.pushViewController(message, animated: false) }
        }
        return (window, nav, message)
    }

    static let barScenes: [Scene] = [
        Scene(
            name: "list-detail.push",
            summary:
                "the system push from an inbox list (L) to a message (M) under a navigation bar: the titles cross-fade and slide, the back button \"Inbox\" and its chevron come in",
            timing: "system spring, 0.5 s; the bar easeInOut, 0.5 s"
        ) { fps in
            let (window, nav, message) = try inbox(pushed: false, fps: fps)
            return try Stage(window: window, fps: fps).record { nav.pushViewController(message, animated: true) }
        },
        Scene(
            name: "list-detail.pop",
            summary: "the system pop from the message back to the inbox; the bar's items go the other way",
            timing: "system spring, 0.5 s; the bar easeInOut, 0.5 s"
        ) { fps in
            let (window, nav, _) = try inbox(pushed: true, fps: fps)
            return try Stage(window: window, fps: fps).record { nav.popViewController(animated: true) }
        },
    ]
}
