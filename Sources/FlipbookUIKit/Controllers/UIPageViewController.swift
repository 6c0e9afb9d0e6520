import Foundation

/// Supplies the pages of a page view controller (`UIPageViewControllerDataSource`).
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or nil at the first
    /// (`pageViewController(_:viewControllerBefore:)`).
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the last
    /// (`pageViewController(_:viewControllerAfter:)`).
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// How many dots the page indicator shows (`presentationCount(for:)`; optional). With
    /// `presentationIndex(for:)` and the scroll style, UIKit shows the indicator.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot that is lit when pages are first set (`presentationIndex(for:)`; optional).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    // An unimplemented count is 0: no indicator, as when UIKit finds neither method.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told about page turns made by a gesture (`UIPageViewControllerDelegate`); every method is
/// optional.
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A gesture-driven turn to `pendingViewControllers` begins
    /// (`pageViewController(_:willTransitionTo:)`).
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A gesture-driven turn ended
    /// (`pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`).
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine for an orientation (`pageViewController(_:spineLocationFor:)`); asked for the
    /// page-curl style only.
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation { .min }
}

/// Pages of controllers, one at a time (`UIPageViewController`; SEMANTICS.md §30): the
/// shown page fills the controller's view; `setViewControllers(_:direction:animated:completion:)`
/// turns to another, sliding it in (scroll style) or curling the page (page-curl style), on
/// the stage's clock.
open class UIPageViewController: UIViewController {
    /// `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }
    /// `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
    /// `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }
    /// `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }
    /// The keys of `init(transitionStyle:navigationOrientation:options:)`'s options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `UIPageViewController.OptionsKey.spineLocation` (a `SpineLocation` raw value).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// `UIPageViewController.OptionsKey.interPageSpacing` (points between pages, scroll style).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn (`transitionStyle`).
    public let transitionStyle: TransitionStyle
    /// Along which axis (`navigationOrientation`).
    public let navigationOrientation: NavigationOrientation
    /// The spine (`spineLocation`): `.min` for the page-curl style unless the options say
    /// otherwise, `.none` for the scroll style.
    public private(set) var spineLocation: SpineLocation
    /// Points between pages while they scroll (`interPageSpacing` option; default 0).
    public let interPageSpacing: CGFloat
    /// Whether content is on the back of pages (`isDoubleSided`; stored).
    open var isDoubleSided = false
    /// Supplies the pages for gestures (`dataSource`).
    open weak var dataSource: UIPageViewControllerDataSource? { didSet { updateIndicator() } }
    /// Told about gesture-driven turns (`delegate`).
    open weak var delegate: UIPageViewControllerDelegate?
    /// The gesture recognizers UIKit would install (`gestureRecognizers`): none here; turn
    /// pages with `turnPage(_:)`.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    private var pages: [UIViewController] = []
    private var turning = false
    /// The page indicator UIKit shows at the bottom for the scroll style when the data source
    /// gives a count (Flipbook draws it as a `UIPageControl`).
    let pageIndicator = UIPageControl()

    /// The shown page (`viewControllers`): one, or none before any is set.
    open var viewControllers: [UIViewController]? { pages }

    /// `init(transitionStyle:navigationOrientation:options:)`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = style == .scroll ? .none : (spine ?? .min)
        let spacing =
            (options?[.interPageSpacing] as? CGFloat) ?? (options?[.interPageSpacing] as? Double).map { CGFloat($0) }
        interPageSpacing = spacing.map { $0.isFinite ? max($0, 0) : 0 } ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// `init?(coder:)`: a storyboard's page view controller, its `transitionStyle`,
    /// `navigationOrientation` and `spineLocation` from the file (Interface Builder's
    /// defaults, page curl, horizontal, spine at the left, when it writes none); the scroll
    /// style has no spine.
    public required init?(coder: NSCoder) {
        let o = StoryboardViews.object(coder)
        let scroll = o?.properties["transitionStyle"] == "scroll"
        transitionStyle = scroll ? .scroll : .pageCurl
        navigationOrientation = o?.properties["navigationOrientation"] == "vertical" ? .vertical : .horizontal
        let spines: [String: SpineLocation] = ["min": .min, "mid": .mid, "max": .max, "none": .none]
        spineLocation = scroll ? .none : (o?.properties["spineLocation"].flatMap { spines[$0] } ?? .min)
        interPageSpacing = 0
        super.init(coder: coder)
    }

    override func installContent() {
        if let page = pages.first { show(page) }
        pageIndicator.isUserInteractionEnabled = false
        view.addSubview(pageIndicator)
        updateIndicator()
    }

    override func layOutContainerParts() {
        for page in pages { page.viewIfLoaded?.frame = view.bounds }
        placeIndicator()
    }

    /// Shows `viewControllers` (one page; `setViewControllers(_:direction:animated:completion:)`).
    /// Animated while a stage records, the new page slides in from the side `direction` names
    /// (scroll style, over 0.3 s, ease in-out: chosen) or the page curls up (forward) or down
    /// (reverse) over 0.5 s (page-curl style, Flipbook's curl: chosen); else at once. The
    /// completion gets true. Not one page (none, or two for a two-sided spine) is reported and
    /// nothing changes, as UIKit raises.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let list = viewControllers, list.count == 1, let next = list.first else {
            Stage.current?.report(
                .invalidRequest(
                    what:
                        "setViewControllers(_:direction:animated:completion:) with \(viewControllers?.count ?? 0) controllers: one is accepted (spine \(spineLocation))",
                    time: Stage.current?.now ?? 0))
            return
        }
        let previous = pages.first
        guard next !== previous else {
            turning = false
            completion?(true)
            return
        }
        pages = [next]
        if !turning { updateIndicator() }
        if next.parent !== self { addChild(next) }
        guard isViewLoaded else {
            previous?.removeFromParent()
            completion?(true)
            return
        }
        let nextView: UIView = next.view
        nextView.frame = view.bounds
        let finish = { [weak self] (ok: Bool) in
            if let previous, previous !== self?.pages.first {
                previous.viewIfLoaded?.removeFromSuperview()
                previous.removeFromParent()
            }
            next.didMove(toParent: self)
            self?.turning = false
            if let self { self.view.bringSubviewToFront(self.pageIndicator) }
            completion?(ok)
        }
        guard animated, Stage.current != nil, let previous, let oldView = previous.viewIfLoaded else {
            view.insertSubview(nextView, belowSubview: pageIndicator)
            finish(true)
            return
        }
        turning = true
        switch transitionStyle {
        case .scroll:
            let horizontal = navigationOrientation == .horizontal
            let step = (horizontal ? view.bounds.width : view.bounds.height) + interPageSpacing
            let sign: CGFloat = direction == .forward ? 1 : -1
            let shift = { (d: CGFloat) in
                horizontal ? CGAffineTransform(translationX: d, y: 0) : CGAffineTransform(translationX: 0, y: d)
            }
            nextView.transform = shift(sign * step)
            view.insertSubview(nextView, belowSubview: pageIndicator)
            UIView.animate(
                withDuration: 0.3, delay: 0, options: [.curveEaseInOut],
                animations: {
                    nextView.transform = .identity
                    oldView.transform = shift(-sign * step)
                },
                completion: { done in
                    oldView.transform = .identity
                    finish(done)
                })
        case .pageCurl:
            UIView.transition(
                from: oldView, to: nextView, duration: 0.5,
                options: direction == .forward ? [.transitionCurlUp] : [.transitionCurlDown],
                completion: { done in
                    self.view.bringSubviewToFront(self.pageIndicator)
                    finish(done)
                })
        }
    }

    /// Turns to the next (`.forward`) or previous page as a swipe would (Flipbook's, not
    /// UIKit's, like a scripted gesture): asks the data source, tells the delegate
    /// `willTransitionTo`, turns animated, then tells `didFinishAnimating` with
    /// `transitionCompleted` true and the indicator's dot moved. No page there (the data source
    /// gives nil, or there is none) turns nothing and returns false.
    @discardableResult
    public func turnPage(_ direction: NavigationDirection) -> Bool {
        guard !turning, let current = pages.first, let source = dataSource else { return false }
        let found =
            direction == .forward
            ? source.pageViewController(self, viewControllerAfter: current)
            : source.pageViewController(self, viewControllerBefore: current)
        guard let next = found else { return false }
        delegate?.pageViewController(self, willTransitionTo: [next])
        turning = true
        if direction == .forward {
            pageIndicator.currentPage = min(pageIndicator.currentPage + 1, max(pageIndicator.numberOfPages - 1, 0))
        } else {
            pageIndicator.currentPage = max(pageIndicator.currentPage - 1, 0)
        }
        setViewControllers([next], direction: direction, animated: true) { [weak self] done in
            guard let self else { return }
            self.delegate?.pageViewController(
                self, didFinishAnimating: done, previousViewControllers: [current], transitionCompleted: true)
        }
        return true
    }

    private func show(_ page: UIViewController) {
        let v: UIView = page.view
        v.frame = view.bounds
        view.insertSubview(v, at: 0)
    }

    private func updateIndicator() {
        guard isViewLoaded else { return }
        let count = transitionStyle == .scroll ? max(dataSource?.presentationCount(for: self) ?? 0, 0) : 0
        pageIndicator.numberOfPages = count
        if count > 0, let source = dataSource {
            pageIndicator.currentPage = min(max(source.presentationIndex(for: self), 0), count - 1)
        }
        pageIndicator.isHidden = count == 0
        placeIndicator()
    }

    /// The indicator: as tall as a page control sizes itself, the view's width, on the
    /// bottom of the safe area (chosen: UIKit gives no figure).
    private func placeIndicator() {
        guard isViewLoaded, !pageIndicator.isHidden else { return }
        let h = pageIndicator.sizeThatFits(view.bounds.size).height
        let bottom = view.bounds.height - view.safeAreaInsets.bottom
        pageIndicator.frame = CGRect(x: 0, y: bottom - h, width: view.bounds.width, height: h)
    }
}
