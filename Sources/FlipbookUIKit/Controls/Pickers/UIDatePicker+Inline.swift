import Foundation

/// The inline style's month (SEMANTICS.md §31, chosen from iOS 14's look): a header with the
/// month and year and two chevrons, the weekdays' initials, the days on a grid of 7 columns and
/// 6 rows, the selected day on a tinted disc, and for a date and time a "Time" row with the
/// time's capsule.
final class InlineCalendar: UIView {
    /// The header's height, the weekdays' row, a day's row (chosen: 44, 20 and 44 pt), the
    /// room at each side (8 pt), the selected day's disc (40 pt across) and the time row (44
    /// pt).
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20
    static let dayHeight: CGFloat = 44
    static let sideInset: CGFloat = 8
    static let discDiameter: CGFloat = 40
    static let timeRowHeight: CGFloat = 44
    static let weekdayInitials = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]

    static func height(withTime: Bool) -> CGFloat {
        headerHeight + weekdayHeight + 6 * dayHeight + (withTime ? timeRowHeight : 0)
    }

    let title = UILabel()
    let back = UIImageView()
    let forward = UIImageView()
    let disc = UIView()
    var weekdays: [UILabel] = []
    var days: [UILabel] = []
    let timeTitle = UILabel()
    let timeCapsule = UILabel()
    /// The month shown, when the chevrons moved away from the date's.
    var shownMonth: (year: Int, month: Int)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        title.textColor = .label
        let chevron = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)
        back.image = UIImage(systemName: "chevron.left", withConfiguration: chevron)
        forward.image = UIImage(systemName: "chevron.right", withConfiguration: chevron)
        for v in [disc, title, back, forward, timeTitle, timeCapsule] { addSubview(v) }
        for name in Self.weekdayInitials {
            let l = UILabel()
            l.text = name
            l.font = .systemFont(ofSize: 13, weight: .semibold)
            l.textColor = .tertiaryLabel
            l.textAlignment = .center
            weekdays.append(l)
            addSubview(l)
        }
        for d in 1...31 {
            let l = UILabel()
            l.text = "\(d)"
            l.textAlignment = .center
            days.append(l)
            addSubview(l)
        }
        timeTitle.text = "Time"
        timeTitle.font = .systemFont(ofSize: 17)
        timeTitle.textColor = .label
        timeCapsule.textAlignment = .center
        timeCapsule.font = .systemFont(ofSize: UIDatePicker.capsuleFontSize)
        timeCapsule.textColor = .label
        timeCapsule.backgroundColor = .tertiarySystemFill
        timeCapsule.layer.cornerRadius = UIDatePicker.capsuleCornerRadius
    }

    required init?(coder: NSCoder) { fatalError("an inline calendar is not made from a file") }

    var columnWidth: CGFloat { max(0, bounds.width - 2 * Self.sideInset) / 7 }

    /// The weekday (Sunday 0) of the first of a month.
    static func firstWeekday(year: Int, month: Int) -> Int {
        CivilDate(year: year, month: month, day: 1, hour: 0, minute: 0, second: 0).weekday
    }

    /// The cell of day `day` of a month whose first falls on `first`.
    func cell(day: Int, first: Int) -> CGRect {
        let i = first + day - 1
        return CGRect(
            x: Self.sideInset + CGFloat(i % 7) * columnWidth,
            y: Self.headerHeight + Self.weekdayHeight + CGFloat(i / 7) * Self.dayHeight, width: columnWidth,
            height: Self.dayHeight)
    }

    /// The chevrons' centres: the last two columns of the header.
    var chevronCentres: (back: CGPoint, forward: CGPoint) {
        let y = Self.headerHeight / 2, right = bounds.width - Self.sideInset
        return (CGPoint(x: right - 1.5 * columnWidth, y: y), CGPoint(x: right - 0.5 * columnWidth, y: y))
    }

    func layout(date d: CivilDate, tint: UIColor, time: String?, capsuleWidth: CGFloat) {
        let (year, month) = shownMonth ?? (d.year, d.month)
        let cw = columnWidth
        title.text = "\(CivilDate.monthNames[month - 1]) \(year)"
        title.frame = CGRect(
            x: 2 * Self.sideInset, y: 0, width: max(0, bounds.width - Self.sideInset - 2 * cw - 2 * Self.sideInset),
            height: Self.headerHeight)
        for (v, c) in [(back, chevronCentres.back), (forward, chevronCentres.forward)] {
            let size = v.image?.size ?? .zero
            v.frame = CGRect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height)
            v.tintColor = tint
        }
        for (i, l) in weekdays.enumerated() {
            l.frame = CGRect(
                x: Self.sideInset + CGFloat(i) * cw, y: Self.headerHeight, width: cw, height: Self.weekdayHeight)
        }
        let first = Self.firstWeekday(year: year, month: month)
        let count = CivilDate.daysIn(month: month, year: year)
        let selectedHere = d.year == year && d.month == month
        for (i, l) in days.enumerated() {
            let day = i + 1
            l.isHidden = day > count
            l.frame = cell(day: day, first: first)
            let selected = selectedHere && day == d.day
            l.font = .systemFont(ofSize: 20, weight: selected ? .semibold : .regular)
            l.textColor = selected ? tint : .label
        }
        disc.isHidden = !selectedHere
        let c = cell(day: min(d.day, count), first: first)
        disc.frame = CGRect(
            x: c.midX - Self.discDiameter / 2, y: c.midY - Self.discDiameter / 2, width: Self.discDiameter,
            height: Self.discDiameter)
        disc.layer.cornerRadius = Self.discDiameter / 2
        disc.backgroundColor = tint.withAlphaComponent(0.12)
        let timeTop = Self.height(withTime: false)
        timeTitle.isHidden = time == nil
        timeCapsule.isHidden = time == nil
        timeTitle.frame = CGRect(x: 2 * Self.sideInset, y: timeTop, width: 100, height: Self.timeRowHeight)
        timeCapsule.text = time
        timeCapsule.frame = CGRect(
            x: bounds.width - 2 * Self.sideInset - capsuleWidth,
            y: timeTop + (Self.timeRowHeight - UIDatePicker.capsuleHeight) / 2, width: capsuleWidth,
            height: UIDatePicker.capsuleHeight)
    }

    /// What a tap at `p` means: a day of the month shown, a month back or on, or nothing.
    enum Hit: Equatable {
        case day(Int)
        case month(Int)
    }

    func hit(_ p: CGPoint, date d: CivilDate) -> Hit? {
        let (year, month) = shownMonth ?? (d.year, d.month)
        let cw = columnWidth
        guard cw > 0 else { return nil }
        if p.y >= 0 && p.y < Self.headerHeight {
            let c = chevronCentres
            if abs(p.x - c.back.x) < cw / 2 { return .month(-1) }
            if abs(p.x - c.forward.x) < cw / 2 { return .month(1) }
            return nil
        }
        let top = Self.headerHeight + Self.weekdayHeight
        guard p.y >= top, p.y < top + 6 * Self.dayHeight, p.x >= Self.sideInset else { return nil }
        let col = Int((p.x - Self.sideInset) / cw), row = Int((p.y - top) / Self.dayHeight)
        guard col < 7 else { return nil }
        let day = row * 7 + col - Self.firstWeekday(year: year, month: month) + 1
        return (1...CivilDate.daysIn(month: month, year: year)).contains(day) ? .day(day) : nil
    }

    /// Moves the month shown by `step`, within years 1 ... 9999.
    func turnMonth(_ step: Int, from d: CivilDate) {
        let (year, month) = shownMonth ?? (d.year, d.month)
        let index = min(
            max(year * 12 + month - 1 + step, CivilDate.firstYear * 12), CivilDate.lastYear * 12 + 11)
        shownMonth = (index / 12, index % 12 + 1)
    }
}

extension UIDatePicker {
    /// Whether the inline style draws the month (a date, or a date and time); the inline time
    /// is drawn as its capsule.
    var drawsCalendar: Bool {
        datePickerStyle == .inline && (datePickerMode == .date || datePickerMode == .dateAndTime)
    }

    func layoutCalendar() {
        monthView.isHidden = false
        monthView.frame = bounds
        let withTime = datePickerMode == .dateAndTime
        let d = shown
        let width = capsuleWidths(for: [d.timeText]).first ?? 0
        monthView.layout(date: d, tint: tintColor, time: withTime ? d.timeText : nil, capsuleWidth: width)
    }

    /// A tap on the month: a day selects it (the time kept), a chevron turns the month shown.
    func calendarTapped(at p: CGPoint) -> Event {
        let d = shown
        switch monthView.hit(convert(p, to: monthView), date: d) {
        case .day(let day):
            let (year, month) = monthView.shownMonth ?? (d.year, d.month)
            var forward = d
            (forward.year, forward.month, forward.day) = (year, month, day)
            monthView.shownMonth = nil
            return userChose(forward.date(offset: offset(at: date)), sending: false) ? .valueChanged : []
        case .month(let step):
            monthView.turnMonth(step, from: d)
            redraw()
            return []
        case nil:
            return []
        }
    }
}
