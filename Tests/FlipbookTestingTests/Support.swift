import Foundation
import FlipbookDiff
import XCTest
import FlipbookCore
import FlipbookRender
import FlipbookUIKit
@testable import FlipbookTesting
import FlipbookTestSupport

/// A 40 x 30 point window holding a 10 x 10 square at (x, 10) that slides 20 points to the
/// right, linearly, over `duration` seconds after `delay`: 7 frames at 60 fps without delay.
func slidingSquare(x: Double = 5, delay: Double = 0, duration: Double = 0.1, color: UIColor = .red) throws -> Timeline {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    let square = UIView(frame: CGRect(x: x, y: 10, width: 10, height: 10))
    square.accessibilityIdentifier = "square"
    square.backgroundColor = color
    window.addSubview(square)
    return try Stage(window: window, fps: 60).record {
        UIView.animate(
            withDuration: duration, delay: delay, options: [.curveLinear],
            animations: {
                square.frame.origin.x = x + 20
            })
    }
}

/// Options for a check in `folder` with artefacts in `artifacts`, one thread (small frames).
func options(
    _ folder: URL, _ artifacts: URL, record: RecordMode, tolerance: DiffTolerance = .exact,
    scale: Double = 1, frames: [Int]? = nil
) -> GoldenOptions {
    GoldenOptions(
        folder: folder, record: record, tolerance: tolerance, scale: scale, frames: frames,
        artifacts: artifacts, jobs: 1)
}

/// The bytes of a file.
func bytes(_ url: URL) -> Data? { try? Data(contentsOf: url) }

/// An XCTestCase that can catch the failures an assertion records, to test the assertion.
class FailureCapturingTestCase: XCTestCase {
    private var captured: [String]?

    /// Runs `body` and returns the failure messages recorded in it, instead of failing the test.
    func failures(in body: () -> Void) -> [String] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        if captured != nil { captured!.append(description); return }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
}
