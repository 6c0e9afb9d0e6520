import Foundation

/// Auto Layout's state of one view (held by `UIView.layoutStorage`).
final class ViewLayoutStorage {
    var translatesAutoresizingMask = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    /// The constraints this view holds (`UIView.constraints`).
    var constraints: [NSLayoutConstraint] = []
    /// Whether a constraint names this view (it then takes part in layout).
    var usesConstraints = false
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// Margins the app set (`directionalLayoutMargins`); nil for the default.
    var margins: NSDirectionalEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// Content hugging and compression resistance, horizontal then vertical.
    var hugging: (Float, Float) = (250, 250)
    var compressionResistance: (Float, Float) = (750, 750)
    var needsLayout = true
    var needsUpdateConstraints = false
    /// The controller whose root view this is.
    weak var viewController: UIViewController?
    /// The frame the last solve gave this view, in its superview's coordinates (nil: the
    /// engine does not place it).
    var engineFrame: CGRect?
    /// `intrinsicContentSize` as last read by a layout, until `invalidateIntrinsicContentSize()`.
    var intrinsicSize: CGSize?
    /// For a label of several lines without `preferredMaxLayoutWidth`: the width the last
    /// layout gave it, which its intrinsic height wraps within.
    var wrappingWidth: CGFloat?
    /// The engine of the hierarchy this view is the root of.
    var engine: LayoutEngine?
    /// The safe-area insets the last layout pass saw (`safeAreaInsetsDidChange()` is called
    /// when they differ).
    var seenSafeAreaInsets = UIEdgeInsets.zero
    /// While a navigation transition runs, the safe area its two screens were given when it
    /// began, as insets of the view's own frame: the safe rectangle the view takes from its
    /// superview is then its frame inset by these, wherever it moves (SEMANTICS.md §16.4).
    var frozenSafeArea: UIEdgeInsets?
    /// For a hierarchy's root: `LayoutCycle.State.geometryEpoch` when its safe areas were
    /// last all compared (a pass with nothing moved since skips the comparison).
    var safeAreasCheckedEpoch = -1
    /// Set while a stack view's constraints are rebuilt, so that its own changes do not
    /// start another rebuild.
    var suppressStackUpdates = false
}

extension UIView {
    /// How a view's frame follows its superview's bounds (`UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Whether the frame is a fixed input to Auto Layout, as UIKit's autoresizing-mask
    /// constraints make it (`translatesAutoresizingMaskIntoConstraints`; true for views made
    /// in code). Set it to false to place the view with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStorage.translatesAutoresizingMask }
        set {
            guard newValue != layoutStorage.translatesAutoresizingMask else { return }
            layoutStorage.translatesAutoresizingMask = newValue
            if !newValue { layoutStorage.usesConstraints = true }
            LayoutCycle.constraintsChanged(structure: true, near: self)
        }
    }

    /// How this view resizes when its superview's bounds change (`autoresizingMask`; default
    /// none), applied while the view translates its mask into constraints.
    public var autoresizingMask: AutoresizingMask {
        get { layoutStorage.autoresizingMask }
        set { layoutStorage.autoresizingMask = newValue }
    }

    /// Whether subviews follow their autoresizing masks when this view's bounds change
    /// (`autoresizesSubviews`; default true).
    public var autoresizesSubviews: Bool {
        get { layoutStorage.autoresizesSubviews }
        set { layoutStorage.autoresizesSubviews = newValue }
    }

    // MARK: - Content size priorities

    /// `contentHuggingPriority(for:)`: how strongly the view keeps from growing past its
    /// intrinsic size; 250 for every view made in code (Interface Builder gives labels and
    /// image views 251).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(axis == .horizontal ? layoutStorage.hugging.0 : layoutStorage.hugging.1)
    }
    /// `setContentHuggingPriority(_:for:)`.
    public func setContentHuggingPriority(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutStorage.hugging.0 = p.rawValue } else { layoutStorage.hugging.1 = p.rawValue }
        LayoutCycle.constraintsChanged(structure: true, near: self)
    }
    /// `contentCompressionResistancePriority(for:)`: how strongly the view keeps from
    /// shrinking below its intrinsic size; 750 for every view.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(
            axis == .horizontal ? layoutStorage.compressionResistance.0 : layoutStorage.compressionResistance.1)
    }
    /// `setContentCompressionResistancePriority(_:for:)`.
    public func setContentCompressionResistancePriority(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutStorage.compressionResistance.0 = p.rawValue
        } else {
            layoutStorage.compressionResistance.1 = p.rawValue
        }
        LayoutCycle.constraintsChanged(structure: true, near: self)
    }

    /// `invalidateIntrinsicContentSize()`: the next layout reads `intrinsicContentSize` again.
    /// UIKit reads the size again only after this call; so does Flipbook (labels and image
    /// views call it when their text, font or image changes).
    public func invalidateIntrinsicContentSize() {
        layoutStorage.intrinsicSize = nil
        LayoutCycle.constraintsChanged(structure: false, near: self)
        (superview as? UIStackView)?.arrangedContentSizeChanged(self)
    }

    /// The intrinsic size the engine uses: read once, then kept until invalidated.
    var cachedIntrinsicContentSize: CGSize {
        if let s = layoutStorage.intrinsicSize { return s }
        let s = intrinsicContentSize
        layoutStorage.intrinsicSize = s
        return s
    }

    // MARK: - Margins

    /// The margins in left and right terms (`layoutMargins`): reading gives the effective
    /// margins (the safe area added where `insetsLayoutMarginsFromSafeArea`, the superview's
    /// where `preservesSuperviewLayoutMargins`); setting sets `directionalLayoutMargins`.
    public var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins() }
        set {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: newValue.top, leading: rtl ? newValue.right : newValue.left, bottom: newValue.bottom,
                trailing: rtl ? newValue.left : newValue.right)
        }
    }

    /// The margins as set, in leading and trailing terms (`directionalLayoutMargins`):
    /// 8 points each side for a view, and for a view controller's root view the system
    /// minimum margins (0 at the top and bottom, 16 points at the sides in a compact width,
    /// 20 in a regular one: Apple's documentation of `systemMinimumLayoutMargins`).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutStorage.margins ?? defaultDirectionalMargins }
        set {
            guard newValue != layoutStorage.margins else { return }
            layoutStorage.margins = newValue
            layoutMarginsChanged()
        }
    }

    /// `preservesSuperviewLayoutMargins` (default false): when true, each margin is at least
    /// the part of the superview's margin this view reaches into.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStorage.preservesSuperviewLayoutMargins }
        set { layoutStorage.preservesSuperviewLayoutMargins = newValue; layoutMarginsChanged() }
    }

    /// `insetsLayoutMarginsFromSafeArea` (default true): margins are measured from the safe
    /// area rather than the bounds.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStorage.insetsLayoutMarginsFromSafeArea }
        set { layoutStorage.insetsLayoutMarginsFromSafeArea = newValue; layoutMarginsChanged() }
    }

    func layoutMarginsChanged() {
        LayoutCycle.constraintsChanged(structure: false, near: self)
        setNeedsLayout()
        layoutMarginsDidChange()
    }

    var defaultDirectionalMargins: NSDirectionalEdgeInsets {
        if let vc = layoutStorage.viewController, vc.viewRespectsSystemMinimumLayoutMargins {
            return vc.systemMinimumLayoutMargins
        }
        return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }

    func effectiveLayoutMargins() -> UIEdgeInsets {
        let d = directionalLayoutMargins
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var m = UIEdgeInsets(
            top: d.top, left: rtl ? d.trailing : d.leading, bottom: d.bottom, right: rtl ? d.leading : d.trailing)
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m.top += s.top; m.left += s.left; m.bottom += s.bottom; m.right += s.right
        }
        if preservesSuperviewLayoutMargins, let sv = superview {
            // The part of the superview's margins this view reaches into, measured in the
            // superview's bounds (a scrolled superview's margins stay on its visible rect).
            // A table's cells take only its side margins: a table keeps its content clear of
            // the bars with its content inset, not with its cells' margins.
            let sm = sv.effectiveLayoutMargins()
            let f = frame, b = sv.bounds
            if !(sv is UITableView) {
                m.top = max(m.top, sm.top - (f.minY - b.minY))
                m.bottom = max(m.bottom, sm.bottom - (b.maxY - f.maxY))
            }
            m.left = max(m.left, sm.left - (f.minX - b.minX))
            m.right = max(m.right, sm.right - (b.maxX - f.maxX))
        }
        return m
    }
}

extension UIViewController {
    /// The least margins of the root view (`systemMinimumLayoutMargins`): 0 at the top and
    /// bottom, 16 points at the sides in a compact horizontal size class, 20 in a regular one
    /// (Apple's figures), read from the controller's `traitCollection`. Where no size class is
    /// set (a trait collection made by hand), a window under 700 points wide counts as compact
    /// (Flipbook's choice: every phone in portrait).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat
        switch traitCollection.horizontalSizeClass {
        case .compact: side = 16
        case .regular: side = 20
        default:
            let width = viewIfLoaded?.window?.bounds.width ?? UIScreen.main.bounds.width
            side = width < 700 ? 16 : 20
        }
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
