import XCTest
@testable import FlipbookUIKit

/// A cell's built-in labels belong to it: a `prepareForReuse` that empties the content view (as
/// some apps' cells do) does not stop the reused cell from drawing its text. iOS draws it:
/// TiagoSAmaral/github-person@95d5a32's GenericTableViewCellTests reference
/// (`__Snapshots__/GenericTableViewCellTests/testCellReuse.1.png`, recorded on the iOS simulator)
/// shows "Index: 81" to "Index: 99" in reused cells whose `prepareForReuse` removes every subview
/// of `contentView`.
final class ReusedCellLabelTests: XCTestCase {
    private final class EmptyingCell: UITableViewCell {
        override func prepareForReuse() {
            super.prepareForReuse()
            contentView.subviews.forEach { $0.removeFromSuperview() }
        }
    }

    func testALabelTakenOutOfTheContentViewComesBackAtLayout() {
        let cell = EmptyingCell(style: .default, reuseIdentifier: "c")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "first"
        cell.layoutIfNeeded()
        cell.prepareForReuse()
        XCTAssertNil(cell.textLabel?.superview, "the app's prepareForReuse took it out")
        cell.textLabel?.text = "Index: 81"
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        XCTAssertTrue(cell.textLabel?.superview === cell.contentView)
        XCTAssertGreaterThan(cell.textLabel?.frame.width ?? 0, 0, "laid out with its text")
        // A view of the app's own that it removed stays removed.
        let mine = UIView()
        cell.contentView.addSubview(mine)
        mine.removeFromSuperview()
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        XCTAssertNil(mine.superview)
    }
}
