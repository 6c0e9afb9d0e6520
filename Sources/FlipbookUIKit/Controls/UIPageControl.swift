import Foundation
import FlipbookCore

/// A row of page dots (`UIPageControl`): 7-point dots 16 points apart, the current one in
/// `currentPageIndicatorTintColor`, centred in the bounds (SEMANTICS.md §17). A tap left of
/// the middle goes back a page, right of it forward, and sends `.valueChanged`.
open class UIPageControl: UIControl {
    /// A dot's diameter (chosen: 7 pt).
    public static let dotDiameter: CGFloat = 7
    /// From one dot's centre to the next (chosen: 16 pt).
    public static let dotPitch: CGFloat = 16
    /// The control's height (chosen: 26 pt).
    public static let height: CGFloat = 26

    /// Pages (`numberOfPages`; default 0).
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            redraw()
        }
    }
    /// The page shown (`currentPage`), kept in 0 ..< numberOfPages.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            redraw()
        }
    }
    /// Hidden with one page or none (`hidesForSinglePage`; default false).
    open var hidesForSinglePage = false { didSet { redraw() } }
    /// The other dots' colour (`pageIndicatorTintColor`; nil: white at 30 %, chosen).
    open var pageIndicatorTintColor: UIColor? { didSet { redraw() } }
    /// The current dot's colour (`currentPageIndicatorTintColor`; nil: white).
    open var currentPageIndicatorTintColor: UIColor? { didSet { redraw() } }
    private var dots: [UIView] = []

    /// Whether this control is its class's appearance proxy (`appearance()`).
    private var isAppearanceProxy = false
    /// Whether the app set the control's own background colour.
    private var setsOwnBackground = false
    /// This thread's proxy of a class, if one was made (`ThreadContext.appearanceProxies`).
    private static func proxy(of k: AnyClass) -> UIPageControl? {
        ThreadContext.current.appearanceProxies[ObjectIdentifier(k)] as? UIPageControl
    }

    /// The appearance proxy (`appearance()`, UIAppearance): `pageIndicatorTintColor`,
    /// `currentPageIndicatorTintColor` and `backgroundColor` set on it apply to every page
    /// control of this class (and its subclasses), a page view controller's indicator
    /// included, wherever the control does not set its own, as UIKit applies a proxy's
    /// values to instances that did not set theirs. Other properties are not read from it.
    open class func appearance() -> UIPageControl {
        if let p = proxy(of: self) { return p }
        let p = UIPageControl(frame: .zero)
        p.isAppearanceProxy = true
        ThreadContext.current.appearanceProxies[ObjectIdentifier(self)] = p
        return p
    }

    /// The nearest appearance proxy's value, from this class up to UIPageControl.
    private func proxyValue(_ read: (UIPageControl) -> UIColor?) -> UIColor? {
        guard !isAppearanceProxy else { return nil }
        var c: AnyClass? = type(of: self)
        while let k = c {
            if let p = Self.proxy(of: k), let v = read(p) { return v }
            if k == UIPageControl.self { break }
            c = _getSuperclass(k)
        }
        return nil
    }

    /// `backgroundColor`: the control's own, else its appearance proxy's.
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            setsOwnBackground = true
            super.backgroundColor = newValue
        }
    }

    /// `UIPageControl(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`: the pages and tints a storyboard or nib describes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        StoryboardViews.read(coder, into: self)
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            redraw()
        }
    }

    /// The size that shows `pageCount` dots: 16 pt a dot plus 7 pt, by 26 pt (chosen)
    /// (`size(forNumberOfPages:)`).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * Self.dotPitch + Self.dotDiameter, height: Self.height)
    }

    /// `intrinsicContentSize`: the size for `numberOfPages`.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The centre of dot `index`, in the control's coordinates.
    func dotCentre(_ index: Int) -> CGPoint {
        let row = CGFloat(numberOfPages - 1) * Self.dotPitch
        return CGPoint(x: bounds.midX - row / 2 + CGFloat(index) * Self.dotPitch, y: bounds.midY)
    }

    func redraw() {
        while dots.count < numberOfPages {
            let d = UIView()
            d.isUserInteractionEnabled = false
            dots.append(d)
            addSubview(d)
        }
        while dots.count > numberOfPages { dots.removeLast().removeFromSuperview() }
        for (i, d) in dots.enumerated() {
            d.frame = CGRect(
                x: dotCentre(i).x - Self.dotDiameter / 2, y: dotCentre(i).y - Self.dotDiameter / 2,
                width: Self.dotDiameter, height: Self.dotDiameter)
            d.layer.cornerRadius = Self.dotDiameter / 2
            d.backgroundColor =
                i == currentPage
                ? (currentPageIndicatorTintColor ?? proxyValue { $0.currentPageIndicatorTintColor } ?? .white)
                : (pageIndicatorTintColor ?? proxyValue { $0.pageIndicatorTintColor } ?? UIColor(white: 1, alpha: 0.3))
        }
        if !setsOwnBackground, let proxied = proxyValue({ $0.setsOwnBackground ? $0.backgroundColor : nil }) {
            super.backgroundColor = proxied
        }
        isHidden = hidesForSinglePage && numberOfPages <= 1
    }

    /// A tap left of the middle goes back a page, right of it forward.
    override func tapEnded(at point: CGPoint) -> Event {
        let before = currentPage
        currentPage += point.x < bounds.midX ? -1 : 1
        return currentPage == before ? [] : [.valueChanged, .primaryActionTriggered]
    }
}
