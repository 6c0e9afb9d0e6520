import Foundation
import FlipbookCore

/// Something with traits (`UITraitEnvironment`): views, view controllers, presentation
/// controllers and the screen.
public protocol UITraitEnvironment: AnyObject {
    /// The traits in effect here.
    var traitCollection: UITraitCollection { get }
    /// Called when `traitCollection` changed.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A view's trait bookkeeping.
final class ViewTraitStorage {
    var style = UIUserInterfaceStyle.unspecified
    var last: UITraitCollection?
    /// The dynamic colour set as the background, resolved into the layer against the view's traits.
    var background: UIColor?
    /// The controller whose view this is.
    weak var controller: UIViewController?
    /// `registerForTraitChanges(_:handler:)`'s registrations.
    let registrations = TraitChangeRegistrations()
    /// Whether the last trait pass found the view in a window (cleared when it is removed
    /// from its superview), so that a pass need not walk up to the window from every view
    /// added to a deep chain.
    var inWindow = false
}

/// A controller's trait bookkeeping.
final class ControllerTraitStorage {
    var style = UIUserInterfaceStyle.unspecified
    var last: UITraitCollection?
    /// Whether the controller has heard its first traits in a window: a controller whose view
    /// got traits outside one (a navigation controller's root, a tab's, a child built before
    /// the container joins a window) still hears `traitCollectionDidChange(_:)` when the
    /// hierarchy joins one.
    var heardInWindow = false
    /// `setOverrideTraitCollection(_:forChild:)`, by child.
    var childOverrides: [(child: Weak<UIViewController>, traits: UITraitCollection)] = []
    /// `registerForTraitChanges(_:handler:)`'s registrations.
    let registrations = TraitChangeRegistrations()
}

struct Weak<T: AnyObject> { weak var value: T? }

extension UIView: UITraitEnvironment {
    /// The traits in effect here (`traitCollection`): a window's come from its device and
    /// settings; a controller's view has its controller's; any other view its superview's; a
    /// view outside a window the stage's. The nearest `overrideUserInterfaceStyle` on the way
    /// up is laid on top. Found by walking up, without recursion.
    public var traitCollection: UITraitCollection {
        var style = UIUserInterfaceStyle.unspecified
        var base: UITraitCollection?
        var v: UIView? = self
        while let cur = v {
            if style == .unspecified { style = cur.traitStorage.style }
            if let w = cur as? UIWindow { base = w.settings.windowTraits; break }
            if let c = cur.traitStorage.controller { base = c.traitCollection; break }
            v = cur.superview
        }
        let b = base ?? StageSettings.effective.windowTraits
        return style == .unspecified ? b : b.overlaid(by: UITraitCollection(userInterfaceStyle: style))
    }

    /// This view's traits given its superview's (`inherited`), without walking up again.
    private func traits(inheriting inherited: UITraitCollection) -> UITraitCollection {
        let base = traitStorage.controller?.traitCollection ?? inherited
        let style = traitStorage.style
        return style == .unspecified ? base : base.overlaid(by: UITraitCollection(userInterfaceStyle: style))
    }

    /// Light or dark for this view and its subviews whatever the environment says
    /// (`overrideUserInterfaceStyle`; default `.unspecified`: inherit).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStorage.style }
        set {
            traitStorage.style = newValue
            traitsMayHaveChanged()
        }
    }

    /// Checks this view's subtree (and the controllers whose views are in it) for new traits,
    /// parents before children, without recursion: each whose traits differ from the last ones
    /// seen resolves its dynamic colours again, hears `traitCollectionDidChange(_:)` with the
    /// old ones, then runs its trait change registrations for the traits that differ. One
    /// seeing traits for the first time resolves its colours, and when it is in a window
    /// (its first traits are the window's) hears `traitCollectionDidChange(nil)` too. A
    /// controller hears it the first time its view is in a window even when the view got the
    /// same traits before (nested in containers built outside a window); when they changed on
    /// the way it hears the change, with the traits it had outside.
    func traitsMayHaveChanged() {
        // The superview's traits as last applied, when it has seen some, instead of walking up
        // to the window for every added view (adding views one under another to a deep chain
        // would otherwise cost the square of its depth).
        let start = superview?.traitStorage.last.map { traits(inheriting: $0) } ?? traitCollection
        // In a window: the superview's finding when it has been through a pass, else a walk up.
        let inWindow: Bool
        if self is UIWindow {
            inWindow = true
        } else if let s = superview {
            inWindow = s.traitStorage.last != nil ? s.traitStorage.inWindow : s.window != nil
        } else {
            inWindow = false
        }
        var pending: [(view: UIView, traits: UITraitCollection)] = [(self, start)]
        while let (view, traits) = pending.popLast() {
            view.apply(traits, inWindow: inWindow)
            for s in view.subviews.reversed() { pending.append((s, s.traits(inheriting: traits))) }
        }
    }

    private func apply(_ new: UITraitCollection, inWindow: Bool) {
        if let c = traitStorage.controller {
            let ct = c.traitCollection
            let old = c.traitStorage.last
            c.traitStorage.last = ct
            let first = inWindow && !c.traitStorage.heardInWindow
            if inWindow { c.traitStorage.heardInWindow = true }
            if let old, old != ct {
                c.traitCollectionDidChange(old)
                c.traitStorage.registrations.notify(old: old, new: ct)
            } else if first {
                c.traitCollectionDidChange(nil)
            }
            if let pc = c.presentingViewController != nil ? c.storedPresentationController : nil {
                let pt = pc.traitCollection
                if let old = pc.lastTraits, old != pt {
                    pc.lastTraits = pt
                    pc.traitCollectionDidChange(old)
                } else {
                    pc.lastTraits = pt
                }
            }
        }
        let old = traitStorage.last
        traitStorage.last = new
        traitStorage.inWindow = inWindow
        if let old, old != new {
            traitsDidChange()
            traitCollectionDidChange(old)
            traitStorage.registrations.notify(old: old, new: new)
        } else if old == nil {
            traitsDidChange()
            if inWindow { traitCollectionDidChange(nil) }
        }
    }

    /// Sets the background: a dynamic colour is kept and resolved into the layer against this
    /// view's traits now and whenever they change.
    func setBackgroundColor(_ color: UIColor?) {
        if let color, color.isDynamic {
            traitStorage.background = color
            setLayerBackground(color.resolvedColor(with: traitCollection))
        } else {
            traitStorage.background = nil
            setLayerBackground(color)
        }
    }

    /// Resolves the dynamic background against the traits in effect: those the trait pass has
    /// just given this view (it sets them before calling here), without walking up to the
    /// window again, which made a pass through a deep chain cost the square of its depth.
    func resolveDynamicColors() {
        if let c = traitStorage.background {
            setLayerBackground(c.resolvedColor(with: traitStorage.last ?? traitCollection))
        }
    }

    /// Gives the layer a resolved background colour: its value, and for a pattern colour the
    /// colour itself, whose image the layer tiles. A change to or from a pattern takes effect
    /// at once, even in an animation block, as Core Animation cannot interpolate a pattern
    /// (chosen; SEMANTICS.md §14, "Pattern backgrounds").
    private func setLayerBackground(_ color: UIColor?) {
        let pattern = color?.pattern != nil ? color : nil
        guard pattern != nil || layer.backgroundPatternColor != nil else {
            layer.backgroundColor = color?.cgColor
            return
        }
        UIView.performWithoutAnimation {
            layer.backgroundColor = color?.cgColor
            layer.backgroundPatternColor = pattern
        }
    }
}

extension UIViewController: UITraitEnvironment {
    /// The traits in effect here (`traitCollection`): a child's come from its parent (with the
    /// parent's `setOverrideTraitCollection(_:forChild:)` on top), a presented controller's
    /// from its presentation controller, a root's from the window; `overrideUserInterfaceStyle`
    /// is laid on top.
    public var traitCollection: UITraitCollection {
        let base: UITraitCollection
        if let p = parent {
            let extra = p.traitStorage.childOverrides.first { $0.child.value === self }?.traits
            base = p.traitCollection.overlaid(by: extra)
        } else if presentingViewController != nil, let pc = storedPresentationController {
            base = pc.traitCollection
        } else if let s = viewIfLoaded?.superview {
            base = s.traitCollection
        } else {
            base = StageSettings.effective.windowTraits
        }
        let style = traitStorage.style
        return style == .unspecified ? base : base.overlaid(by: UITraitCollection(userInterfaceStyle: style))
    }

    /// Light or dark for this controller, its view and its children whatever the environment
    /// says (`overrideUserInterfaceStyle`; default `.unspecified`).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStorage.style }
        set {
            traitStorage.style = newValue
            viewIfLoaded?.traitsMayHaveChanged()
        }
    }

    /// Lays `collection` over the traits `childController` inherits from this controller
    /// (`setOverrideTraitCollection(_:forChild:)`); nil removes it.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childController: UIViewController)
    {
        traitStorage.childOverrides.removeAll { $0.child.value == nil || $0.child.value === childController }
        if let collection { traitStorage.childOverrides.append((Weak(value: childController), collection)) }
        childController.viewIfLoaded?.traitsMayHaveChanged()
    }

    /// The traits laid over `childController`'s (`overrideTraitCollection(forChild:)`).
    public func overrideTraitCollection(forChild childController: UIViewController) -> UITraitCollection? {
        traitStorage.childOverrides.first { $0.child.value === childController }?.traits
    }
}

extension UIPresentationController: UITraitEnvironment {
    /// The traits of the presented content (`traitCollection`): the presenter's, elevated for
    /// the card sheet, form sheet and popover styles (content over other content; full-screen
    /// styles stay at the base level), with `overrideTraitCollection` on top.
    public var traitCollection: UITraitCollection {
        let base =
            presentingViewController?.traitCollection ?? containerView?.window?.traitCollection
            ?? StageSettings.effective.windowTraits
        let elevated =
            self is UISheetPresentationController || presentationStyle == .pageSheet
            || presentationStyle == .formSheet || presentationStyle == .popover
        let level = elevated ? base.overlaid(by: UITraitCollection(userInterfaceLevel: .elevated)) : base
        return level.overlaid(by: overrideTraitCollection)
    }
}
