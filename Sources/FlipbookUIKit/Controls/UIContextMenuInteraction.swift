import Foundation

/// Something a view does when added to it (`UIInteraction`).
public protocol UIInteraction: AnyObject {
    /// The view the interaction is on (`view`).
    var view: UIView? { get }
    /// Before the interaction moves to `view` (nil when removed) (`willMove(to:)`).
    func willMove(to view: UIView?)
    /// After the interaction moved to `view` (`didMove(to:)`).
    func didMove(to view: UIView?)
}

extension UIView {
    /// Adds `interaction` (`addInteraction(_:)`); adding one twice keeps one.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` (`removeInteraction(_:)`); one not added is ignored.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let i = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.remove(at: i)
        interaction.didMove(to: nil)
    }
}

/// Makes the view controller a context menu shows as its preview (`UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
/// Makes a context menu from the suggested elements (`UIContextMenuActionProvider`).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// What a context menu shows (`UIContextMenuConfiguration`, SEMANTICS.md §28.3).
open class UIContextMenuConfiguration: NSObject {
    /// The identity given at creation (`identifier`); a fresh `UUID` string unless given.
    public let identifier: AnyObject
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier.map { $0 as AnyObject } ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu the action provider makes from `suggestedActions`, nil without one
    /// (Flipbook's own: what the menu would show).
    public func makeMenu(suggestedActions: [UIMenuElement] = []) -> UIMenu? {
        actionProvider?(suggestedActions)
    }

    /// The preview controller the preview provider makes, nil without one (Flipbook's own).
    public func makePreview() -> UIViewController? { previewProvider?() }
}

/// The delegate of a context menu interaction (`UIContextMenuInteractionDelegate`).
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu for a long press at `location` in the interaction's view, nil for none
    /// (`contextMenuInteraction(_:configurationForMenuAtLocation:)`; required).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The menu is about to show (`contextMenuInteraction(_:willDisplayMenuFor:animator:)`;
    /// never called: menus are not shown).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to close (`contextMenuInteraction(_:willEndFor:animator:)`; never
    /// called).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}

/// The animator of a context menu's appearance (`UIContextMenuInteractionAnimating`).
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller (`previewViewController`).
    var previewViewController: UIViewController? { get }
    /// Runs `animations` alongside (`addAnimations(_:)`).
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` after (`addCompletion(_:)`).
    func addCompletion(_ completion: @escaping () -> Void)
}

/// A long-press menu on a view (`UIContextMenuInteraction`): stored, never shown; a test asks
/// for the menu a press would open with `configuration(at:)`.
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The delegate given at creation (`delegate`), held weakly.
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view it was added to (`view`).
    public private(set) weak var view: UIView?

    /// `UIContextMenuInteraction(delegate:)`.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }

    /// Where the interaction's press is in `view`'s coordinates (`location(in:)`): the centre
    /// of the interaction's view, as no press is played.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let c = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        guard let view else { return c }
        return own.convert(c, to: view)
    }

    /// Closes the menu (`dismissMenu()`); nothing is open.
    open func dismissMenu() {}

    /// The configuration the delegate gives for a press at `location` (Flipbook's own: what a
    /// long press would ask), nil without a delegate or a view, or for a non-finite point.
    public func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
        guard location.x.isFinite, location.y.isFinite, view != nil else { return nil }
        return delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
    }
}
