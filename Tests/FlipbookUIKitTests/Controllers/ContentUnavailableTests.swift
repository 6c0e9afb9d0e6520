import FlipbookUIKit
import XCTest

/// Content-unavailable configurations, stored and not drawn (SEMANTICS.md §28.4).
final class ContentUnavailableTests: XCTestCase {
    final class Screen: UIViewController {
        var updates = 0
        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates += 1
            var c = UIContentUnavailableConfiguration.empty()
            c.text = "No Mail"
            contentUnavailableConfiguration = c
            // Asking again while updating does not recurse.
            setNeedsUpdateContentUnavailableConfiguration()
        }
    }

    func testPresets() {
        let empty = UIContentUnavailableConfiguration.empty()
        XCTAssertNil(empty.text)
        XCTAssertNil(empty.secondaryText)
        XCTAssertNil(empty.image)
        XCTAssertEqual(empty.alignment, .center)
        XCTAssertFalse(empty.isLoading)
        let loading = UIContentUnavailableConfiguration.loading()
        XCTAssertTrue(loading.isLoading)
        XCTAssertEqual(loading.text, "Loading\u{2026}")
        let search = UIContentUnavailableConfiguration.search()
        XCTAssertNotNil(search.image)
        XCTAssertEqual(search.text, "No Results")
    }

    func testControllerStoresAndUpdates() {
        let vc = Screen()
        XCTAssertNil(vc.contentUnavailableConfiguration)
        vc.setNeedsUpdateContentUnavailableConfiguration()
        XCTAssertEqual(vc.updates, 1)
        let c = vc.contentUnavailableConfiguration as? UIContentUnavailableConfiguration
        XCTAssertEqual(c?.text, "No Mail")
        var custom = UIContentUnavailableConfiguration.empty()
        custom.secondaryText = "Pull to refresh"
        custom.button.title = "Retry"
        vc.contentUnavailableConfiguration = custom
        XCTAssertEqual(
            (vc.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)?.button.title, "Retry")
        vc.contentUnavailableConfiguration = nil
        XCTAssertNil(vc.contentUnavailableConfiguration)
    }
}
