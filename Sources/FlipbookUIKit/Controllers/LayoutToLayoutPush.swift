import Foundation
import FlipbookCore

/// `useLayoutToLayoutNavigationTransitions`: on iOS, pushing a collection view controller
/// that has it set onto one whose collection view is on top animates that collection view from
/// its layout to the pushed controller's layout, sharing the one collection view (Apple's
/// documentation of the property). Flipbook does not run layout-to-layout transitions: it
/// runs the ordinary push (the pushed controller with its own collection view) and says so,
/// on standard error once a process and in the stage's event log at every such push
/// (SEMANTICS.md §20).
enum LayoutToLayoutPush {
    /// Whether the process has warned already.
    private static let warned = Locked<Bool>(false)

    /// The message, also logged by the stage.
    static func message(for pushed: UIViewController) -> String {
        "\(type(of: pushed)).useLayoutToLayoutNavigationTransitions is true: Flipbook runs the ordinary push, not UIKit's layout-to-layout transition of the shared collection view"
    }

    /// Warns when a push would be a layout-to-layout transition on iOS: animated, the pushed
    /// controller a collection view controller with the property set, the top one a collection
    /// view controller without it.
    static func warnIfAsked(_ pushed: UIViewController, on navigation: UINavigationController, animated: Bool) {
        guard animated, let incoming = pushed as? UICollectionViewController,
            incoming.useLayoutToLayoutNavigationTransitions,
            let top = navigation.topViewController as? UICollectionViewController,
            !top.useLayoutToLayoutNavigationTransitions
        else { return }
        let text = message(for: pushed)
        Stage.current?.log(text)
        let first = warned.withLock { old -> Bool in
            defer { old = true }
            return !old
        }
        if first { ProgramName.printToStandardError("warning: \(text)") }
    }
}
