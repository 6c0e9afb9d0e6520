import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Where a navigation controller built outside a window puts its bar, and which appearance the
/// bar draws at the scroll edge.
final class BarScrollEdgeTests: XCTestCase {
    /// A navigation controller in a tab bar controller, both built before the window: in a
    /// window without a safe area (the snapshot library's window for such containers, whose
    /// iOS picture, swift-snapshot-testing's testTraitsEmbeddedInTabNavigation.iphone-8.png,
    /// has the bar's hairline at 132 px of 3x: y = 44, so the bar spans 0 to 44) the bar sits
    /// at the top; in an iPhone 14's window it sits under the 47-point status bar, not under
    /// the default phone's 20 it was first placed at.
    func testTheBarMovesUnderTheWindowsSafeArea() {
        func barFrame(_ device: Device) -> CGRect {
            let nav = UINavigationController(rootViewController: UIViewController())
            let tabs = UITabBarController()
            tabs.setViewControllers([nav], animated: false)
            _ = tabs.view
            let stage = Stage(device: device)
            stage.window.rootViewController = tabs
            stage.window.layoutIfNeeded()
            return nav.navigationBar.frame
        }
        var bare = Device.iPhone8
        bare.safeAreaInsets = .zero
        bare.statusBarHeight = 0
        bare.screenSize.height = 647
        XCTAssertEqual(barFrame(bare), CGRect(x: 0, y: 0, width: 375, height: 44))
        XCTAssertEqual(barFrame(.iPhone14).minY, 47)
        XCTAssertEqual(barFrame(.iPhone8).minY, 20)
    }

    private final class Table: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// iOS 15's rule (Apple's documentation of `scrollEdgeAppearance`: the appearance "when the
    /// edge of scrollable content aligns with the edge of the navigation bar"): a set
    /// scroll-edge appearance is drawn while the content is at its top, or when the screen has
    /// no scroll view, and the standard one once the content has scrolled; the item's wins over
    /// the bar's. Unset, the standard appearance is drawn as before.
    func testTheScrollEdgeAppearanceIsDrawnAtTheTopEdge() throws {
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        let stage = Stage(device: .iPhone8)
        let plain = UIViewController()
        let nav = UINavigationController(rootViewController: plain)
        stage.window.rootViewController = nav
        stage.window.layoutIfNeeded()
        let bar = nav.navigationBar
        XCTAssertEqual(bar.fill.backgroundColor?.cgColor, UINavigationBar.defaultFill.cgColor, "unset: standard")
        bar.scrollEdgeAppearance = edge
        stage.window.layoutIfNeeded()
        XCTAssertEqual(bar.fill.backgroundColor?.cgColor.alpha, 0, "no scroll view: at the edge")
        XCTAssertNil(bar.hairline.backgroundColor, "transparent: no hairline")

        let table = Table()
        let tableNav = UINavigationController(rootViewController: table)
        tableNav.navigationBar.scrollEdgeAppearance = edge
        let s2 = Stage(device: .iPhone8)
        s2.window.rootViewController = tableNav
        s2.window.layoutIfNeeded()
        XCTAssertEqual(tableNav.navigationBar.fill.backgroundColor?.cgColor.alpha, 0, "table at its top")
        table.tableView.contentOffset.y = 200
        tableNav.navigationBar.setNeedsLayout()
        s2.window.layoutIfNeeded()
        XCTAssertEqual(
            tableNav.navigationBar.fill.backgroundColor?.cgColor, UINavigationBar.defaultFill.cgColor,
            "scrolled: standard")
        XCTAssertEqual(tableNav.navigationBar.hairline.backgroundColor?.cgColor, UINavigationBar.defaultShadow.cgColor)

        // The item's scroll-edge appearance wins over the bar's.
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .red
        plain.navigationItem.scrollEdgeAppearance = opaque
        bar.setNeedsLayout()
        stage.window.layoutIfNeeded()
        XCTAssertEqual(bar.fill.backgroundColor?.cgColor, UIColor.red.cgColor)
    }
}
