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
    /// The children in drawing order, later on top.
    public internal(set) var subviews: [UIView] = []
    /// A number for finding views (`viewWithTag(_:)`).
    open var tag = 0
    /// A name used in diagnostics and layer names (`accessibilityIdentifier`).
    open var accessibilityIdentifier: String?
    /// Ignored: events are not modelled (`isUserInteractionEnabled`).
    open var isUserInteractionEnabled = true
    /// How the view's content (an image view's image) sits in its bounds (`contentMode`);
    /// default `.scaleToFill`. It sets the layer's gravity (SEMANTICS.md §14).
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.content.gravity = contentMode.gravity }
    }
    /// How this view's content follows a right-to-left interface (`semanticContentAttribute`);
    /// default `.unspecified` (UIView+LayoutDirection.swift).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The gesture recognizers attached (`gestureRecognizers`).
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// Creates a view with a frame (`init(frame:)`).
    public init(frame: CGRect) {
        layer = (Self.layerClass as? CALayer.Type ?? CALayer.self).makeLayer()
        super.init()
        layer.owningView = self
        self.frame = frame
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
    }

    /// What the storyboard or nib that made this view wrote of it (Storyboard room).
    public internal(set) var interfaceBuilder: InterfaceBuilderRecord?

    // MARK: - Geometry

    /// The frame in the superview's coordinates (`CALayer.frame`).
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }
    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }
    /// The centre in the superview's coordinates: the layer's `position`.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// The affine part of the layer's transform; setting it replaces the 3-D transform.
    open var transform: CGAffineTransform {
        get { layer.transform.affine }
        set { layer.transform = Transform3D(newValue) }
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
            layer.opacity = Float(newValue)
        }
    }
    /// The fill colour.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map { UIColor(rgba: $0) } }
        set { layer.backgroundColor = newValue?.cgColor }
    }
    /// Hides the view and its subviews.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    /// Clips subviews to the bounds (`masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Treated as `isHidden` would not be: drawn regardless (`isOpaque` is a hint in UIKit).
    open var isOpaque = true
    /// The tint colour (not drawn).
    open var tintColor: UIColor?

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var v: UIView? = self
        while let cur = v { if let w = cur as? UIWindow { return w }; v = cur.superview }
        return nil
    }

    /// Layout is explicit here; present for source compatibility.
    open func layoutIfNeeded() {}
    /// Present for source compatibility.
    open func setNeedsLayout() {}
    /// Present for source compatibility.
    open func layoutSubviews() {}

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
