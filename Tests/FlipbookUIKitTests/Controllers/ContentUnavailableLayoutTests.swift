import FlipbookUIKit
import XCTest

/// The centred stack a content-unavailable configuration is drawn as (SEMANTICS.md §28.4).
final class ContentUnavailableLayoutTests: XCTestCase {
    private func screen() -> UIViewController {
        let vc = UIViewController()
        vc.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        vc.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        return vc
    }

    /// The size an independent label of `font` takes in `width`, the input the stack sums.
    private func measure(_ text: String, _ font: UIFont, _ width: CGFloat) -> CGSize {
        let l = UILabel()
        l.text = text
        l.font = font
        l.numberOfLines = 0
        return l.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    func testTextsAreStackedAndCentred() throws {
        let vc = screen()
        var c = UIContentUnavailableConfiguration.empty()
        c.text = "No Mail"
        c.secondaryText = "New mail you receive appears here."
        vc.contentUnavailableConfiguration = c
        vc.view.layoutIfNeeded()
        let host = try XCTUnwrap(vc.view.subviews.last as? UIContentUnavailableView)
        XCTAssertEqual(host.frame, vc.view.bounds)
        let labels = host.subviews.compactMap { $0 as? UILabel }
        XCTAssertEqual(labels.map { $0.text ?? "" }, ["No Mail", "New mail you receive appears here."])
        // Width inside the 20-point side margins: 375 - 40 = 335.
        let a = measure("No Mail", .preferredFont(forTextStyle: .title3), 335)
        let b = measure("New mail you receive appears here.", .preferredFont(forTextStyle: .subheadline), 335)
        let total = a.height + 5 + b.height
        let top = (667 - total) / 2
        XCTAssertEqual(labels[0].frame.minY, top, accuracy: 0.001)
        XCTAssertEqual(labels[0].frame.midX, 187.5, accuracy: 0.001)
        XCTAssertEqual(labels[1].frame.minY, top + a.height + 5, accuracy: 0.001)
        XCTAssertEqual(labels[1].frame.midX, 187.5, accuracy: 0.001)
        XCTAssertTrue(labels[1].textColor == UIColor.secondaryLabel)
    }

    func testImageIsCappedAndButtonsNeedATitle() throws {
        let vc = screen()
        var c = UIContentUnavailableConfiguration.search()
        c.imageProperties.maximumSize = CGSize(width: 8, height: 8)
        vc.contentUnavailableConfiguration = c
        vc.view.layoutIfNeeded()
        let host = try XCTUnwrap(vc.contentUnavailableHostForTests)
        let image = try XCTUnwrap(host.subviews.first as? UIImageView)
        XCTAssertLessThanOrEqual(image.frame.width, 8)
        XCTAssertLessThanOrEqual(image.frame.height, 8)
        XCTAssertFalse(host.subviews.contains { $0 is UIButton })
        // The image sits 10 points (imageToTextPadding) above the text.
        let label = try XCTUnwrap(host.subviews.first { $0 is UILabel })
        XCTAssertEqual(label.frame.minY - image.frame.maxY, 10, accuracy: 0.001)
        c.button.title = "Retry"
        vc.contentUnavailableConfiguration = c
        vc.view.layoutIfNeeded()
        XCTAssertEqual(host.subviews.compactMap { $0 as? UIButton }.count, 1)
    }

    func testLoadingShowsASpinnerAndNilRemovesTheView() {
        let vc = screen()
        vc.contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
        vc.view.layoutIfNeeded()
        XCTAssertTrue(vc.view.subviews.last?.subviews.first is UIActivityIndicatorView)
        // Another subview added later is covered: the host goes back on top at the next layout.
        vc.view.addSubview(UIView())
        vc.view.setNeedsLayout()
        vc.view.layoutIfNeeded()
        XCTAssertTrue(vc.view.subviews.last is UIContentUnavailableView)
        vc.contentUnavailableConfiguration = nil
        XCTAssertFalse(vc.view.subviews.contains { $0 is UIContentUnavailableView })
    }
}

extension UIViewController {
    fileprivate var contentUnavailableHostForTests: UIContentUnavailableView? {
        view.subviews.last as? UIContentUnavailableView
    }
}
