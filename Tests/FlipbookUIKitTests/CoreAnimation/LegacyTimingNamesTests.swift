import XCTest
import FlipbookUIKit

/// The Swift 4.1 timing constants are the typed values they became (Core Animation's raw
/// names: "linear", "easeIn", "easeOut", "easeInEaseOut", "default"; "forwards",
/// "backwards", "both", "removed").
final class LegacyTimingNamesTests: XCTestCase {
    func testTheOldConstantsAreTheTypedValues() {
        XCTAssertEqual(
            [
                kCAMediaTimingFunctionLinear, kCAMediaTimingFunctionEaseIn, kCAMediaTimingFunctionEaseOut,
                kCAMediaTimingFunctionEaseInEaseOut, kCAMediaTimingFunctionDefault,
            ].map(\.rawValue), ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
        XCTAssertEqual(
            [kCAFillModeForwards, kCAFillModeBackwards, kCAFillModeBoth, kCAFillModeRemoved].map(\.rawValue),
            ["forwards", "backwards", "both", "removed"])
        let a = CABasicAnimation(keyPath: "opacity")
        a.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)
        a.fillMode = kCAFillModeForwards
        XCTAssertEqual(a.fillMode, .forwards)
    }
}
