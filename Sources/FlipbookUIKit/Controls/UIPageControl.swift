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
                ? (currentPageIndicatorTintColor ?? .white)
                : (pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3))
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
