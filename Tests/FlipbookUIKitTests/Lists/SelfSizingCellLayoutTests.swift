import XCTest
@testable import FlipbookUIKit

/// Self-sizing rows (SEMANTICS.md §17): every visible cell's content is laid out in its final
/// height, whatever pass placed the cell. A cell of an emoji and a vertical stack of a name and
/// a wrapping description, pinned to the content view's margins as Interface Builder pins it.
final class SelfSizingCellLayoutTests: XCTestCase {
    final class EmojiCell: UITableViewCell {
        let symbol = UILabel()
        let name = UILabel()
        let detail = UILabel()
        let row = UIStackView()
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            detail.numberOfLines = 0
            let column = UIStackView(arrangedSubviews: [name, detail])
            column.axis = .vertical
            column.distribution = .fillEqually
            row.addArrangedSubview(symbol)
            row.addArrangedSubview(column)
            row.spacing = 8
            row.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(row)
            let m = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: m.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: m.trailingAnchor),
                row.topAnchor.constraint(equalTo: m.topAnchor),
                row.bottomAnchor.constraint(equalTo: m.bottomAnchor),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Rows: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(EmojiCell.self, forCellReuseIdentifier: "e")
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = 44
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            tableView.reloadData()
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 14 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "e", for: indexPath) as! EmojiCell
            cell.symbol.text = "😀"
            cell.name.text = "Row \(indexPath.row)"
            cell.detail.text =
                indexPath.row == 3
                ? "A person working on a MacBook (probably using Xcode to write iOS apps in Swift)." : "A face."
            return cell
        }
    }

    func testEveryVisibleCellIsLaidOutInItsHeight() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let nav = UINavigationController(rootViewController: Rows(style: .plain))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        _ = try Stage(window: window).record {}
        let table = try XCTUnwrap((nav.topViewController as? Rows)?.tableView)
        XCTAssertGreaterThan(table.visibleCells.count, 8)
        for cell in table.visibleCells {
            let c = try XCTUnwrap(cell as? EmojiCell)
            let inner = c.contentView.bounds.inset(by: c.contentView.layoutMargins)
            XCTAssertEqual(c.row.frame.height, inner.height, accuracy: 0.01, "\(c.name.text ?? "")")
            XCTAssertEqual(c.name.frame.height, c.detail.frame.height, accuracy: 0.01, "fill equally")
        }
    }

    /// A cell's content view has 11-point margins at the top and bottom: what Interface
    /// Builder (UIKit's layout) writes for views pinned to them in public storyboards.
    func testACellsContentMarginsAreElevenAtTheTopAndBottom() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        XCTAssertEqual(cell.contentView.layoutMargins.top, 11)
        XCTAssertEqual(cell.contentView.layoutMargins.bottom, 11)
    }
}
