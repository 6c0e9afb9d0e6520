import Foundation

/// Told about a split view controller's display modes, collapsing and separating
/// (`UISplitViewControllerDelegate`); every method is optional (SEMANTICS.md §32).
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// The display mode is about to change (`splitViewController(_:willChangeTo:)`).
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the display-mode button moves to
    /// (`targetDisplayModeForAction(in:)`); `.automatic` lets the split view controller choose.
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// Collapsing a classic split view controller (`splitViewController(_:collapseSecondary:onto:)`):
    /// true means the delegate dealt with the secondary (it is dropped); false (the default)
    /// lets the primary's `collapseSecondaryViewController(_:for:)` take it.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// Expanding a classic split view controller
    /// (`splitViewController(_:separateSecondaryFrom:)`): the new secondary, or nil (the
    /// default) to let the primary's `separateSecondaryViewController(for:)` give it.
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// The column on top of a collapsing column-style split view controller
    /// (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`; default: the
    /// proposal, `.secondary`).
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// Told after the interface collapsed (`splitViewControllerDidCollapse(_:)`).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Told after it expanded (`splitViewControllerDidExpand(_:)`).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// The primary a collapsing classic interface keeps (`primaryViewController(forCollapsing:)`;
    /// nil, the default: the primary as it is).
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The primary an expanding classic interface shows (`primaryViewController(forExpanding:)`;
    /// nil, the default: the primary as it is).
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// The display mode after expanding
    /// (`splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`; default: the
    /// proposal, the mode `preferredDisplayMode` resolves to).
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// Whether the delegate showed `vc` itself (`splitViewController(_:show:sender:)`; default
    /// false: the split view controller does).
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool
    /// Whether the delegate showed the detail itself (`splitViewController(_:showDetail:sender:)`;
    /// default false).
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
    /// A column is about to come on screen (`splitViewController(_:willShow:)`, column style).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// A column is about to leave the screen (`splitViewController(_:willHide:)`, column style).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
    // Defaults for UIKit's optional requirements.
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        .automatic
    }
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
}

/// A split view controller (`UISplitViewController`; SEMANTICS.md §32): in a regular-width
/// environment its columns (primary, an iOS 14 supplementary, secondary) side by side or
/// over one another as the display mode says, a separator between them; in a compact-width
/// one collapsed to a single navigation stack. The classic interface sets `viewControllers`;
/// the column style (`init(style:)`, UISplitViewController+Columns.swift) sets each column.
open class UISplitViewController: UIViewController {
    /// `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }
    /// `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }
    /// `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6
        /// The iOS 8 name of `.secondaryOnly`.
        @available(*, deprecated, renamed: "secondaryOnly")
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The iOS 8 name of `.oneBesideSecondary`.
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The iOS 8 name of `.oneOverSecondary`.
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    /// `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }
    /// `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }
    /// `UISplitViewController.BackgroundStyle` (stored).
    public enum BackgroundStyle: Int, Sendable {
        case none = 0
        case sidebar = 1
    }

    /// "Let UIKit choose" (`UISplitViewController.automaticDimension`, -1 as UIKit's other
    /// automatic dimensions).
    public static let automaticDimension: CGFloat = -1
    /// The primary column's width when nothing is preferred, in points (chosen: UIKit's
    /// automatic width on an iPad, SEMANTICS.md §32).
    public static let automaticPrimaryColumnWidth: CGFloat = 320
    /// The supplementary column's width when nothing is preferred, in points (chosen).
    public static let automaticSupplementaryColumnWidth: CGFloat = 320

    /// The columns (`style`): `.unspecified` for the classic interface.
    public let style: Style
    /// Told about display modes, collapsing and separating (`delegate`).
    open weak var delegate: UISplitViewControllerDelegate?
    /// The display mode asked for (`preferredDisplayMode`; default `.automatic`); setting it
    /// moves the columns at once (inside an animation block, as that block animates), telling
    /// the delegate first when the mode shown changes.
    open var preferredDisplayMode: DisplayMode = .automatic {
        willSet { modeBefore = (normalised(displayMode), controllersOnScreen) }
        didSet {
            let (old, before) = modeBefore ?? (.automatic, [])
            modeBefore = nil
            currentMode = .automatic
            let target = normalised(displayMode)
            let changes = isViewLoaded && collapsedState == false && target != old
            if changes {
                delegate?.splitViewController(self, willChangeTo: target)
                tellColumns(from: old, to: target)
            }
            relayColumns(animated: false)
            if changes { forwardAppearance(from: before) }
        }
    }
    /// The tiling asked for (`preferredSplitBehavior`; default `.automatic`, which tiles).
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { relayColumns(animated: false) } }
    /// Which side the primary column is on (`primaryEdge`; default `.leading`).
    open var primaryEdge: PrimaryEdge = .leading { didSet { relayColumns(animated: false) } }
    /// Whether a swipe shows and hides the primary (`presentsWithGesture`; default true).
    /// Stored: a stage has no such swipe.
    open var presentsWithGesture = true
    /// Whether the secondary-only button shows (`showsSecondaryOnlyButton`; stored).
    open var showsSecondaryOnlyButton = false
    /// The primary's background (`primaryBackgroundStyle`; stored).
    open var primaryBackgroundStyle: BackgroundStyle = .none

    /// The primary's width as a fraction of the split view controller's (
    /// `preferredPrimaryColumnWidthFraction`; default `automaticDimension`). NaN is
    /// automatic; other values outside 0...1 are clamped into it.
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension {
        didSet { relayColumns(animated: false) }
    }
    /// The primary's width in points (`preferredPrimaryColumnWidth`, iOS 14; default
    /// automatic); when set, it wins over the fraction.
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension { didSet { relayColumns(animated: false) } }
    /// The narrowest primary, in points (`minimumPrimaryColumnWidth`; automatic: 0).
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { relayColumns(animated: false) } }
    /// The widest primary, in points (`maximumPrimaryColumnWidth`; automatic: 320).
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { relayColumns(animated: false) } }
    /// The supplementary's width as a fraction (`preferredSupplementaryColumnWidthFraction`).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension {
        didSet { relayColumns(animated: false) }
    }
    /// The supplementary's width in points (`preferredSupplementaryColumnWidth`).
    open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension {
        didSet { relayColumns(animated: false) }
    }
    /// The narrowest supplementary (`minimumSupplementaryColumnWidth`; automatic: 0).
    open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension {
        didSet { relayColumns(animated: false) }
    }
    /// The widest supplementary (`maximumSupplementaryColumnWidth`; automatic: 320).
    open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension {
        didSet { relayColumns(animated: false) }
    }

    /// The classic interface's controllers: primary, then secondary.
    var classic: [UIViewController] = []
    /// The column style's controllers as set, and the navigation controllers shown for them.
    var columnControllers: [Column: UIViewController] = [:]
    var columnNavigation: [Column: UINavigationController] = [:]
    /// Whether the interface is collapsed now; nil before the first layout decides.
    var collapsedState: Bool?
    /// The column-style stacks as they were before collapsing, to give back on expanding.
    var stacksBeforeCollapse: [Column: [UIViewController]] = [:]
    /// The navigation controller a collapsed column-style interface shows.
    var collapsedColumnNavigation: UINavigationController?
    /// The mode the columns are laid out in (never `.automatic` once decided).
    var currentMode: DisplayMode = .automatic
    /// The views between columns and the dimming over an overlaid secondary.
    let separators = [SplitSeparatorView(), SplitSeparatorView()]
    let dimming = UIView()
    private var madeButton: UIBarButtonItem?
    /// The mode and the controllers on screen before `preferredDisplayMode` changes.
    private var modeBefore: (DisplayMode, [UIViewController])?

    /// The classic interface (`init(nibName:bundle:)`; `init()` calls it).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// A column-style split view controller (`init(style:)`, iOS 14).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    /// `init?(coder:)`: a storyboard's `<splitViewController>`, its `style` (`doubleColumn`,
    /// `tripleColumn`; none: classic), `preferredDisplayMode` and `behavior` attributes read.
    public required init?(coder: NSCoder) {
        let p = (coder as? StoryboardCoder)?.object.properties ?? [:]
        style = p["style"].flatMap(Self.styleNames.firstIndex).flatMap { Style(rawValue: $0) } ?? .unspecified
        super.init(coder: coder)
        if let mode = p["preferredDisplayMode"].flatMap({ Self.modeNames[$0] }) { preferredDisplayMode = mode }
        if let b = p["behavior"].flatMap(Self.behaviorNames.firstIndex).flatMap({ SplitBehavior(rawValue: $0) }) {
            preferredSplitBehavior = b
        }
    }

    private static let styleNames = ["unspecified", "doubleColumn", "tripleColumn"]
    private static let behaviorNames = ["automatic", "tile", "overlay", "displace"]
    private static let modeNames: [String: DisplayMode] = [
        "automatic": .automatic, "secondaryOnly": .secondaryOnly, "primaryHidden": .secondaryOnly,
        "oneBesideSecondary": .oneBesideSecondary, "allVisible": .oneBesideSecondary,
        "oneOverSecondary": .oneOverSecondary, "primaryOverlay": .oneOverSecondary,
        "twoBesideSecondary": .twoBesideSecondary, "twoOverSecondary": .twoOverSecondary,
        "twoDisplaceSecondary": .twoDisplaceSecondary,
    ]

    /// The column a storyboard relationship segue fills: `masterViewController` the primary,
    /// `detailViewController` the secondary, and the column style's `supplementaryViewController`
    /// and `compactViewController`.
    static func storyboardColumn(_ relationship: String) -> Column? {
        switch relationship {
        case "masterViewController": return .primary
        case "detailViewController": return .secondary
        case "supplementaryViewController": return .supplementary
        case "compactViewController": return .compact
        default: return nil
        }
    }

    /// Puts a relationship segue's destination in its column.
    func attachFromStoryboard(_ child: UIViewController, relationship: String) {
        guard let column = Self.storyboardColumn(relationship) else { return }
        if style != .unspecified {
            setViewController(child, for: column)
            return
        }
        guard column == .primary || column == .secondary else { return }
        columnControllers[column] = child
        viewControllers = [columnControllers[.primary], columnControllers[.secondary]].compactMap { $0 }
    }

    // MARK: - The controllers

    /// The controllers (`viewControllers`): classic, the primary then the secondary (only the
    /// primary while collapsed, as UIKit documents); column style, the columns' navigation
    /// controllers, primary first. Setting it (classic) makes the first the primary and the
    /// second the secondary; a third and later ones are reported and left out.
    open var viewControllers: [UIViewController] {
        get {
            if style == .unspecified { return isCollapsed ? Array(classic.prefix(1)) : classic }
            let order: [Column] =
                style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return order.compactMap { columnNavigation[$0] }
        }
        set {
            guard style == .unspecified else {
                report("viewControllers = [...] on a column-style split view controller: use setViewController(_:for:)")
                return
            }
            if newValue.count > 2 {
                report(
                    "viewControllers = \(newValue.count) controllers: a split view controller takes two (primary, secondary)"
                )
            }
            let next = Array(newValue.prefix(2))
            for vc in classic where !next.contains(where: { $0 === vc }) {
                vc.viewIfLoaded?.removeFromSuperview()
                vc.removeFromParent()
            }
            classic = next
            for vc in next where vc.parent !== self { addChild(vc) }
            if collapsedState == true, next.count == 2 {
                collapsedState = nil
            }
            relayColumns(animated: false)
        }
    }

    /// The primary controller (classic: the first; column style: the primary's navigation
    /// controller).
    var primaryController: UIViewController? {
        style == .unspecified ? classic.first : columnNavigation[.primary]
    }
    /// The secondary controller.
    var secondaryController: UIViewController? {
        style == .unspecified ? (classic.count > 1 ? classic[1] : nil) : columnNavigation[.secondary]
    }
    /// The supplementary column's navigation controller (triple column only).
    var supplementaryController: UIViewController? {
        style == .tripleColumn ? columnNavigation[.supplementary] : nil
    }

    // MARK: - State

    /// Whether only one column shows, as in a compact-width environment (`isCollapsed`):
    /// decided by the first layout in a window, false before.
    open var isCollapsed: Bool { collapsedState ?? false }

    /// The mode the columns are in (`displayMode`): `preferredDisplayMode` resolved, never
    /// `.automatic`; `.secondaryOnly` while collapsed.
    open var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        return currentMode == .automatic ? resolvedMode() : currentMode
    }

    /// The tiling in force (`splitBehavior`): `.tile` when `.automatic`.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// The primary column's width in points (`primaryColumnWidth`), from the preferred width
    /// or fraction clamped to the minimum and maximum (SEMANTICS.md §32).
    open var primaryColumnWidth: CGFloat {
        SplitColumnWidth.resolve(
            points: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth,
            automatic: Self.automaticPrimaryColumnWidth, of: splitWidth)
    }
    /// The supplementary column's width in points (`supplementaryColumnWidth`).
    open var supplementaryColumnWidth: CGFloat {
        SplitColumnWidth.resolve(
            points: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth,
            automatic: Self.automaticSupplementaryColumnWidth, of: splitWidth)
    }

    private var splitWidth: CGFloat { viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width }

    /// The item that toggles the primary (`displayModeButtonItem`): tapping it moves to the
    /// delegate's `targetDisplayModeForAction(in:)`, or, automatic, shows the primary when it
    /// is hidden and hides it when it is shown.
    open var displayModeButtonItem: UIBarButtonItem {
        if let made = madeButton { return made }
        let item = UIBarButtonItem()
        item.image = UIImage(systemName: "sidebar.left")
        item.run = { [weak self] _ in self?.toggleFromButton() }
        madeButton = item
        return item
    }

    func toggleFromButton() {
        guard !isCollapsed else { return }
        let asked = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        let target: DisplayMode
        if asked != .automatic {
            target = asked
        } else {
            target = displayMode == .secondaryOnly ? shownMode(columns: style == .tripleColumn ? 2 : 1) : .secondaryOnly
        }
        change(to: target, animated: true)
    }

    func report(_ what: String) {
        Stage.current?.report(.invalidRequest(what: what, time: Stage.current?.now ?? 0))
    }

    // MARK: - Showing

    /// `show(_:sender:)`: unless the delegate shows it, pushes onto the stack shown when
    /// collapsed, onto the primary's navigation controller when expanded, else presents.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if let nav = (isCollapsed ? collapsedNavigation : primaryController as? UINavigationController) {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// `showDetailViewController(_:sender:)`: collapsed, pushed onto the navigation stack
    /// shown (animated as a push; a navigation controller's stack rather than itself);
    /// expanded, `vc` becomes the secondary, at once.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed {
            guard let nav = collapsedNavigation else {
                present(vc, animated: true)
                return
            }
            // A navigation controller's stack is pushed, not the navigation controller
            // (chosen, as a collapse does; UIKit nests it and hides its bar).
            var list = [vc]
            if let inner = vc as? UINavigationController, !inner.viewControllers.isEmpty {
                list = inner.viewControllers
                inner.setStackForSplit([])
            }
            if style == .unspecified { nav.noteDetailForSplit(vc) }
            if list.count > 1 { nav.setStackForSplit(nav.viewControllers + list.dropLast()) }
            if let last = list.last { nav.pushViewController(last, animated: true) }
            return
        }
        if style == .unspecified {
            replaceSecondary(with: vc)
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    /// The navigation controller the collapsed interface shows, if it is one.
    var collapsedNavigation: UINavigationController? {
        guard isCollapsed else { return nil }
        if style == .unspecified { return classic.first as? UINavigationController }
        return collapsedColumnNavigation
    }

    /// Classic: `vc` takes the secondary's place; the old one's view leaves, the new one's
    /// joins where it was, with the appearance callbacks when the split view controller is on
    /// screen.
    func replaceSecondary(with vc: UIViewController) {
        let old = classic.count > 1 ? classic[1] : nil
        guard old !== vc else { return }
        let shown = appearance == .appeared && isViewLoaded
        if shown, let old, old.viewIfLoaded?.superview != nil { old.beginAppearanceTransition(false, animated: false) }
        old?.viewIfLoaded?.removeFromSuperview()
        old?.removeFromParent()
        if classic.count > 1 { classic[1] = vc } else { classic.append(vc) }
        addChild(vc)
        relayColumns(animated: false)
        if shown, let old { old.endAppearanceTransition() }
        if shown {
            vc.beginAppearanceTransition(true, animated: false)
            vc.endAppearanceTransition()
        }
        vc.didMove(toParent: self)
    }

    // MARK: - Loading and layout

    override func installContent() {
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.1)
        dimming.isUserInteractionEnabled = false
        dimming.alpha = 0
        // A view loading outside a window (as a window's new root does) has the thread's
        // default traits, not the window's: the first layout in the window decides.
        if view.window != nil { relayColumns(animated: false) }
    }

    override func layOutContainerParts() { relayColumns(animated: false) }

    /// Collapses or expands when the size class asks, then places the columns.
    func relayColumns(animated: Bool) {
        guard let view = viewIfLoaded else { return }
        // Off a window a view has the thread's default traits: only a view in a window (or
        // one never laid out) collapses or expands.
        let compact = traitCollection.horizontalSizeClass == .compact
        if collapsedState != compact, collapsedState == nil || view.window != nil {
            let first = collapsedState == nil
            collapsedState = compact
            if compact { collapse(first: first) } else { expand(first: first) }
        }
        if collapsedState ?? compact {
            placeCollapsed(in: view)
        } else {
            if animated, Stage.current != nil {
                UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut]) { self.placeColumns(in: view) }
            } else {
                placeColumns(in: view)
            }
        }
    }

    /// Moves to `mode`, telling the delegate first (`willChangeTo`); animated on a recording
    /// stage over 0.3 s, ease in-out (chosen).
    func change(to mode: DisplayMode, animated: Bool) {
        let target = normalised(mode == .automatic ? resolvedMode() : mode)
        let old = normalised(displayMode)
        let changes = target != old
        if changes {
            delegate?.splitViewController(self, willChangeTo: target)
            tellColumns(from: old, to: target)
        }
        let before = controllersOnScreen
        currentMode = target
        relayColumns(animated: animated)
        if changes { forwardAppearance(from: before) }
    }

    /// Column style: `willShow` and `willHide` for the leading columns a change of mode brings
    /// and takes away.
    func tellColumns(from old: DisplayMode, to new: DisplayMode) {
        guard style != .unspecified, let delegate else { return }
        for column in [Column.primary, .supplementary] {
            let was = shows(column, in: old), will = shows(column, in: new)
            if will && !was { delegate.splitViewController(self, willShow: column) }
            if was && !will { delegate.splitViewController(self, willHide: column) }
        }
    }

    /// Whether `mode` shows `column` (the secondary always).
    func shows(_ column: Column, in mode: DisplayMode) -> Bool {
        switch column {
        case .primary: return showsPrimary(mode)
        case .supplementary: return style == .tripleColumn && mode != .secondaryOnly && mode != .automatic
        case .secondary: return true
        case .compact: return false
        }
    }

    /// After a change of mode on screen: the controllers of the columns that left get
    /// `viewWillDisappear` and `viewDidDisappear`, those that came `viewWillAppear` and
    /// `viewDidAppear`, at once (not animated).
    func forwardAppearance(from before: [UIViewController]) {
        guard appearance == .appeared else { return }
        let after = controllersOnScreen
        let leaving = before.filter { vc in !after.contains { $0 === vc } }.flatMap(UIWindow.onScreen)
        let coming = after.filter { vc in !before.contains { $0 === vc } }.flatMap(UIWindow.onScreen)
        for vc in leaving { vc.beginAppearanceTransition(false, animated: false) }
        for vc in coming { vc.beginAppearanceTransition(true, animated: false) }
        for vc in leaving + coming { vc.endAppearanceTransition() }
    }

    /// The mode `.automatic` resolves to: tiled, the primary beside the secondary (and the
    /// supplementary too when the secondary keeps 320 pt); `.overlay`, over it; `.displace`,
    /// beside it, pushing it aside (chosen, SEMANTICS.md §32).
    func resolvedMode() -> DisplayMode {
        if preferredDisplayMode != .automatic { return normalised(preferredDisplayMode) }
        guard style == .tripleColumn else { return shownMode(columns: 1) }
        let room = splitWidth - primaryColumnWidth - supplementaryColumnWidth
        return shownMode(columns: room >= 320 ? 2 : 1)
    }

    /// The mode that shows `columns` leading columns the way the split behaviour says.
    func shownMode(columns: Int) -> DisplayMode {
        switch (splitBehavior, columns) {
        case (.overlay, 1): return .oneOverSecondary
        case (.overlay, _): return .twoOverSecondary
        case (.displace, 1): return style == .tripleColumn ? .oneBesideSecondary : .twoDisplaceSecondary
        case (.displace, _): return .twoDisplaceSecondary
        case (_, 1): return .oneBesideSecondary
        default: return .twoBesideSecondary
        }
    }

    /// A mode a two-column interface has: the "two" modes show the primary as the "one"
    /// modes do (displacing keeps its own placement).
    func normalised(_ mode: DisplayMode) -> DisplayMode {
        guard style != .tripleColumn else { return mode }
        switch mode {
        case .twoBesideSecondary: return .oneBesideSecondary
        case .twoOverSecondary: return .oneOverSecondary
        default: return mode
        }
    }

    /// The columns' frames for the display mode, the view's width `w` and height `h`, primary
    /// on the leading edge: hidden columns wait off the leading edge.
    func columnFrames(width w: CGFloat, height h: CGFloat, scale: CGFloat) -> SplitLayout {
        let line = 1 / max(scale, 1)
        let pw = min(primaryColumnWidth, w)
        let sw = style == .tripleColumn ? min(supplementaryColumnWidth, w) : 0
        let mode = normalised(displayMode)
        var out = SplitLayout()
        func rect(_ x: CGFloat, _ width: CGFloat) -> CGRect { CGRect(x: x, y: 0, width: max(width, 0), height: h) }
        let hiddenPrimary = rect(-pw - line - sw - line, pw)
        let hiddenSupplementary = rect(-sw - line, sw)
        switch mode {
        case .automatic, .secondaryOnly:
            out.primary = hiddenPrimary
            out.supplementary = hiddenSupplementary
            out.secondary = rect(0, w)
        case .oneBesideSecondary where style == .tripleColumn:
            out.primary = hiddenPrimary
            out.supplementary = rect(0, sw)
            out.separators = [rect(sw, line)]
            out.secondary = rect(sw + line, w - sw - line)
        case .oneBesideSecondary:
            out.primary = rect(0, pw)
            out.separators = [rect(pw, line)]
            out.secondary = rect(pw + line, w - pw - line)
        case .oneOverSecondary:
            out.secondary = rect(0, w)
            out.dimmed = true
            if style == .tripleColumn {
                out.primary = hiddenPrimary
                out.supplementary = rect(0, sw)
                out.overlaid = [.supplementary]
            } else {
                out.primary = rect(0, pw)
                out.overlaid = [.primary]
            }
        case .twoBesideSecondary:
            out.primary = rect(0, pw)
            out.supplementary = rect(pw + line, sw)
            out.separators = [rect(pw, line), rect(pw + line + sw, line)]
            let x = pw + line + sw + line
            out.secondary = rect(x, w - x)
        case .twoOverSecondary:
            out.secondary = rect(0, w)
            out.dimmed = true
            out.primary = rect(0, pw)
            out.supplementary = rect(pw + line, sw)
            out.separators = [rect(pw, line)]
            out.overlaid = [.primary, .supplementary]
        case .twoDisplaceSecondary:
            out.primary = rect(0, pw)
            if style == .tripleColumn {
                out.supplementary = rect(pw + line, sw)
                out.separators = [rect(pw, line), rect(pw + line + sw, line)]
                // The secondary keeps the width it has beside the supplementary alone, pushed
                // past the primary.
                out.secondary = rect(pw + line + sw + line, w - sw - line)
            } else {
                out.separators = [rect(pw, line)]
                out.secondary = rect(pw + line, w)
            }
        }
        return out
    }

    /// Places the expanded columns in `view`, mirrored for a trailing primary edge or a
    /// right-to-left interface.
    func placeColumns(in view: UIView) {
        let b = view.bounds
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        let layout = columnFrames(width: b.width, height: b.height, scale: scale)
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let mirrored = (primaryEdge == .trailing) != rtl
        func place(_ r: CGRect) -> CGRect {
            mirrored ? CGRect(x: b.width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        let parts: [(Column, UIViewController?, CGRect)] = [
            (.secondary, secondaryController, layout.secondary),
            (.supplementary, supplementaryController, layout.supplementary),
            (.primary, primaryController, layout.primary),
        ]
        for (column, vc, frame) in parts {
            guard let vc else { continue }
            let v: UIView = vc.view
            if v.superview !== view { view.addSubview(v) }
            let f = place(frame)
            if v.frame != f { v.frame = f }
            fitStack(of: vc)
            let over = layout.overlaid.contains(column)
            v.layer.shadowOpacity = over ? 0.2 : 0
            v.layer.shadowRadius = over ? 10 : 3
            v.layer.shadowOffset = .zero
        }
        // Order, back to front: secondary, dimming, separators, the supplementary, the primary.
        var order: [UIView] = []
        if let s = secondaryController?.viewIfLoaded { order.append(s) }
        // The dimming stays over the secondary, transparent when nothing is overlaid, so that
        // a change of mode in an animation fades it.
        let dimFrame = place(layout.secondary)
        if dimming.frame != dimFrame { dimming.frame = dimFrame }
        let dimAlpha: CGFloat = layout.dimmed ? 1 : 0
        if dimming.alpha != dimAlpha { dimming.alpha = dimAlpha }
        order.append(dimming)
        for (i, sep) in separators.enumerated() {
            if i < layout.separators.count {
                let f = place(layout.separators[i])
                if sep.frame != f { sep.frame = f }
                order.append(sep)
            } else {
                sep.removeFromSuperview()
            }
        }
        for vc in [supplementaryController, primaryController] {
            if let v = vc?.viewIfLoaded { order.append(v) }
        }
        let now = view.subviews.filter { v in order.contains { $0 === v } }
        if now.count != order.count || zip(now, order).contains(where: { $0 !== $1 }) {
            for v in order { view.addSubview(v) }
        }
    }

    /// Places the collapsed interface: the one controller shown fills the view; the others'
    /// views leave it.
    func placeCollapsed(in view: UIView) {
        dimming.removeFromSuperview()
        for sep in separators { sep.removeFromSuperview() }
        let shown = collapsedController
        for vc in children where vc !== shown { vc.viewIfLoaded?.removeFromSuperview() }
        guard let shown else { return }
        let v: UIView = shown.view
        if v.superview !== view { view.addSubview(v) }
        if v.frame != view.bounds { v.frame = view.bounds }
        fitStack(of: shown)
        v.layer.shadowOpacity = 0
    }

    /// A navigation controller in a column shows its top controller's view at the column's
    /// size, as UIKit sizes a navigation controller's content to its view (a column narrower
    /// than the screen the view was made at).
    func fitStack(of vc: UIViewController) {
        guard let nav = vc as? UINavigationController, let container = nav.transitionView,
            let top = nav.topViewController?.viewIfLoaded, top.superview === container
        else { return }
        let b = nav.view.bounds
        if container.frame != b { container.frame = b }
        if top.frame != container.bounds { top.frame = container.bounds }
    }

    /// The controller the collapsed interface shows.
    var collapsedController: UIViewController? {
        style == .unspecified ? classic.first : collapsedColumnNavigation
    }

    // MARK: - Collapsing and expanding (classic; the column style in +Columns)

    /// Collapses (classic): the delegate may take the secondary (`collapseSecondary:onto:`
    /// true drops it); else the primary's `collapseSecondaryViewController(_:for:)` does (a
    /// navigation controller pushes it).
    func collapse(first: Bool) {
        if style != .unspecified {
            collapseColumns()
            return
        }
        currentMode = .automatic
        if let kept = delegate?.primaryViewController(forCollapsing: self), let old = classic.first, kept !== old {
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
            classic[0] = kept
            addChild(kept)
        }
        guard classic.count == 2 else { return }
        let primary = classic[0], secondary = classic[1]
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        secondary.viewIfLoaded?.removeFromSuperview()
        classic = [primary]
        if handled {
            secondary.removeFromParent()
        } else {
            secondary.removeFromParent()
            primary.collapseSecondaryViewController(secondary, for: self)
        }
    }

    /// Expands (classic): the delegate may give the secondary (`separateSecondaryFrom:`); else
    /// the primary's `separateSecondaryViewController(for:)` does (a navigation controller
    /// pops its top). With none, the interface keeps only its primary.
    func expand(first: Bool) {
        if style != .unspecified {
            expandColumns(first: first)
            return
        }
        currentMode = .automatic
        if !first { askExpandingMode() }
        guard !first, classic.count == 1 else { return }
        if let shown = delegate?.primaryViewController(forExpanding: self), shown !== classic[0] {
            classic[0].viewIfLoaded?.removeFromSuperview()
            classic[0].removeFromParent()
            classic[0] = shown
            addChild(shown)
        }
        let primary = classic[0]
        let separated =
            delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? primary.separateSecondaryViewController(for: self)
        if let separated {
            separated.removeFromParent()
            classic.append(separated)
            addChild(separated)
        }
    }

    /// Expanding: the delegate may choose the mode (`displayModeForExpandingToProposedDisplayMode`).
    func askExpandingMode() {
        guard let delegate else { return }
        let proposed = resolvedMode()
        let chosen = delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
        if chosen != proposed, chosen != .automatic { currentMode = normalised(chosen) }
    }

    // MARK: - Appearance

    /// The appearance callbacks go on to the controllers on screen in the columns (UIKit's
    /// containers forward them).
    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        super.beginAppearanceTransition(isAppearing, animated: animated)
        for vc in controllersOnScreen.flatMap(UIWindow.onScreen) {
            vc.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    open override func endAppearanceTransition() {
        super.endAppearanceTransition()
        for vc in controllersOnScreen.flatMap(UIWindow.onScreen) { vc.endAppearanceTransition() }
    }

    /// The children whose views are on screen: the collapsed one, or the columns shown.
    var controllersOnScreen: [UIViewController] {
        guard let view = viewIfLoaded else { return [] }
        if isCollapsed { return collapsedController.map { [$0] } ?? [] }
        return [primaryController, supplementaryController, secondaryController].compactMap { vc in
            guard let vc, let v = vc.viewIfLoaded, v.superview === view else { return nil }
            return v.frame.intersects(view.bounds) ? vc : nil
        }
    }
}

/// The frames of an expanded split view controller's parts, primary on the leading edge.
struct SplitLayout {
    var primary = CGRect.zero
    var supplementary = CGRect.zero
    var secondary = CGRect.zero
    var separators: [CGRect] = []
    var overlaid: [UISplitViewController.Column] = []
    var dimmed = false
}

/// The hairline between columns: `opaqueSeparator`, one device pixel wide.
final class SplitSeparatorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .opaqueSeparator
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { return nil }
}

/// A column's width from its preferences (SEMANTICS.md §32).
enum SplitColumnWidth {
    /// Points if set (finite, not negative), else the fraction (NaN: automatic; clamped to
    /// 0...1) of `width`, else `automatic`; then clamped to [minimum, maximum] (automatic: 0
    /// and 320; NaN or negative: automatic), the minimum winning over a smaller maximum; then
    /// to the view's width.
    static func resolve(
        points: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, automatic: CGFloat, of width: CGFloat
    ) -> CGFloat {
        let w = width.isFinite ? max(width, 0) : 0
        let preferred: CGFloat
        if points.isFinite, points >= 0 {
            preferred = points
        } else if points == .infinity {
            preferred = w
        } else if !fraction.isNaN, fraction != UISplitViewController.automaticDimension {
            preferred = min(max(fraction, 0), 1) * w
        } else {
            preferred = automatic
        }
        let lo = minimum.isFinite && minimum >= 0 ? minimum : (minimum == .infinity ? w : 0)
        let hi = maximum.isNaN || maximum < 0 ? automatic : maximum
        return min(max(min(preferred, hi), lo), w)
    }
}

extension UIViewController {
    /// The nearest split view controller up the parent chain (`splitViewController`).
    public var splitViewController: UISplitViewController? {
        var p = parent
        while let cur = p {
            if let split = cur as? UISplitViewController { return split }
            p = cur.parent
        }
        return nil
    }
}

extension UINavigationController {
    /// What a collapse put on this stack: the secondary, the primary's own count, and where
    /// the secondary's controllers begin (a detail shown while collapsed begins later).
    private final class Pushed {
        var secondary: UIViewController
        var count: Int
        var from: Int
        init(_ s: UIViewController, _ c: Int) {
            secondary = s
            count = c
            from = c
        }
    }
    nonisolated(unsafe) private static var pushedKey: UInt8 = 0

    /// The stack with `list` in it, at once: the top's view in the transition view, the bar
    /// showing the new items (`replaceStack(with:)`).
    func setStackForSplit(_ list: [UIViewController]) { replaceStack(with: list) }

    /// A collapse pushes the secondary, at once: a navigation controller's stack (chosen: its
    /// controllers join this stack, where UIKit nests the navigation controller), else the
    /// controller.
    func collapseForSplit(_ secondary: UIViewController) {
        let added = (secondary as? UINavigationController)?.viewControllers ?? [secondary]
        if let nav = secondary as? UINavigationController { nav.viewControllers = [] }
        objc_setAssociatedObject(
            self, &Self.pushedKey, Pushed(secondary, viewControllers.count), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        setStackForSplit(viewControllers + added)
    }

    /// A detail shown while collapsed is about to be pushed: it is the secondary an expansion
    /// gives back, from the controller pushed next.
    func noteDetailForSplit(_ detail: UIViewController) {
        if let pushed = objc_getAssociatedObject(self, &Self.pushedKey) as? Pushed {
            pushed.secondary = detail
            pushed.from = viewControllers.count
        } else {
            objc_setAssociatedObject(
                self, &Self.pushedKey, Pushed(detail, viewControllers.count), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// An expansion takes back what the collapse pushed, and what was pushed above it since:
    /// into the old secondary navigation controller when it was one, else the top controller.
    /// Controllers between the primary's own and a detail shown later are dropped.
    func separateForSplit() -> UIViewController? {
        guard let pushed = objc_getAssociatedObject(self, &Self.pushedKey) as? Pushed else {
            guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
            setStackForSplit(Array(viewControllers.dropLast()))
            return top
        }
        objc_setAssociatedObject(self, &Self.pushedKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        let keep = min(max(pushed.count, 1), viewControllers.count)
        let taken = Array(viewControllers[min(max(pushed.from, keep), viewControllers.count)...])
        guard !taken.isEmpty else { return nil }
        setStackForSplit(Array(viewControllers[..<keep]))
        if let nav = pushed.secondary as? UINavigationController {
            nav.setStackForSplit(taken)
            return nav
        }
        return taken.last
    }
}
