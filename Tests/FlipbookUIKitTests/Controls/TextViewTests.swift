import XCTest
@testable import FlipbookUIKit

/// A text view's editing: the delegate's calls for typed keys and the return key's line
/// break, its text inset and padding, the caret on the second line, and self-sizing.
final class TextViewTests: XCTestCase {
    final class Recorder: NSObject, UITextViewDelegate {
        var calls: [String] = []
        func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            calls.append("change \(range.location) '\(text == "\n" ? "\\n" : text)'")
            return text != "#"
        }
        func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
        func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    }

    func testTypingAndReturnGoThroughTheDelegate() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        window.addSubview(view)
        let delegate = Recorder()
        view.delegate = delegate
        let script = try TypingScript(strokes: [
            .init(time: 0.1, key: .text("a")), .init(time: 0.2, key: .text("#")), .init(time: 0.3, key: .returnKey),
            .init(time: 0.4, key: .text("b")), .init(time: 0.5, key: .dismiss),
        ])
        var caretWhileEditing = CGRect.null
        _ = try Stage(window: window).record(steps: [
            { view.play(script) }
        ])
        XCTAssertEqual(
            delegate.calls,
            [
                "didBegin", "change 0 'a'", "didChange", "change 1 '#'", "change 1 '\\n'", "didChange", "change 2 'b'",
                "didChange", "didEnd",
            ])
        XCTAssertEqual(view.text, "a\nb")
        // Editing again: the caret after "b" is on the second line, one line below the top
        // inset (8 pt), and 5 pt (the line fragment padding) plus the width of "b" across.
        view.becomeFirstResponder()
        caretWhileEditing = view.caretView.frame
        let line = view.font!.lineHeight
        XCTAssertEqual(caretWhileEditing.minY, 8 + line, accuracy: 1e-9)
        XCTAssertGreaterThan(caretWhileEditing.minX, 5)
        XCTAssertEqual(caretWhileEditing.width, 2)
        view.resignFirstResponder()
        XCTAssertTrue(view.caretView.isHidden)
    }

    func testInsetPaddingAndSelfSizing() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "one"
        // The text starts at the inset's left (0) plus the line fragment padding (5), below
        // the top inset (8), and is 200 - 2 * 5 = 190 pt wide.
        XCTAssertEqual(view.textLabel.frame.minX, 5)
        XCTAssertEqual(view.textLabel.frame.minY, 8)
        XCTAssertEqual(view.textLabel.frame.width, 190)
        XCTAssertEqual(view.font?.pointSize, 12)
        XCTAssertEqual(view.intrinsicContentSize.height, UIView.noIntrinsicMetric)
        view.isScrollEnabled = false
        let one = view.intrinsicContentSize.height
        view.text = "one\ntwo"
        // One more line, as tall as the font's line (14.32 pt at 12 pt), to the pixel rounding.
        XCTAssertEqual(view.intrinsicContentSize.height - one, view.font!.lineHeight, accuracy: 0.5)
        view.textContainer.lineFragmentPadding = 0
        view.textContainerInset = .zero
        XCTAssertEqual(view.textLabel.frame.minX, 0)
        XCTAssertEqual(view.textLabel.frame.minY, 0)
    }
}
