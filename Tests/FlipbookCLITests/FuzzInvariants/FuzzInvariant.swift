// The one home of the fuzz targets' invariants (fuzz/README.md): each `*Invariants.swift`
// file here is compiled twice, into the test target (FuzzCorpusTests replays the seeds of
// fixtures/fuzz/TARGET through it) and by fuzz/run.sh into the libFuzzer binary of its target
// (fuzz/TARGET.swift only turns the bytes into a call). These files therefore import no test
// framework, and what they need from the modules is what `@testable import` gives both builds.

import FlipbookCore

/// An invariant of a fuzz target that an input broke.
struct FuzzViolation: Error, CustomStringConvertible {
    var description: String
}

/// Throws `FuzzViolation(message)` unless `condition` holds.
func invariant(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw FuzzViolation(description: message()) }
}

/// The bytes libFuzzer hands over, as an array.
func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Runs `check` on libFuzzer's input; a broken invariant stops the process (the fuzzer
/// keeps the input as a crash).
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int, _ check: ([UInt8]) throws -> Void) -> Int32 {
    do { try check(fuzzInput(data, size)) } catch { fatalError("invariant broken: \(error)") }
    return 0
}

/// What every decoder must give back (`png`, `image`): at least 1 pixel a side, within the
/// decoders' limits of 16,384 pixels a side and 64 Mpx, and a buffer of 4 bytes a pixel.
func decodedBitmapInvariants(_ bitmap: Bitmap) throws {
    try invariant(bitmap.width >= 1 && bitmap.height >= 1, "size \(bitmap.width)x\(bitmap.height)")
    try invariant(
        bitmap.width <= 16_384 && bitmap.height <= 16_384 && bitmap.width * bitmap.height <= 64 << 20,
        "size \(bitmap.width)x\(bitmap.height) past the limits")
    try invariant(
        bitmap.pixels.count == bitmap.width * bitmap.height * 4, "pixel buffer of \(bitmap.pixels.count) bytes")
}
