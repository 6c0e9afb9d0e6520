import Foundation
import FlipbookCore

/// Supplies a collection's items (`UICollectionViewDataSource`).
public protocol UICollectionViewDataSource: AnyObject {
    /// Sections (`numberOfSections(in:)`; default 1).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Items in a section (`collectionView(_:numberOfItemsInSection:)`).
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item (`collectionView(_:cellForItemAt:)`), usually dequeued.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// A header or footer (`collectionView(_:viewForSupplementaryElementOfKind:at:)`).
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item can be moved (`collectionView(_:canMoveItemAt:)`; default false).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An item was moved (`collectionView(_:moveItemAt:to:)`); never sent here.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// A collection's selection callbacks (`UICollectionViewDelegate`); all optional.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// The context menu for a long press on the item
    /// (`collectionView(_:contextMenuConfigurationForItemAt:point:)`; default nil); never shown
    /// (SEMANTICS.md §28.3).
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The context menu for a long press on the items (iOS 16,
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`; default nil); never shown.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// `collectionView(_:shouldSelectItemAt:)`, `shouldDeselectItemAt`, `shouldHighlightItemAt`
    /// (defaults true), `didHighlightItemAt`, `didUnhighlightItemAt`, `didEndDisplaying`,
    /// `willDisplaySupplementaryView`, `didEndDisplayingSupplementaryView`: declared with
    /// UIKit's signatures; never asked or sent here.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
}

/// Items placed by a layout object (`UICollectionView`, SEMANTICS.md §17). Only the items
/// whose frames meet the bounds have cells; the rest go back to their identifier's pool.
open class UICollectionView: UIScrollView {
    /// The scrolling axis (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    /// Where `scrollToItem` puts the item (`UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    /// Section headers' kind (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// Section footers' kind (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout (`collectionViewLayout`).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutNeedsPreparing = true
            setNeedsLayout()
        }
    }
    /// The items' supplier (`dataSource`).
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// Whether items can be selected (`allowsSelection`).
    open var allowsSelection = true
    /// Whether several can (`allowsMultipleSelection`).
    open var allowsMultipleSelection = false
    /// Drawn behind the items (`backgroundView`).
    open var backgroundView: UIView?

    var layoutNeedsPreparing = true
    private var registered: [String: UICollectionReusableView.Type] = [:]
    private var pool: [String: [UICollectionReusableView]] = [:]
    private var visible: [IndexPath: UICollectionViewCell] = [:]
    private var visibleSupplementary: [String: UICollectionReusableView] = [:]
    private var selected: [IndexPath] = []
    private var counts: [Int] = []
    private var preparedSize: CGSize = CGSize(width: -1, height: -1)
    /// Cell registrations made while this collection runs a data source's provider.
    var registrationIDs: Set<String> = []

    /// Creates a collection with a layout (`init(frame:collectionViewLayout:)`).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    /// `init?(coder:)`: a storyboard's or nib's collection with its flow layout; the file's
    /// prototype cells are registered by the loader.
    public required init?(coder: NSCoder) {
        collectionViewLayout = StoryboardViews.collectionLayout(coder)
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        if StoryboardViews.object(coder)?.colors["backgroundColor"] == nil { backgroundColor = .systemBackground }
        StoryboardViews.read(coder, into: self as UIScrollView)
    }

    /// A storyboard's prototype cells by `cell/` and reuse identifier.
    var prototypeCells: [String: () -> UICollectionReusableView?] = [:]

    // MARK: - Registration

    /// Registers a cell class (`register(_:forCellWithReuseIdentifier:)`).
    /// The last registration wins: a class replaces a storyboard prototype or a nib of the
    /// same identifier, as in UIKit.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered["cell/" + identifier] = cellClass as? UICollectionReusableView.Type
        prototypeCells["cell/" + identifier] = nil
    }
    /// Registers a header or footer class
    /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        registered[kind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
        prototypeCells[kind + "/" + identifier] = nil
    }

    /// Forgets the class registered under `key` (a nib registered after it wins).
    func unregisterClass(_ key: String) { registered[key] = nil }

    private func dequeue(_ key: String, _ identifier: String) -> UICollectionReusableView? {
        if var p = pool[key], let v = p.popLast() {
            pool[key] = p
            v.prepareForReuse()
            return v
        }
        if let make = prototypeCells[key], let v = make() {
            v.poolKey = key
            return v
        }
        guard let t = registered[key] else { return nil }
        let v = t.init(registeredWithReuseIdentifier: identifier)
        v.poolKey = key
        return v
    }

    /// A pooled or new cell (`dequeueReusableCell(withReuseIdentifier:for:)`); an unregistered
    /// identifier reports `StageError.invalidRequest` and returns a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let c = dequeue("cell/" + identifier, identifier) as? UICollectionViewCell { return c }
        Stage.current?.report(
            .invalidRequest(
                what:
                    "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\"): no UICollectionViewCell class registered for this identifier",
                time: Stage.current?.now ?? 0))
        let c = UICollectionViewCell(frame: .zero)
        c.reuseIdentifier = identifier
        c.poolKey = "cell/" + identifier
        return c
    }

    /// A pooled or new header or footer
    /// (`dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`).
    open func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let v = dequeue(kind + "/" + identifier, identifier) { return v }
        Stage.current?.report(
            .invalidRequest(
                what:
                    "dequeueReusableSupplementaryView(ofKind: \"\(kind)\", withReuseIdentifier: \"\(identifier)\"): nothing registered",
                time: Stage.current?.now ?? 0))
        return UICollectionReusableView(frame: .zero)
    }

    private func enqueue(_ v: UICollectionReusableView) {
        v.removeFromSuperview()
        if let c = v as? UICollectionViewCell { c.isSelected = false }
        if let key = v.poolKey { pool[key, default: []].append(v) }
    }

    // MARK: - Data and layout

    /// Forgets every cell; the data source is asked again at the next layout (`reloadData()`).
    open func reloadData() {
        for (_, c) in visible.sorted(by: { $0.key < $1.key }) { enqueue(c) }
        visible = [:]
        for (_, v) in visibleSupplementary.sorted(by: { $0.key < $1.key }) { enqueue(v) }
        visibleSupplementary = [:]
        selected = []
        counts = []
        layoutNeedsPreparing = true
        // Cells are asked for at the next layout or query, as in UIKit (a controller sets its
        // data source before `viewDidLoad` registers the cell classes).
        setNeedsLayout()
    }

    /// Sections now (`numberOfSections`).
    public var numberOfSections: Int { loadCounts(); return counts.count }
    /// Items in a section now (`numberOfItems(inSection:)`).
    public func numberOfItems(inSection section: Int) -> Int {
        loadCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    private func loadCounts() {
        guard counts.isEmpty, let ds = dataSource else { return }
        let n = max(0, ds.numberOfSections(in: self))
        counts = (0..<n).map { max(0, ds.collectionView(self, numberOfItemsInSection: $0)) }
    }

    private func prepareIfNeeded() {
        if preparedSize != bounds.size { layoutNeedsPreparing = true }
        guard layoutNeedsPreparing else { return }
        layoutNeedsPreparing = false
        preparedSize = bounds.size
        loadCounts()
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// A self-sized item for a flow layout with `estimatedItemSize`: the cell's content
    /// view fitted (`systemLayoutSizeFitting`), or the estimate when that gives zero.
    func selfSizedItem(at ip: IndexPath, estimate: CGSize) -> CGSize {
        guard let ds = dataSource else { return estimate }
        let cell = ds.collectionView(self, cellForItemAt: ip)
        cell.frame = CGRect(origin: .zero, size: estimate)
        let s = cell.contentView.constraints.isEmpty ? .zero : cell.contentView.systemLayoutSizeFitting(estimate)
        if visible[ip] !== cell { enqueue(cell) }
        return s.width > 0 && s.height > 0 && s.width.isFinite && s.height.isFinite ? s : estimate
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareIfNeeded()
        tile()
    }

    override func contentOffsetDidChange() { tile() }

    /// UIKit asks the layout at every bounds change, scrolling included
    /// (`shouldInvalidateLayout(forBoundsChange:)`), with the collection's bounds still the old.
    override func contentOffsetWillChange(to newBounds: CGRect) {
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            collectionViewLayout.invalidateLayout()
        }
    }

    private var tiling = false

    private func tile() {
        guard dataSource != nil, !layoutNeedsPreparing, !tiling else { return }
        tiling = true
        defer { tiling = false }
        let all = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var want: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantSup: [String: UICollectionViewLayoutAttributes] = [:]
        for a in all {
            if a.representedElementCategory == .cell {
                want[a.indexPath] = a
            } else if let k = a.representedElementKind {
                wantSup[k + "#\(a.indexPath.section)"] = a
            }
        }
        for (ip, c) in visible.sorted(by: { $0.key < $1.key }) where want[ip] == nil {
            enqueue(c)
            visible[ip] = nil
        }
        for (k, v) in visibleSupplementary.sorted(by: { $0.key < $1.key }) where wantSup[k] == nil {
            enqueue(v)
            visibleSupplementary[k] = nil
        }
        guard let ds = dataSource else { return }
        for ip in want.keys.sorted() where visible[ip] == nil {
            let c = ds.collectionView(self, cellForItemAt: ip)
            visible[ip] = c
            c.isSelected = selected.contains(ip)
            (delegate as? UICollectionViewDelegate)?.collectionView(self, willDisplay: c, forItemAt: ip)
        }
        for (ip, c) in visible.sorted(by: { $0.key < $1.key }) {
            if c.superview !== self { addSubview(c) }
            if let a = want[ip] {
                // Placed by centre and size under the attributes' transform, as UIKit does;
                // an untransformed cell by its frame.
                if !a.transform.isIdentity || !c.transform.isIdentity { c.transform = .identity }
                c.frame = a.frame
                if !a.transform.isIdentity { c.transform = a.transform }
                c.alpha = a.alpha
                c.isHidden = a.isHidden
                c.apply(a)
            }
            c.layoutIfNeeded()
        }
        for key in wantSup.keys.sorted() where visibleSupplementary[key] == nil {
            guard let a = wantSup[key], let kind = a.representedElementKind else { continue }
            let v = ds.collectionView(self, viewForSupplementaryElementOfKind: kind, at: a.indexPath)
            visibleSupplementary[key] = v
        }
        for (key, v) in visibleSupplementary.sorted(by: { $0.key < $1.key }) {
            if v.superview !== self { addSubview(v) }
            if let a = wantSup[key] { v.frame = a.frame; v.apply(a) }
            v.layoutIfNeeded()
        }
    }

    // MARK: - Queries

    /// The cell showing an item, if visible (`cellForItem(at:)`).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        if layoutNeedsPreparing { prepareIfNeeded(); tile() }
        return visible[indexPath]
    }
    /// The layout's attributes for an item (`layoutAttributesForItem(at:)`).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
    /// A visible header or footer (`supplementaryView(forElementKind:at:)`).
    open func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementary[kind + "#\(indexPath.section)"]
    }
    /// The item under a point in content coordinates (`indexPathForItem(at:)`).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareIfNeeded()
        let r = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        return (collectionViewLayout.layoutAttributesForElements(in: r) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.contains(point) }.map(\.indexPath).min()
    }
    /// The item a cell shows, if visible (`indexPath(for:)`).
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }
    /// The visible cells, in item order (`visibleCells`).
    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { visible[$0] } }
    /// The visible items, in order (`indexPathsForVisibleItems`).
    open var indexPathsForVisibleItems: [IndexPath] {
        if layoutNeedsPreparing { prepareIfNeeded(); tile() }
        return visible.keys.sorted()
    }
    /// The selected items (`indexPathsForSelectedItems`), nil when none.
    open var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Selects an item and scrolls as asked (`selectItem(at:animated:scrollPosition:)`); the
    /// delegate is not told, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let ip = indexPath else {
            for s in selected { deselectItem(at: s, animated: animated) }
            return
        }
        guard allowsSelection, layoutAttributesForItem(at: ip) != nil else { return }
        if !allowsMultipleSelection { for s in selected where s != ip { deselectItem(at: s, animated: animated) } }
        if !selected.contains(ip) { selected.append(ip) }
        visible[ip]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: ip, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item (`deselectItem(at:animated:)`).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        visible[indexPath]?.isSelected = false
    }

    /// A tap on an item, as a finger's would: on a recording stage with the item on screen, a
    /// tap at its centre played on the window (hit-testing, highlight, then selection); else
    /// the item is selected at once and the delegate told `collectionView(_:didSelectItemAt:)`.
    public func tapItem(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        if let window, Stage.current != nil, let cell = visible[indexPath],
            let script = try? TapScript.taps(
                at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window), count: 1)
        {
            window.playTaps(script)
            return
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        (delegate as? UICollectionViewDelegate)?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// A finger went down at `point`: the item under it is highlighted; returns it.
    func itemTouchDown(at point: CGPoint) -> IndexPath? {
        guard allowsSelection, let ip = indexPathForItem(at: point) else { return nil }
        visible[ip]?.isHighlighted = true
        return ip
    }

    /// The finger lifted: the highlight goes, the item is selected (the old one deselected,
    /// the delegate told) and `didSelectItemAt` runs.
    func itemTouchUp(_ ip: IndexPath) {
        visible[ip]?.isHighlighted = false
        let d = delegate as? UICollectionViewDelegate
        if !allowsMultipleSelection {
            for old in selected where old != ip {
                deselectItem(at: old, animated: false)
                d?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: ip, animated: false, scrollPosition: [])
        d?.collectionView(self, didSelectItemAt: ip)
    }

    /// Scrolls the item to the position inside the adjusted insets, clamped to the content
    /// (`scrollToItem(at:at:animated:)`); an empty position scrolls the least that shows it.
    open func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let a = layoutAttributesForItem(at: indexPath) else { return }
        let r = a.frame, i = adjustedContentInset
        let vw = bounds.width - i.left - i.right, vh = bounds.height - i.top - i.bottom
        var o = contentOffset
        if position.contains(.top) { o.y = r.minY - i.top }
        if position.contains(.centeredVertically) { o.y = r.midY - i.top - vh / 2 }
        if position.contains(.bottom) { o.y = r.maxY - i.top - vh }
        if position.contains(.left) { o.x = r.minX - i.left }
        if position.contains(.centeredHorizontally) { o.x = r.midX - i.left - vw / 2 }
        if position.contains(.right) { o.x = r.maxX - i.left - vw }
        if position.isEmpty {
            scrollRectToVisible(r, animated: animated)
            return
        }
        let range = offsetRange
        o = CGPoint(x: min(max(o.x, range.min.x), range.max.x), y: min(max(o.y, range.min.y), range.max.y))
        setContentOffset(o, animated: animated)
    }
}

/// A controller whose view is a collection it is the data source and delegate of
/// (`UICollectionViewController`).
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout it was made with, for the collection `loadView` makes (not a UIKit name,
    /// so not public: an app's subclass may have a `layout` of its own).
    let initialLayout: UICollectionViewLayout
    /// Clears the selection when the view appears (`clearsSelectionOnViewWillAppear`).
    open var clearsSelectionOnViewWillAppear = true
    /// Stored (`useLayoutToLayoutNavigationTransitions`, default false). UIKit then pushes this
    /// controller by animating the top collection view to this layout; Flipbook runs the
    /// ordinary push and warns once (Controllers/LayoutToLayoutPush.swift, SEMANTICS.md §20).
    open var useLayoutToLayoutNavigationTransitions = false

    /// Creates the controller (`init(collectionViewLayout:)`).
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// `init?(coder:)`: a storyboard's collection controller, with the flow layout of its
    /// collection view.
    public required init?(coder: NSCoder) {
        initialLayout = StoryboardViews.collectionLayout(coder)
        super.init(coder: coder)
        if let o = StoryboardViews.object(coder) {
            clearsSelectionOnViewWillAppear = o.bool("clearsSelectionOnViewWillAppear") ?? true
        }
    }

    /// The collection: the controller's view (`collectionView`).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }
    /// The collection's layout (`collectionViewLayout`).
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// The scene's or nib's collection when the controller comes from one (its prototype
    /// cells registered, its layout the file's), else a new collection with `layout`; either
    /// way the controller is its data source and delegate unless the file connected others.
    open override func loadView() {
        if let collection = loadInterfaceBuilderView(of: UICollectionView.self) {
            if collection.dataSource == nil { collection.dataSource = self }
            if collection.delegate == nil { collection.delegate = self }
            return
        }
        let c = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        c.dataSource = self
        c.delegate = self
        view = c
    }

    // Every requirement of the data source, delegate and scroll view delegate is a method of
    // the controller, as in UIKit's Swift interface, so an app's subclass writes `override`
    // for each one it implements; the answers are the protocols' defaults.

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "", for: indexPath)
    }
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
}
