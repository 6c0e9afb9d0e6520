import Foundation

/// One attribute of a view or layout guide, for making constraints (`NSLayoutAnchor`). The
/// three kinds, `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and `NSLayoutDimension`, only
/// relate to anchors of their own kind, as in UIKit.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let terms: [AnchorTerm]

    init(terms: [AnchorTerm]) { self.terms = terms }
    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        terms = [AnchorTerm(item: item, attribute: attribute, coefficient: 1)]
    }

    /// The view or guide (`item`).
    public var item: AnyObject? { terms.first?.item }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: terms, firstAttribute: terms.first?.attribute ?? .notAnAttribute, relation: relation,
            second: other?.terms ?? [], secondAttribute: other?.terms.first?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }

    /// `constraint(equalTo:)` and `constraint(equalTo:constant:)`: self == anchor + constant.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `constraint(greaterThanOrEqualTo:constant:)`: self >= anchor + constant.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `constraint(lessThanOrEqualTo:constant:)`: self <= anchor + constant.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// self relation anchor + the system spacing x multiplier: the system-spacing forms of
    /// both position axes (`...SystemSpacingAfter:` and `...SystemSpacingBelow:`).
    func spaced(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, _ multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(relation, anchor, constant: systemSpacing * multiplier)
    }

    /// The distance from this anchor to `other` as a dimension (`other - self`): the
    /// `anchorWithOffset(to:)` of both position axes.
    func offset(to other: NSLayoutAnchor<AnchorType>) -> NSLayoutDimension {
        NSLayoutDimension(
            terms: other.terms
                + terms.map { AnchorTerm(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient) })
    }

    /// The name UIKit prints.
    open override var description: String { LayoutItem.describe(terms) }
}

/// The standard space between two sibling views' edges (`constraint(equalToSystemSpacingAfter:)`
/// and VFL's `-`): 8 points (Apple's Auto Layout Guide; Flipbook does not vary it by font).
let systemSpacing: CGFloat = 8

/// A horizontal edge or centre (`NSLayoutXAxisAnchor`).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`: self == anchor + 8 * multiplier.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        spaced(.equal, anchor, multiplier)
    }
    /// `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        spaced(.greaterThanOrEqual, anchor, multiplier)
    }
    /// `constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        spaced(.lessThanOrEqual, anchor, multiplier)
    }
    /// `anchorWithOffset(to:)`: the distance from this anchor to `otherAnchor`, as a dimension.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { offset(to: otherAnchor) }
}

/// A vertical edge, centre or baseline (`NSLayoutYAxisAnchor`).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `constraint(equalToSystemSpacingBelow:multiplier:)`: self == anchor + 8 * multiplier.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        spaced(.equal, anchor, multiplier)
    }
    /// `constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        spaced(.greaterThanOrEqual, anchor, multiplier)
    }
    /// `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        spaced(.lessThanOrEqual, anchor, multiplier)
    }
    /// `anchorWithOffset(to:)`: the distance from this anchor to `otherAnchor`, as a dimension.
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { offset(to: otherAnchor) }
}

/// A width or height (`NSLayoutDimension`).
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `constraint(equalToConstant:)`: self == c.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `constraint(greaterThanOrEqualToConstant:)`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `constraint(lessThanOrEqualToConstant:)`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// `constraint(equalTo:multiplier:constant:)`: self == m * anchor + c.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `constraint(greaterThanOrEqualTo:multiplier:constant:)`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `constraint(lessThanOrEqualTo:multiplier:constant:)`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// The anchors of a view or a layout guide, by attribute.
protocol LayoutAnchorProviding: AnyObject {}

extension LayoutAnchorProviding {
    func x(_ a: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: a) }
    func y(_ a: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: a) }
    func d(_ a: NSLayoutConstraint.Attribute) -> NSLayoutDimension { NSLayoutDimension(item: self, attribute: a) }
}

extension UIView: LayoutAnchorProviding {
    /// `leadingAnchor`: the left edge in a left-to-right interface, the right one otherwise.
    public var leadingAnchor: NSLayoutXAxisAnchor { x(.leading) }
    /// `trailingAnchor`.
    public var trailingAnchor: NSLayoutXAxisAnchor { x(.trailing) }
    /// `leftAnchor`.
    public var leftAnchor: NSLayoutXAxisAnchor { x(.left) }
    /// `rightAnchor`.
    public var rightAnchor: NSLayoutXAxisAnchor { x(.right) }
    /// `topAnchor`.
    public var topAnchor: NSLayoutYAxisAnchor { y(.top) }
    /// `bottomAnchor`.
    public var bottomAnchor: NSLayoutYAxisAnchor { y(.bottom) }
    /// `widthAnchor`.
    public var widthAnchor: NSLayoutDimension { d(.width) }
    /// `heightAnchor`.
    public var heightAnchor: NSLayoutDimension { d(.height) }
    /// `centerXAnchor`.
    public var centerXAnchor: NSLayoutXAxisAnchor { x(.centerX) }
    /// `centerYAnchor`.
    public var centerYAnchor: NSLayoutYAxisAnchor { y(.centerY) }
    /// `firstBaselineAnchor`: a label's first text baseline; the bottom edge of other views.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { y(.firstBaseline) }
    /// `lastBaselineAnchor`: a label's last text baseline; the bottom edge of other views.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { y(.lastBaseline) }
}

extension UILayoutGuide: LayoutAnchorProviding {
    /// `leadingAnchor`.
    public var leadingAnchor: NSLayoutXAxisAnchor { x(.leading) }
    /// `trailingAnchor`.
    public var trailingAnchor: NSLayoutXAxisAnchor { x(.trailing) }
    /// `leftAnchor`.
    public var leftAnchor: NSLayoutXAxisAnchor { x(.left) }
    /// `rightAnchor`.
    public var rightAnchor: NSLayoutXAxisAnchor { x(.right) }
    /// `topAnchor`.
    public var topAnchor: NSLayoutYAxisAnchor { y(.top) }
    /// `bottomAnchor`.
    public var bottomAnchor: NSLayoutYAxisAnchor { y(.bottom) }
    /// `widthAnchor`.
    public var widthAnchor: NSLayoutDimension { d(.width) }
    /// `heightAnchor`.
    public var heightAnchor: NSLayoutDimension { d(.height) }
    /// `centerXAnchor`.
    public var centerXAnchor: NSLayoutXAxisAnchor { x(.centerX) }
    /// `centerYAnchor`.
    public var centerYAnchor: NSLayoutYAxisAnchor { y(.centerY) }
}
