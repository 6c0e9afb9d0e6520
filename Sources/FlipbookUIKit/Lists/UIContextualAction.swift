import Foundation

/// A swipe action of a list row (`UIContextualAction`, SEMANTICS.md §28.2). Stored: a stage
/// does not draw or perform swipes, so a test runs an action with `perform(in:)`.
open class UIContextualAction: NSObject {
    /// The action's look (`UIContextualAction.Style`).
    public enum Style: Int, Sendable {
        /// 0: a grey button.
        case normal
        /// 1: a red button for deleting.
        case destructive
    }

    /// The closure run when the action is chosen (`UIContextualAction.Handler`): the action,
    /// the view that showed it and a completion taking whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style given at creation (`style`).
    public let style: Style
    /// The button's title (`title`).
    open var title: String?
    /// The button's image (`image`).
    open var image: UIImage?
    /// The handler given at creation (`handler`).
    public let handler: Handler
    private var storedBackground: UIColor?

    /// The button's colour (`backgroundColor`): unless set, system red for `.destructive`
    /// and system grey for `.normal`; setting nil restores the style's colour.
    open var backgroundColor: UIColor! {
        get { storedBackground ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackground = newValue }
    }

    /// `UIContextualAction(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sourceView` as the view that showed the action and returns
    /// what its completion was called with, nil if it was not called before the handler
    /// returned (Flipbook's own; UIKit performs the action on a tap or a full swipe).
    @discardableResult
    public func perform(in sourceView: UIView) -> Bool? {
        var result: Bool?
        handler(self, sourceView) { result = $0 }
        return result
    }
}

/// The swipe actions of one side of a row (`UISwipeActionsConfiguration`).
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first nearest the edge the row is swiped from (`actions`).
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (`performsFirstActionWithFullSwipe`;
    /// default true); stored.
    open var performsFirstActionWithFullSwipe = true

    /// `UISwipeActionsConfiguration(actions:)`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

extension UITableView {
    /// The swipe actions the delegate gives for the row's leading or trailing edge, nil when
    /// it gives none (Flipbook's own: the question UIKit asks when a row is swiped).
    public func swipeActionsConfiguration(forRowAt indexPath: IndexPath, leading: Bool)
        -> UISwipeActionsConfiguration?
    {
        guard let d = tableDelegate else { return nil }
        return leading
            ? d.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : d.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
}
