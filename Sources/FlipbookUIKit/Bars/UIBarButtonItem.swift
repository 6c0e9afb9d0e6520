import Foundation

/// A button in a navigation bar or toolbar (`UIBarButtonItem`): a title, an image, a system
/// item or a custom view, and an action. The bar draws it as a button, so a tap script presses
/// it (SEMANTICS.md §17).
open class UIBarButtonItem: NSObject {
    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// 0 (the old `.bordered` is 1).
        case plain = 0
        /// 1, deprecated.
        case bordered = 1
        /// Semibold title (2).
        case done = 2
    }

    /// `UIBarButtonItem.SystemItem`, UIKit's raw values; each is drawn as its title or symbol.
    public enum SystemItem: Int, Sendable {
        /// "Done", semibold (0).
        case done = 0
        /// "Cancel" (1).
        case cancel
        /// "Edit" (2).
        case edit
        /// "Save", semibold (3).
        case save
        /// plus (4).
        case add
        /// Flexible space (5).
        case flexibleSpace
        /// Fixed space (6).
        case fixedSpace
        /// square.and.pencil, drawn as the stand-in (7).
        case compose
        /// arrowshape.turn.up.left, drawn as the stand-in (8).
        case reply
        /// square.and.arrow.up (9).
        case action
        /// folder, drawn as the stand-in (10).
        case organize
        /// book, drawn as the stand-in (11).
        case bookmarks
        /// magnifyingglass (12).
        case search
        /// arrow.clockwise (13).
        case refresh
        /// xmark, drawn as the stand-in square (14).
        case stop
        /// camera (15).
        case camera
        /// trash (16).
        case trash
        /// play.fill (17).
        case play
        /// pause.fill (18).
        case pause
        /// backward.fill, drawn as the stand-in (19).
        case rewind
        /// forward.fill, drawn as the stand-in (20).
        case fastForward
        /// "Undo" (21).
        case undo
        /// "Redo" (22).
        case redo
        /// 23.
        case pageCurl
        /// xmark (24).
        case close

        /// The title drawn, or nil for a symbol.
        var title: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .undo: return "Undo"
            case .redo: return "Redo"
            default: return nil
            }
        }
        /// The symbol drawn, or nil for a title.
        var symbolName: String? {
            switch self {
            case .add: return "plus"
            case .compose: return "square.and.pencil"
            case .reply: return "arrowshape.turn.up.left"
            case .action: return "square.and.arrow.up"
            case .organize: return "folder"
            case .bookmarks: return "book"
            case .search: return "magnifyingglass"
            case .refresh: return "arrow.clockwise"
            case .stop, .close: return "xmark"
            case .camera: return "camera"
            case .trash: return "trash"
            case .play: return "play.fill"
            case .pause: return "pause.fill"
            case .rewind: return "backward.fill"
            case .fastForward: return "forward.fill"
            case .pageCurl: return "doc"
            default: return nil
            }
        }
    }

    /// The title (`title`).
    open var title: String?
    /// The image (`image`).
    open var image: UIImage?
    /// The style (`style`).
    open var style: Style = .plain
    /// The system item, if made from one.
    public private(set) var systemItem: SystemItem?
    /// A view shown instead of a button, at its own size (`customView`).
    open var customView: UIView?
    /// The width of a fixed space, or of the item (`width`); 0 for the natural width.
    open var width: CGFloat = 0
    /// Whether it can be tapped (`isEnabled`; default true).
    open var isEnabled = true
    /// The tint; nil takes the bar's (`tintColor`).
    open var tintColor: UIColor?
    /// A number for finding items (`tag`).
    open var tag = 0
    /// Stored (`isHidden`, iOS 16); a hidden item is not drawn.
    open var isHidden = false
    /// The action run when the item's button is tapped (`primaryAction`).
    open var primaryAction: UIAction?
    /// The item's menu (`menu`); stored, never shown (SEMANTICS.md §28.3).
    open var menu: UIMenu?
    var run: ((UIBarButtonItem) -> Void)?

    /// An empty item.
    public override init() { super.init() }

    /// `UIBarButtonItem(title:style:target:action:)` with an action that takes no argument.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T?, action: ((T) -> () -> Void)?) {
        self.init()
        self.title = title
        self.style = style
        setAction(target, action.map { a in { t in { _ in a(t)() } } })
    }

    /// `UIBarButtonItem(title:style:target:action:)` with an action that takes the sender.
    public convenience init<T: AnyObject, S>(title: String?, style: Style, target: T?, action: ((T) -> (S) -> Void)?) {
        self.init()
        self.title = title
        self.style = style
        setAction(target, action.map(Self.senderAction))
    }

    /// `UIBarButtonItem(image:style:target:action:)`, no-argument action.
    public convenience init<T: AnyObject>(image: UIImage?, style: Style, target: T?, action: ((T) -> () -> Void)?) {
        self.init()
        self.image = image
        self.style = style
        setAction(target, action.map { a in { t in { _ in a(t)() } } })
    }

    /// `UIBarButtonItem(image:style:target:action:)`, action taking the sender.
    public convenience init<T: AnyObject, S>(image: UIImage?, style: Style, target: T?, action: ((T) -> (S) -> Void)?) {
        self.init()
        self.image = image
        self.style = style
        setAction(target, action.map(Self.senderAction))
    }

    /// `UIBarButtonItem(title:style:target: nil, action: nil)`: an item without an action
    /// (a `nil` action has no method to infer the target's type from).
    public convenience init(title: String?, style: Style, target: Any?, action: Never?) {
        self.init()
        self.title = title
        self.style = style
    }

    /// `UIBarButtonItem(image:style:target: nil, action: nil)`: an item without an action.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Never?) {
        self.init()
        self.image = image
        self.style = style
    }

    /// `UIBarButtonItem(barButtonSystemItem:target: nil, action: nil)`: an item without an
    /// action.
    public convenience init(barButtonSystemItem item: SystemItem, target: Any?, action: Never?) {
        self.init(systemItem: item)
    }

    /// `UIBarButtonItem(barButtonSystemItem:target:action:)`, no-argument action.
    public convenience init<T: AnyObject>(
        barButtonSystemItem item: SystemItem, target: T?, action: ((T) -> () -> Void)?
    ) {
        self.init(systemItem: item)
        setAction(target, action.map { a in { t in { _ in a(t)() } } })
    }

    /// `UIBarButtonItem(barButtonSystemItem:target:action:)`, action taking the sender.
    public convenience init<T: AnyObject, S>(
        barButtonSystemItem item: SystemItem, target: T?, action: ((T) -> (S) -> Void)?
    ) {
        self.init(systemItem: item)
        setAction(target, action.map(Self.senderAction))
    }

    /// `UIBarButtonItem(systemItem:primaryAction:menu:)`; the menu is stored.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        title = systemItem.title
        image = systemItem.symbolName.flatMap { UIImage(systemName: $0) }
        style = systemItem == .done || systemItem == .save ? .done : .plain
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// `UIBarButtonItem(title:image:primaryAction:menu:)`; the menu is stored.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// `UIBarButtonItem(customView:)`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// `UIBarButtonItem.flexibleSpace()`.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
    /// `UIBarButtonItem.fixedSpace(_:)`.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    private static func senderAction<T: AnyObject, S>(_ a: @escaping (T) -> (S) -> Void) -> (T) -> (UIBarButtonItem) ->
        Void
    {
        { t in { item in if let s = item as? S { a(t)(s) } } }
    }

    private func setAction<T: AnyObject>(_ target: T?, _ action: ((T) -> (UIBarButtonItem) -> Void)?) {
        guard let action, let target else { return }
        run = { [weak target] item in
            guard let target else { return }
            action(target)(item)
        }
    }

    /// Runs the item's action and primary action, as a tap on its button does.
    func fire() {
        guard isEnabled else { return }
        run?(self)
        if let primaryAction { primaryAction.sender = self; primaryAction.handler(primaryAction) }
    }

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}
