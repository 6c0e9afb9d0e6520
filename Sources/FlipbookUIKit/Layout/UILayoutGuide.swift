import Foundation

/// A rectangle that takes part in Auto Layout without being a view (`UILayoutGuide`): an
/// app's own guide (`addLayoutGuide(_:)`) is placed by its constraints; a view's
/// `safeAreaLayoutGuide`, `layoutMarginsGuide` and `readableContentGuide` follow the view's
/// bounds less its insets (SEMANTICS.md §16).
open class UILayoutGuide: NSObject {
    /// What a system guide follows. `scrollContent` and `scrollFrame` are a scroll view's
    /// `contentLayoutGuide` (the content area, its size the `contentSize`) and
    /// `frameLayoutGuide` (the scroll view's own rectangle).
    enum Kind { case app, safeArea, margins, readableContent, stackSpacer, scrollContent, scrollFrame }

    /// The view whose guide it is (`owningView`).
    public internal(set) weak var owningView: UIView?
    /// A name for messages (`identifier`).
    open var identifier = ""
    let kind: Kind
    /// The frame the last layout gave an app's guide, in the owning view's coordinates.
    var solvedFrame: CGRect = .zero

    /// `UILayoutGuide()`: a guide for `addLayoutGuide(_:)`.
    public override init() { kind = .app; super.init() }

    init(owningView: UIView, kind: Kind) {
        self.owningView = owningView; self.kind = kind
        super.init()
        switch kind {
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .margins: identifier = "UIViewLayoutMarginsGuide"
        case .readableContent: identifier = "UIViewReadableContentGuide"
        case .scrollContent: identifier = "UIScrollViewContentLayoutGuide"
        case .scrollFrame: identifier = "UIScrollViewFrameLayoutGuide"
        case .app, .stackSpacer: break
        }
    }

    /// Where the guide is in its owning view's coordinates (`layoutFrame`): a system guide's
    /// from the view's bounds and insets now; an app guide's from the last layout; a scroll
    /// view's content guide at the content's origin, `contentSize` large.
    public var layoutFrame: CGRect {
        guard let v = owningView else { return .zero }
        switch kind {
        case .app, .stackSpacer: return solvedFrame
        case .scrollContent: return CGRect(origin: .zero, size: (v as? UIScrollView)?.contentSize ?? .zero)
        default: return v.bounds.inset(by: v.guideInsets(kind))
        }
    }

    /// The constraints on this guide's attributes, held by its owning view and its ancestors
    /// (`constraintsAffectingLayout(for:)`).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var out: [NSLayoutConstraint] = []
        var v = owningView
        while let cur = v {
            for c in cur.layoutStorage.constraints
            where (c.firstTerms + c.secondTerms).contains(where: { $0.item === self && $0.attribute.axis == axis }) {
                out.append(c)
            }
            v = cur.superview
        }
        return out
    }

    /// Whether the guide's frame is not fixed by its constraints (`hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool { owningView.map { LayoutEngine.isAmbiguous(self, in: $0) } ?? false }
}

extension UIView {
    /// `addLayoutGuide(_:)`: the guide's frame is then in this view's coordinates.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutStorage.guides.append(guide)
        LayoutCycle.constraintsChanged(structure: true, near: self)
    }

    /// `removeLayoutGuide(_:)`.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        layoutStorage.guides.removeAll { $0 === guide }
        guide.owningView = nil
        LayoutCycle.constraintsChanged(structure: true, near: self)
    }

    /// The guides added with `addLayoutGuide(_:)` (`layoutGuides`).
    public var layoutGuides: [UILayoutGuide] { layoutStorage.guides }

    /// The safe area as a layout guide (`safeAreaLayoutGuide`): the bounds less
    /// `safeAreaInsets`; one guide per view.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let g = layoutStorage.safeAreaGuide { return g }
        let g = UILayoutGuide(owningView: self, kind: .safeArea)
        layoutStorage.safeAreaGuide = g
        return g
    }

    /// The layout margins as a layout guide (`layoutMarginsGuide`): the bounds less the
    /// effective `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        if let g = layoutStorage.marginsGuide { return g }
        let g = UILayoutGuide(owningView: self, kind: .margins)
        layoutStorage.marginsGuide = g
        return g
    }

    /// A guide for text no wider than is comfortable to read (`readableContentGuide`): the
    /// margins guide; in a regular (or unset) horizontal size class narrowed to
    /// `UIView.readableContentWidth` and centred when wider. In a compact width it is the
    /// margins guide whatever the width (a phone in landscape).
    public var readableContentGuide: UILayoutGuide {
        if let g = layoutStorage.readableGuide { return g }
        let g = UILayoutGuide(owningView: self, kind: .readableContent)
        layoutStorage.readableGuide = g
        return g
    }

    /// The insets of a system guide from the bounds.
    func guideInsets(_ kind: UILayoutGuide.Kind) -> UIEdgeInsets {
        switch kind {
        case .safeArea: return safeAreaInsets
        case .margins: return layoutMargins
        case .readableContent:
            var m = layoutMargins
            let w = bounds.width - m.left - m.right
            if traitCollection.horizontalSizeClass != .compact, w > UIView.readableContentWidth {
                let extra = (w - UIView.readableContentWidth) / 2
                m.left += extra; m.right += extra
            }
            return m
        case .app, .stackSpacer, .scrollContent, .scrollFrame: return .zero
        }
    }

    /// The widest readable content at the default text size, in points: 672 (what UIKit's
    /// `readableContentGuide` gives on an iPad at the default Dynamic Type size, observed;
    /// every phone in portrait is narrower, so there it equals the margins guide).
    public static let readableContentWidth: CGFloat = 672
}
