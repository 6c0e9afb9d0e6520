import Foundation
import FlipbookCore

/// A slider (`UISlider`): a 4-point rounded track, tinted left of a white 28-point thumb and
/// grey right of it, centred in the bounds (SEMANTICS.md §17). Taps do not move it (as in
/// UIKit, only drags do, which are not played).
open class UISlider: UIControl {
    /// The slider's height (chosen: 31 pt).
    public static let height: CGFloat = 31
    /// The track's thickness (chosen: 4 pt).
    public static let trackHeight: CGFloat = 4
    /// The thumb's diameter (chosen: 28 pt).
    public static let thumbDiameter: CGFloat = 28
    /// The track right of the thumb: `systemFill`, #787880 at 20 % (Apple's UI element colours).
    static var maximumTrack: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2) }

    private let minimumTrackView = UIView()
    private let maximumTrackView = UIView()
    private let thumbView = UIView()

    /// The value (`value`; default 0), kept in the range.
    open var value: Float {
        get { current }
        set { setValue(newValue, animated: false) }
    }
    private var current: Float = 0
    /// The lowest value (`minimumValue`; default 0).
    open var minimumValue: Float = 0 { didSet { setValue(current, animated: false) } }
    /// The highest value (`maximumValue`; default 1).
    open var maximumValue: Float = 1 { didSet { setValue(current, animated: false) } }
    /// The track left of the thumb (`minimumTrackTintColor`; nil: the tint).
    open var minimumTrackTintColor: UIColor? { didSet { redraw() } }
    /// The track right of the thumb (`maximumTrackTintColor`; nil: #787880 at 20 %).
    open var maximumTrackTintColor: UIColor? { didSet { redraw() } }
    /// The thumb (`thumbTintColor`; nil: white).
    open var thumbTintColor: UIColor? { didSet { redraw() } }
    /// Stored (`isContinuous`; default true).
    open var isContinuous = true

    /// `UISlider(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// `init?(coder:)`: the range, value and tints a storyboard or nib describes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        StoryboardViews.read(coder, into: self)
    }

    private func setUp() {
        for v in [minimumTrackView, maximumTrackView, thumbView] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        thumbView.layer.shadowColor = .black
        thumbView.layer.shadowOpacity = 0.15
        thumbView.layer.shadowRadius = 3
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
        redraw()
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            redraw()
        }
    }

    /// No natural width; 31 pt high (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    /// Sets the value, clamped to the range (`setValue(_:animated:)`); animated, the thumb
    /// moves over 0.25 s (chosen).
    open func setValue(_ newValue: Float, animated: Bool) {
        let lo = min(minimumValue, maximumValue), hi = max(minimumValue, maximumValue)
        current = newValue.isFinite ? min(max(newValue, lo), hi) : lo
        if animated { UIView.animate(withDuration: 0.25) { self.redraw() } } else { redraw() }
    }

    /// The thumb's centre x: from half a thumb in from the left (the minimum) to half a thumb
    /// in from the right (the maximum), linearly.
    var thumbCentreX: CGFloat {
        let span = maximumValue - minimumValue
        let f = span > 0 ? CGFloat((current - minimumValue) / span) : 0
        return bounds.minX + Self.thumbDiameter / 2 + f * max(0, bounds.width - Self.thumbDiameter)
    }

    func redraw() {
        let midY = bounds.midY, x = thumbCentreX
        let trackY = midY - Self.trackHeight / 2
        minimumTrackView.frame = CGRect(
            x: bounds.minX, y: trackY, width: max(0, x - bounds.minX), height: Self.trackHeight)
        maximumTrackView.frame = CGRect(x: x, y: trackY, width: max(0, bounds.maxX - x), height: Self.trackHeight)
        for v in [minimumTrackView, maximumTrackView] { v.layer.cornerRadius = Self.trackHeight / 2 }
        minimumTrackView.backgroundColor = isEnabled ? (minimumTrackTintColor ?? tintColor) : UIButton.disabledColor
        maximumTrackView.backgroundColor = maximumTrackTintColor ?? Self.maximumTrack
        let d = Self.thumbDiameter
        thumbView.frame = CGRect(x: x - d / 2, y: midY - d / 2, width: d, height: d)
        thumbView.layer.cornerRadius = d / 2
        thumbView.backgroundColor = thumbTintColor ?? .white
    }

    override func stateDidChange() { redraw() }
    /// The tint colours the track left of the thumb.
    open override func tintColorDidChange() { redraw() }
}
