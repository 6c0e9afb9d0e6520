import Foundation
import FlipbookCore

/// The scroll view's callbacks (`UIScrollViewDelegate`); every method is optional.
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (`scrollViewDidScroll(_:)`).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A pan script started dragging the content (`scrollViewWillBeginDragging(_:)`).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted with `velocity` (points per millisecond, as UIKit reports it); the
    /// delegate may change where deceleration ends.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted (`scrollViewDidEndDragging(_:willDecelerate:)`).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Deceleration began (`scrollViewWillBeginDecelerating(_:)`).
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Deceleration ended (`scrollViewDidEndDecelerating(_:)`).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset` or `scrollToRow`/`scrollToItem` ended
    /// (`scrollViewDidEndScrollingAnimation(_:)`).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view scaled by `zoomScale` (`viewForZooming(in:)`).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// The zoom scale changed (`scrollViewDidZoom(_:)`).
    func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}

/// A view whose bounds origin is the scrolled position of its content (`UIScrollView`,
/// SEMANTICS.md §17 "Scroll views, tables and collections").
///
/// `contentOffset` is `bounds.origin`: subviews are drawn shifted by `-contentOffset` and
/// clipped to the bounds (`clipsToBounds` is true, as in UIKit).
open class UIScrollView: UIView {
    /// How the safe area adds to `contentInset` (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// `.scrollableAxes` on each axis, and always top and bottom (UIKit's default).
        case automatic
        /// The safe area on an axis that scrolls (content larger than the bounds, or
        /// `alwaysBounce...`).
        case scrollableAxes
        /// Never.
        case never
        /// Always, on every edge.
        case always
    }
    /// How fast a flung scroll view slows (`UIScrollView.DecelerationRate`): the velocity is
    /// multiplied by `rawValue` every millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per ms (Apple's documentation of `UIScrollView.DecelerationRate.normal`).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per ms (`UIScrollView.DecelerationRate.fast`).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Seconds an animated `setContentOffset(_:animated:)` takes: Flipbook's choice (UIKit
    /// does not document it; about a third of a second is what it looks like).
    public static let scrollAnimationDuration = 0.3
    /// Deceleration stops once the distance still to travel is below this, in points
    /// (Flipbook's choice), and the offset lands on the formula's limit.
    public static let decelerationRestDistance: CGFloat = 0.25
    /// UIKit's rubber-band constant: dragging `x` past an edge moves the content
    /// `(1 - 1 / (x * 0.55 / d + 1)) * d`, `d` the bounds' extent (a widely reproduced
    /// measurement; Apple does not document it).
    public static let rubberBandConstant: CGFloat = 0.55

    /// The callbacks (`delegate`); a table's or a collection's delegate is this one too.
    open weak var delegate: UIScrollViewDelegate?
    /// The size of the scrollable content (`contentSize`). Constraints to
    /// `contentLayoutGuide` set it at each layout.
    open var contentSize: CGSize = .zero {
        willSet { keyValueObservers?.willChange(self, "contentSize") }
        didSet { keyValueObservers?.didChange(self, "contentSize") }
    }

    /// Whether constraints to the content area set `contentSize` (a table and a collection
    /// view size their content themselves).
    var takesContentSizeFromLayout: Bool { !(self is UITableView) && !(self is UICollectionView) }

    private var contentGuide: UILayoutGuide?
    private var frameGuide: UILayoutGuide?

    /// The content area as a layout guide (`contentLayoutGuide`): its edges are the content's,
    /// at the origin of the scrolled coordinate space, and when constraints fix its size (a
    /// content view pinned to its four edges, say), the layout makes that the `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        if let g = contentGuide { return g }
        let g = UILayoutGuide(owningView: self, kind: .scrollContent)
        contentGuide = g
        return g
    }

    /// The scroll view's own rectangle as a layout guide (`frameLayoutGuide`): its bounds,
    /// so that what is pinned to it stays put as the content scrolls, and a content view
    /// whose width equals its width scrolls only vertically.
    public var frameLayoutGuide: UILayoutGuide {
        if let g = frameGuide { return g }
        let g = UILayoutGuide(owningView: self, kind: .scrollFrame)
        frameGuide = g
        return g
    }
    /// Extra space around the content (`contentInset`).
    open var contentInset: UIEdgeInsets = .zero {
        willSet { keyValueObservers?.willChange(self, "contentInset") }
        didSet {
            if oldValue != contentInset { insetsChanged() }
            keyValueObservers?.didChange(self, "contentInset")
        }
    }
    /// How the safe area adds to the insets; default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { insetsChanged() }
    }
    /// Whether pans scroll the view (`isScrollEnabled`; default true); the pan recognizer is
    /// enabled with it.
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether a released drag snaps to a multiple of the bounds' size (`isPagingEnabled`).
    open var isPagingEnabled = false
    /// Whether a drag can pull the content past its edges (`bounces`; default true).
    open var bounces = true
    /// Whether a vertical pan scrolls (and bounces) even when the content is not taller than
    /// the bounds (`alwaysBounceVertical`; default false).
    open var alwaysBounceVertical = false
    /// The same sideways (`alwaysBounceHorizontal`; default false).
    open var alwaysBounceHorizontal = false
    /// Whether a pan shows the vertical indicator (`showsVerticalScrollIndicator`; default true).
    open var showsVerticalScrollIndicator = true
    /// The vertical indicator's insets (`verticalScrollIndicatorInsets`): stored, the
    /// indicator is placed without them.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The horizontal indicator's insets (`horizontalScrollIndicatorInsets`): stored.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets (`scrollIndicatorInsets`, deprecated in iOS 13): setting it sets
    /// both; it reads the vertical one's.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether a pan shows the horizontal indicator (`showsHorizontalScrollIndicator`; default
    /// true).
    open var showsHorizontalScrollIndicator = true
    /// How fast a fling slows; default `.normal`.
    open var decelerationRate: DecelerationRate = .normal
    /// The smallest zoom scale (`minimumZoomScale`; default 1).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale (`maximumZoomScale`; default 1).
    open var maximumZoomScale: CGFloat = 1
    /// True while a pan drags the content (`isDragging`).
    public internal(set) var isDragging = false
    /// True while a released drag slows down or bounces back (`isDecelerating`).
    public internal(set) var isDecelerating = false
    /// Increases with every new scroll (a drag, an animation), so an old one's frames stop.
    var scrollGeneration = 0
    /// The generation of the pan now dragging, and the offset it started from.
    var panGeneration = -1
    var dragStart = CGPoint.zero
    /// The scroll indicators while shown (UIScrollView+Indicators.swift).
    var indicators: ScrollIndicators?
    /// The scroll view's pan (`panGestureRecognizer`), attached to it; it takes part in the
    /// arbitration of the recognizers under a finger (UIScrollView+Pan.swift).
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollPanGestureRecognizer()
    /// The adjusted insets last seen by layout, to keep the offset at rest when they change.
    private var lastAdjustedInset: UIEdgeInsets?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        sizeOffsetWasKeptFor = frame.size
        clipsToBounds = true
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// `init?(coder:)`: the scrolling, bouncing, zoom and inset attributes a storyboard or nib
    /// describes; clipping as the file says (Interface Builder writes `clipsSubviews="YES"`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        StoryboardViews.read(coder, into: self)
    }

    /// The scrolled position: the bounds' origin (`contentOffset`).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                layer.reportNonFinite("contentOffset", "\(newValue)")
                return
            }
            guard newValue != bounds.origin else { return }
            let kvo = keyValueObservers
            kvo?.willChange(self, "contentOffset")
            defer { kvo?.didChange(self, "contentOffset") }
            contentOffsetWillChange(to: CGRect(origin: newValue, size: bounds.size))
            bounds = CGRect(origin: newValue, size: bounds.size)
            indicators?.place(in: self)
            contentOffsetDidChange()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// The edges where `contentInsetAdjustmentBehavior` adds the safe area to the content
    /// inset: every edge for `.always`; the top and bottom, and the sides when the content
    /// scrolls sideways, for `.automatic`; the scrolling axes' for `.scrollableAxes`.
    var safeAreaAdjustedEdges: (top: Bool, left: Bool, bottom: Bool, right: Bool) {
        let scrollsX = contentSize.width > bounds.width || alwaysBounceHorizontal
        let scrollsY = contentSize.height > bounds.height || alwaysBounceVertical
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false, false, false)
        case .always: return (true, true, true, true)
        case .automatic: return (true, scrollsX, true, scrollsX)
        case .scrollableAxes: return (scrollsY, scrollsX, scrollsY, scrollsX)
        }
    }

    /// Called after every change of the offset; tables and collections place cells here.
    func contentOffsetDidChange() {}
    /// Called with the new bounds just before a scroll moves them (a collection view asks its
    /// layout whether that invalidates it, while `bounds` is still the old one).
    func contentOffsetWillChange(to newBounds: CGRect) {}

    /// `contentInset` plus the safe area as `contentInsetAdjustmentBehavior` says
    /// (`adjustedContentInset`). `.automatic` adds the safe area at the top and bottom always
    /// and at the sides when the content scrolls sideways.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let edges = safeAreaAdjustedEdges
        let add = UIEdgeInsets(
            top: edges.top ? safe.top : 0, left: edges.left ? safe.left : 0, bottom: edges.bottom ? safe.bottom : 0,
            right: edges.right ? safe.right : 0)
        return UIEdgeInsets(
            top: contentInset.top + add.top, left: contentInset.left + add.left,
            bottom: contentInset.bottom + add.bottom, right: contentInset.right + add.right)
    }

    /// Called when the adjusted insets change (`adjustedContentInsetDidChange()`).
    open func adjustedContentInsetDidChange() {}

    private func insetsChanged() {
        let new = adjustedContentInset
        if let old = lastAdjustedInset, old != new {
            // An offset resting at the old top-left stays at the new one, as in UIKit.
            var o = contentOffset
            if o.y == -old.top { o.y = -new.top }
            if o.x == -old.left { o.x = -new.left }
            lastAdjustedInset = new
            contentOffset = o
            adjustedContentInsetDidChange()
        } else if lastAdjustedInset == nil {
            lastAdjustedInset = new
            if contentOffset == .zero && (new.top != 0 || new.left != 0) {
                contentOffset = CGPoint(x: -new.left, y: -new.top)
            }
            adjustedContentInsetDidChange()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        insetsChanged()
        keepOffsetInRangeAfterResize()
    }

    /// The bounds' size the offset was last kept in range for (the size made with, at first).
    private var sizeOffsetWasKeptFor: CGSize?

    /// A scroll view whose size changed keeps its offset within the new range while nothing
    /// drags or flings it, as UIKit adjusts the offset when a scroll view's frame changes
    /// (observed: a table scrolled to its last row while it had no size shows that row at its
    /// bottom once it is laid out full screen, SEMANTICS.md §17).
    private func keepOffsetInRangeAfterResize() {
        let size = bounds.size
        defer { sizeOffsetWasKeptFor = size }
        guard let last = sizeOffsetWasKeptFor, last != size, !isDragging, !isDecelerating else { return }
        let c = clamped(contentOffset)
        let kept = CGPoint(x: c.x + 0, y: c.y + 0)  // + 0 turns a -0 (no inset) into 0
        if kept != contentOffset { contentOffset = kept }
    }

    /// Called by every layout pass (Layout/LayoutCycle.swift): a change of the adjusted insets
    /// since the last layout (a new safe area) takes effect and lays the scroll view out.
    func refreshAdjustedInsets() {
        guard let old = lastAdjustedInset, old != adjustedContentInset else { return }
        insetsChanged()
        markNeedsLayout()
    }

    /// The smallest and largest offsets: `-inset.top ... contentSize.height + inset.bottom -
    /// bounds.height` (never below the smallest), and the same sideways.
    public var offsetRange: (min: CGPoint, max: CGPoint) {
        let i = adjustedContentInset
        let minO = CGPoint(x: -i.left, y: -i.top)
        let maxO = CGPoint(
            x: max(minO.x, contentSize.width + i.right - bounds.width),
            y: max(minO.y, contentSize.height + i.bottom - bounds.height))
        return (minO, maxO)
    }

    func clamped(_ p: CGPoint) -> CGPoint {
        let r = offsetRange
        return CGPoint(x: min(max(p.x, r.min.x), r.max.x), y: min(max(p.y, r.min.y), r.max.y))
    }

    // MARK: - Animated offsets

    /// Sets the offset, at once or over `scrollAnimationDuration` on the stage's frames with
    /// an ease-out cubic (`setContentOffset(_:animated:)`); `scrollViewDidScroll` runs every
    /// frame and `scrollViewDidEndScrollingAnimation` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scrollGeneration += 1
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            layer.reportNonFinite("contentOffset", "\(contentOffset)")
            return
        }
        guard animated, let stage = Stage.current, stage.fps.isFinite, stage.fps > 0 else {
            self.contentOffset = contentOffset
            return
        }
        let start = self.contentOffset, origin = stage.now, gen = scrollGeneration
        let d = Self.scrollAnimationDuration
        let frames = max(1, Int((d * stage.fps).rounded(.up)))
        for k in 1...frames {
            let t = min(d, Double(k) / stage.fps)
            stage.schedule(at: origin + t, "scroll animation") { [weak self] in
                guard let self, self.scrollGeneration == gen else { return }
                let u = CGFloat(t / d), e = 1 - (1 - u) * (1 - u) * (1 - u)
                self.contentOffset =
                    k == frames
                    ? contentOffset
                    : CGPoint(
                        x: start.x + (contentOffset.x - start.x) * e, y: start.y + (contentOffset.y - start.y) * e)
                if k == frames { self.delegate?.scrollViewDidEndScrollingAnimation(self) }
            }
        }
    }

    /// Scrolls the least distance that shows `rect` (`scrollRectToVisible(_:animated:)`).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var o = contentOffset
        if rect.maxY > o.y + bounds.height { o.y = rect.maxY - bounds.height }
        if rect.minY < o.y { o.y = rect.minY }
        if rect.maxX > o.x + bounds.width { o.x = rect.maxX - bounds.width }
        if rect.minX < o.x { o.x = rect.minX }
        setContentOffset(clamped(o), animated: animated)
    }

    // MARK: - Zoom

    /// The scale of the delegate's `viewForZooming(in:)` (`zoomScale`; default 1), kept in
    /// `minimumZoomScale...maximumZoomScale`. Setting it scales that view about its centre,
    /// moves it to the content's top-left and makes `contentSize` its scaled frame's size.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    private var storedZoomScale: CGFloat = 1

    /// Sets `zoomScale` (`setZoomScale(_:animated:)`); animated zooms are drawn at once.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            layer.reportNonFinite("zoomScale", "\(scale)")
            return
        }
        let s = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        storedZoomScale = s
        guard let v = delegate?.viewForZooming(in: self) else { return }
        v.transform = CGAffineTransform(scaleX: s, y: s)
        let size = CGSize(width: v.bounds.width * s, height: v.bounds.height * s)
        v.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        delegate?.scrollViewDidZoom(self)
    }

    // MARK: - Pan scripts

    /// Drags the content with a finger following `script` (times from now): the script is
    /// played on `panGestureRecognizer` alone (`window.playTouch(_:)` plays it on every
    /// recognizer under the finger instead). The content follows the finger one offset per
    /// stage frame, rubber-banded past the edges when `bounces`; when the finger lifts it
    /// decelerates as UIKit does: the velocity (the script's last segment's, in points per ms)
    /// is multiplied by `decelerationRate` every millisecond, so after `n` ms the content has
    /// travelled `v (1 - r^n) / (1 - r)` and comes to rest `v / (1 - r)` away (the limit), or
    /// on a page with paging; released past an edge it springs back to it.
    public func play(_ script: GestureScript) {
        GestureArbiter.play(.path(script), on: [panGestureRecognizer])
    }

    /// Follows the finger: the drag's start minus the translation, held still along an axis
    /// that does not scroll, rubber-banded past the edges.
    func drag(by t: CGPoint) {
        let r = offsetRange
        var o = CGPoint(x: dragStart.x - t.x, y: dragStart.y - t.y)
        if !scrollsHorizontally { o.x = dragStart.x }
        if !scrollsVertically { o.y = dragStart.y }
        o.x = rubberBand(o.x, min: r.min.x, max: r.max.x, extent: bounds.width)
        o.y = rubberBand(o.y, min: r.min.y, max: r.max.y, extent: bounds.height)
        contentOffset = o
    }

    private func rubberBand(_ x: CGFloat, min lo: CGFloat, max hi: CGFloat, extent d: CGFloat) -> CGFloat {
        if x >= lo && x <= hi { return x }
        guard bounces, d > 0 else { return Swift.min(Swift.max(x, lo), hi) }
        let c = Self.rubberBandConstant
        func band(_ over: CGFloat) -> CGFloat { (1 - 1 / (over * c / d + 1)) * d }
        return x < lo ? lo - band(lo - x) : hi + band(x - hi)
    }

    /// Where a release with `v` (points per ms) comes to rest: the decay's limit, or a page.
    func restingOffset(for v: CGPoint) -> CGPoint {
        let r = decelerationRate.rawValue
        let o = contentOffset
        if isPagingEnabled {
            func page(_ x: CGFloat, _ vx: CGFloat, _ size: CGFloat) -> CGFloat {
                guard size > 0 else { return x }
                let current = x / size
                // A flick (|v| above 0.5 pt/ms, Flipbook's choice) turns the page the way it
                // moves; a slow release settles on the nearest page.
                let p = abs(vx) > 0.5 ? (vx > 0 ? current.rounded(.up) : current.rounded(.down)) : current.rounded()
                return p * size
            }
            return clamped(CGPoint(x: page(o.x, v.x, bounds.width), y: page(o.y, v.y, bounds.height)))
        }
        return clamped(CGPoint(x: o.x + v.x / (1 - r), y: o.y + v.y / (1 - r)))
    }

    func release(velocity v0: CGPoint, stage: Stage, gen: Int) {
        if clamped(contentOffset) != contentOffset {
            // Released past an edge: no deceleration, the spring back to the edge (the delegate
            // is told where it ends, and cannot move it).
            var edge = clamped(contentOffset)
            delegate?.scrollViewWillEndDragging(self, withVelocity: v0, targetContentOffset: &edge)
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            bounceBack(velocity: v0, stage: stage, gen: gen)
            return
        }
        var target = restingOffset(for: v0)
        delegate?.scrollViewWillEndDragging(self, withVelocity: v0, targetContentOffset: &target)
        isDragging = false
        let decelerate = target != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else {
            hideIndicators()
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let start = contentOffset, origin = stage.now
        let r = Double(decelerationRate.rawValue)
        // Velocity per ms that lands exactly on `target` under the decay (it is v0 unless
        // paging, a clamp or the delegate moved the target).
        let vx = Double(target.x - start.x) * (1 - r), vy = Double(target.y - start.y) * (1 - r)
        var k = 1
        while true {
            let ms = Double(k) / stage.fps * 1000
            let left = pow(r, ms)
            let remaining = max(abs(vx), abs(vy)) * left / (1 - r)
            let done = remaining < Double(Self.decelerationRestDistance) || ms > 60_000
            let t = Double(k) / stage.fps
            stage.schedule(at: origin + t, "scroll deceleration") { [weak self] in
                guard let self, self.scrollGeneration == gen else { return }
                if done {
                    self.contentOffset = target
                    self.isDecelerating = false
                    self.delegate?.scrollViewDidEndDecelerating(self)
                    self.hideIndicators()
                } else {
                    let f = (1 - left) / (1 - r)
                    self.contentOffset = CGPoint(x: start.x + CGFloat(vx * f), y: start.y + CGFloat(vy * f))
                }
            }
            if done { break }
            k += 1
        }
    }
}
