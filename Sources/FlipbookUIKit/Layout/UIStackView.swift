import Foundation

/// A view that lines up its arranged subviews in a row or a column with constraints
/// (`UIStackView`, SEMANTICS.md §16.5). Like UIKit's, it makes ordinary constraints between
/// itself and its arranged subviews (named `UISV-...`, held in its `constraints`) and lets
/// Auto Layout place them; a hidden arranged subview collapses to zero length along the axis
/// and loses its spacing.
open class UIStackView: UIView {
    /// How the arranged views share the length along the axis (`UIStackView.Distribution`).
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How the arranged views line up across the axis (`UIStackView.Alignment`).
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// `.top`, the same as `.leading` (for a horizontal stack).
        public static let top = Alignment.leading
        /// `.bottom`, the same as `.trailing`.
        public static let bottom = Alignment.trailing
    }

    /// `UIStackView.spacingUseDefault`: `setCustomSpacing` with it goes back to `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// `UIStackView.spacingUseSystem`: the standard spacing (8 points here).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// `.horizontal` (a row, leading to trailing) or `.vertical` (a column, top to bottom).
    open var axis: NSLayoutConstraint.Axis {
        get { arrangement.axis }
        set { arrangement.axis = newValue; arrangementChanged() }
    }
    /// `distribution` (default `.fill`).
    open var distribution: Distribution {
        get { arrangement.distribution }
        set { arrangement.distribution = newValue; arrangementChanged() }
    }
    /// `alignment` (default `.fill`).
    open var alignment: Alignment {
        get { arrangement.alignment }
        set { arrangement.alignment = newValue; arrangementChanged() }
    }
    /// Points between adjacent arranged views (`spacing`; default 0); the least gap for the
    /// equal-spacing distributions.
    open var spacing: CGFloat {
        get { arrangement.spacing }
        set { arrangement.spacing = newValue; arrangementChanged() }
    }
    /// Whether the arrangement is inset by the stack view's layout margins
    /// (`isLayoutMarginsRelativeArrangement`; default false).
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { arrangement.marginsRelative }
        set { arrangement.marginsRelative = newValue; arrangementChanged() }
    }
    /// Whether a vertical stack measures its spacing from baselines
    /// (`isBaselineRelativeArrangement`; default false): each gap runs from the last baseline
    /// of the view above to the first baseline of the view below (a label's from its font;
    /// another view's baselines are its bottom edge, as in UIKit). The first and last views
    /// still touch the stack's edges (SEMANTICS.md §16.6). A horizontal stack ignores it.
    open var isBaselineRelativeArrangement: Bool {
        get { arrangement.baselineRelative }
        set { arrangement.baselineRelative = newValue; arrangementChanged() }
    }

    /// The values above. They are computed properties over this storage rather than stored
    /// properties with `didSet`: Swift skips a stored property's observers when it is set in
    /// an initialiser of the class, including an app's `convenience init` in an extension of
    /// `UIStackView` (`self.alignment = .bottom` after `self.init(arrangedSubviews:)`), where
    /// UIKit's Objective-C setters always run; a computed setter always runs.
    private var arrangement = Arrangement()
    private struct Arrangement {
        var axis: NSLayoutConstraint.Axis = .horizontal
        var distribution: Distribution = .fill
        var alignment: Alignment = .fill
        var spacing: CGFloat = 0
        var marginsRelative = false
        var baselineRelative = false
    }

    /// The views arranged, in order (`arrangedSubviews`); each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []
    private var customSpacings: [(view: UIView, spacing: CGFloat)] = []
    private var owned: [NSLayoutConstraint] = []

    /// `UIStackView(frame:)`.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `UIStackView(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }
    /// Storyboards do not exist here.
    /// `init?(coder:)`: axis, distribution, alignment and spacing from a storyboard or nib (the
    /// file's subviews become the arranged subviews as the loader adds them).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        StoryboardViews.read(coder, into: self)
    }

    /// `addArrangedSubview(_:)`: adds it as the last arranged view (and a subview on top).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// `insertArrangedSubview(_:at:)`.
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementChanged()
    }

    /// `removeArrangedSubview(_:)`: it stops being arranged but stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view === view }
        arrangementChanged()
    }

    /// `setCustomSpacing(_:after:)`: the gap after one arranged view.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.view === arrangedSubview }
        if spacing != UIStackView.spacingUseDefault { customSpacings.append((arrangedSubview, spacing)) }
        arrangementChanged()
    }

    /// `customSpacing(after:)`: `spacingUseDefault` when none was set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? UIStackView.spacingUseDefault
    }

    /// A subview left: it is no longer arranged (UIKit does the same).
    func subviewRemoved(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { removeArrangedSubview(view) }
    }

    /// An arranged view was hidden or shown: the arrangement is rebuilt, and inside an
    /// animation block laid out at once, so that the collapse animates. A view hidden inside
    /// an animation reads `isHidden` true at once but stays drawn while its length along the
    /// axis shrinks to zero; its layer is hidden when the animation ends (SEMANTICS.md §16.6).
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        let recording = RecordingState.current
        if view.isHidden, let block = recording.animationStack.last, recording.withoutAnimation == 0,
            recording.animationsEnabled
        {
            view.hidesAtAnimationEnd = true
            view.layer.isHidden = false
            block.atEnd.append { [weak view] in
                guard let view, view.hidesAtAnimationEnd else { return }  // shown again since
                view.hidesAtAnimationEnd = false
                view.layer.isHidden = true
            }
        }
        arrangementChanged()
        if !recording.animationStack.isEmpty { (superview ?? self).layoutIfNeeded() }
    }

    /// An arranged view's intrinsic size changed: the fill tie-breaks and proportions that
    /// read it are made again.
    func arrangedContentSizeChanged(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        // This stack's own fitting size changes with its views': a proportional stack that
        // arranges it reads that size (below), so it is told too.
        (superview as? UIStackView)?.arrangedContentSizeChanged(self)
        guard distribution == .fill || distribution == .fillProportionally else { return }
        arrangementChanged()
    }

    /// The length this stack's visible views want along `along`: their sum and the gaps
    /// between them on the stack's own axis, the longest across it; a label's one line, a
    /// nested stack's own natural length, other views' intrinsic size (0 when they have none).
    func naturalLength(along: NSLayoutConstraint.Axis) -> CGFloat {
        let visible = arrangedSubviews.filter { $0.superview === self && !$0.isHidden }
        let horizontal = along == .horizontal
        let lengths = visible.map { v -> CGFloat in
            if let stack = v as? UIStackView { return stack.naturalLength(along: along) }
            if let label = v as? UILabel, horizontal {
                let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
                return label.sizeThatFits(unbounded).width
            }
            let s = v.intrinsicContentSize
            return max(horizontal ? s.width : s.height, 0)
        }
        guard along == axis else { return lengths.max() ?? 0 }
        let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + gap(after: $1.0) }
        return lengths.reduce(0, +) + gaps
    }

    private func gap(after v: UIView) -> CGFloat {
        let s = customSpacings.first(where: { $0.view === v })?.spacing ?? spacing
        return s == UIStackView.spacingUseSystem ? systemSpacing : s
    }

    /// Replaces the stack's constraints with ones for the current arrangement.
    private func arrangementChanged() {
        NSLayoutConstraint.deactivate(owned)
        owned = makeConstraints()
        for c in owned { c.isSystem = true }
        NSLayoutConstraint.activate(owned)
        setNeedsLayout()
    }

    private func makeConstraints() -> [NSLayoutConstraint] {
        typealias A = NSLayoutConstraint.Attribute
        let h = axis == .horizontal
        let m = isLayoutMarginsRelativeArrangement
        let start: A = h ? .leading : .top, end: A = h ? .trailing : .bottom, size: A = h ? .width : .height
        let crossStart: A = h ? .top : .leading, crossEnd: A = h ? .bottom : .trailing
        let crossCenter: A = h ? .centerY : .centerX, crossSize: A = h ? .height : .width
        func own(_ a: A) -> A {
            guard m else { return a }
            switch a {
            case .leading: return .leadingMargin
            case .trailing: return .trailingMargin
            case .top: return .topMargin
            case .bottom: return .bottomMargin
            case .centerX: return .centerXWithinMargins
            case .centerY: return .centerYWithinMargins
            default: return a
            }
        }
        var out: [NSLayoutConstraint] = []
        func add(
            _ id: String, _ a: UIView, _ aa: A, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: A,
            multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required
        ) {
            let c = NSLayoutConstraint(
                item: a, attribute: aa, relatedBy: r, toItem: b, attribute: b == nil ? .notAnAttribute : ba,
                multiplier: multiplier, constant: constant)
            c.identifier = id
            c.priority = priority
            out.append(c)
        }
        let views = arrangedSubviews.filter { $0.superview === self }
        let visible = views.filter { !$0.isHidden }

        // Along the axis: the first and last visible views touch the stack's edges.
        if let first = visible.first, let last = visible.last {
            add("UISV-canvas-connection", first, start, .equal, self, own(start))
            add("UISV-canvas-connection", last, end, .equal, self, own(end))
        }
        // Hidden views collapse where they stand.
        for (i, v) in views.enumerated() where v.isHidden {
            add("UISV-hiding", v, size, .equal, nil, .notAnAttribute, constant: 0)
            if let prev = views[..<i].last(where: { !$0.isHidden }) {
                add("UISV-hiding", v, start, .equal, prev, end)
            } else {
                add("UISV-hiding", v, start, .equal, self, own(start))
            }
        }
        // Spacing and distribution.
        let gaps = zip(visible, visible.dropFirst()).map { (a: $0, b: $1, gap: gap(after: $0)) }
        // Baseline-relative (a column only): from the last baseline above to the first below.
        let baselines = !h && isBaselineRelativeArrangement
        let gapStart: A = baselines ? .firstBaseline : start, gapEnd: A = baselines ? .lastBaseline : end
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            for g in gaps { add("UISV-spacing", g.b, gapStart, .equal, g.a, gapEnd, constant: g.gap) }
        case .equalSpacing, .equalCentering:
            for g in gaps {
                add("UISV-spacing", g.b, gapStart, .greaterThanOrEqual, g.a, gapEnd, constant: g.gap)
            }
        }
        switch distribution {
        case .fill:
            // Ties of hugging and compression resistance go to index: every view but the
            // last keeps its content size a half level more strongly, so the last stretches
            // or shrinks first (Flipbook's reading of UIKit's "based on their index").
            for v in visible.dropLast() {
                let intrinsic = h ? v.intrinsicContentSize.width : v.intrinsicContentSize.height
                guard intrinsic >= 0 else { continue }
                let hug = v.contentHuggingPriority(for: axis) + 0.5
                let cr = v.contentCompressionResistancePriority(for: axis) + 0.5
                if hug.rawValue < 1000 {
                    add(
                        "UISV-fill-order", v, size, .lessThanOrEqual, nil, .notAnAttribute, constant: intrinsic,
                        priority: hug)
                }
                if cr.rawValue < 1000 {
                    add(
                        "UISV-fill-order", v, size, .greaterThanOrEqual, nil, .notAnAttribute, constant: intrinsic,
                        priority: cr)
                }
            }
        case .fillEqually:
            if let first = visible.first {
                for v in visible.dropFirst() { add("UISV-fill-equally", v, size, .equal, first, size) }
            }
        case .fillProportionally:
            // A stack view has no intrinsic size; its share is the length its views want along
            // this axis, labels unwrapped (the simulator gives a column of wrapping labels
            // beside a 280-point image the share of the labels' one-line width: 311 points
            // split 68.5 to the image, 280 / (280 + 991)).
            let sizes = visible.map { v -> CGFloat in
                if let stack = v as? UIStackView { return stack.naturalLength(along: axis) }
                let s = h ? v.intrinsicContentSize.width : v.intrinsicContentSize.height
                return max(s, 0)
            }
            let total = sizes.reduce(0, +)
            let spaced = gaps.reduce(0) { $0 + $1.gap }
            let length: AnyObject = m ? layoutMarginsGuide : self
            if total > 0 {
                for (v, s) in zip(visible, sizes) {
                    let share = s / total
                    add(
                        "UISV-fill-proportionally", v, size, .equal, length, size, multiplier: share,
                        constant: -spaced * share, priority: UILayoutPriority(999))
                }
            }
        case .equalSpacing:
            if let g0 = gaps.first {
                let firstGap = g0.a.x(end).anchorWithOffset(to: g0.b.x(start))
                for g in gaps.dropFirst() {
                    let c = g.a.x(end).anchorWithOffset(to: g.b.x(start)).constraint(equalTo: firstGap)
                    c.identifier = "UISV-distributing"
                    out.append(c)
                }
            }
        case .equalCentering:
            let center: A = h ? .centerX : .centerY
            if let g0 = gaps.first {
                let firstGap = g0.a.x(center).anchorWithOffset(to: g0.b.x(center))
                for g in gaps.dropFirst() {
                    let c = g.a.x(center).anchorWithOffset(to: g.b.x(center)).constraint(equalTo: firstGap)
                    c.identifier = "UISV-distributing-edge"
                    c.priority = UILayoutPriority(999)
                    out.append(c)
                }
            }
        }
        // Across the axis.
        let reference = visible.first ?? views.first
        for v in views {
            switch alignment {
            case .fill:
                add("UISV-alignment", v, crossStart, .equal, self, own(crossStart))
                add("UISV-alignment", v, crossEnd, .equal, self, own(crossEnd))
            case .leading:
                add("UISV-alignment", v, crossStart, .equal, self, own(crossStart))
                add("UISV-spanning-boundary", v, crossEnd, .lessThanOrEqual, self, own(crossEnd))
            case .trailing:
                add("UISV-alignment", v, crossEnd, .equal, self, own(crossEnd))
                add("UISV-spanning-boundary", v, crossStart, .greaterThanOrEqual, self, own(crossStart))
            case .center:
                add("UISV-alignment", v, crossCenter, .equal, self, own(crossCenter))
                add("UISV-spanning-boundary", v, crossStart, .greaterThanOrEqual, self, own(crossStart))
                add("UISV-spanning-boundary", v, crossEnd, .lessThanOrEqual, self, own(crossEnd))
            case .firstBaseline, .lastBaseline:
                if h, let reference, v !== reference {
                    let b: A = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    add("UISV-alignment", v, b, .equal, reference, b)
                } else if !h {
                    add("UISV-alignment", v, crossStart, .equal, self, own(crossStart))
                }
                add("UISV-spanning-boundary", v, crossStart, .greaterThanOrEqual, self, own(crossStart))
                add("UISV-spanning-boundary", v, crossEnd, .lessThanOrEqual, self, own(crossEnd))
            }
        }
        if alignment != .fill {
            // The stack hugs its tallest (widest) view when nothing else sets its size.
            add(
                "UISV-canvas-fit", self, crossSize, .equal, nil, .notAnAttribute, constant: 0,
                priority: UILayoutPriority(49))
        }
        return out
    }
}
