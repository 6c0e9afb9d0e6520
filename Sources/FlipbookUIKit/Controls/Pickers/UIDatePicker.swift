import Foundation

/// How a date picker looks (`UIDatePickerStyle`), UIKit's raw values.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice (0): compact for dates and times, wheels for a countdown or a year
    /// and month.
    case automatic = 0
    /// Spinning wheels (1).
    case wheels = 1
    /// Grey capsules showing the date and time (2).
    case compact = 2
    /// A month in place (3), or the time's capsule (SEMANTICS.md §31).
    case inline = 3
}

/// A control for choosing a date, a time or a countdown (`UIDatePicker`), as iOS 14 and later
/// draw it (SEMANTICS.md §31). It never reads the machine's clock, locale or time zone: made
/// without a date it shows Tuesday 9 January 2007, 9:41 AM GMT (`standardDate`); it draws in
/// English on the Gregorian calendar, in GMT unless `timeZone` is set. `.valueChanged` is sent
/// when the user turns a wheel or taps a day to another date, never when the app sets one.
open class UIDatePicker: UIControl {
    /// What the picker chooses (`UIDatePicker.Mode`), UIKit's raw values but the last.
    public enum Mode: Int, Sendable {
        /// Hours, minutes and AM/PM (0).
        case time = 0
        /// Month, day and year (1).
        case date = 1
        /// Weekday, month and day; hours, minutes and AM/PM (2).
        case dateAndTime = 2
        /// Hours and minutes of a countdown (3).
        case countDownTimer = 3
        /// Month and year (iOS 17.4; the raw value is chosen).
        case yearAndMonth = 4269
    }

    /// The date a picker shows until the app sets one (chosen: Tuesday 9 January 2007,
    /// 09:41:00 GMT; UIKit takes the moment it is made).
    public static let standardDate = Date(timeIntervalSince1970: 1_168_335_660)
    /// The longest countdown (Apple's documentation: 23 hours 59 minutes, 86,399 s).
    public static let maximumCountDownDuration: TimeInterval = 86_399
    /// The compact capsules' height (chosen: 34 pt), corner radius (6 pt), the room beside
    /// their text (11 pt each side) and the gap between two (6 pt).
    public static let capsuleHeight: CGFloat = 34
    /// See `capsuleHeight`.
    public static let capsuleCornerRadius: CGFloat = 6
    /// See `capsuleHeight`.
    public static let capsulePadding: CGFloat = 11
    /// See `capsuleHeight`.
    public static let capsuleSpacing: CGFloat = 6
    /// The capsules' text size (chosen: 17 pt, the body style).
    public static let capsuleFontSize: CGFloat = 17

    /// What the picker chooses (`datePickerMode`; default `.dateAndTime`, UIKit's).
    open var datePickerMode: Mode = .dateAndTime { didSet { restyle() } }
    /// The style asked for (`preferredDatePickerStyle`; default `.automatic`).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { restyle() } }
    /// The style drawn (`datePickerStyle`): `.automatic` is `.compact`, except for a
    /// countdown and a year and month, which have only wheels (as UIKit's documentation says
    /// for a year and month; chosen for a countdown), and so are those asked for compact.
    open var datePickerStyle: UIDatePickerStyle {
        let wheelsOnly = datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth
        switch preferredDatePickerStyle {
        case .automatic, .compact: return wheelsOnly ? .wheels : .compact
        case .wheels: return .wheels
        case .inline: return wheelsOnly ? .wheels : .inline
        }
    }

    /// The date chosen (`date`). Set, it is kept within `minimumDate` ... `maximumDate`
    /// (unless those are ignored); a date that is not finite is refused and the old one kept.
    open var date: Date {
        get { current }
        set { setDate(newValue, animated: false) }
    }
    var current = UIDatePicker.standardDate

    /// The earliest date (`minimumDate`; default nil). Ignored, with `maximumDate`, when it is
    /// later than the maximum, and in the countdown mode (Apple's documentation).
    open var minimumDate: Date? { didSet { setDate(current, animated: false) } }
    /// The latest date (`maximumDate`; default nil); see `minimumDate`.
    open var maximumDate: Date? { didSet { setDate(current, animated: false) } }

    /// The minutes wheel's step (`minuteInterval`; default 1). A value that does not divide
    /// 60 evenly, or is outside 1 ... 30, is replaced by the default (Apple's documentation).
    open var minuteInterval: Int {
        get { interval }
        set {
            interval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            restyle()
        }
    }
    private var interval = 1
    /// Stored (`roundsToMinuteInterval`, iOS 15; default true): the wheels show the minute
    /// rounded down to the interval whatever it says.
    open var roundsToMinuteInterval = true

    /// The countdown's length in seconds (`countDownDuration`; default 0), kept within
    /// 0 ... 86,399 (Apple's maximum); a value that is not finite is 0. Shown only in the
    /// countdown mode.
    open var countDownDuration: TimeInterval {
        get { duration }
        set {
            duration = newValue.isFinite ? min(max(newValue, 0), Self.maximumCountDownDuration) : 0
            redraw()
        }
    }
    private var duration: TimeInterval = 0

    /// Stored (`locale`; default nil): the picker draws in English whatever it is (chosen).
    open var locale: Locale? { didSet { redraw() } }
    /// Stored (`calendar`; default Gregorian): the picker draws the Gregorian calendar whatever
    /// it is (chosen).
    open var calendar: Calendar! = Calendar(identifier: .gregorian)
    /// The zone the date is shown in (`timeZone`; default nil: GMT here, chosen, never the
    /// machine's zone).
    open var timeZone: TimeZone? { didSet { redraw() } }

    let wheels = UIPickerView(frame: CGRect(origin: .zero, size: UIPickerView.standardSize))
    lazy var wheelSource = DateWheels(picker: self)
    var capsules: [UILabel] = []
    private var inlineCalendar: InlineCalendar?
    /// The inline style's month, made when first drawn.
    var monthView: InlineCalendar {
        if let c = inlineCalendar { return c }
        let c = InlineCalendar(frame: bounds)
        inlineCalendar = c
        addSubview(c)
        return c
    }
    /// Whether the picker still has the size it gave itself (made with an empty frame, and
    /// not resized by the app since; a move keeps it).
    private var sizesItself = false

    /// `UIDatePicker(frame:)`: an empty frame takes the picker's own size.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        sizesItself = frame.size == .zero
        setUp()
    }

    /// `init?(coder:)`: a storyboard's or nib's date picker, its frame and colours.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        // The file's `datePickerMode=`, `style=` and `minuteInterval=`; the date stays
        // `standardDate` (a file's `useCurrentDate` would read the clock).
        if let o = StoryboardViews.object(coder) {
            let modes: [String: Mode] = [
                "time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer,
                "yearAndMonth": .yearAndMonth,
            ]
            let styles: [String: UIDatePickerStyle] = [
                "automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline,
            ]
            if let m = o.properties["datePickerMode"].flatMap({ modes[$0] }) { datePickerMode = m }
            if let st = o.properties["style"].flatMap({ styles[$0] }) { preferredDatePickerStyle = st }
            if let n = o.number("minuteInterval") { minuteInterval = Int(n) }
        }
    }

    private func setUp() {
        wheels.dataSource = wheelSource
        wheels.delegate = wheelSource
        addSubview(wheels)
        restyle()
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let resized = newValue.size != super.frame.size
            super.frame = newValue
            if resized && !resizing { sizesItself = false }
            redraw()
        }
    }
    private var resizing = false

    open override func layoutSubviews() {
        super.layoutSubviews()
        redraw()
    }

    /// The wheels' 320 x 216 pt (chosen, the standard picker's), the capsules' size, or the
    /// inline month's 320 pt by its rows' height.
    open override var intrinsicContentSize: CGSize {
        if drawsCalendar {
            return CGSize(
                width: UIPickerView.standardSize.width,
                height: InlineCalendar.height(withTime: datePickerMode == .dateAndTime))
        }
        return drawsCapsules ? capsuleSize() : UIPickerView.standardSize
    }

    /// Whether the picker is drawn as capsules: compact, or an inline time.
    var drawsCapsules: Bool {
        datePickerStyle == .compact || (datePickerStyle == .inline && !drawsCalendar)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Sets the date (`setDate(_:animated:)`), kept in range; animated, the wheels turn to it
    /// over 0.3 s. Sends no event: only the user's changes do.
    open func setDate(_ date: Date, animated: Bool) {
        guard date.timeIntervalSince1970.isFinite else { return }
        current = clamped(date)
        inlineCalendar?.shownMonth = nil
        redraw(animated: animated)
    }

    /// `date` within the range, when there is one.
    func clamped(_ d: Date) -> Date {
        guard datePickerMode != .countDownTimer else { return d }
        let lo = minimumDate, hi = maximumDate
        if let lo, let hi, lo > hi { return d }
        if let lo, d < lo { return lo }
        if let hi, d > hi { return hi }
        return d
    }

    /// Seconds the shown zone is ahead of GMT at `date`.
    func offset(at date: Date) -> Int {
        guard let z = timeZone else { return 0 }
        return z.secondsFromGMT(for: date)
    }

    var shown: CivilDate { CivilDate(current, offset: offset(at: current)) }

    private func restyle() {
        wheels.reloadAllComponents()
        if sizesItself {
            resizing = true
            frame.size = intrinsicContentSize
            resizing = false
        }
        redraw()
    }

    /// The user chose `date` on a wheel or the month: kept in range, and `.valueChanged` sent
    /// (when `sending`; else the caller sends it) when it is a new date. True when it is.
    @discardableResult
    func userChose(_ date: Date, sending: Bool = true) -> Bool {
        let before = current
        current = clamped(date)
        redraw(animated: true)
        if current != before && sending { sendActions(for: .valueChanged) }
        return current != before
    }

    /// The user chose a countdown: a length of 0 becomes one minute interval, as the wheel
    /// will not stop on 0:00 (chosen).
    func userChose(countDown seconds: TimeInterval) {
        let before = duration
        duration = min(seconds > 0 ? seconds : TimeInterval(interval * 60), Self.maximumCountDownDuration)
        redraw(animated: true)
        if duration != before { sendActions(for: .valueChanged) }
    }

    func redraw(animated: Bool = false) {
        let month = drawsCalendar, capsuled = drawsCapsules
        wheels.isHidden = month || capsuled
        if month {
            layoutCalendar()
        } else {
            inlineCalendar?.isHidden = true
        }
        if capsuled {
            layoutCapsules()
        } else {
            for c in capsules { c.removeFromSuperview() }
            capsules = []
        }
        if !wheels.isHidden {
            wheels.frame = bounds
            wheelSource.select(in: wheels, animated: animated)
        }
    }

    /// A tap on the inline month selects a day or turns the month (UIControl+Taps.swift).
    override func tapEnded(at point: CGPoint) -> Event {
        drawsCalendar ? calendarTapped(at: point) : []
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        redraw()
    }

    override func stateDidChange() {
        wheels.isUserInteractionEnabled = isEnabled
        redraw()
    }
}
