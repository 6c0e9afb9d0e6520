import Foundation

/// The wheels of a date picker (SEMANTICS.md §31): one `UIPickerView` whose data source and
/// delegate this is, with the columns of the picker's mode.
final class DateWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    enum Column {
        case month, day, year, weekdayDay, hour, minute, meridiem, countHours, countMinutes

        /// The share of the width (chosen).
        var weight: CGFloat {
            switch self {
            case .month: return 3
            case .day: return 1.2
            case .year: return 1.8
            case .weekdayDay: return 3.2
            case .hour, .minute, .meridiem: return 1
            case .countHours, .countMinutes: return 2
            }
        }
    }

    unowned let picker: UIDatePicker

    init(picker: UIDatePicker) { self.picker = picker }

    var columns: [Column] {
        switch picker.datePickerMode {
        case .time: return [.hour, .minute, .meridiem]
        case .date: return [.month, .day, .year]
        case .dateAndTime: return [.weekdayDay, .hour, .minute, .meridiem]
        case .countDownTimer: return [.countHours, .countMinutes]
        case .yearAndMonth: return [.month, .year]
        }
    }

    func rows(_ c: Column) -> Int {
        switch c {
        case .month: return 12
        case .day: return 31
        case .year: return CivilDate.lastYear - CivilDate.firstYear + 1
        case .weekdayDay: return CivilDate.lastDay - CivilDate.firstDay + 1
        case .hour: return 12
        case .minute, .countMinutes: return 60 / picker.minuteInterval
        case .meridiem: return 2
        case .countHours: return 24
        }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rows(columns[component])
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let cs = columns
        let total = max(0, pickerView.bounds.width - 2 * UIPickerView.sideInset)
        return total * cs[component].weight / cs.reduce(0) { $0 + $1.weight }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let cs = columns
        guard cs.indices.contains(component), (0..<rows(cs[component])).contains(row) else { return nil }
        switch cs[component] {
        case .month: return CivilDate.monthNames[row]
        case .day: return "\(row + 1)"
        case .year: return "\(CivilDate.firstYear + row)"
        case .weekdayDay:
            let c = CivilDate.civil(days: CivilDate.firstDay + row)
            return CivilDate(year: c.year, month: c.month, day: c.day, hour: 0, minute: 0, second: 0).weekdayText
        case .hour: return "\(row + 1)"
        case .minute:
            let m = row * picker.minuteInterval
            return m < 10 ? "0\(m)" : "\(m)"
        case .meridiem: return row == 0 ? "AM" : "PM"
        case .countHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countMinutes: return "\(row * picker.minuteInterval) min"
        }
    }

    /// Turns every wheel to the picker's date (or countdown).
    func select(in wheels: UIPickerView, animated: Bool) {
        let d = picker.shown
        let interval = picker.minuteInterval
        let countDown = Int(picker.countDownDuration)
        for (i, c) in columns.enumerated() {
            let row: Int
            switch c {
            case .month: row = d.month - 1
            case .day: row = d.day - 1
            case .year: row = d.year - CivilDate.firstYear
            case .weekdayDay: row = d.dayNumber - CivilDate.firstDay
            case .hour: row = d.hour % 12 == 0 ? 11 : d.hour % 12 - 1
            case .minute: row = d.minute / interval
            case .meridiem: row = d.hour < 12 ? 0 : 1
            case .countHours: row = countDown / 3600
            case .countMinutes: row = countDown % 3600 / 60 / interval
            }
            if wheels.selectedRow(inComponent: i) != row { wheels.selectRow(row, inComponent: i, animated: animated) }
        }
    }

    /// The user settled a wheel: the date the wheels now show, the fields of columns the mode
    /// has not kept from the picker's date; a day past the month's end is its last day.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let cs = columns
        func selected(_ c: Column) -> Int? {
            cs.firstIndex(of: c).map { pickerView.selectedRow(inComponent: $0) }
        }
        let interval = picker.minuteInterval
        if picker.datePickerMode == .countDownTimer {
            let h = selected(.countHours) ?? 0, m = (selected(.countMinutes) ?? 0) * interval
            picker.userChose(countDown: TimeInterval(h * 3600 + m * 60))
            return
        }
        var d = picker.shown
        if let r = selected(.weekdayDay) {
            let c = CivilDate.civil(days: CivilDate.firstDay + r)
            (d.year, d.month, d.day) = (c.year, c.month, c.day)
        }
        if let r = selected(.year) { d.year = CivilDate.firstYear + r }
        if let r = selected(.month) { d.month = r + 1 }
        if let r = selected(.day) { d.day = r + 1 }
        d.day = min(d.day, CivilDate.daysIn(month: d.month, year: d.year))
        if let r = selected(.hour) {
            let pm = (selected(.meridiem) ?? 0) == 1
            d.hour = (r + 1) % 12 + (pm ? 12 : 0)
        }
        if let r = selected(.minute) {
            d.minute = r * interval
            d.second = 0
        }
        picker.userChose(d.date(offset: picker.offset(at: picker.date)))
    }
}

extension UIDatePicker {
    /// The capsules' texts: the date ("Jan 9, 2007"), the time ("9:41 AM"), or both.
    var capsuleTexts: [String] {
        let d = shown
        switch datePickerMode {
        case .date, .yearAndMonth: return [d.dateText]
        case .time: return [d.timeText]
        case .dateAndTime: return [d.dateText, d.timeText]
        case .countDownTimer: return []
        }
    }

    private func capsuleWidths() -> [CGFloat] { capsuleWidths(for: capsuleTexts) }

    /// Each text's capsule width: the text's, rounded up, and the room each side.
    func capsuleWidths(for texts: [String]) -> [CGFloat] {
        let probe = UILabel()
        probe.font = .systemFont(ofSize: Self.capsuleFontSize)
        return texts.map { t in
            probe.text = t
            return probe.sizeThatFits(CGSize(width: 10_000, height: 100)).width.rounded(.up) + 2 * Self.capsulePadding
        }
    }

    /// The capsules side by side, `capsuleSpacing` apart, `capsuleHeight` high.
    func capsuleSize() -> CGSize {
        let w = capsuleWidths()
        return CGSize(
            width: w.reduce(0, +) + CGFloat(max(0, w.count - 1)) * Self.capsuleSpacing, height: Self.capsuleHeight)
    }

    /// The compact style: each text on a grey capsule (`tertiarySystemFill`, 6 pt corners) in
    /// the label colour, the row of them against the trailing edge and centred down.
    func layoutCapsules() {
        let texts = capsuleTexts, widths = capsuleWidths()
        while capsules.count < texts.count {
            let l = UILabel()
            l.isUserInteractionEnabled = false
            l.textAlignment = .center
            l.backgroundColor = .tertiarySystemFill
            l.layer.cornerRadius = Self.capsuleCornerRadius
            l.font = .systemFont(ofSize: Self.capsuleFontSize)
            l.textColor = .label
            capsules.append(l)
            addSubview(l)
        }
        while capsules.count > texts.count { capsules.removeLast().removeFromSuperview() }
        // Right to left, the row is mirrored: against the left edge, the date rightmost.
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = bounds.width - capsuleSize().width
        for (i, l) in capsules.enumerated() {
            l.text = texts[i]
            l.frame = CGRect(
                x: rtl ? bounds.width - x - widths[i] : x, y: (bounds.height - Self.capsuleHeight) / 2,
                width: widths[i], height: Self.capsuleHeight)
            x += widths[i] + Self.capsuleSpacing
        }
    }
}
