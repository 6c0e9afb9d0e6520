import Foundation
import FlipbookCore

/// A stepper (`UIStepper`), as iOS 13+ draws it (SEMANTICS.md §26): a 94 x 32 pt rounded
/// rectangle in `tertiarySystemFill` with 8 pt corners, split by a 1 pt separator 18 pt high,
/// a minus in the left half and a plus in the right one, in `label` (`tertiaryLabel` for a
/// half that cannot step further). A tap on a half steps the value by `stepValue` and sends
/// `.valueChanged`.
open class UIStepper: UIControl {
    /// The stepper's size (chosen: 94 x 32 pt, iOS 13+'s).
    public static let size = CGSize(width: 94, height: 32)
    /// The corner radius (chosen: 8 pt).
    public static let cornerRadius: CGFloat = 8
    /// The separator's height (chosen: 18 pt) and width (1 pt).
    public static let separatorHeight: CGFloat = 18

    /// The value (`value`; default 0), kept in the range.
    open var value: Double {
        get { current }
        set { current = clamped(newValue); redraw() }
    }
    private var current: Double = 0
    /// The lowest value (`minimumValue`; default 0).
    open var minimumValue: Double = 0 { didSet { current = clamped(current); redraw() } }
    /// The highest value (`maximumValue`; default 100).
    open var maximumValue: Double = 100 { didSet { current = clamped(current); redraw() } }
    /// The step (`stepValue`; default 1; a value that is not positive is refused, as UIKit
    /// raises).
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) { stepValue = oldValue } }
    }
    /// Whether stepping past one end goes to the other (`wraps`; default false).
    open var wraps = false { didSet { redraw() } }
    /// Stored (`autorepeat`, `isContinuous`; default true): a tap steps once.
    open var autorepeat = true
    /// Stored.
    open var isContinuous = true

    private let background = UIView()
    private let separator = UIView()
    private let minus = UIImageView()
    private let plus = UIImageView()

    /// `UIStepper(frame:)`: always 94 x 32 pt, as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    /// `init?(coder:)`: the value, range, step and flags a storyboard or nib describes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        StoryboardViews.read(coder, into: self)
        redraw()
    }

    private func setUp() {
        for v in [background, separator, minus, plus] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        minus.image = UIImage(systemName: "minus")
        plus.image = UIImage(systemName: "plus")
        redraw()
    }

    /// 94 x 32 pt (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { Self.size }

    func clamped(_ v: Double) -> Double {
        guard v.isFinite else { return minimumValue }
        return min(max(v, minimumValue), max(minimumValue, maximumValue))
    }

    var canDecrement: Bool { isEnabled && (wraps || current > minimumValue) }
    var canIncrement: Bool { isEnabled && (wraps || current < maximumValue) }

    func redraw() {
        let s = Self.size
        background.frame = CGRect(origin: .zero, size: s)
        background.layer.cornerRadius = Self.cornerRadius
        background.backgroundColor = .tertiarySystemFill
        separator.frame = CGRect(
            x: s.width / 2 - 0.5, y: (s.height - Self.separatorHeight) / 2, width: 1, height: Self.separatorHeight)
        separator.backgroundColor = .separator
        // The glyphs: 16 pt symbols centred in each half.
        let g: CGFloat = 16
        minus.frame = CGRect(x: s.width / 4 - g / 2, y: (s.height - g) / 2, width: g, height: g)
        plus.frame = CGRect(x: 3 * s.width / 4 - g / 2, y: (s.height - g) / 2, width: g, height: g)
        minus.tintColor = canDecrement ? .label : .tertiaryLabel
        plus.tintColor = canIncrement ? .label : .tertiaryLabel
    }

    override func stateDidChange() { redraw() }

    /// A tap on the left half steps down, on the right half up (wrapping when `wraps`), and
    /// sends `.valueChanged` when the value changed.
    override func tapEnded(at point: CGPoint) -> Event {
        let up = point.x >= bounds.midX
        let before = current
        if up {
            guard canIncrement else { return [] }
            let next = current + stepValue
            current = next > maximumValue ? (wraps ? minimumValue : maximumValue) : next
        } else {
            guard canDecrement else { return [] }
            let next = current - stepValue
            current = next < minimumValue ? (wraps ? maximumValue : minimumValue) : next
        }
        redraw()
        return current == before ? [] : .valueChanged
    }
}

extension StoryboardViews {
    static func read(_ coder: NSCoder, into s: UIStepper) {
        guard let c = coder as? StoryboardCoder else { return }
        let o = c.object
        readControl(o, into: s)
        if let n = o.number("minimumValue") { s.minimumValue = n }
        if let n = o.number("maximumValue") { s.maximumValue = n }
        if let n = o.number("stepValue") { s.stepValue = n }
        if let n = o.number("value") { s.value = n }
        if let b = o.bool("wraps") { s.wraps = b }
        if let b = o.bool("autorepeat") { s.autorepeat = b }
        if let b = o.bool("continuous") { s.isContinuous = b }
    }
}
