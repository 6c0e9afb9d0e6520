import Foundation

/// A date and time of day on the proleptic Gregorian calendar, as a date picker shows it
/// (SEMANTICS.md §31): worked out here from the days since 1 January 1970, never through the
/// machine's calendar, locale or time zone. Years run from 1 to 9999; a moment outside them is
/// shown as the nearest end.
struct CivilDate: Equatable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int

    static let firstYear = 1
    static let lastYear = 9999
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// The days from 1 January 1970 to `year`-`month`-`day` (the month and day may run past
    /// their ends; they are counted on).
    static func days(year: Int, month: Int, day: Int) -> Int {
        // March-based years put the leap day at a year's end.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let m = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * m + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day `days` after 1 January 1970.
    static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        days(year: year, month: month + 1, day: 1) - days(year: year, month: month, day: 1)
    }

    /// The first and last days shown, from 1 January 1970.
    static let firstDay = days(year: firstYear, month: 1, day: 1)
    static let lastDay = days(year: lastYear, month: 12, day: 31)

    /// The local date and time of `date`, `offset` seconds ahead of GMT.
    init(_ date: Date, offset: Int) {
        let raw = date.timeIntervalSince1970 + Double(offset)
        let lo = Double(Self.firstDay) * 86_400, hi = Double(Self.lastDay) * 86_400 + 86_399
        let s = raw.isFinite ? Int(min(max(raw, lo), hi).rounded(.down)) : 0
        let (dayCount, secondOfDay) = (s.floorDiv(86_400), s.floorMod(86_400))
        let c = Self.civil(days: dayCount)
        self.init(
            year: c.year, month: c.month, day: c.day, hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60,
            second: secondOfDay % 60)
    }

    init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        (self.year, self.month, self.day) = (year, month, day)
        (self.hour, self.minute, self.second) = (hour, minute, second)
    }

    /// Days from 1 January 1970.
    var dayNumber: Int { Self.days(year: year, month: month, day: day) }

    /// The moment, for a zone `offset` seconds ahead of GMT.
    func date(offset: Int) -> Date {
        let s = dayNumber * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(s))
    }

    /// Sunday 0 ... Saturday 6 (1 January 1970 was a Thursday).
    var weekday: Int { (dayNumber + 4).floorMod(7) }

    /// "9:41 AM": the hour on the 12-hour clock.
    var timeText: String {
        let h = hour % 12 == 0 ? 12 : hour % 12
        return "\(h):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }

    /// "Jan 9, 2007".
    var dateText: String { "\(Self.monthNames[month - 1].prefix(3)) \(day), \(year)" }

    /// "Tue Jan 9".
    var weekdayText: String { "\(Self.weekdayNames[weekday]) \(Self.monthNames[month - 1].prefix(3)) \(day)" }
}

fileprivate extension Int {
    func floorDiv(_ d: Int) -> Int { self >= 0 ? self / d : -((-self + d - 1) / d) }
    func floorMod(_ d: Int) -> Int { self - floorDiv(d) * d }
}
