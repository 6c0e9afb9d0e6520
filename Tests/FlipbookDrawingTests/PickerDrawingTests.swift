import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// A picker's wheel and a date picker's wheels and capsules, read at device pixels worked out
/// by hand (SEMANTICS.md §31). FLIPBOOK_RENDER_DUMP=<folder> writes the pictures.
final class PickerDrawingTests: XCTestCase, DevicePixelProbing {
    final class Rows: UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 20 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            "Row \(row)"
        }
    }

    func window(_ size: CGSize = CGSize(width: 320, height: 216)) -> UIWindow {
        let w = UIWindow(frame: CGRect(origin: .zero, size: size))
        w.backgroundColor = .white
        return w
    }

    /// The box of device pixels whose red is below `threshold` in `x0..<x1`, `y0..<y1`.
    func inkBox(_ b: Bitmap, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, threshold: Int = 128) -> CGRect? {
        var lo = (x: Int.max, y: Int.max), hi = (x: Int.min, y: Int.min)
        for y in y0..<y1 {
            for x in x0..<x1 where rgb(b, px: x, y)[0] < threshold {
                lo = (min(lo.x, x), min(lo.y, y))
                hi = (max(hi.x, x), max(hi.y, y))
            }
        }
        guard lo.x <= hi.x else { return nil }
        return CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x + 1, height: hi.y - lo.y + 1)
    }

    func testWheelBandAndSelectedTitle() throws {
        let w = window()
        let rows = Rows()
        let picker = UIPickerView()
        XCTAssertEqual(picker.frame.size, CGSize(width: 320, height: 216))
        picker.dataSource = rows
        picker.delegate = rows
        picker.selectRow(5, inComponent: 0, animated: false)
        w.addSubview(picker)
        let b = try render(w, name: "picker-wheel")
        // The band: 8 pt in from each side, one 32 pt row high about the middle (y 92 ... 124
        // pt, device rows 184 ... 247), systemFill (#787880 at 20 %) over white: 255 - 0.2 (255
        // - 120) = 228, 255 - 0.2 (255 - 128) = 229.6.
        let band = [228, 228, 230], white = [255, 255, 255]
        assertColor(rgb(b, px: 40, 216), band, "the band's middle, 20 pt in")
        assertColor(rgb(b, px: 40, 186), band, "just inside its top (93 pt)")
        assertColor(rgb(b, px: 40, 246), band, "just inside its bottom (123 pt)")
        assertColor(rgb(b, px: 40, 181), white, "above it (90.5 pt)")
        assertColor(rgb(b, px: 40, 250), white, "below it (125 pt)")
        assertColor(rgb(b, px: 14, 216), white, "left of it (7 pt)")
        assertColor(rgb(b, px: 18, 216), band, "its left end (9 pt)")
        assertColor(rgb(b, px: 625, 216), white, "right of it (312.5 pt)")
        // Its 8 pt corner: (8.5, 92.5) pt is 10.6 pt from the corner's centre (16, 100).
        assertColor(rgb(b, px: 17, 185), white, "outside the rounded corner")
        // The selected title, label black, its ink centred in the band: across on the
        // picker's middle (320 px), down on the band's (216 px), within 2 pt.
        let ink = try XCTUnwrap(inkBox(b, 0, 184, 640, 248), "no ink in the band")
        XCTAssertEqual(ink.midX, 320, accuracy: 4, "\(ink)")
        XCTAssertEqual(ink.midY, 216, accuracy: 4, "\(ink)")
        XCTAssertLessThan(darkest(b, 0, 184, 640, 248)[0], 30, "the selected title is label black")
        // Row 9, four rows down, is at the angle 4 x 32 / 108 = 1.185 rad: its centre at 108 +
        // 108 sin(1.185) = 208.1 pt, drawn cos(1.185) = 0.377 high and opaque, so its ink is
        // no darker than 255 (1 - 0.377) = 159.
        let faded = darkest(b, 200, 398, 440, 432)[0]
        XCTAssertGreaterThan(faded, 150, "row 9 fades")
        XCTAssertLessThan(faded, 245, "row 9 is drawn")
        // Row 6, one row down (angle 0.296 rad, opacity 0.957), is near black.
        XCTAssertLessThan(darkest(b, 200, 250, 440, 310)[0], 40, "row 6")
    }

    func testCompactDatePickerCapsules() throws {
        let w = window(CGSize(width: 360, height: 80))
        let picker = UIDatePicker()
        XCTAssertEqual(picker.datePickerStyle, .compact)
        let size = picker.frame.size
        XCTAssertEqual(size.height, 34)
        picker.frame.origin = CGPoint(x: 20, y: 20)
        w.addSubview(picker)
        let b = try render(w, name: "date-compact")
        // tertiarySystemFill (#767680 at 12 %) over white: 255 - 0.12 (255 - 118) = 238.6,
        // 255 - 0.12 (255 - 128) = 239.8.
        let capsule = [239, 239, 240], white = [255, 255, 255]
        // The date's capsule starts at the picker's left (20 pt): 3 pt in, on its middle row
        // (y 37 pt), is its 11 pt of room before the text.
        assertColor(rgb(b, px: 46, 74), capsule, "the date capsule's start")
        assertColor(rgb(b, px: 38, 74), white, "left of it")
        // The time capsule ends at the picker's right edge.
        let right = Int((20 + size.width) * 2)
        assertColor(rgb(b, px: right - 6, 74), capsule, "the time capsule's end")
        assertColor(rgb(b, px: right + 2, 74), white, "right of it")
        // The texts in label black.
        XCTAssertLessThan(darkest(b, 40, 40, right, 108)[0], 40)
        // A wider picker keeps its capsules against its trailing edge (chosen).
        picker.frame = CGRect(x: 20, y: 20, width: 320, height: 34)
        let wide = try render(w, name: "date-compact-wide")
        assertColor(rgb(wide, px: 46, 74), white, "the start of a wider picker is empty")
        assertColor(rgb(wide, px: 674, 74), capsule, "the time capsule ends at 340 pt")
        assertColor(rgb(wide, px: 682, 74), white, "right of the picker")
    }

    func testTimeWheelsShowTheDate() throws {
        let w = window()
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = .time
        w.addSubview(picker)
        let b = try render(w, name: "date-wheels-time")
        // Three equal columns of (320 - 16) / 3 = 101.3 pt from x = 8: "9", "41" and "AM" on the
        // band, centred at 58.7, 160 and 261.3 pt.
        for centre in [58.67, 160, 261.33] {
            let ink = try XCTUnwrap(inkBox(b, Int(centre * 2) - 90, 184, Int(centre * 2) + 90, 248), "\(centre)")
            XCTAssertEqual(ink.midX, centre * 2, accuracy: 4, "column at \(centre) pt")
            XCTAssertEqual(ink.midY, 216, accuracy: 4, "column at \(centre) pt")
        }
        for mode in [UIDatePicker.Mode.date, .dateAndTime, .countDownTimer, .yearAndMonth] {
            picker.datePickerMode = mode
            _ = try render(w, name: "date-wheels-\(mode.rawValue)")
        }
    }

    func testInlineMonthAndTheSelectedDay() throws {
        let w = window(CGSize(width: 320, height: 380))
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .inline
        picker.datePickerMode = .date
        // 44 pt of header, 20 of weekdays, 6 rows of 44: 328 pt.
        XCTAssertEqual(picker.frame.size, CGSize(width: 320, height: 328))
        w.addSubview(picker)
        let b = try render(w, name: "date-inline")
        // 1 January 2007 was a Monday: the 9th is cell 1 + 8 = 9, row 1, column 2. Columns are
        // (320 - 16) / 7 = 43.43 pt from x = 8: the cell's centre is at 8 + 2.5 x 43.43 =
        // 116.6 pt across and 64 + 1.5 x 44 = 130 pt down.
        let cx = 116.57, cy = 130.0
        // The disc, 40 pt across: systemBlue (#007AFF) at 12 % over white, 255 - 0.12 x 255 =
        // 224.4, 255 - 0.12 (255 - 122) = 239.0, 255.
        assertColor(rgb(b, px: Int((cx - 16) * 2), Int(cy * 2)), [224, 239, 255], "the disc, 16 pt left of centre")
        assertColor(rgb(b, px: Int((cx + 16) * 2), Int(cy * 2)), [224, 239, 255], "16 pt right of centre")
        assertColor(rgb(b, px: Int((cx - 21) * 2), Int(cy * 2)), [255, 255, 255], "outside it")
        // Its day in the tint: blue ink, not black, centred on the disc.
        let ink = try XCTUnwrap(
            inkBox(b, Int((cx - 14) * 2), Int((cy - 14) * 2), Int((cx + 14) * 2), Int((cy + 14) * 2)))
        XCTAssertEqual(ink.midX, cx * 2, accuracy: 4)
        XCTAssertEqual(ink.midY, cy * 2, accuracy: 4)
        XCTAssertLessThan(
            darkest(b, Int((cx - 14) * 2), Int((cy - 14) * 2), Int((cx + 14) * 2), Int((cy + 14) * 2))[0], 60)
        // The 10th, the next cell, is label black.
        let tenth = darkest(
            b, Int((cx + 43.43 - 14) * 2), Int((cy - 14) * 2), Int((cx + 43.43 + 14) * 2), Int((cy + 14) * 2))
        XCTAssertLessThan(tenth[0], 40)
        XCTAssertLessThan(tenth[2], 40, "black, not blue")
        let blue = darkest(b, Int((cx - 14) * 2), Int((cy - 14) * 2), Int((cx + 14) * 2), Int((cy + 14) * 2))
        XCTAssertGreaterThan(blue[2], 200, "the selected day is blue")
        picker.datePickerMode = .dateAndTime
        XCTAssertEqual(picker.frame.size, CGSize(width: 320, height: 372), "and a 44 pt time row")
        _ = try render(w, name: "date-inline-time")
    }
}
