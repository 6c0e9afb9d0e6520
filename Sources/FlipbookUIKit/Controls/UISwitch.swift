import Foundation
import FlipbookCore

/// An on/off switch (`UISwitch`), 51 x 31 points whatever frame it is given, drawn as iOS
/// draws it: a capsule track, green when on, pale grey when off, and a white thumb with a
/// soft shadow that slides from one end to the other (SEMANTICS.md §17). A tap toggles it
/// and sends `.valueChanged` and `.primaryActionTriggered`.
open class UISwitch: UIControl {
    /// The switch's size (51 x 31 points, UIKit's fixed size for `UISwitch`).
    public static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter (chosen: 27 pt, leaving a 2 pt rim).
    public static let thumbDiameter: CGFloat = 27
    /// How long an animated change slides the thumb (chosen: 0.25 s, ease in and out).
    public static let animationDuration = 0.25
    /// The off track: `secondarySystemFill`, #787880 at 16 % (Apple's UI element colours).
    static var offTrack: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16) }

    let track = UIView()
    let thumb = UIView()

    /// Whether it is on (`isOn`; default false). Setting it moves the thumb at once.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on = false
    /// The track's colour when on (`onTintColor`); nil for system green (#34C759).
    open var onTintColor: UIColor? { didSet { redraw() } }
    /// The thumb's colour (`thumbTintColor`); nil for white.
    open var thumbTintColor: UIColor? { didSet { redraw() } }
    /// Stored (`preferredStyle`, iOS 14); always drawn as a switch.
    open var preferredStyle: Style = .automatic
    /// `UISwitch.Style`.
    public enum Style: Int, Sendable {
        /// 0.
        case automatic
        /// 1.
        case checkbox
        /// 2.
        case sliding
    }

    /// `UISwitch(frame:)`: the size is always 51 x 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    /// `init?(coder:)`: the switch a storyboard or nib describes (`on`, tints), 51 x 31.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: frame.origin, size: Self.size)
        setUp()
        StoryboardViews.read(coder, into: self)
    }

    private func setUp() {
        track.isUserInteractionEnabled = false
        thumb.isUserInteractionEnabled = false
        addSubview(track)
        addSubview(thumb)
        thumb.layer.shadowColor = .black
        thumb.layer.shadowOpacity = 0.15
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        redraw()
    }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// The fixed size (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { Self.size }
    /// `sizeThatFits(_:)`: the fixed size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Turns it on or off (`setOn(_:animated:)`); animated, the thumb slides and the track's
    /// colour fades over `animationDuration`. Sends no action, as in UIKit.
    open func setOn(_ newValue: Bool, animated: Bool) {
        on = newValue
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: .curveEaseInOut) { self.redraw() }
        } else {
            redraw()
        }
    }

    override func stateDidChange() { redraw() }
    /// The tint does not colour a switch; nothing to do.
    open override func tintColorDidChange() {}

    /// The thumb's frame for a state (2 pt in from the end it rests at).
    static func thumbFrame(on: Bool) -> CGRect {
        let inset = (size.height - thumbDiameter) / 2
        return CGRect(
            x: on ? size.width - inset - thumbDiameter : inset, y: inset, width: thumbDiameter, height: thumbDiameter)
    }

    func redraw() {
        track.frame = CGRect(origin: .zero, size: Self.size)
        track.layer.cornerRadius = Self.size.height / 2
        track.backgroundColor = on ? (onTintColor ?? .systemGreen) : Self.offTrack
        thumb.frame = Self.thumbFrame(on: on)
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.backgroundColor = thumbTintColor ?? .white
        track.alpha = isEnabled ? 1 : 0.5
        thumb.alpha = track.alpha
    }

    /// A tap toggles the switch, animated.
    override func tapEnded(at point: CGPoint) -> Event {
        setOn(!on, animated: true)
        return [.valueChanged, .primaryActionTriggered]
    }
}
