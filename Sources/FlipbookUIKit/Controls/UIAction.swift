import Foundation

/// An action with a handler closure (`UIAction`), for `UIControl.addAction(_:for:)`,
/// `UIButton(primaryAction:)` and the controls' `init(frame:primaryAction:)`. Its title and
/// image are stored (menus are not drawn, SEMANTICS.md §28.3).
open class UIAction: UIMenuElement {
    /// An action's identity (`UIAction.Identifier`): adding an action with an identifier a
    /// control already holds for the same events replaces it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The string.
        public let rawValue: String
        /// `Identifier(rawValue:)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `Identifier(_:)`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identity (`identifier`); a fresh one unless given.
    public let identifier: Identifier
    /// Stored (`discoverabilityTitle`).
    open var discoverabilityTitle: String?
    /// Stored (`attributes`).
    open var attributes: Attributes
    /// Stored (`state`).
    open var state: State
    /// The control that sent the action last (`sender`), while and after it runs.
    open internal(set) weak var sender: AnyObject?
    let handler: (UIAction) -> Void

    private static let last = Locked(0)

    /// `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping (UIAction) -> Void
    ) {
        self.identifier =
            identifier
            ?? Identifier(
                "flipbook.action.\(Self.last.withLock { n -> Int in n += 1; return n })")
        self.discoverabilityTitle = discoverabilityTitle; self.attributes = attributes; self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// `UIAction(handler:)`.
    public convenience init(handler: @escaping (UIAction) -> Void) {
        self.init(title: "", handler: handler)
    }
}
