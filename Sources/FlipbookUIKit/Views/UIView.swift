import Foundation
import FlipbookCore

/// A rectangular view backed by a `CALayer` (`UIView`).
///
/// Geometry and appearance live on the layer, as in UIKit: `frame`, `center`, `alpha`,
/// `transform` and `backgroundColor` read and write it.
open class UIView: UIResponder {
    /// The backing layer.
    public let layer: CALayer
    /// The parent view.
    public internal(set) weak var superview: UIView?
    /// The controller whose root view this is, if any (for `additionalSafeAreaInsets`).
    weak var owningController: UIViewController?
    /// The children in drawing order, later on top.
    public internal(set) var subviews: [UIView] = []
    /// A number for finding views (`viewWithTag(_:)`).
    open var tag = 0
    /// A name used in diagnostics and layer names (`accessibilityIdentifier`).
    open var accessibilityIdentifier: String?
    /// Whether Smart Invert leaves the view alone (`accessibilityIgnoresInvertColors`;
    /// default false). Stored: Flipbook draws no inverted colours.
    open var accessibilityIgnoresInvertColors = false
    /// Ignored: events are not modelled (`isUserInteractionEnabled`).
    open var isUserInteractionEnabled = true
    /// How the view's content (an image view's image) sits in its bounds (`contentMode`);
    /// default `.scaleToFill`. It sets the layer's gravity (SEMANTICS.md §14).
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.content.gravity = contentMode.gravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }
    /// How this view's content follows a right-to-left interface (`semanticContentAttribute`);
    /// default `.unspecified` (UIView+LayoutDirection.swift).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The gesture recognizers attached (`gestureRecognizers`).
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// The interactions added (`interactions`, Controls/UIContextMenuInteraction.swift).
    public internal(set) var interactions: [UIInteraction] = []
    /// Appearance override, last traits seen, dynamic colours (Traits/UIView+Traits.swift).
    let traitStorage = ViewTraitStorage()

    /// Creates a view with a frame (`init(frame:)`).
    public init(frame: CGRect) {
        layer = (Self.layerClass as? CALayer.Type ?? CALayer.self).makeLayer()
        super.init()
        layer.owningView = self
        self.frame = frame
        layer.markNeedsDisplayIfDrawing()
    }

    /// The class of the backing layer, made once in `init(frame:)`; override it to back a
    /// view with a `CATransformLayer`, `CAShapeLayer` or `CAGradientLayer` (`layerClass`,
    /// default `CALayer`).
    open class var layerClass: AnyClass { CALayer.self }

    /// Creates a zero-sized view.
    public override convenience init() { self.init(frame: .zero) }

    /// `init?(coder:)`, as a storyboard or nib makes a view: the properties come from the
    /// coder when it is a `StoryboardCoder` (Storyboard/StoryboardValues.swift), else the
    /// view is as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        layer = (Self.layerClass as? CALayer.Type ?? CALayer.self).makeLayer()
        super.init()
        layer.owningView = self
        if let c = coder as? StoryboardCoder { StoryboardValues.apply(c, to: self) }
        layer.markNeedsDisplayIfDrawing()
    }

    // Drawing (CoreGraphics/UIView+Drawing.swift, SEMANTICS.md §27): declared here so that
    // subclasses can override them.
    /// `draw(_:)`: what the view draws in its bounds with `UIGraphicsGetCurrentContext()`;
    /// called when the view is first displayed and after `setNeedsDisplay()`. Nothing here.
    open func draw(_ rect: CGRect) { DisplayCycle.state.baseDrawReached = true }
    /// `setNeedsDisplay()`: `draw(_:)` runs again before the next frame is taken.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// `setNeedsDisplay(_:)`: the whole view is drawn again (the rect is not used).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }
    /// `clearsContextBeforeDrawing` (default true): the store starts transparent.
    open var clearsContextBeforeDrawing = true

    /// What the storyboard or nib that made this view wrote of it (Storyboard room).
    public internal(set) var interfaceBuilder: InterfaceBuilderRecord?

    // MARK: - Geometry

    /// The frame in the superview's coordinates (`CALayer.frame`).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let kvo = keyValueObservers
            kvo?.willChange(self, "frame")
            let old = layer.bounds.size
            layer.frame = newValue
            geometryChanged(oldSize: old)
            kvo?.didChange(self, "frame")
        }
    }
    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let kvo = keyValueObservers
            kvo?.willChange(self, "bounds")
            let old = layer.bounds.size
            layer.bounds = newValue
            geometryChanged(oldSize: old)
            kvo?.didChange(self, "bounds")
        }
    }
    /// The centre in the superview's coordinates: the layer's `position`.
    open var center: CGPoint {
        get { layer.position }
        set {
            let kvo = keyValueObservers
            kvo?.willChange(self, "center")
            layer.position = newValue
            geometryChanged(oldSize: layer.bounds.size)
            kvo?.didChange(self, "center")
        }
    }
    /// The affine part of the layer's transform; setting it replaces the 3-D transform.
    open var transform: CGAffineTransform {
        get { layer.transform.affine }
        set {
            let kvo = keyValueObservers
            kvo?.willChange(self, "transform")
            layer.transform = Transform3D(newValue)
            kvo?.didChange(self, "transform")
        }
    }
    /// The layer's 3-D transform (`transform3D`).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    /// Group opacity (`alpha`), the layer's `opacity`.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            if !newValue.isFinite { layer.reportNonFinite("alpha", "\(newValue)") }
            let kvo = keyValueObservers
            kvo?.willChange(self, "alpha")
            layer.opacity = Float(newValue)
            kvo?.didChange(self, "alpha")
        }
    }
    /// The fill colour; a `UIColor(patternImage:)` colour tiles its image (SEMANTICS.md §14).
    open var backgroundColor: UIColor? {
        get {
            traitStorage.background ?? layer.backgroundPatternColor ?? layer.backgroundColor.map { UIColor(rgba: $0) }
        }
        set {
            let kvo = keyValueObservers
            kvo?.willChange(self, "backgroundColor")
            setBackgroundColor(newValue)
            kvo?.didChange(self, "backgroundColor")
        }
    }
    /// Hides the view and its subviews.
    open var isHidden: Bool {
        get { layer.isHidden || hidesAtAnimationEnd }
        set {
            let old = isHidden
            let kvo = keyValueObservers
            kvo?.willChange(self, "hidden")
            hidesAtAnimationEnd = false
            layer.isHidden = newValue
            if old != newValue { hiddenChanged() }
            kvo?.didChange(self, "hidden")
        }
    }
    /// A stack view's arranged view hidden inside an animation: it reads hidden while its
    /// layer stays drawn as it collapses, until the animation ends (Layout/UIStackView.swift).
    var hidesAtAnimationEnd = false
    /// Clips subviews to the bounds (`masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Treated as `isHidden` would not be: drawn regardless (`isOpaque` is a hint in UIKit).
    open var isOpaque = true
    /// The tint colour (`tintColor`): the colour set on this view, else its superview's,
    /// else system blue, as in UIKit; setting nil inherits again. Symbol images and controls
    /// draw with it (SEMANTICS.md §17).
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            let kvo = keyValueObservers
            kvo?.willChange(self, "tintColor")
            ownTintColor = newValue
            layer.modelChanged()
            tintDidChangeInSubtree()
            kvo?.didChange(self, "tintColor")
        }
    }
    /// The key-value observations of this view, nil while it has none (the setters above
    /// notify them; Runtime/KeyValueObserving.swift).
    var keyValueObservers: KeyValueObservers?
    /// The tint colour set on this view itself, nil when it inherits.
    var ownTintColor: UIColor?
    /// Called when the tint this view draws with may have changed (`tintColorDidChange()`):
    /// its own or an ancestor's was set, or it moved into a superview. Controls redraw here.
    open func tintColorDidChange() {}

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var v: UIView? = self
        while let cur = v { if let w = cur as? UIWindow { return w }; v = cur.superview }
        return nil
    }

    // MARK: - Layout (the Layout room: Layout/LayoutCycle.swift, SEMANTICS.md §16)

    /// Auto Layout's state of this view: constraints, guides, margins, flags.
    lazy var layoutStorage = ViewLayoutStorage()

    /// Lays out now if a layout is pending (`layoutIfNeeded()`): updates constraints, solves,
    /// and runs `layoutSubviews()` down from the highest ancestor that needs layout.
    open func layoutIfNeeded() { runLayoutIfNeeded() }
    /// Marks the view for layout before the next frame (`setNeedsLayout()`).
    open func setNeedsLayout() { markNeedsLayout() }
    /// Places the subviews (`layoutSubviews()`): the default gives each subview placed by
    /// constraints the frame the engine solved. Override it to place subviews by hand.
    open func layoutSubviews() { applyEngineFramesToSubviews() }
    /// Adds this view's own constraints before layout (`updateConstraints()`); call super.
    open func updateConstraints() {}
    /// Called when `layoutMargins` change (`layoutMarginsDidChange()`).
    open func layoutMarginsDidChange() {}
    /// Called when `safeAreaInsets` change (`safeAreaInsetsDidChange()`), in the layout pass
    /// that first sees the change (SEMANTICS.md §16.4).
    open func safeAreaInsetsDidChange() {}
    /// Whether the view needs constraint-based layout even without constraints
    /// (`requiresConstraintBasedLayout`; default false).
    open class var requiresConstraintBasedLayout: Bool { false }
    /// The smallest size that fits the view's constraints and content, pulled towards
    /// `targetSize` (`systemLayoutSizeFitting(_:)`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Called when this view's traits changed (`traitCollectionDidChange(_:)`, UITraitEnvironment);
    /// override it as in UIKit.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Flipbook's own response to new traits, before `traitCollectionDidChange(_:)`: dynamic
    /// colours resolved again (labels also re-measure their text).
    func traitsDidChange() { resolveDynamicColors() }

    /// The natural size of the content, or `noIntrinsicMetric` (-1) on each axis without one
    /// (`intrinsicContentSize`). Image views and labels override it (SEMANTICS.md §14).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// The size that best fits `size` (`sizeThatFits(_:)`): the current size for a plain view.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping the frame's origin (`sizeToFit()`).
    open func sizeToFit() {
        let origin = frame.origin
        frame = CGRect(origin: origin, size: sizeThatFits(bounds.size))
    }
    /// -1: no natural size on that axis (`UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The first view in the subtree with `tag` (`viewWithTag(_:)`).
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let f = s.viewWithTag(tag) { return f } }
        return nil
    }
}
