import FlipbookUIKit
import XCTest

final class FeedbackGeneratorTests: XCTestCase {
    func testImpactRecordsStyleAndClampedIntensity() {
        let g = UIImpactFeedbackGenerator(style: .heavy)
        g.prepare()
        g.impactOccurred()
        // UIKit documents intensity as 0...1; out of range and NaN are clamped (§28.1).
        g.impactOccurred(intensity: 0.25)
        g.impactOccurred(intensity: 7)
        g.impactOccurred(intensity: .nan)
        XCTAssertEqual(
            g.feedbackLog.map(\.description),
            ["prepare", "impact.heavy 1.0", "impact.heavy 0.25", "impact.heavy 1.0", "impact.heavy 0.0"])
    }

    func testDefaultImpactIsMedium() {
        // UIKit: init() makes a medium impact generator.
        XCTAssertEqual(UIImpactFeedbackGenerator().style, .medium)
        XCTAssertEqual(UIImpactFeedbackGenerator(style: .soft).style, .soft)
        XCTAssertEqual(UIImpactFeedbackGenerator(style: .rigid).style, .rigid)
    }

    func testSelectionAndNotification() {
        let s = UISelectionFeedbackGenerator()
        s.selectionChanged()
        XCTAssertEqual(s.feedbackLog.map(\.description), ["selection"])
        let n = UINotificationFeedbackGenerator()
        n.notificationOccurred(.success)
        n.notificationOccurred(.warning)
        n.notificationOccurred(.error)
        XCTAssertEqual(
            n.feedbackLog.map(\.description),
            ["notification.success", "notification.warning", "notification.error"])
        let base: UIFeedbackGenerator = n
        base.prepare()
        XCTAssertEqual(n.feedbackLog.last?.description, "prepare")
    }
}
