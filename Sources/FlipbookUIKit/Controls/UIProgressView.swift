import Foundation
import FlipbookCore

/// A bar that fills from the leading edge as a task progresses (`UIProgressView`), as iOS 14+
/// draws it (SEMANTICS.md §26): a 4 pt track in `systemFill` with 2 pt corners, the filled part
/// in the tint colour.
open class UIProgressView: UIView {
    /// The style (`UIProgressView.Style`).
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default` = 0
        /// The toolbar's bar (drawn the same here).
        case bar
    }

    /// The bar's height (chosen: 4 pt).
    public static let height: CGFloat = 4

    /// The style (`progressViewStyle`).
    open var progressViewStyle: Style = .default { didSet { redraw() } }
    /// The progress, 0 ... 1 (`progress`; default 0), clamped.
    open var progress: Float {
        get { current }
        set { setProgress(newValue, animated: false) }
    }
    private var current: Float = 0
    /// The filled part's colour (`progressTintColor`; nil: the tint).
    open var progressTintColor: UIColor? { didSet { redraw() } }
    /// The track's colour (`trackTintColor`; nil: `systemFill`, #787880 at 20 %).
    open var trackTintColor: UIColor? { didSet { redraw() } }
    /// Stored (`progressImage`, `trackImage`): not drawn.
    open var progressImage: UIImage?
    /// Stored.
    open var trackImage: UIImage?
    /// Stored (`observedProgress`).
    open var observedProgress: Progress? {
        didSet { if let p = observedProgress { progress = Float(p.fractionCompleted) } }
    }

    private let track = UIView()
    private let fill = UIView()

    /// `UIProgressView(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// `UIProgressView(progressViewStyle:)`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// `init?(coder:)`: the progress and tints a storyboard or nib describes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        StoryboardViews.read(coder, into: self)
        redraw()
    }

    private func setUp() {
        for v in [track, fill] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        track.clipsToBounds = true
        track.addSubview(fill)
        redraw()
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            redraw()
        }
    }

    /// No natural width; 4 pt high (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    /// Sets the progress, clamped to 0 ... 1 (`setProgress(_:animated:)`); animated, the fill
    /// grows over 0.25 s (chosen).
    open func setProgress(_ progress: Float, animated: Bool) {
        current = progress.isFinite ? min(max(progress, 0), 1) : 0
        if animated { UIView.animate(withDuration: 0.25) { self.redraw() } } else { redraw() }
    }

    func redraw() {
        let b = bounds
        let h = Self.height
        track.frame = CGRect(x: b.minX, y: b.midY - h / 2, width: b.width, height: h)
        track.layer.cornerRadius = h / 2
        track.backgroundColor = trackTintColor ?? .systemFill
        let w = b.width * CGFloat(current)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        fill.frame = CGRect(x: rtl ? b.width - w : 0, y: 0, width: w, height: h)
        fill.layer.cornerRadius = h / 2
        fill.backgroundColor = progressTintColor ?? tintColor
    }

    /// The tint colours the filled part.
    open override func tintColorDidChange() { redraw() }
}

extension StoryboardViews {
    static func read(_ coder: NSCoder, into p: UIProgressView) {
        guard let c = coder as? StoryboardCoder else { return }
        let o = c.object
        if o.properties["progressViewStyle"] == "bar" { p.progressViewStyle = .bar }
        if let n = o.number("progress") { p.progress = Float(n) }
        if let t = color(c, "progressTintColor") { p.progressTintColor = t }
        if let t = color(c, "trackTintColor") { p.trackTintColor = t }
    }
}
