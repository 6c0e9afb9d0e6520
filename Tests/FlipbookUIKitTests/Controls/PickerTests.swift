import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// UIPickerView's data source and delegate calls, selection and bad values, and UIDatePicker's
/// range, minute interval, countdown and events (SEMANTICS.md §31).
/// A screen written as iOS apps write one against UIKit (after the port's selector rewrite):
/// it must compile unchanged and draw.
private final class AppPickerScreen: UIViewController, UIPickerViewDelegate, UIPickerViewDataSource {
    let picker = UIPickerView()
    let datePicker = UIDatePicker()
    let sizes = ["Small", "Medium", "Large"]
    var changes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.delegate = self
        picker.dataSource = self
        picker.showsSelectionIndicator = true
        picker.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 216)
        view.addSubview(picker)
        datePicker.datePickerMode = .date
        if #available(iOS 13.4, *) { datePicker.preferredDatePickerStyle = .wheels }
        datePicker.minimumDate = Date(timeIntervalSince1970: 0)
        datePicker.maximumDate = Calendar.current.date(byAdding: .year, value: 1, to: Date(timeIntervalSince1970: 0))
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.timeZone = TimeZone(identifier: "GMT")
        datePicker.calendar = Calendar(identifier: .gregorian)
        datePicker.minuteInterval = 15
        datePicker.countDownDuration = 60
        datePicker.setDate(Date(timeIntervalSince1970: 86_400), animated: true)
        datePicker.addTarget(self, action: AppPickerScreen.dateChanged, for: .valueChanged)
        datePicker.frame = CGRect(x: 0, y: 320, width: view.bounds.width, height: 216)
        view.addSubview(datePicker)
        picker.selectRow(1, inComponent: 0, animated: false)
        picker.reloadAllComponents()
        picker.reloadComponent(0)
        _ = picker.rowSize(forComponent: 0)
        _ = picker.view(forRow: 0, forComponent: 0)
    }

    func dateChanged(_ sender: UIDatePicker) { changes += 1 }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        sizes[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        print("picked \(sizes[row])")
    }
}

final class PickerTests: XCTestCase {
    final class Source: UIPickerViewDataSource, UIPickerViewDelegate {
        var components = 2
        var rows = [5, 3]
        var width: CGFloat?
        var height: CGFloat?
        var asked: [String] = []
        var selected: [[Int]] = []
        var customViews = false
        func numberOfComponents(in pickerView: UIPickerView) -> Int {
            asked.append("components")
            return components
        }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            asked.append("rows \(component)")
            return rows[component % rows.count]
        }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
            width ?? 100
        }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
            height ?? UIPickerView.standardRowHeight
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            "\(component).\(row)"
        }
        func pickerView(
            _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
        ) -> UIView {
            guard customViews else {
                return pickerView.standardRowView(row: row, component: component, reusing: view)
            }
            let v = view ?? UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            v.tag = row
            return v
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selected.append([row, component])
        }
    }

    func testTheDataSourceIsAskedAndSizesAreTheDelegates() {
        let source = Source()
        let picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 5)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 3)
        XCTAssertEqual(picker.numberOfRows(inComponent: 2), 0, "no such component")
        XCTAssertTrue(source.asked.starts(with: ["components", "rows 0", "rows 1"]), "\(source.asked)")
        XCTAssertEqual(picker.rowSize(forComponent: 1), CGSize(width: 100, height: 32))
        XCTAssertEqual(picker.rowSize(forComponent: 5), .zero, "Apple's default for no component")
        // Each wheel starts on its first row.
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 0)
        // Two 100 pt columns, centred in 320 pt: from x = 60.
        XCTAssertEqual(picker.wheels.map(\.frame.minX), [60, 160])
        // The picker's own labels are not the delegate's views.
        XCTAssertNil(picker.view(forRow: 0, forComponent: 0))
    }

    func testTheSourceIsAskedWhenThePickerIsLaidOut() throws {
        let source = Source()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        window.addSubview(picker)
        XCTAssertEqual(source.asked, [], "not asked on assignment")
        _ = try Stage(window: window).record {}
        XCTAssertEqual(source.asked, ["components", "rows 0", "rows 1"])
        // Rows 0 ... 4 of the first wheel are on it (within 5.3 rows of row 0).
        XCTAssertEqual(picker.wheels[0].rowViews.keys.sorted(), [0, 1, 2, 3, 4])
    }

    func testWithoutSizesTheComponentsShareTheWidth() {
        final class Plain: UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 4 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 1 }
        }
        let plain = Plain()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 400, height: 216))
        picker.dataSource = plain
        picker.delegate = plain
        // (400 - 2 x 8) / 4 = 96 pt each, 32 pt rows (the defaults).
        XCTAssertEqual(picker.rowSize(forComponent: 3), CGSize(width: 96, height: 32))
        XCTAssertEqual(picker.wheels.map(\.frame.minX), [8, 104, 200, 296])
    }

    func testSelectRowClampsAndDoesNotTellTheDelegate() {
        let source = Source()
        let picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(3, inComponent: 0, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 3)
        picker.selectRow(99, inComponent: 0, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 4, "past the end: the last row")
        picker.selectRow(-7, inComponent: 1, animated: true)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 0, "before the start: the first row")
        picker.selectRow(1, inComponent: 9, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 9), -1, "no such component")
        XCTAssertEqual(picker.selectedRow(inComponent: -1), -1)
        XCTAssertEqual(source.selected, [], "selectRow does not call didSelectRow")
        // A reload onto fewer rows keeps the selection on the last one.
        source.rows = [2, 3]
        picker.reloadAllComponents()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 1)
        source.rows = [2, 1]
        picker.reloadComponent(1)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 1)
        picker.reloadComponent(7)
    }

    func testRowsSitOnTheCylinder() {
        let source = Source()
        source.customViews = true
        source.components = 1
        source.rows = [20]
        let picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(10, inComponent: 0, animated: false)
        let wheel = picker.wheels[0]
        // R = 216 / 2 = 108: rows within a quarter turn, |i - 10| < (pi / 2) 108 / 32 = 5.3,
        // are shown: rows 5 ... 15.
        XCTAssertEqual(wheel.rowViews.keys.sorted(), Array(5...15))
        XCTAssertEqual(picker.view(forRow: 10, forComponent: 0)?.tag, 10)
        XCTAssertNil(picker.view(forRow: 4, forComponent: 0), "not on the wheel")
        for row in [10, 12, 7] {
            let v = try! XCTUnwrap(picker.view(forRow: row, forComponent: 0))
            let angle = Double(row - 10) * 32 / 108
            XCTAssertEqual(v.center.y, 108 + 108 * sin(angle), accuracy: 1e-9, "row \(row)")
            XCTAssertEqual(v.center.x, 50, "centred in the 100 pt column")
            XCTAssertEqual(v.transform.d, cos(angle), accuracy: 1e-9)
            XCTAssertEqual(v.transform.a, 0.85 + 0.15 * cos(angle), accuracy: 1e-9)
            XCTAssertEqual(Double(v.alpha), cos(angle), accuracy: 1e-6)
        }
        // The band is one row high on the middle, 8 pt in from each side.
        XCTAssertEqual(picker.band.frame, CGRect(x: 8, y: 92, width: 304, height: 32))
    }

    func testBadCountsAndSizes() {
        let source = Source()
        source.rows = [-4, Int.max]
        source.width = .nan
        source.height = -3
        let picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 0, "a negative count is 0")
        XCTAssertEqual(picker.selectedRow(inComponent: 0), -1, "no rows, no selection")
        picker.selectRow(2, inComponent: 0, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), -1)
        // A NaN width is the shared width, (320 - 16) / 2; a negative height the default.
        XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 152, height: 32))
        // Int.max rows are `maximumRows`, and only those on the wheel are made.
        let most = UIPickerView.maximumRows
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), most)
        picker.selectRow(Int.max, inComponent: 1, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), most - 1)
        XCTAssertEqual(picker.wheels[1].rowViews.keys.sorted(), Array((most - 6)...(most - 1)))
        // A row height of a hair: the reach is vast, the rows shown are capped at 400.
        source.height = 1e-300
        picker.reloadComponent(1)
        XCTAssertEqual(picker.wheels[1].rowViews.count, 201, "the last row and the 200 above it")
        source.height = 1e300
        source.components = -2
        picker.reloadAllComponents()
        XCTAssertEqual(picker.numberOfComponents, 0)
        source.components = 5_000
        picker.reloadAllComponents()
        XCTAssertEqual(picker.numberOfComponents, UIPickerView.maximumComponents)
        XCTAssertEqual(picker.rowSize(forComponent: 0).height, UIPickerView.maximumExtent)
    }

    func testBadFramesShowNoRowsAndDoNotTrap() {
        let source = Source()
        // The rows shown: none without a finite height; a -20 pt high frame is 20 pt high, a
        // radius of 10 pt reaching (pi / 2) 10 / 32 = 0.49 rows, so row 2 alone; all five on
        // a vast one.
        let cases: [(CGRect, Int)] = [
            (CGRect(x: 0, y: 0, width: CGFloat.nan, height: .nan), 0),
            (CGRect(x: 0, y: 0, width: -50, height: -20), 1),
            (CGRect(x: 0, y: 0, width: 1e9, height: 1e9), 5),
            (CGRect(x: 0, y: 0, width: 320, height: CGFloat.infinity), 0),
        ]
        for (frame, shown) in cases {
            let picker = UIPickerView(frame: frame)
            picker.dataSource = source
            picker.delegate = source
            picker.selectRow(2, inComponent: 0, animated: true)
            picker.layoutIfNeeded()
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 2, "\(frame)")
            XCTAssertEqual(picker.wheels[0].rowViews.count, shown, "\(frame)")
            let date = UIDatePicker(frame: frame)
            date.preferredDatePickerStyle = .inline
            date.datePickerMode = .dateAndTime
            date.preferredDatePickerStyle = .wheels
            date.layoutIfNeeded()
            XCTAssertEqual(date.date, UIDatePicker.standardDate)
        }
    }

    func testAPanTurnsTheWheelAndSettlesOnARow() throws {
        let source = Source()
        source.components = 1
        source.rows = [20]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        window.addSubview(picker)
        // 72 pt up is 72 / 32 = 2.25 rows: released there it settles on row 2.
        let script = try GestureScript.drag(
            from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 78), duration: 0.3)
        var during: CGFloat = 0
        let timeline = try Stage(window: window).record {
            window.playTouch(script)
            Stage.current?.schedule(at: 0.2, "look") { during = picker.wheels[0].position }
        }
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(source.selected, [[2, 0]], "told once, when it settled")
        XCTAssertGreaterThan(during, 0.5, "the wheel follows the finger")
        XCTAssertLessThan(during, 2.25)
        // The settling takes 0.3 s after the finger lifts.
        XCTAssertEqual(timeline.duration, 0.6, accuracy: 0.05)
        // A pan down from the top row stays on it and tells nothing new.
        let down = try GestureScript.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 105), duration: 0.1)
        _ = try Stage(window: window).record { window.playTouch(down) }
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(source.selected, [[2, 0]])
    }

    func testAFlingDecaysOntoARow() throws {
        let source = Source()
        source.components = 1
        source.rows = [60]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        window.addSubview(picker)
        // 100 pt up in 0.1 s: 3.125 rows, released at 1 pt/ms, which a decay of 0.998 per ms
        // carries 1 / (1 - 0.998) = 500 pt, 15.625 rows, further: 18.75, so row 19.
        let fling = try GestureScript.drag(from: CGPoint(x: 160, y: 160), to: CGPoint(x: 160, y: 60), duration: 0.1)
        var halfway: CGFloat = 0
        let timeline = try Stage(window: window).record {
            window.playTouch(fling)
            Stage.current?.schedule(at: 0.5, "look") { halfway = picker.wheels[0].position }
        }
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 19)
        XCTAssertEqual(source.selected, [[19, 0]], "told once, at rest")
        // 0.4 s after the release, 0.998^400 = 0.449 of the way is left: 19 - 15.875 x 0.449.
        XCTAssertEqual(Double(halfway), 19 - 15.875 * pow(0.998, 400), accuracy: 0.3)
        // It rests once less than 0.25 pt is left: 15.875 x 32 x 0.998^n < 0.25 from n = 3,805
        // ms, so on the stage's 229th frame after the release (60 fps: 3.817 s).
        XCTAssertEqual(timeline.duration, 0.1 + 229.0 / 60, accuracy: 0.01)
        // A fling past the end stops on the last row.
        let far = try GestureScript.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 10), duration: 0.05)
        _ = try Stage(window: window).record { window.playTouch(far) }
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 59)
    }

    func testATapTurnsTheWheelToTheRowTapped() throws {
        let source = Source()
        source.components = 1
        source.rows = [20]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        window.addSubview(picker)
        picker.selectRow(10, inComponent: 0, animated: false)
        // Row 12 sits at 108 + 108 sin(64 / 108) = 168.3 pt; a tap at 170 pt is nearest it
        // (asin(62 / 108) 108 / 32 = 2.06 rows down).
        let taps = try TapScript.taps(at: CGPoint(x: 160, y: 170), count: 1)
        let timeline = try Stage(window: window).record { window.playTaps(taps) }
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 12)
        XCTAssertEqual(source.selected, [[12, 0]])
        XCTAssertGreaterThan(timeline.duration, 0.3, "it turns over 0.3 s")
        // A tap on the selected row changes nothing.
        _ = try Stage(window: window).record {
            window.playTaps(try! TapScript.taps(at: CGPoint(x: 160, y: 110), count: 1))
        }
        XCTAssertEqual(source.selected, [[12, 0]])
    }

    // MARK: - Date pickers

    func testDatePickerDefaults() {
        let picker = UIDatePicker()
        XCTAssertEqual(picker.date, UIDatePicker.standardDate)
        // 1,168,335,660 s after 1970 is Tuesday 9 January 2007, 09:41:00 GMT.
        XCTAssertEqual(picker.shown, CivilDate(year: 2007, month: 1, day: 9, hour: 9, minute: 41, second: 0))
        XCTAssertEqual(picker.shown.weekdayText, "Tue Jan 9")
        XCTAssertEqual(picker.datePickerMode, .dateAndTime)
        XCTAssertEqual(picker.preferredDatePickerStyle, .automatic)
        XCTAssertEqual(picker.datePickerStyle, .compact)
        XCTAssertEqual(picker.capsuleTexts, ["Jan 9, 2007", "9:41 AM"])
        XCTAssertEqual(picker.minuteInterval, 1)
        XCTAssertEqual(picker.countDownDuration, 0)
        XCTAssertNil(picker.timeZone)
        picker.frame.origin = CGPoint(x: 10, y: 10)
        picker.datePickerMode = .countDownTimer
        XCTAssertEqual(picker.datePickerStyle, .wheels, "a countdown has only wheels")
        XCTAssertEqual(picker.frame.size, CGSize(width: 320, height: 216), "made without a frame, it sizes itself")
        picker.frame.size = CGSize(width: 300, height: 180)
        picker.datePickerMode = .date
        XCTAssertEqual(picker.frame.size, CGSize(width: 300, height: 180), "resized by the app, it keeps that size")
        picker.datePickerMode = .countDownTimer
        picker.datePickerMode = .yearAndMonth
        picker.preferredDatePickerStyle = .inline
        XCTAssertEqual(picker.datePickerStyle, .wheels)
        picker.datePickerMode = .date
        XCTAssertEqual(picker.datePickerStyle, .inline)
        // A zone set by the app: GMT - 5 h shows 4:41 AM.
        picker.datePickerMode = .time
        picker.timeZone = TimeZone(secondsFromGMT: -5 * 3600)
        XCTAssertEqual(picker.shown.timeText, "4:41 AM")
    }

    func testCivilDatesAgainstKnownDays() {
        // 1 January 1970 is day 0; 29 February 2000 is day 11,016 (30 years of 365 days and 7
        // leap days to 2000, then 31 + 28); 1 January of year 1 is 719,162 days before 1970.
        XCTAssertEqual(CivilDate.days(year: 1970, month: 1, day: 1), 0)
        XCTAssertEqual(CivilDate.days(year: 2000, month: 2, day: 29), 30 * 365 + 7 + 59)
        XCTAssertEqual(CivilDate.days(year: 1, month: 1, day: 1), -719_162)
        XCTAssert(CivilDate.civil(days: 11_016) == (2000, 2, 29))
        XCTAssertEqual(CivilDate.daysIn(month: 2, year: 1900), 28)
        XCTAssertEqual(CivilDate.daysIn(month: 2, year: 2000), 29)
        // Out of range and not finite: the nearest end, and 1970.
        XCTAssertEqual(CivilDate(Date(timeIntervalSince1970: -1e15), offset: 0).year, 1)
        XCTAssertEqual(CivilDate(Date(timeIntervalSince1970: 1e15), offset: 0).year, 9999)
        XCTAssertEqual(CivilDate(Date(timeIntervalSince1970: .infinity), offset: 0).year, 1970)
    }

    func testCompactCapsulesStandAgainstTheTrailingEdge() {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let size = picker.capsuleSize()
        let widths = picker.capsules.map(\.frame.width)
        XCTAssertEqual(widths.count, 2)
        XCTAssertEqual(size.width, widths[0] + 6 + widths[1])
        // Left to right: the row ends at 300 pt, centred down: (50 - 34) / 2 = 8.
        XCTAssertEqual(picker.capsules[0].frame.origin, CGPoint(x: 300 - size.width, y: 8))
        XCTAssertEqual(picker.capsules[1].frame.maxX, 300)
        // Right to left: mirrored, the date's capsule rightmost, the row from 0.
        picker.semanticContentAttribute = .forceRightToLeft
        picker.setNeedsLayout()
        picker.layoutIfNeeded()
        XCTAssertEqual(picker.capsules[1].frame.minX, 0)
        XCTAssertEqual(picker.capsules[0].frame.maxX, size.width)
    }

    func testMinimumAndMaximumDates() {
        let picker = UIDatePicker()
        let t0 = UIDatePicker.standardDate
        picker.minimumDate = t0.addingTimeInterval(3600)
        XCTAssertEqual(picker.date, t0.addingTimeInterval(3600), "moved up to the new minimum")
        picker.maximumDate = t0.addingTimeInterval(7200)
        picker.date = t0.addingTimeInterval(86_400)
        XCTAssertEqual(picker.date, t0.addingTimeInterval(7200), "kept to the maximum")
        picker.date = t0
        XCTAssertEqual(picker.date, t0.addingTimeInterval(3600), "kept to the minimum")
        // A minimum after the maximum: both ignored (Apple's documentation).
        picker.minimumDate = t0.addingTimeInterval(10_000)
        picker.date = t0
        XCTAssertEqual(picker.date, t0)
        // Ignored in the countdown mode too.
        picker.minimumDate = t0.addingTimeInterval(3600)
        picker.datePickerMode = .countDownTimer
        picker.date = t0
        XCTAssertEqual(picker.date, t0)
        // A date that is not finite is refused.
        picker.date = Date(timeIntervalSince1970: .nan)
        XCTAssertEqual(picker.date, t0)
    }

    func testMinuteIntervalAndCountDown() {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = .time
        for (asked, kept) in [(15, 15), (7, 1), (0, 1), (-5, 1), (60, 1), (30, 30), (45, 1)] {
            picker.minuteInterval = asked
            XCTAssertEqual(picker.minuteInterval, kept, "asked \(asked)")
        }
        picker.minuteInterval = 15
        // The minutes wheel steps by 15: 4 rows; 9:41 sits on the row of 30, floor(41 / 15) = 2.
        XCTAssertEqual(picker.wheels.numberOfRows(inComponent: 1), 4)
        XCTAssertEqual(picker.wheels.selectedRow(inComponent: 1), 2)
        XCTAssertEqual(picker.wheels.selectedRow(inComponent: 0), 8, "9 o'clock, rows 1 ... 12")
        XCTAssertEqual(picker.wheels.selectedRow(inComponent: 2), 0, "AM")
        XCTAssertEqual(picker.date, UIDatePicker.standardDate, "the date itself is not rounded")
        // The user settling the minutes on 45 (row 3): 9:45:00.
        picker.wheels.selectRow(3, inComponent: 1, animated: false)
        picker.wheelSource.pickerView(picker.wheels, didSelectRow: 3, inComponent: 1)
        XCTAssertEqual(picker.date, UIDatePicker.standardDate.addingTimeInterval(4 * 60))
        // The countdown: kept within 0 ... 86,399 s.
        for (asked, kept) in [(-5.0, 0.0), (1e9, 86_399), (.nan, 0), (5400, 5400)] {
            picker.countDownDuration = asked
            XCTAssertEqual(picker.countDownDuration, kept, "asked \(asked)")
        }
        picker.datePickerMode = .countDownTimer
        // 5,400 s is 1 h 30 min: rows 1 and 30 / 15 = 2.
        XCTAssertEqual(picker.wheels.selectedRow(inComponent: 0), 1)
        XCTAssertEqual(picker.wheels.selectedRow(inComponent: 1), 2)
    }

    func testValueChangedOnlyFromTheUser() throws {
        final class Log: NSObject {
            var dates: [Date] = []
            func changed(_ p: UIDatePicker) { dates.append(p.date) }
        }
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = .time
        picker.addTarget(log, action: Log.changed, for: .valueChanged)
        window.addSubview(picker)
        picker.date = UIDatePicker.standardDate.addingTimeInterval(-60)
        picker.setDate(UIDatePicker.standardDate, animated: true)
        XCTAssertEqual(log.dates, [], "setting the date sends nothing")
        // The minutes column is the middle third, 109.3 ... 210.7 pt: a pan 64 pt up there
        // turns it two rows, 41 to 43.
        let script = try GestureScript.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 86), duration: 0.3)
        _ = try Stage(window: window).record { window.playTouch(script) }
        XCTAssertEqual(log.dates, [UIDatePicker.standardDate.addingTimeInterval(120)])
        // The hours column (x < 109 pt) one row down: 9 to 8.
        let hours = try GestureScript.drag(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 60, y: 132), duration: 0.3)
        _ = try Stage(window: window).record { window.playTouch(hours) }
        XCTAssertEqual(log.dates.last, UIDatePicker.standardDate.addingTimeInterval(120 - 3600))
        XCTAssertEqual(log.dates.count, 2)
        // Past the maximum, the user's choice goes back to it: no change, no event.
        picker.maximumDate = picker.date
        let up = try GestureScript.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 118), duration: 0.3)
        _ = try Stage(window: window).record { window.playTouch(up) }
        XCTAssertEqual(log.dates.count, 2)
        XCTAssertEqual(picker.date, UIDatePicker.standardDate.addingTimeInterval(120 - 3600))
        XCTAssertEqual(picker.wheels.selectedRow(inComponent: 1), 43, "turned back to the maximum's minute")
    }

    func testTapsOnTheInlineMonth() throws {
        final class Log: NSObject {
            var dates: [Date] = []
            func changed(_ p: UIDatePicker) { dates.append(p.date) }
        }
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .inline
        picker.datePickerMode = .date
        picker.addTarget(log, action: Log.changed, for: .valueChanged)
        window.addSubview(picker)
        // January 2007 starts on a Monday: the 20th is cell 1 + 19 = 20, row 2, column 6, centred
        // at 8 + 6.5 x 43.43 = 290.3 pt across and 64 + 2.5 x 44 = 174 pt down.
        _ = try Stage(window: window).record {
            window.playTaps(try! TapScript.taps(at: CGPoint(x: 290, y: 174), count: 1))
        }
        XCTAssertEqual(log.dates, [UIDatePicker.standardDate.addingTimeInterval(11 * 86_400)], "the 20th, 9:41")
        // The forward chevron (the last column of the header, centred at 290.3, 22) shows
        // February without changing the date; its 1st falls on a Thursday (cell 4: 8 + 4.5 x
        // 43.43 = 203.4 pt, row 0 at 86 pt).
        _ = try Stage(window: window).record {
            window.playTaps(try! TapScript.taps(at: CGPoint(x: 290, y: 22), count: 1))
        }
        XCTAssertEqual(log.dates.count, 1)
        XCTAssert(picker.monthView.shownMonth! == (2007, 2))
        _ = try Stage(window: window).record {
            window.playTaps(try! TapScript.taps(at: CGPoint(x: 203, y: 86), count: 1))
        }
        XCTAssertEqual(log.dates.last, UIDatePicker.standardDate.addingTimeInterval(23 * 86_400), "1 February")
        XCTAssertNil(picker.monthView.shownMonth, "the month shown is the date's again")
        // A tap on an empty cell (before the 1st) or on the weekdays does nothing.
        _ = try Stage(window: window).record {
            window.playTaps(try! TapScript.taps(at: CGPoint(x: 30, y: 86), count: 1))
            window.playTaps(try! TapScript.taps(at: CGPoint(x: 100, y: 54), count: 1))
        }
        XCTAssertEqual(log.dates.count, 2)
        // The back chevron stops at January of year 1.
        picker.date = Date(timeIntervalSince1970: Double(CivilDate.days(year: 1, month: 1, day: 5)) * 86_400)
        picker.monthView.turnMonth(-3, from: picker.shown)
        XCTAssert(picker.monthView.shownMonth! == (1, 1))
    }

    func testAnAppScreenCompilesAndShowsItsPickers() throws {
        let screen = AppPickerScreen()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = screen
        _ = try Stage(window: window).record {}
        XCTAssertEqual(screen.picker.selectedRow(inComponent: 0), 1)
        XCTAssertEqual(screen.picker.numberOfRows(inComponent: 0), 3)
        // 86,400 s after 1970 is 2 January 1970: the wheels on January, 2, 1970.
        XCTAssertEqual((0..<3).map { screen.datePicker.wheels.selectedRow(inComponent: $0) }, [0, 1, 1969])
        XCTAssertEqual(screen.changes, 0)
    }
}
