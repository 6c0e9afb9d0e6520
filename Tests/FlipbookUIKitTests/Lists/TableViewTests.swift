import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// UITableView: geometry per style, reuse of cells scrolled off, headers, selection and
/// self-sizing (SEMANTICS.md §17 "Scroll views, tables and collections").
final class TableViewTests: XCTestCase {
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = 30
        var sections = 1
        var header: String?
        var made: [IndexPath] = []
        var selectedRows: [IndexPath] = []
        var style: UITableViewCell.CellStyle = .default
        func numberOfSections(in tableView: UITableView) -> Int { sections }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            made.append(indexPath)
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { header }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selectedRows.append(indexPath) }
    }

    private func makeTable(_ style: UITableView.Style, _ source: Source, width: CGFloat = 375) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 667), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    func testPlainTableOf30RowsHasTheVisibleCellsAtTheirRectsAndReusesThem() {
        let source = Source()
        let table = makeTable(.plain, source)
        // Default cells are 44 pt (17 pt text, 21 pt tall on the 2x grid, plus 11 above and
        // below is 43, under the 44 pt minimum). 667 / 44 = 15.2: rows 0...15 meet the bounds.
        XCTAssertEqual(table.contentSize, CGSize(width: 375, height: 30 * 44))
        XCTAssertEqual(table.indexPathsForVisibleRows, (0...15).map { IndexPath(row: $0, section: 0) })
        for r in 0...15 {
            let ip = IndexPath(row: r, section: 0)
            XCTAssertEqual(table.rectForRow(at: ip), CGRect(x: 0, y: 44 * CGFloat(r), width: 375, height: 44))
            XCTAssertEqual(table.cellForRow(at: ip)?.frame, CGRect(x: 0, y: 44 * CGFloat(r), width: 375, height: 44))
        }
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 16, section: 0)))
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        XCTAssertEqual(cell.textLabel?.text, "Row 3")
        // The text at the 16 pt margin; the chevron (8 x 13) 16 pt from the trailing edge,
        // centred: x 375 - 16 - 8 = 351, y (44 - 13) / 2 = 15.5 rounded to 16.
        XCTAssertEqual(cell.textLabel?.frame.minX, 16)
        let chevron = cell.subviews.compactMap { $0 as? UIImageView }.first
        XCTAssertEqual(chevron?.frame, CGRect(x: 351, y: 16, width: 8, height: 13))
        // The separator: a hairline (1 / scale) at the bottom, inset 16 on the left.
        let hair = 1 / UIScreen.main.scale
        XCTAssertEqual(cell.separator.frame, CGRect(x: 16, y: 44 - hair, width: 359, height: hair))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 100)), IndexPath(row: 2, section: 0))

        // Scroll 440 pt (10 rows): rows 10...25 show (row 25 spans 1100...1144, the bounds
        // end at 440 + 667 = 1107), and every cell is one of the 16 made before.
        let before = Set(table.visibleCells.map(ObjectIdentifier.init))
        XCTAssertEqual(before.count, 16)
        table.contentOffset = CGPoint(x: 0, y: 440)
        XCTAssertEqual(table.indexPathsForVisibleRows, (10...25).map { IndexPath(row: $0, section: 0) })
        let after = Set(table.visibleCells.map(ObjectIdentifier.init))
        XCTAssertTrue(after.isSubset(of: before), "scrolled-off cells are reused")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 25, section: 0))?.textLabel?.text, "Row 25")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 25, section: 0))?.frame.minY, 1100)
    }

    func testGroupedAndInsetGroupedGeometry() {
        for (style, x, width) in [(UITableView.Style.grouped, CGFloat(0), CGFloat(375)), (.insetGrouped, 16, 343)] {
            let source = Source()
            let table = makeTable(style, source)
            // An untitled grouped section starts 17.5 pt down; rows 44 pt from there.
            // (667 - 17.5) / 44 = 14.8: rows 0...14 show.
            XCTAssertEqual(table.indexPathsForVisibleRows?.count, 15, "\(style)")
            for r in 0...14 {
                XCTAssertEqual(
                    table.cellForRow(at: IndexPath(row: r, section: 0))?.frame,
                    CGRect(x: x, y: 17.5 + 44 * CGFloat(r), width: width, height: 44), "\(style) row \(r)")
            }
            // 17.5 + 30 x 44 + 17.5 (the footer's gap).
            XCTAssertEqual(table.contentSize.height, 17.5 + 1320 + 17.5)
            XCTAssertEqual(table.backgroundColor, UIColor.systemGroupedBackground)
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            XCTAssertEqual(first.backgroundColor, UIColor.secondarySystemGroupedBackground)
            if style == .insetGrouped {
                XCTAssertEqual(first.layer.cornerRadius, 10)
                XCTAssertEqual(first.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            }
            // The last row of a grouped section has no separator.
            table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 29, section: 0))?.separator.isHidden, true)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 28, section: 0))?.separator.isHidden, false)
            // scrollToRow .bottom: row 29 ends at 17.5 + 1320 = 1337.5, less 667 = 670.5.
            XCTAssertEqual(table.contentOffset.y, 670.5)
        }
    }

    func testWideScreensUseA20PointMargin() {
        let table = makeTable(.insetGrouped, Source(), width: 414)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX, 20)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.frame.minX, 20)
    }

    func testSectionHeadersAndStickyPlainHeaders() {
        let source = Source()
        source.header = "Fruit"
        source.sections = 2
        source.rows = 10
        let table = makeTable(.plain, source)
        // Plain titled headers are 28 pt: section 0's rows start at 28; section 1's header at
        // 28 + 440 = 468, its rows at 496.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 28)
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 468, width: 375, height: 28))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 496)
        // Scrolled 100 pt, section 0's header sticks at the top of the visible area (y 100).
        table.contentOffset = CGPoint(x: 0, y: 100)
        let header = table.subviews.compactMap { $0 as? SectionTitleView }.first { $0.frame.minY == 100 }
        XCTAssertNotNil(header)
        XCTAssertEqual(header?.label.text, "Fruit")
        // Scrolled 450, section 0 ends at 468: its header is pushed up to 468 - 28 = 440.
        table.contentOffset = CGPoint(x: 0, y: 450)
        XCTAssertNotNil(table.subviews.compactMap { $0 as? SectionTitleView }.first { $0.frame.minY == 440 })
        // Grouped titled headers are 38 pt and upper-case the title.
        let grouped = makeTable(.grouped, source)
        XCTAssertEqual(grouped.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 38)
        XCTAssertEqual(grouped.subviews.compactMap { $0 as? SectionTitleView }.first?.label.text, "FRUIT")
    }

    func testSelectionIsDrawnGreyAndReported() {
        let source = Source()
        let table = makeTable(.plain, source)
        table.tapRow(at: IndexPath(row: 2, section: 0))
        XCTAssertEqual(source.selectedRows, [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        XCTAssertTrue(cell.isSelected)
        XCTAssertTrue(cell.subviews.contains { $0.backgroundColor == UIColor.systemGray4 && $0.frame == cell.bounds })
        cell.layoutIfNeeded()
        XCTAssertTrue(cell.separator.isHidden, "a selected row's separator is hidden")
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        XCTAssertFalse(cell.isSelected, "single selection moves")
        table.deselectRow(at: IndexPath(row: 5, section: 0), animated: false)
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    func testRowHeightsFromTheDelegateAndFromAutoLayout() {
        final class Tall: UITableViewCell {
            let box = UIView(frame: .zero)
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 76),
                ])
            }
            required init?(coder: NSCoder) { return nil }
        }
        final class TallSource: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "tall", for: indexPath)
            }
        }
        let source = TallSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.register(Tall.self, forCellReuseIdentifier: "tall")
        table.dataSource = source
        table.layoutIfNeeded()
        // Self-sizing through systemLayoutSizeFitting: 12 + 76 + 12 = 100 pt of content view a
        // row, and the separator's hairline under it, "added between the bottom of the cell's
        // contentView and the bottom of the table view cell"
        // (smileyborg/TableViewCellWithAutoLayoutiOS8@b319abb566f46fc84c7f616d1325290d849aff19:
        // TableViewCellWithAutoLayout/TableViewController/RJTableViewController.m).
        let row = 100 + 1 / UIScreen.main.scale
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 3 * row, width: 375, height: row))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.contentView.frame.height, 100)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) is Tall)
        table.rowHeight = 60
        table.reloadData()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY, 180)
    }

    func testCellStylesPlaceTheirLabels() {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        subtitle.layoutIfNeeded()
        let t = subtitle.textLabel!.frame, d = subtitle.detailTextLabel!.frame
        // Stacked and centred together: the gap above the title equals the gap below the detail
        // (to the rounding of the top to a whole point).
        XCTAssertEqual(t.maxY, d.minY)
        XCTAssertEqual(t.minY, ((60 - t.height - d.height) / 2).rounded())
        XCTAssertEqual(subtitle.detailTextLabel?.font.pointSize, 12)
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        value1.textLabel?.text = "Wi-Fi"
        value1.detailTextLabel?.text = "Home"
        value1.layoutIfNeeded()
        // The detail ends at the trailing margin, 375 - 16.
        XCTAssertEqual(value1.detailTextLabel!.frame.maxX, 359)
        XCTAssertNil(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel)
    }

    func testTableViewControllerOwnsItsTable() {
        final class List: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let c = UITableViewCell(style: .default, reuseIdentifier: nil)
                c.textLabel?.text = "\(indexPath.row)"
                return c
            }
        }
        let list = List(style: .insetGrouped)
        XCTAssertTrue(list.view === list.tableView)
        XCTAssertEqual(list.tableView.style, .insetGrouped)
        list.tableView.layoutIfNeeded()
        XCTAssertEqual(list.tableView.visibleCells.map { $0.textLabel?.text }, ["0", "1", "2"])
    }
}
