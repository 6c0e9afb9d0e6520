import Foundation

/// Pull to refresh (`UIRefreshControl`, SEMANTICS.md §26): set as a scroll view's
/// `refreshControl`, it sits above the content; a pan script that lets go with the content
/// pulled at least `triggerDistance` below its top begins refreshing (its spinner turns) and
/// sends `.valueChanged`; `endRefreshing()` stops it.
open class UIRefreshControl: UIControl {
    /// How far the content must be pulled down when the finger lifts, in points (chosen: 88).
    public static let triggerDistance: CGFloat = 88
    /// The control's height above the content (chosen: 60 pt).
    public static let height: CGFloat = 60

    /// Whether it is refreshing (`isRefreshing`).
    open private(set) var isRefreshing = false
    /// A title under the spinner (`attributedTitle`); stored, not drawn.
    open var attributedTitle: NSAttributedString?
    let spinner = UIActivityIndicatorView(style: .medium)

    /// `UIRefreshControl()`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// `UIRefreshControl()`.
    public convenience init() { self.init(frame: .zero) }

    /// Present for source compatibility.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = true
        addSubview(spinner)
    }

    /// Starts refreshing, without sending `.valueChanged` (`beginRefreshing()`), as UIKit's.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
    }

    /// Stops refreshing (`endRefreshing()`).
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
    }

    /// Places the control above the top of `scrollView`'s content.
    func place(in scrollView: UIScrollView) {
        frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// The finger lifted from `scrollView`: far enough down, refreshing begins with `.valueChanged`.
    func dragEnded(in scrollView: UIScrollView) {
        let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        guard isEnabled, !isRefreshing, pulled >= Self.triggerDistance else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }
}

nonisolated(unsafe) private var refreshControlKey: UInt8 = 0

extension UIScrollView {
    /// The pull-to-refresh control (`refreshControl`), added above the content.
    public var refreshControl: UIRefreshControl? {
        get { objc_getAssociatedObject(self, &refreshControlKey) as? UIRefreshControl }
        set {
            refreshControl?.removeFromSuperview()
            objc_setAssociatedObject(self, &refreshControlKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            if let c = newValue {
                c.place(in: self)
                insertSubview(c, at: 0)
            }
        }
    }
}
