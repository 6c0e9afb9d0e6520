import Foundation
import FlipbookStoryboard

/// A file's `<constraint>`s made into `NSLayoutConstraint`s (docs/SEMANTICS.md §19): once a
/// view tree is made, every constraint of every view in it is made and activated, with the
/// first item the containing view when the file leaves it out, its attributes (margins and
/// baselines included), relation, multiplier (a ratio such as `16:9` already divided by the
/// reader), constant, priority and identifier. Items are views of the tree or layout guides:
/// `<viewLayoutGuide key="safeArea">` is the view's `safeAreaLayoutGuide`, `key="layoutMargins"`
/// its `layoutMarginsGuide`, and the old `<viewControllerLayoutGuide type="top">` (`bottom`) the
/// top (bottom) edge of the root view's safe area, which is what those guides became in iOS 11;
/// a scroll view's `key="contentLayoutGuide"` and `key="frameLayoutGuide"` are its
/// `contentLayoutGuide` and `frameLayoutGuide`.
/// Each constraint is registered by its id, so outlets to constraints connect.
extension NibLoading {
    /// The layout guides the tree of `o` declares, by id: the guide object and, for the old
    /// top and bottom guides, the edge they stand for.
    private func guides(in o: IBObject, into out: inout [String: (UILayoutGuide, String)]) {
        if let view = instances[o.id] as? UIView {
            for g in o.layoutGuides {
                switch g.key {
                case "safeArea": out[g.id] = (view.safeAreaLayoutGuide, g.key)
                case "layoutMargins": out[g.id] = (view.layoutMarginsGuide, g.key)
                case "readableContent": out[g.id] = (view.readableContentGuide, g.key)
                case "top", "bottom": out[g.id] = (view.safeAreaLayoutGuide, g.key)
                case "contentLayoutGuide" where view is UIScrollView:
                    out[g.id] = ((view as! UIScrollView).contentLayoutGuide, g.key)
                case "frameLayoutGuide" where view is UIScrollView:
                    out[g.id] = ((view as! UIScrollView).frameLayoutGuide, g.key)
                default:
                    StoryboardDiagnostics.printOnce(
                        "\(file):\(o.line): warning: layout guide '\(g.key)' of <\(o.element)> is not modelled in Flipbook; constraints to it are left out"
                    )
                }
            }
        }
        for child in Self.members(o) { guides(in: child, into: &out) }
    }

    /// Makes and activates the constraints of `root`'s tree, which must be made already.
    /// Returns them in file order.
    @discardableResult
    func makeConstraints(_ root: IBObject) -> [NSLayoutConstraint] {
        var guideMap: [String: (UILayoutGuide, String)] = [:]
        guides(in: root, into: &guideMap)
        var made: [NSLayoutConstraint] = []
        func walk(_ o: IBObject) {
            for c in o.constraints {
                if let constraint = make(c, guides: guideMap) {
                    instances[c.id] = constraint
                    made.append(constraint)
                }
            }
            for child in Self.members(o) { walk(child) }
        }
        walk(root)
        NSLayoutConstraint.activate(made)
        return made
    }

    /// One constraint, or nil (said on standard error) when an item was not made.
    private func make(_ c: IBConstraint, guides: [String: (UILayoutGuide, String)]) -> NSLayoutConstraint? {
        func item(_ id: String, _ attribute: IBLayoutAttribute) -> (AnyObject, NSLayoutConstraint.Attribute)? {
            var a = Self.attribute(attribute)
            if let (guide, key) = guides[id] {
                // The old top guide's bottom is the safe area's top; the bottom guide's top
                // is its bottom.
                if key == "top" && a == .bottom { a = .top }
                if key == "bottom" && a == .top { a = .bottom }
                return (guide, a)
            }
            if let view = instances[id] as? UIView { return (view, a) }
            return nil
        }
        guard let first = item(c.firstItem, c.firstAttribute) else {
            unmadeItem(c, c.firstItem)
            return nil
        }
        var second: (AnyObject, NSLayoutConstraint.Attribute)?
        if let id = c.secondItem {
            guard let s = item(id, c.secondAttribute ?? c.firstAttribute) else {
                unmadeItem(c, id)
                return nil
            }
            second = s
        } else if let a = c.secondAttribute, let s = item(c.container, a) {
            // A second attribute without an item names the containing view.
            second = s
        }
        let relation: NSLayoutConstraint.Relation =
            switch c.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let made = NSLayoutConstraint(
            item: first.0, attribute: first.1, relatedBy: relation, toItem: second?.0,
            attribute: second?.1 ?? .notAnAttribute, multiplier: CGFloat(c.multiplier), constant: CGFloat(c.constant))
        made.priority = UILayoutPriority(Float(c.priority))
        made.identifier = c.identifier
        return made
    }

    private func unmadeItem(_ c: IBConstraint, _ id: String) {
        StoryboardDiagnostics.printOnce(
            "\(file):\(c.line): warning: constraint \(c.id) is left out: its item \(id) is not a view Flipbook made")
    }

    /// UIKit's attribute for the file's name (the two enumerations have the same cases).
    static func attribute(_ a: IBLayoutAttribute) -> NSLayoutConstraint.Attribute {
        switch a {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        }
    }
}
