import Foundation
import FlipbookCore

/// One axis of a compositional size (`NSCollectionLayoutDimension`).
public final class NSCollectionLayoutDimension: NSObject, @unchecked Sendable {
    enum Kind { case absolute, fractionalWidth, fractionalHeight, estimated }
    let kind: Kind
    let value: CGFloat
    init(_ kind: Kind, _ value: CGFloat) { self.kind = kind; self.value = value.isFinite ? max(0, value) : 0 }
    /// A fixed number of points (`.absolute(_:)`).
    public static func absolute(_ v: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, v) }
    /// A fraction of the container's width (`.fractionalWidth(_:)`).
    public static func fractionalWidth(_ f: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, f) }
    /// A fraction of the container's height (`.fractionalHeight(_:)`).
    public static func fractionalHeight(_ f: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, f) }
    /// A guess a self-sizing cell would refine; used as given here (`.estimated(_:)`).
    public static func estimated(_ v: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, v) }
    /// `isAbsolute`, `isEstimated`, `isFractionalWidth`, `isFractionalHeight`.
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// The number or fraction (`dimension`).
    public var dimension: CGFloat { value }

    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .absolute, .estimated: return value
        case .fractionalWidth: return value * container.width
        case .fractionalHeight: return value * container.height
        }
    }
}

/// A width and a height (`NSCollectionLayoutSize`).
public final class NSCollectionLayoutSize: NSObject, @unchecked Sendable {
    /// The width (`widthDimension`).
    public let widthDimension: NSCollectionLayoutDimension
    /// The height (`heightDimension`).
    public let heightDimension: NSCollectionLayoutDimension
    /// Creates a size (`init(widthDimension:heightDimension:)`).
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension; self.heightDimension = heightDimension
    }
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// Space between items in a group (`NSCollectionLayoutSpacing`).
public final class NSCollectionLayoutSpacing: NSObject, @unchecked Sendable {
    let value: CGFloat
    let flexible: Bool
    init(_ v: CGFloat, flexible: Bool) { value = v.isFinite ? max(0, v) : 0; self.flexible = flexible }
    /// Exactly `v` points (`.fixed(_:)`).
    public static func fixed(_ v: CGFloat) -> NSCollectionLayoutSpacing { .init(v, flexible: false) }
    /// At least `v`, the leftover shared out (`.flexible(_:)`).
    public static func flexible(_ v: CGFloat) -> NSCollectionLayoutSpacing { .init(v, flexible: true) }
}

/// One cell's box (`NSCollectionLayoutItem`).
open class NSCollectionLayoutItem: NSObject, @unchecked Sendable {
    /// Its size against its container (`layoutSize`).
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the cell inside its box (`contentInsets`).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Creates an item (`init(layoutSize:)`).
    public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }
}

/// A row or column of items, itself an item (`NSCollectionLayoutGroup`).
open class NSCollectionLayoutGroup: NSCollectionLayoutItem, @unchecked Sendable {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The items (`subitems`).
    public let subitems: [NSCollectionLayoutItem]
    let count: Int?
    /// Space between its items (`interItemSpacing`).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, size: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis; self.subitems = subitems; self.count = count.map { max(1, $0) }
        super.init(layoutSize: size)
    }
    /// Items side by side, repeated while they fit (`.horizontal(layoutSize:subitems:)`).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .horizontal, size: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` equal items side by side (`.horizontal(layoutSize:subitem:count:)`).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .horizontal, size: layoutSize, subitems: [subitem], count: count)
    }
    /// Items stacked, repeated while they fit (`.vertical(layoutSize:subitems:)`).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .vertical, size: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` equal items stacked (`.vertical(layoutSize:subitem:count:)`).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .vertical, size: layoutSize, subitems: [subitem], count: count)
    }

    /// The cells' frames of one instance of the group placed in `box`: with `count`, the
    /// group's extent less the spacing split in `count` equal parts (UIKit's documented
    /// behaviour); without, the subitems in order, repeated while the next one fits.
    func leafFrames(in box: CGRect) -> [CGRect] {
        let gap = interItemSpacing?.value ?? 0
        let horizontal = axis == .horizontal
        let extent = horizontal ? box.width : box.height
        var out: [CGRect] = []
        var cursor: CGFloat = 0
        var placed = 0
        let limit = count ?? 10_000
        var k = 0
        while placed < limit && !subitems.isEmpty {
            let item = subitems[k % subitems.count]
            var size = item.layoutSize.resolve(in: box.size)
            if let c = count {
                let share = max(0, (extent - gap * CGFloat(c - 1)) / CGFloat(c))
                if horizontal { size.width = share } else { size.height = share }
            }
            let along = horizontal ? size.width : size.height
            if count == nil && placed > 0 && cursor + along > extent + 0.0001 { break }
            if count == nil && along <= 0 { break }
            let r =
                horizontal
                ? CGRect(x: box.minX + cursor, y: box.minY, width: size.width, height: size.height)
                : CGRect(x: box.minX, y: box.minY + cursor, width: size.width, height: size.height)
            if let g = item as? NSCollectionLayoutGroup {
                out += g.leafFrames(in: r)
            } else {
                let i = item.contentInsets
                out.append(
                    CGRect(
                        x: r.minX + i.leading, y: r.minY + i.top, width: max(0, r.width - i.leading - i.trailing),
                        height: max(0, r.height - i.top - i.bottom)))
            }
            cursor += along + gap
            placed += 1
            k += 1
            if count == nil && cursor > extent { break }
        }
        return out
    }
}

/// Where a boundary item sits (`NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A section header or footer (`NSCollectionLayoutBoundarySupplementaryItem`).
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem, @unchecked Sendable {
    /// The kind the view is registered and dequeued under (`elementKind`).
    public let elementKind: String
    /// Top (a header) or bottom (a footer) (`alignment`).
    public let alignment: NSRectAlignment
    /// Stored; headers are not pinned here (`pinToVisibleBounds`).
    open var pinToVisibleBounds = false
    /// Creates one (`init(layoutSize:elementKind:alignment:)`).
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind; self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

/// How a section scrolls across the main axis (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// The layout's surroundings handed to a section provider (`NSCollectionLayoutEnvironment`).
public final class NSCollectionLayoutEnvironment: NSObject, @unchecked Sendable {
    /// The container's size (`container.effectiveContentSize`).
    public let container: NSCollectionLayoutContainer
    init(size: CGSize) { container = NSCollectionLayoutContainer(size: size) }
}

/// A container size (`NSCollectionLayoutContainer`).
public final class NSCollectionLayoutContainer: NSObject, @unchecked Sendable {
    /// The size (`contentSize`, `effectiveContentSize`).
    public let contentSize: CGSize
    public var effectiveContentSize: CGSize { contentSize }
    init(size: CGSize) { contentSize = size }
}

/// Groups repeated down a section (`NSCollectionLayoutSection`).
open class NSCollectionLayoutSection: NSObject, @unchecked Sendable {
    /// The repeated group (`group`).
    public let group: NSCollectionLayoutGroup
    /// Between groups (`interGroupSpacing`).
    open var interGroupSpacing: CGFloat = 0
    /// Around the groups (`contentInsets`).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Groups side by side across the scrolling axis instead of down it; drawn as a static
    /// row here (the row does not scroll) (`orthogonalScrollingBehavior`).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers (`boundarySupplementaryItems`).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers follow `contentInsets` (`supplementariesFollowContentInsets`; default true).
    open var supplementariesFollowContentInsets = true
    /// The list configuration of a `list(using:layoutEnvironment:)` section, else nil.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Creates a section (`init(group:)`).
    public init(group: NSCollectionLayoutGroup) { self.group = group }
}

/// Sections of groups of items (`UICollectionViewCompositionalLayout`, SEMANTICS.md §17),
/// vertical: each section's groups are sized against the collection's width less the
/// section's insets and stacked with `interGroupSpacing`; each group places the next items.
open class UICollectionViewCompositionalLayout: PreparedCollectionLayout {
    /// A section for an index and environment.
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    let provider: SectionProvider

    /// Every section alike (`init(section:)`).
    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        super.init()
    }
    /// A section per index (`init(sectionProvider:)`).
    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        super.init()
    }

    /// The section the provider gives for `index` in the collection's bounds.
    func section(at index: Int) -> NSCollectionLayoutSection? {
        guard let cv = collectionView else { return nil }
        return provider(index, NSCollectionLayoutEnvironment(size: cv.bounds.size))
    }

    open override func prepare() {
        items = []; supplementary = [:]; contentSize = .zero
        guard let cv = collectionView else { return }
        let width = cv.bounds.width, height = cv.bounds.height
        let env = NSCollectionLayoutEnvironment(size: cv.bounds.size)
        var y: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let n = cv.numberOfItems(inSection: s)
            guard let section = provider(s, env) else { items.append([]); continue }
            let ins = section.contentInsets
            let inner = CGSize(width: max(0, width - ins.leading - ins.trailing), height: height)
            let supX = section.supplementariesFollowContentInsets ? ins.leading : 0
            let supSize = section.supplementariesFollowContentInsets ? inner : CGSize(width: width, height: height)
            for b in section.boundarySupplementaryItems where b.alignment == .top || b.alignment == .topLeading {
                let sz = b.layoutSize.resolve(in: supSize)
                let a = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: b.elementKind, with: IndexPath(item: 0, section: s))
                a.frame = CGRect(x: supX, y: y, width: sz.width, height: sz.height)
                supplementary[b.elementKind, default: [:]][s] = a
                y += sz.height
            }
            y += ins.top
            let groupSize = section.group.layoutSize.resolve(in: inner)
            var frames: [CGRect] = []
            var groupBottom = y
            if section.orthogonalScrollingBehavior != .none {
                var x = ins.leading
                while frames.count < n {
                    let f = section.group.leafFrames(
                        in: CGRect(x: x, y: y, width: groupSize.width, height: groupSize.height))
                    if f.isEmpty { break }
                    frames += f
                    x += groupSize.width + section.interGroupSpacing
                }
                groupBottom = y + (n > 0 ? groupSize.height : 0)
            } else {
                var gy = y
                var first = true
                while frames.count < n {
                    if !first { gy += section.interGroupSpacing }
                    first = false
                    let f = section.group.leafFrames(
                        in: CGRect(x: ins.leading, y: gy, width: groupSize.width, height: groupSize.height))
                    if f.isEmpty { break }
                    frames += f
                    gy += groupSize.height
                }
                groupBottom = gy
            }
            var attrs: [UICollectionViewLayoutAttributes] = []
            for i in 0..<n {
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                a.frame = i < frames.count ? frames[i] : .zero
                attrs.append(a)
            }
            items.append(attrs)
            y = groupBottom + ins.bottom
            for b in section.boundarySupplementaryItems where b.alignment == .bottom || b.alignment == .bottomLeading {
                let sz = b.layoutSize.resolve(in: supSize)
                let a = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: b.elementKind, with: IndexPath(item: 0, section: s))
                a.frame = CGRect(x: supX, y: y, width: sz.width, height: sz.height)
                supplementary[b.elementKind, default: [:]][s] = a
                y += sz.height
            }
        }
        contentSize = CGSize(width: width, height: y)
    }
}
