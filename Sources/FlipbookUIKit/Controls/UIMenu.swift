import Foundation

/// An entry of a menu (`UIMenuElement`, SEMANTICS.md §28.3): a `UIAction`, a `UIMenu` or a
/// `UIDeferredMenuElement`. Menus are stored, never drawn.
open class UIMenuElement: NSObject {
    /// Menu attributes (`UIMenuElement.Attributes`); stored.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// `Attributes(rawValue:)`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// 1.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// 2.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// 4.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// A menu element's check state (`UIMenuElement.State`); stored.
    public enum State: Int, Sendable {
        /// 0.
        case off
        /// 1.
        case on
        /// 2.
        case mixed
    }

    /// The title (`title`).
    open var title: String
    /// The image (`image`).
    open var image: UIImage?
    /// Stored (`subtitle`, iOS 15).
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// A menu: a title and its children (`UIMenu`).
open class UIMenu: UIMenuElement {
    /// A menu's identity (`UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The string.
        public let rawValue: String
        /// `Identifier(rawValue:)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `Identifier(_:)`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How the menu shows (`UIMenu.Options`); stored.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// `Options(rawValue:)`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children shown inline in the parent, between separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children shown as a row (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The identity (`identifier`); a fresh one unless given.
    public let identifier: Identifier
    /// The options given at creation (`options`).
    public let options: Options
    /// The entries (`children`).
    public let children: [UIMenuElement]
    /// How large the children show (`preferredElementSize`, iOS 16; default `.large`); stored.
    open var preferredElementSize: UIMenu.ElementSize = .large

    /// The size of a menu's children (`UIMenu.ElementSize`, iOS 16).
    public enum ElementSize: Int, Sendable {
        /// 0: icons only, in a row.
        case small
        /// 1: icon over title, in a row.
        case medium
        /// 2: one row each (the default).
        case large
    }

    private static let last = Locked(0)

    /// `UIMenu(title:subtitle:image:identifier:options:children:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier =
            identifier
            ?? Identifier("flipbook.menu.\(Self.last.withLock { n -> Int in n += 1; return n })")
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A copy of the menu with other children (`replacingChildren(_:)`).
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }
}

/// A menu entry whose elements are made when the menu opens (`UIDeferredMenuElement`).
open class UIDeferredMenuElement: UIMenuElement {
    /// The provider given at creation: it calls its completion with the elements.
    let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
    /// Whether the elements are asked for every time (`uncached(_:)`) or once.
    public let isUncached: Bool
    private var cached: [UIMenuElement]?

    private init(provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void, uncached: Bool) {
        self.provider = provider
        self.isUncached = uncached
        super.init(title: "", image: nil)
    }

    /// `UIDeferredMenuElement(_:)`: the elements are asked for once and kept.
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider, uncached: false)
    }

    /// `UIDeferredMenuElement.uncached(_:)`: the elements are asked for every time.
    public static func uncached(
        _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
    ) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, uncached: true)
    }

    /// The elements, as the menu opening would ask for them, or nil while the provider has not
    /// called its completion (Flipbook's own); a cached element keeps the first answer.
    public func resolvedElements() -> [UIMenuElement]? {
        if !isUncached, let cached { return cached }
        var got: [UIMenuElement]?
        provider { got = $0 }
        if !isUncached, got != nil { cached = got }
        return got
    }
}
