import Foundation
import FlipbookLayout

extension NSLayoutConstraint {
    /// `constraints(withVisualFormat:options:metrics:views:)`: the constraints an ASCII-art
    /// format describes ("H:|-[icon(40)]-8-[title]-|"), parsed by FlipbookLayout's visual
    /// format parser and made into constraints between the named views (SEMANTICS.md §16.7).
    ///
    /// `|` is the views' superview. A bare `-` between views is the standard 8 points; a bare
    /// `-` next to `|` ties the view to the superview's layout margin (as UIKit does since
    /// iOS 8, where it prints those constraints against the margins). A format UIKit refuses
    /// (a syntax error, a name not in `views` or `metrics`) is reported as UIKit raises it, and
    /// no constraint is made.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            if let d = value as? Double {
                numbers[name] = d
            } else if let f = value as? CGFloat {
                numbers[name] = Double(f)
            } else if let i = value as? Int {
                numbers[name] = Double(i)
            } else if let f = value as? Float {
                numbers[name] = Double(f)
            } else if let n = value as? NSNumber {
                numbers[name] = n.doubleValue
            }
        }
        var items: [String: AnyObject] = [:]
        for (name, value) in views {
            guard let v = value as? UIView else {
                LayoutReport.invalid(
                    "The value for key '\(name)' in the views dictionary of \"\(format)\" is not a UIView")
                return []
            }
            items[name] = v
        }
        var options = VisualFormat.Options()
        switch opts.intersection(.directionMask).rawValue {
        case FormatOptions.directionLeftToRight.rawValue: options.direction = .leftToRight
        case FormatOptions.directionRightToLeft.rawValue: options.direction = .rightToLeft
        default: options.direction = .leadingToTrailing
        }
        let alignments: [(FormatOptions, LayoutAttribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        options.alignment = alignments.filter { opts.contains($0.0) }.map(\.1)
        let parsed: [VisualFormatConstraint]
        do {
            parsed = try VisualFormat.parse(format, metrics: numbers, views: Set(items.keys), options: options)
        } catch {
            LayoutReport.invalid(error.description)
            return []
        }
        // `|` is the superview of the views the format names.
        let named = parsed.flatMap { [$0.firstItem, $0.secondItem].compactMap { $0 } }
        let superview: UIView? = named.lazy.compactMap { item -> UIView? in
            if case .view(let n) = item { return (items[n] as? UIView)?.superview }
            return nil
        }.first
        var out: [NSLayoutConstraint] = []
        for p in parsed {
            func resolve(_ item: VisualFormatConstraint.Item) -> AnyObject? {
                switch item {
                case .view(let n): return items[n]
                case .superview: return superview
                }
            }
            guard let first = resolve(p.firstItem) else {
                LayoutReport.invalid("Unable to interpret '|' in \"\(format)\": the view has no superview")
                return []
            }
            var firstAttribute = attribute(p.firstAttribute)
            var secondAttribute = attribute(p.secondAttribute)
            var constant = CGFloat(p.constant)
            if p.spacing == .standardSuperview {
                constant = 0
                if p.firstItem == .superview { firstAttribute = firstAttribute.margin }
                if p.secondItem == .superview { secondAttribute = secondAttribute.margin }
            }
            let second = p.secondItem.map(resolve) ?? nil
            if p.secondItem != nil && second == nil {
                LayoutReport.invalid("Unable to interpret '|' in \"\(format)\": the view has no superview")
                return []
            }
            let c = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation(p.relation), toItem: second,
                attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: CGFloat(p.multiplier),
                constant: constant)
            c.priority = UILayoutPriority(Float(p.priority))
            out.append(c)
        }
        return out
    }

    private static func attribute(_ a: LayoutAttribute) -> Attribute {
        Attribute.allCases.first { $0.name == a.description } ?? .notAnAttribute
    }

    private static func relation(_ r: LayoutRelation) -> Relation {
        switch r {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The margin form of an edge (`.leading` -> `.leadingMargin`).
    var margin: NSLayoutConstraint.Attribute {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return self
        }
    }
}
