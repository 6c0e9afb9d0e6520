import Foundation
import FlipbookCore

/// A spinner (`UIActivityIndicatorView`): eight rounded spokes fading around a circle, 20 x 20
/// points (`.medium`) or 37 x 37 (`.large`), turning once a second while animating
/// (SEMANTICS.md §17).
open class UIActivityIndicatorView: UIView {
    /// `UIActivityIndicatorView.Style`, UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Large, white (0; deprecated in iOS 13).
        case whiteLarge = 0
        /// Medium, white (1; deprecated).
        case white = 1
        /// Medium, grey (2; deprecated).
        case gray = 2
        /// 20 x 20 (100).
        case medium = 100
        /// 37 x 37 (101).
        case large = 101

        /// The side in points (UIKit's sizes: 20 for medium, 37 for large).
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    /// Spokes around the circle (chosen: 8, as iOS 13 and later draw).
    public static let spokeCount = 8
    /// Seconds per turn while animating (chosen: 1).
    public static let turnDuration = 1.0

    /// The style (`style`; default `.medium`); setting it resizes the view.
    open var style: Style = .medium {
        didSet {
            frame.size = CGSize(width: style.side, height: style.side)
            redraw()
        }
    }
    /// The spokes' colour (`color`; default #8E8E93, `systemGray`, chosen; white for the
    /// white styles).
    open var color: UIColor! {
        get { ownColor ?? ((style == .white || style == .whiteLarge) ? .white : .systemGray) }
        set {
            ownColor = newValue
            redraw()
        }
    }
    private var ownColor: UIColor?
    /// Hidden while stopped (`hidesWhenStopped`; default true).
    open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    /// Whether it turns (`isAnimating`).
    open private(set) var isAnimating = false
    private var spokes: [UIView] = []

    /// `UIActivityIndicatorView(style:)`.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        setUp()
    }

    /// `UIActivityIndicatorView(frame:)`: medium, centred in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// `init?(coder:)`: the style, colour and animation a storyboard or nib describes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        StoryboardViews.read(coder, into: self)
    }

    private func setUp() {
        isUserInteractionEnabled = false
        for _ in 0..<Self.spokeCount {
            let s = UIView()
            s.isUserInteractionEnabled = false
            spokes.append(s)
            addSubview(s)
        }
        isHidden = hidesWhenStopped
        redraw()
    }

    /// The size of the style (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// Spoke k (clockwise from the top) of a spinner `side` points across: from 0.25 to 0.5 of
    /// the side out from the centre, 0.1 of the side wide, at alpha 1 - 0.1 k (chosen).
    func redraw() {
        let side = style.side
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let width = side * 0.1, inner = side * 0.25, outer = side * 0.5
        for (k, s) in spokes.enumerated() {
            let angle = Double(k) * 2 * .pi / Double(Self.spokeCount)
            s.transform = .identity
            s.bounds = CGRect(x: 0, y: 0, width: width, height: outer - inner)
            let mid = (inner + outer) / 2
            s.center = CGPoint(x: c.x + mid * sin(angle), y: c.y - mid * cos(angle))
            s.transform = CGAffineTransform(rotationAngle: angle)
            s.layer.cornerRadius = width / 2
            s.backgroundColor = color
            s.alpha = 1 - 0.1 * CGFloat(k)
        }
    }

    /// Starts turning (`startAnimating()`): shown, the layer turns once every `turnDuration`
    /// seconds, forever.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = 2 * Double.pi
        turn.duration = Self.turnDuration
        turn.repeatCount = .infinity
        layer.add(turn, forKey: "flipbook.spin")
    }

    /// Stops turning (`stopAnimating()`), hiding it when `hidesWhenStopped`.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        layer.removeAnimation(forKey: "flipbook.spin")
        if hidesWhenStopped { isHidden = true }
    }
}
