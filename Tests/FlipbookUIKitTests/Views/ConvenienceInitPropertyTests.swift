import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// An app's convenience initialisers that set a view's properties after `self.init(...)`: on
/// iOS the Objective-C setters run; Swift skips stored-property observers inside an
/// initialiser of the class, so Flipbook's properties with side effects are computed
/// (Layout/UIStackView.swift, Views/UILabel.swift, Views/UIImageView.swift).
extension UIStackView {
    fileprivate convenience init(testViews: [UIView], axis: NSLayoutConstraint.Axis, alignment: Alignment) {
        self.init(arrangedSubviews: testViews)
        self.axis = axis
        self.alignment = alignment
    }
}

extension UILabel {
    fileprivate convenience init(testText: String, size: CGFloat) {
        self.init(frame: .zero)
        self.text = testText
        self.font = .systemFont(ofSize: size)
        self.textColor = .systemRed
    }
}

extension UIImageView {
    fileprivate convenience init(testImage: UIImage) {
        self.init(frame: .zero)
        self.image = testImage
    }
}

final class ConvenienceInitPropertyTests: XCTestCase {
    /// A 333-point view in a row stack pinned to a 375 x 667 host, aligned to the bottom:
    /// its top is 667 - 333 = 334, and the stack fills the host.
    func testPropertiesSetInAConvenienceInitArrangeTheViews() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let sheet = UIView()
        let stack = UIStackView(testViews: [sheet], axis: .horizontal, alignment: .bottom)
        host.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        sheet.heightAnchor.constraint(equalToConstant: 333).isActive = true
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: host.topAnchor),
            stack.bottomAnchor.constraint(equalTo: host.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: host.trailingAnchor),
        ])
        host.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(sheet.frame, CGRect(x: 0, y: 334, width: 375, height: 333))
        XCTAssertEqual(stack.alignment, .bottom)
    }

    /// The label's layer gets the text, in the font and colour set, and its intrinsic size is
    /// the text's, not zero.
    func testLabelPropertiesSetInAConvenienceInitAreDrawn() {
        let label = UILabel(testText: "Hello", size: 30)
        let drawn = label.layer.content.text
        XCTAssertEqual(drawn?.text, "Hello")
        XCTAssertEqual(drawn?.font, UIFont.systemFont(ofSize: 30).fontDescription)
        XCTAssertEqual(drawn?.color, UIColor.systemRed.resolvedColor(with: label.traitCollection).rgba)
        XCTAssertGreaterThan(label.intrinsicContentSize.width, 0)
    }

    /// The image view's layer gets the image.
    func testImageSetInAConvenienceInitIsShown() {
        let image = UIImage(content: ContentImage(bitmap: Bitmap(width: 20, height: 10)!, name: "box"))
        let view = UIImageView(testImage: image)
        XCTAssertNotNil(view.layer.content.image)
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 20, height: 10))
    }
}
