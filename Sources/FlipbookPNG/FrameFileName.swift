import Foundation

/// The one spelling of a frame sequence's file names, `frame-0000.png`, `frame-0001.png`,
/// ...: what `flipbook render` writes, what golden folders hold, what the benchmark writes.
public enum FrameFileName {
    /// `frame-0000` for frame 0: four digits, more when needed.
    public static func stem(_ k: Int) -> String { String(format: "frame-%04d", k) }

    /// `frame-0000.png` for frame 0.
    public static func name(_ k: Int) -> String { stem(k) + ".png" }

    /// The frame number of a name `frame-NNNN.png` (any number of digits), else nil.
    public static func index(of name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(6).dropLast(4)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
