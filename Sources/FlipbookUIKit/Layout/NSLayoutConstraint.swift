import Foundation
import FlipbookCore

/// The last constraint serial handed out: constraints made earlier have smaller serials.
private let lastConstraintSerial = Locked(0)

/// One item's attribute with a coefficient: a constraint's side is a sum of these (one term
/// for the constraints UIKit's API makes, two for an `anchorWithOffset(to:)` dimension).
struct AnchorTerm {
    weak var item: AnyObject?
    var attribute: NSLayoutConstraint.Attribute
    var coefficient: Double
}

/// A relation between two items' attributes that Auto Layout keeps true
/// (`NSLayoutConstraint`): `first.attribute  relation  multiplier * second.attribute + constant`
/// (SEMANTICS.md §16).
open class NSLayoutConstraint: NSObject {
    /// The first item: a view or a layout guide (`firstItem`).
    open var firstItem: AnyObject? { firstTerms.first?.item }
    /// The attribute of the first item (`firstAttribute`).
    public let firstAttribute: Attribute
    /// `==`, `<=` or `>=` (`relation`).
    public let relation: Relation
    /// The second item, or nil for a constant size (`secondItem`).
    open var secondItem: AnyObject? { secondTerms.first?.item }
    /// The attribute of the second item; `.notAnAttribute` without one (`secondAttribute`).
    public let secondAttribute: Attribute
    /// The factor on the second attribute (`multiplier`); fixed once made, as in UIKit.
    public let multiplier: CGFloat
    /// The anchor of the first item (`firstAnchor`).
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(terms: firstTerms) }
    /// The anchor of the second item (`secondAnchor`).
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondTerms.isEmpty ? nil : NSLayoutAnchor(terms: secondTerms) }

    /// The added amount, in points (`constant`). Changing it on an active constraint lays out
    /// again on the cheap path (`setConstant` of the solver) at the next layout.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite { LayoutReport.nonFinite(self, "constant", constant) }
            LayoutCycle.constantChanged(self)
        }
    }
    /// How much the constraint matters (`priority`; default `.required`). UIKit refuses to
    /// change a required priority to an optional one (or back) on an active constraint;
    /// Flipbook allows it and lays out again.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if !(priority.rawValue > 0 && priority.rawValue <= 1000) {
                LayoutReport.invalid(
                    "NSLayoutConstraint priority \(priority.rawValue) of \(self) is outside 1...1000; it is clamped")
            }
            LayoutCycle.constraintsChanged(structure: true, near: installedOn)
        }
    }
    /// A name printed in layout messages (`identifier`).
    open var identifier: String?
    /// Stored, not used (`shouldBeArchived`).
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout (`isActive`): setting it installs it on the
    /// items' nearest common ancestor, as `activate(_:)` does, or removes it.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { NSLayoutConstraint.activate([self]) } else { NSLayoutConstraint.deactivate([self]) }
        }
    }

    var firstTerms: [AnchorTerm]
    var secondTerms: [AnchorTerm]
    /// The order constraints were made in (the later one breaks when required ones conflict).
    let serial: Int
    /// The view whose `constraints` hold this one while it is active.
    weak var installedOn: UIView?
    /// Made by a stack view or by Flipbook itself rather than by the app (`UISV-...` names).
    var isSystem = false

    init(
        first: [AnchorTerm], firstAttribute: Attribute, relation: Relation, second: [AnchorTerm],
        secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        firstTerms = first; secondTerms = second
        self.firstAttribute = firstAttribute; self.relation = relation; self.secondAttribute = secondAttribute
        self.multiplier = multiplier; self.constant = constant
        serial = lastConstraintSerial.withLock {
            $0 += 1; return $0
        }
        super.init()
        if !constant.isFinite { LayoutReport.nonFinite(self, "constant", constant) }
        if !multiplier.isFinite { LayoutReport.nonFinite(self, "multiplier", multiplier) }
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat = 1, constant c: CGFloat = 0
    ) {
        let a = view1 as AnyObject
        let b = view2.map { $0 as AnyObject }
        self.init(
            first: [AnchorTerm(item: a, attribute: attr1, coefficient: 1)], firstAttribute: attr1, relation: relation,
            second: b.map { [AnchorTerm(item: $0, attribute: attr2, coefficient: 1)] } ?? [],
            secondAttribute: b == nil ? .notAnAttribute : attr2, multiplier: multiplier, constant: c)
    }

    /// `activate(_:)`: installs each constraint on the nearest common ancestor of its items.
    /// Items without one are UIKit's exception; here a `StageError.invalidRequest` naming both
    /// (on standard error off stage), and the constraint stays inactive.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints where c.installedOn == nil {
            guard let host = c.commonAncestor() else { continue }
            host.install(c)
        }
    }

    /// `deactivate(_:)`: removes each constraint from the view that holds it.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.installedOn?.uninstall(c) }
    }

    /// The nearest view that contains every item (a layout guide counts as its owning view),
    /// reporting the error when there is none.
    func commonAncestor() -> UIView? {
        let items = (firstTerms + secondTerms).map(\.item)
        var views: [UIView] = []
        for item in items {
            guard let v = LayoutItem.view(of: item) else {
                LayoutReport.invalid(
                    "NSLayoutConstraint \(self) has an item that is gone or is not a view or a layout guide")
                return nil
            }
            views.append(v)
        }
        var host = views[0]
        for v in views.dropFirst() {
            guard let common = UIView.nearestCommonAncestor(host, v) else {
                LayoutReport.invalid(
                    "Unable to activate constraint \(self): \(LayoutItem.name(views[0])) and \(LayoutItem.name(v)) "
                        + "have no common ancestor. Does the constraint reference items in different view hierarchies?")
                return nil
            }
            host = common
        }
        return host
    }

    /// UIKit's description: `<NSLayoutConstraint 'name' card.top == UIView:/0.top + 20   (active)>`.
    open override var description: String {
        var s = "<\(isSystem ? "NSLayoutConstraint" : String(describing: type(of: self)))"
        if let identifier { s += " '\(identifier)'" }
        s += " " + LayoutItem.describe(firstTerms) + " " + relation.symbol + " "
        var rhs = ""
        if !secondTerms.isEmpty {
            rhs = LayoutItem.describe(secondTerms)
            if multiplier != 1 { rhs = "\(LayoutItem.number(multiplier))*" + rhs }
            if constant != 0 { rhs += (constant < 0 ? " - " : " + ") + LayoutItem.number(abs(constant)) }
        } else {
            rhs = LayoutItem.number(constant)
        }
        s += rhs
        if priority != .required { s += " @\(priority)" }
        s += isActive ? "   (active)>" : "   (inactive)>"
        return s
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// Naming and resolving the items of constraints (views and layout guides).
enum LayoutItem {
    /// The view an item is in: a view itself, a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let v = item as? UIView { return v }
        if let g = item as? UILayoutGuide { return g.owningView }
        return nil
    }

    /// A name for messages that does not change from run to run: the accessibility
    /// identifier, else the class and the path of subview indices from the root.
    static func name(_ item: AnyObject?) -> String {
        if let g = item as? UILayoutGuide {
            let owner = g.owningView.map { name($0) } ?? "nil"
            return "\(g.identifier.isEmpty ? "UILayoutGuide" : g.identifier):\(owner)"
        }
        guard let v = item as? UIView else { return "nil" }
        let cls = String(describing: type(of: v))
        if let id = v.accessibilityIdentifier, !id.isEmpty { return "\(cls):\(id)" }
        var path: [Int] = []
        var cur = v
        while let p = cur.superview {
            path.append(p.subviews.firstIndex { $0 === cur } ?? 0)
            cur = p
        }
        return "\(cls):/" + path.reversed().map(String.init).joined(separator: "/")
    }

    /// A cheap name for a solver variable: the identifier, else the class and the walk order.
    static func shortName(_ item: AnyObject, order: Double) -> String {
        if let v = item as? UIView, let id = v.accessibilityIdentifier, !id.isEmpty { return id }
        return "\(type(of: item))#\(LayoutItem.number(order))"
    }

    static func describe(_ terms: [AnchorTerm]) -> String {
        terms.enumerated().map { i, t in
            let body = "\(name(t.item)).\(t.attribute.name)"
            if i == 0 { return t.coefficient == 1 ? body : "\(number(t.coefficient))*\(body)" }
            return (t.coefficient < 0 ? " - " : " + ")
                + (abs(t.coefficient) == 1 ? body : "\(number(abs(t.coefficient)))*\(body)")
        }.joined()
    }

    static func number(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        return String(format: "%g", v)
    }
}

extension UIView {
    /// The nearest view that is `a` or `b` or contains both; nil when they are in different trees.
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        var seen = Set<ObjectIdentifier>()
        var v: UIView? = a
        while let cur = v { seen.insert(ObjectIdentifier(cur)); v = cur.superview }
        v = b
        while let cur = v {
            if seen.contains(ObjectIdentifier(cur)) { return cur }
            v = cur.superview
        }
        return nil
    }

    /// Adds `c` to this view's `constraints`.
    func install(_ c: NSLayoutConstraint) {
        if let old = c.installedOn { old.uninstall(c) }
        layoutStorage.constraints.append(c)
        c.installedOn = self
        for t in c.firstTerms + c.secondTerms {
            if let v = t.item as? UIView { v.layoutStorage.usesConstraints = true }
        }
        LayoutCycle.constraintsChanged(structure: true, near: self)
    }

    /// Removes `c` from this view's `constraints`.
    func uninstall(_ c: NSLayoutConstraint) {
        layoutStorage.constraints.removeAll { $0 === c }
        c.installedOn = nil
        LayoutCycle.constraintsChanged(structure: true, near: self)
    }

    /// The constraints held by this view (`constraints`): those it was given with
    /// `addConstraint(_:)` and those activated with it as the items' nearest common ancestor.
    public var constraints: [NSLayoutConstraint] { layoutStorage.constraints }

    /// `addConstraint(_:)`: installs the constraint on this view (UIKit requires this view to
    /// contain its items; a constraint whose items leave the view is skipped at layout).
    public func addConstraint(_ constraint: NSLayoutConstraint) { install(constraint) }
    /// `addConstraints(_:)`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { install(c) } }
    /// `removeConstraint(_:)`: only a constraint this view holds.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedOn === self { uninstall(constraint) }
    }
    /// `removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraint(c) } }
}
