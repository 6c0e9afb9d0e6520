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

/// The configuration's text, image and button properties and the view (SEMANTICS.md §28.4).
final class ContentUnavailablePropertiesTests: XCTestCase {
    func testPropertiesAreStored() {
        var c = UIContentUnavailableConfiguration.empty()
        XCTAssertEqual(c.textProperties.numberOfLines, 0)
        XCTAssertEqual(c.textProperties.lineBreakMode, .byWordWrapping)
        XCTAssertTrue(c.buttonProperties.isEnabled)
        XCTAssertNil(c.imageProperties.tintColor)
        c.textProperties.color = .systemRed
        c.textProperties.numberOfLines = 2
        c.imageProperties.tintColor = .systemBlue
        c.imageProperties.maximumSize = CGSize(width: 60, height: 60)
        var taps = 0
        c.buttonProperties.primaryAction = UIAction(title: "Retry") { _ in taps += 1 }
        c.buttonProperties.isEnabled = false
        XCTAssertEqual(c.textProperties.color, UIColor.systemRed)
        XCTAssertEqual(c.textProperties.numberOfLines, 2)
        XCTAssertEqual(c.imageProperties.maximumSize, CGSize(width: 60, height: 60))
        XCTAssertEqual(c.buttonProperties.primaryAction?.title, "Retry")
        XCTAssertFalse(c.buttonProperties.isEnabled)
        XCTAssertEqual(taps, 0)
        // A copy is a value: changing it leaves the original.
        var copy = c
        copy.text = "Other"
        XCTAssertEqual(copy.text, "Other")
        XCTAssertNil(c.text)
    }

    func testViewKeepsItsConfiguration() {
        let view = UIContentUnavailableView(configuration: .search())
        XCTAssertEqual(view.configuration.text, "No Results")
        view.configuration = .loading()
        XCTAssertTrue(view.configuration.isLoading)
    }
}
