import Foundation
import XCTest
import FlipbookCore

// Layers, colours and pixel checks shared by the compositor and docs-picture tests.

/// Builds a layer by its frame in the parent's coordinates (identity transform), as
/// `UIView(frame:)` does: bounds at the origin, position at the anchor point.
public func makeLayer(
    _ id: Int, frame: CGRect, color: RGBA? = nil, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5),
    sublayers: [LayerState] = []
) -> LayerState {
    LayerState(
        id: LayerID(id), bounds: CGRect(origin: .zero, size: frame.size),
        position: CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height),
        anchorPoint: anchor, backgroundColor: color, sublayers: sublayers)
}

/// A transparent full-screen root holding `layers`.
public func makeTree(width: Double = 100, height: Double = 100, _ layers: [LayerState]) -> LayerTree {
    LayerTree(
        size: CGSize(width: width, height: height),
        root: makeLayer(0, frame: CGRect(x: 0, y: 0, width: width, height: height), sublayers: layers))
}

public let red = RGBA(red: 1, green: 0, blue: 0)
public let green = RGBA(red: 0, green: 1, blue: 0)
public let blue = RGBA(red: 0, green: 0, blue: 1)

/// Writes `bitmap` as a binary PPM under `$FLIPBOOK_RENDER_DUMP` when that is set, to look
/// at test renders by eye; does nothing otherwise.
public func dump(_ bitmap: Bitmap, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] else { return }
    var data = Data("P6\n\(bitmap.width) \(bitmap.height)\n255\n".utf8)
    data.reserveCapacity(data.count + bitmap.width * bitmap.height * 3)
    for i in stride(from: 0, to: bitmap.pixels.count, by: 4) { data.append(contentsOf: bitmap.pixels[i..<i + 3]) }
    try? data.write(to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".ppm"))
}

/// Asserts a pixel's R, G, B within `tolerance`, and that it is opaque.
public func assertPixel(
    _ b: Bitmap, _ x: Int, _ y: Int, _ rgb: (Int, Int, Int), tolerance: Int = 0,
    file: StaticString = #filePath, line: UInt = #line
) {
    let p = b.pixel(x: x, y: y)
    let ok =
        abs(Int(p.r) - rgb.0) <= tolerance && abs(Int(p.g) - rgb.1) <= tolerance
        && abs(Int(p.b) - rgb.2) <= tolerance && p.a == 255
    XCTAssert(ok, "pixel (\(x), \(y)) is \(p), expected \(rgb) ± \(tolerance)", file: file, line: line)
}
