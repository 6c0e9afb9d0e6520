import Foundation

/// What a navigation bar shows for one controller (`UINavigationItem`): its title or title
/// view, bar button items and back button (SEMANTICS.md §17).
open class UINavigationItem: NSObject {
    /// When the large title shows (`UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item, or the bar's `prefersLargeTitles` for the root (0).
        case automatic
        /// Always large when the bar prefers large titles (1).
        case always
        /// Never large (2).
        case never
    }

    /// The title; nil shows the controller's `title` (`title`).
    open var title: String?
    /// A view shown instead of the title, at its own size, centred (`titleView`).
    open var titleView: UIView?
    /// Stored (`prompt`); not drawn.
    open var prompt: String?
    /// The back button's title on the next screen's bar (`backButtonTitle`).
    open var backButtonTitle: String?
    /// The back button the next screen's bar shows; its title is used (`backBarButtonItem`).
    open var backBarButtonItem: UIBarButtonItem?
    /// Hides the back button (`hidesBackButton`).
    open var hidesBackButton = false { didSet { barNeedsRedraw() } }
    /// The items at the leading edge; the first is outermost (`leftBarButtonItems`).
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { barNeedsRedraw() } }
    /// The items at the trailing edge; the first is outermost (`rightBarButtonItems`).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { barNeedsRedraw() } }
    /// Whether the left items sit beside the back button (`leftItemsSupplementBackButton`).
    open var leftItemsSupplementBackButton = false { didSet { barNeedsRedraw() } }
    /// The bar showing this item as its top item, if any.
    weak var shownBy: UINavigationBar?
    /// A shown item whose bar buttons change is drawn again at once, as UIKit's bar does
    /// (`setRightBarButton(_:animated: true)`'s fade is not drawn).
    private func barNeedsRedraw() { shownBy?.itemDidChange(self) }
    /// When the large title shows (`largeTitleDisplayMode`; default `.automatic`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// Stored (`searchController`); no search field is drawn.
    open var searchController: UISearchController?
    /// Stored (`hidesSearchBarWhenScrolling`).
    open var hidesSearchBarWhenScrolling = true
    /// Appearances for this item's bar (`standardAppearance`, `scrollEdgeAppearance`,
    /// `compactAppearance`); nil uses the bar's.
    open var standardAppearance: UINavigationBarAppearance?
    /// See `standardAppearance`.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// See `standardAppearance`; stored.
    open var compactAppearance: UINavigationBarAppearance?
    weak var owner: UIViewController?

    /// `UINavigationItem(title:)`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item with no title.
    public override init() { super.init() }

    /// The first left item (`leftBarButtonItem`).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first right item (`rightBarButtonItem`).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// `setLeftBarButton(_:animated:)`, at once.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// `setRightBarButton(_:animated:)`, at once.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// `setLeftBarButtonItems(_:animated:)`, at once.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// `setRightBarButtonItems(_:animated:)`, at once.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// `setHidesBackButton(_:animated:)`, at once.
    open func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }

    /// The title shown: the item's, else its controller's.
    var shownTitle: String? { title ?? owner?.title }
    /// What the next screen's back button says: `backButtonTitle`, the back item's title,
    /// the title, else "Back".
    var backTitle: String { backButtonTitle ?? backBarButtonItem?.title ?? shownTitle ?? "Back" }
}

extension UIViewController {
    /// The item a navigation bar shows for this controller (`navigationItem`), made on first
    /// use; its title defaults to the controller's `title`.
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.owner = self
        storedNavigationItem = item
        return item
    }
}
