import XCTest
@testable import FlipbookUIKit

/// A search bar's typing reaching its delegate and its search controller's updater, its
/// layout, and a refresh control begun by a pull.
final class SearchAndRefreshTests: XCTestCase {
    final class Screen: NSObject, UISearchBarDelegate, UISearchResultsUpdating {
        var log: [String] = []
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("begin") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
        func updateSearchResults(for searchController: UISearchController) {
            log.append("update '\(searchController.searchBar.text ?? "")' active=\(searchController.isActive)")
        }
    }

    func testTypingInTheSearchBarReachesItsDelegateAndTheUpdater() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let controller = UISearchController(searchResultsController: nil)
        let screen = Screen()
        controller.searchResultsUpdater = screen
        controller.searchBar.delegate = screen
        controller.searchBar.frame = CGRect(x: 0, y: 64, width: 375, height: 56)
        window.addSubview(controller.searchBar)
        _ = try Stage(window: window).record {
            controller.searchBar.play(try! TypingScript.typing("ab", pressingReturn: true))
        }
        XCTAssertEqual(
            screen.log,
            [
                "begin", "update '' active=true", "text a", "update 'a' active=true", "text ab",
                "update 'ab' active=true",
                "search",
            ])
        XCTAssertTrue(controller.isActive)
        XCTAssertFalse(controller.searchBar.cancelButton.isHidden, "the Cancel button shows while searching")
        screen.log = []
        controller.searchBar.cancelButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(screen.log, ["cancel", "update '' active=false"])
        XCTAssertFalse(controller.isActive)
        XCTAssertFalse(controller.searchBar.searchTextField.isFirstResponder)
    }

    func testSearchBarLayout() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        bar.placeholder = "Find"
        // The field: 8 pt in from each side, 36 pt high, centred in the 56 pt bar.
        XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: 359, height: 36))
        XCTAssertEqual(bar.searchTextField.layer.cornerRadius, 10)
        XCTAssertEqual(bar.searchTextField.backgroundColor, .tertiarySystemFill)
        XCTAssertEqual(bar.searchTextField.textLabel.text, "Find")
        XCTAssertEqual(bar.searchTextField.textLabel.textColor, .secondaryLabel)
        // The text starts after the 30 pt magnifying glass view.
        XCTAssertEqual(bar.searchTextField.textRect(forBounds: bar.searchTextField.bounds).minX, 30)
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 999)), CGSize(width: 320, height: 56))
        bar.showsCancelButton = true
        XCTAssertLessThan(bar.searchTextField.frame.maxX, bar.cancelButton.frame.minX)
    }

    func testAPullPastTheThresholdBeginsRefreshing() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375, height: 2000)
        window.addSubview(scroll)
        let refresh = UIRefreshControl()
        final class Target: NSObject {
            var count = 0
            func refreshed() { count += 1 }
        }
        let target = Target()
        refresh.addTarget(target, action: Target.refreshed, for: .valueChanged)
        scroll.refreshControl = refresh
        XCTAssertTrue(refresh.superview === scroll)
        XCTAssertEqual(refresh.frame, CGRect(x: 0, y: -60, width: 375, height: 60))
        // A short pull (the finger moves 100 pt: rubber-banded to less than 88 pt) does not;
        // a long one (400 pt) does.
        func pull(_ distance: CGFloat) throws -> GestureScript {
            try GestureScript(samples: [
                .init(time: 0, location: CGPoint(x: 100, y: 100)),
                .init(time: 0.5, location: CGPoint(x: 100, y: 100 + distance)),
                .init(time: 0.6, location: CGPoint(x: 100, y: 100 + distance)),
            ])
        }
        _ = try Stage(window: window).record { window.playTouch(try! pull(60)) }
        XCTAssertEqual(target.count, 0)
        XCTAssertFalse(refresh.isRefreshing)
        _ = try Stage(window: window).record { window.playTouch(try! pull(400)) }
        XCTAssertEqual(target.count, 1)
        XCTAssertTrue(refresh.isRefreshing)
        refresh.endRefreshing()
        XCTAssertFalse(refresh.isRefreshing)
        refresh.beginRefreshing()
        XCTAssertEqual(target.count, 1, "beginRefreshing() sends no event")
    }
}
