import Foundation
import FlipbookCore

/// Where one cell or supplementary view goes (`UICollectionViewLayoutAttributes`).
open class UICollectionViewLayoutAttributes: NSObject {
    /// What the attributes place (`UICollectionView.ElementCategory`).
    public enum Category: Int, Sendable { case cell, supplementaryView, decorationView }
    /// The item or section (for a header, item 0).
    public let indexPath: IndexPath
    /// A cell or a supplementary view (`representedElementCategory`).
    public let representedElementCategory: Category
    /// The supplementary kind, nil for a cell (`representedElementKind`).
    public let representedElementKind: String?
    /// The frame in the collection's content (`frame`).
    open var frame: CGRect = .zero
    /// The frame's centre (`center`).
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size (`size`).
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// Opacity (`alpha`).
    open var alpha: CGFloat = 1
    /// Drawing order (`zIndex`).
    open var zIndex = 0
    /// Hidden (`isHidden`).
    open var isHidden = false
    /// The size, at the origin (`bounds`); setting it keeps the centre.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let c = center
            frame = CGRect(
                x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }
    /// The cell's transform, about its centre (`transform`; default identity).
    open var transform = CGAffineTransform.identity

    /// Attributes for a cell (`init(forCellWith:)`).
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath; representedElementCategory = .cell; representedElementKind = nil
        super.init()
    }
    /// Attributes for a supplementary view (`init(forSupplementaryViewOfKind:with:)`).
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath; representedElementCategory = .supplementaryView; representedElementKind = kind
        super.init()
    }
}

/// Layout attributes are dynamic items (`UIDynamicAnimator(collectionViewLayout:)` moves them).
extension UICollectionViewLayoutAttributes: UIDynamicItem {}

/// Places a collection view's items (`UICollectionViewLayout`); subclasses compute in
/// `prepare()` and answer the queries.
open class UICollectionViewLayout: NSObject {
    /// The collection using the layout (`collectionView`).
    public internal(set) weak var collectionView: UICollectionView?
    public override init() { super.init() }
    /// Computes the layout (`prepare()`).
    open func prepare() {}
    /// The content's size (`collectionViewContentSize`).
    open var collectionViewContentSize: CGSize { .zero }
    /// Everything meeting `rect` (`layoutAttributesForElements(in:)`).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// One item's attributes (`layoutAttributesForItem(at:)`).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// A supplementary view's (`layoutAttributesForSupplementaryView(ofKind:at:)`).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    /// Asks for a new layout before the next one is used (`invalidateLayout()`).
    open func invalidateLayout() { collectionView?.layoutNeedsPreparing = true; collectionView?.setNeedsLayout() }
    /// Whether a bounds change invalidates (`shouldInvalidateLayout(forBoundsChange:)`): a new size does.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }
}

/// A layout that keeps every attribute in arrays, for the two built-in layouts.
open class PreparedCollectionLayout: UICollectionViewLayout {
    var items: [[UICollectionViewLayoutAttributes]] = []
    var supplementary: [String: [Int: UICollectionViewLayoutAttributes]] = [:]
    var contentSize: CGSize = .zero

    open override var collectionViewContentSize: CGSize { contentSize }
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var out: [UICollectionViewLayoutAttributes] = []
        for s in items { for a in s where overlaps(a.frame, rect) { out.append(a) } }
        for kind in supplementary.keys.sorted() {
            for (_, a) in supplementary[kind]!.sorted(by: { $0.key < $1.key }) where overlaps(a.frame, rect) {
                out.append(a)
            }
        }
        return out
    }
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
            items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.section][indexPath.item]
    }
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        supplementary[elementKind]?[indexPath.section]
    }
}

/// Whether two rectangles share area (touching edges do not count, as in Core Graphics).
func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY
}

/// Flow layout's delegate methods (`UICollectionViewDelegateFlowLayout`); all optional. They
/// are declared as UIKit declares them (`-> CGSize`, `-> UIEdgeInsets`, `-> CGFloat`), so an
/// app's implementation written for iOS is the one called; where the app has none, the
/// default answers with the flow layout's own property (`itemSize`, `sectionInset`, ...).
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// One item's size (`collectionView(_:layout:sizeForItemAt:)`; default `itemSize`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// A section's insets (`collectionView(_:layout:insetForSectionAt:)`; default
    /// `sectionInset`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The gap between a section's lines (`minimumLineSpacingForSectionAt`; default
    /// `minimumLineSpacing`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The least gap between items of a line (`minimumInteritemSpacingForSectionAt`; default
    /// `minimumInteritemSpacing`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// A section's header size (`referenceSizeForHeaderInSection`; default
    /// `headerReferenceSize`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// A section's footer size (`referenceSizeForFooterInSection`; default
    /// `footerReferenceSize`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}

/// Lines of items (`UICollectionViewFlowLayout`, SEMANTICS.md §17): items fill a line along
/// the cross axis while they fit with `minimumInteritemSpacing` between them; a full line's
/// leftover space is spread evenly between its items (Apple's Collection View Programming
/// Guide, "Specifying the Space Between Items and Lines"); the last line of a section keeps
/// the minimum spacing from the leading inset (left-aligned, as UIKit has done since iOS 6);
/// a line that holds one item only, not the last, is centred. Items are centred across a
/// line whose extent is its tallest item's; lines are `minimumLineSpacing` apart.
open class UICollectionViewFlowLayout: PreparedCollectionLayout {
    /// The scrolling axis (`UICollectionView.ScrollDirection`).
    public typealias ScrollDirection = UICollectionView.ScrollDirection
    /// An `estimatedItemSize` that sizes each cell to fit its content, from the item's own
    /// size (`automaticSize`).
    public static let automaticSize = CGSize(width: -1, height: -1)
    /// Every item's size (`itemSize`; default 50 × 50, as in UIKit).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A guess for self-sizing cells (`estimatedItemSize`; `.zero` off). When set, each item
    /// is sized by its cell's `systemLayoutSizeFitting` (or the estimate when that is zero).
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Between lines (`minimumLineSpacing`; default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Between items in a line (`minimumInteritemSpacing`; default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Around each section's items (`sectionInset`).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Vertical (default) or horizontal (`scrollDirection`).
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Header size: its height when vertical, width when horizontal (`headerReferenceSize`).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Footer size (`footerReferenceSize`).
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    open override func prepare() {
        items = []; supplementary = [:]; contentSize = .zero
        guard let cv = collectionView else { return }
        let flow = cv.delegate as? UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        let extent = vertical ? cv.bounds.width : cv.bounds.height
        // Flipbook works in (main, cross) = (along lines, across them) coordinates, then maps
        // to (x, y): vertical scrolling has lines along x.
        func rect(_ along: CGFloat, _ across: CGFloat, _ a: CGFloat, _ c: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: along, y: across, width: a, height: c) : CGRect(x: across, y: along, width: c, height: a)
        }
        var pos: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let inset = flow?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineGap =
                flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemGap =
                flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s)
                ?? minimumInteritemSpacing
            let header =
                flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footer =
                flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let hExt = vertical ? header.height : header.width
            if hExt > 0 {
                let a = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                    with: IndexPath(item: 0, section: s))
                a.frame = rect(0, pos, extent, hExt)
                supplementary[UICollectionView.elementKindSectionHeader, default: [:]][s] = a
                pos += hExt
            }
            let leadA = vertical ? inset.left : inset.top, trailA = vertical ? inset.right : inset.bottom
            let leadC = vertical ? inset.top : inset.left, trailC = vertical ? inset.bottom : inset.right
            pos += leadC
            let available = max(0, extent - leadA - trailA)
            let n = cv.numberOfItems(inSection: s)
            var sizes: [CGSize] = []
            for i in 0..<n {
                let ip = IndexPath(item: i, section: s)
                var size = flow?.collectionView(cv, layout: self, sizeForItemAt: ip) ?? itemSize
                if estimatedItemSize != .zero {
                    // `automaticSize` has no figure of its own: the item's size is the estimate.
                    let estimate = estimatedItemSize == Self.automaticSize ? size : estimatedItemSize
                    size = cv.selfSizedItem(at: ip, estimate: estimate)
                }
                if !(size.width.isFinite && size.height.isFinite) || size.width < 0 || size.height < 0 { size = .zero }
                sizes.append(size)
            }
            var sectionAttrs: [UICollectionViewLayoutAttributes] = Array(
                repeating: .init(forCellWith: IndexPath(item: 0, section: s)), count: n)
            var i = 0
            var firstLine = true
            while i < n {
                var j = i
                var used: CGFloat = 0
                while j < n {
                    let a = vertical ? sizes[j].width : sizes[j].height
                    let next = used + (j > i ? itemGap : 0) + a
                    if j > i && next > available + 0.0001 { break }
                    used = next; j += 1
                }
                if !firstLine { pos += lineGap }
                firstLine = false
                let count = j - i
                let lineCross = (i..<j).map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let widths = (i..<j).map { vertical ? sizes[$0].width : sizes[$0].height }
                let total = widths.reduce(0, +)
                let last = j == n
                var gap = itemGap
                var start = leadA
                if !last {
                    if count > 1 {
                        gap = (available - total) / CGFloat(count - 1)
                    } else {
                        start = leadA + (available - total) / 2
                    }
                }
                var x = start
                for k in i..<j {
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: k, section: s))
                    let w = widths[k - i], c = vertical ? sizes[k].height : sizes[k].width
                    a.frame = rect(x, pos + (lineCross - c) / 2, w, c)
                    sectionAttrs[k] = a
                    x += w + gap
                }
                pos += lineCross
                i = j
            }
            pos += trailC
            items.append(sectionAttrs)
            let fExt = vertical ? footer.height : footer.width
            if fExt > 0 {
                let a = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                    with: IndexPath(item: 0, section: s))
                a.frame = rect(0, pos, extent, fExt)
                supplementary[UICollectionView.elementKindSectionFooter, default: [:]][s] = a
                pos += fExt
            }
        }
        contentSize = vertical ? CGSize(width: extent, height: pos) : CGSize(width: pos, height: extent)
    }
}
