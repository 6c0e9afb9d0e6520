import XCTest
import FlipbookCore
@testable import FlipbookUIKit

// A UITableViewController or UICollectionViewController subclass of an iOS app implements the
// data source, delegate and scroll view delegate methods it wants with `override`, since
// UIKit's Swift interface has every one of them as a method of the controller (Xcode's own
// templates write `override func numberOfSections(in:)`). The classes below are written that
// way; they compile only if the controller has each method, and the tests check the table or
// collection calls the app's versions.

private final class HeaderTableController: UITableViewController {
    var calls: Set<String> = []
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        calls.insert("heightForHeader")
        return 30
    }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        calls.insert("viewForHeader")
        return UIView()
    }
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        calls.insert("willDisplay")
    }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.insert("didScroll") }
}

private final class CardsController: UICollectionViewController {
    var calls: Set<String> = []
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { calls.insert("willDisplay") }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.insert("didScroll") }
}

final class ListControllerOverrideTests: XCTestCase {
    func testTableControllerOverridesAreCalled() {
        let controller = HeaderTableController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertTrue(controller.calls.isSuperset(of: ["heightForHeader", "viewForHeader", "willDisplay"]))
        controller.calls.remove("didScroll")
        controller.tableView.contentOffset = CGPoint(x: 0, y: 40)
        XCTAssertTrue(controller.calls.contains("didScroll"))
        // The 30 pt headers the override asked for: section 1's header follows section 0's
        // header and its three 50 pt rows.
        let header = controller.tableView.rectForHeader(inSection: 1)
        XCTAssertEqual(header.minY, 30 + 3 * 50, accuracy: 1e-9)
        XCTAssertEqual(header.height, 30, accuracy: 1e-9)
    }

    func testCollectionControllerOverridesAreCalled() {
        let layout = UICollectionViewFlowLayout()
        let controller = CardsController(collectionViewLayout: layout)
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertTrue(controller.calls.contains("willDisplay"))
        controller.calls.remove("didScroll")
        controller.collectionView.contentOffset = CGPoint(x: 0, y: 10)
        XCTAssertTrue(controller.calls.contains("didScroll"))
    }
}
