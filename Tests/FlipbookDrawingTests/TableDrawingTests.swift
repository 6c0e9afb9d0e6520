import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// A grouped table drawn at scale 2, against the geometry and colours of SEMANTICS.md §17
/// "Scroll views, tables and collections". FLIPBOOK_RENDER_DUMP=<folder> writes the picture.
final class TableDrawingTests: XCTestCase {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    func testGroupedRowsSeparatorsAndSelection() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let table = UITableView(frame: window.bounds, style: .grouped)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        window.addSubview(table)
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let timeline = try withExtendedLifetime(rows) { try Stage(window: window).record {} }
        let b = try Compositor().render(timeline.presentation(at: 0), scale: 2)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent("table-grouped@2x.png").path)
        }
        func rgb(_ x: Double, _ y: Double) -> [Int] {
            let p = b.pixel(x: Int(x * 2), y: Int(y * 2))
            return [Int(p.r), Int(p.g), Int(p.b)]
        }
        func near(_ got: [Int], _ want: [Int], line: UInt = #line) {
            XCTAssertTrue(zip(got, want).allSatisfy { abs($0 - $1) <= 2 }, "\(got) is not \(want)", line: line)
        }
        // Above the first row (17.5 pt gap): systemGroupedBackground #F2F2F7.
        near(rgb(100, 8), [242, 242, 247])
        // Row 0 (17.5 ... 61.5) is a white cell.
        near(rgb(200, 40), [255, 255, 255])
        // Its separator: the pixel row 61.0 ... 61.5 pt (pixel 122), from x 16: #3C3C43 at
        // 29 % over white: 255 - 0.29 (255 - 60) = 198.45, blue 255 - 0.29 (255 - 67) = 200.5.
        near(rgb(100, 61), [198, 198, 200])
        near(rgb(10, 61), [255, 255, 255])
        // Row 1 (61.5 ... 105.5) is selected: systemGray4 #D1D1D6 right of its text.
        near(rgb(200, 80), [209, 209, 214])
        // The chevron (351 ... 359 x 77 ... 90 in row 1's band) draws something darker.
        var darkest = 255
        for x in stride(from: 351.0, to: 359, by: 0.5) {
            for y in stride(from: 77.0, to: 90, by: 0.5) { darkest = min(darkest, rgb(x, y)[0]) }
        }
        XCTAssertLessThan(darkest, 190)
        // The text "Row 0" starts at the 16 pt margin: nothing dark left of it, ink right of it.
        var inkLeft = 255, inkRight = 255
        for y in stride(from: 30.0, to: 50, by: 0.5) {
            for x in stride(from: 2.0, to: 15.5, by: 0.5) { inkLeft = min(inkLeft, rgb(x, y)[0]) }
            for x in stride(from: 16.0, to: 40, by: 0.5) { inkRight = min(inkRight, rgb(x, y)[0]) }
        }
        XCTAssertEqual(inkLeft, 255)
        XCTAssertLessThan(inkRight, 100)
    }
}
