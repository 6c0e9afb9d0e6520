import Foundation
import FlipbookCore
import FlipbookPNG

/// Reads PNG, JPEG and PDF bytes or files into a `ContentImage`, choosing the decoder by the
/// file's signature, never by its extension (SEMANTICS.md §14).
///
/// The limits are `PNGDecoder`'s (16,384 pixels a side, 64 Mi pixels in all), for both
/// formats, so a small file claiming 100000 x 100000 pixels fails before any allocation.
public struct ImageDecoder: Hashable, Sendable {
    /// The most pixels (width times height) accepted; default 64 Mi.
    public var maxPixels: Int
    /// The most pixels along either side; default 16,384.
    public var maxSide: Int

    /// Pixels per point a PDF's page is drawn at (default 2, the default phone's screen).
    public var vectorScale: Double

    /// A decoder with `PNGDecoder`'s default limits.
    public init(maxPixels: Int = PNGDecoder().maxPixels, maxSide: Int = PNGDecoder().maxSide, vectorScale: Double = 2) {
        self.maxPixels = maxPixels
        self.maxSide = maxSide
        self.vectorScale = vectorScale
    }

    /// The pixels in `data`, PNG, JPEG or PDF (its first page at `vectorScale`).
    public func decode(_ data: [UInt8]) throws -> Bitmap {
        if PDFRasterizer.isPDF(data) {
            return try PDFRasterizer.rasterize(data, scale: vectorScale, maxSide: maxSide, maxPixels: maxPixels)
        }
        if data.count >= 8, data[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            do {
                return try PNGDecoder(maxPixels: maxPixels, maxSide: maxSide).decode(data)
            } catch let PNGError.tooLarge(width, height, _) {
                throw ImageError.tooLarge(width: width, height: height, maxSide: maxSide, maxPixels: maxPixels)
            } catch let error as PNGError {
                throw ImageError.png(error)
            }
        }
        if JPEGDecoder.isJPEG(data) {
            return try JPEGDecoder(maxPixels: maxPixels, maxSide: maxSide).decode(data)
        }
        let prefix = data.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
        throw ImageError.unknownFormat(prefix: prefix.isEmpty ? "nothing (0 bytes)" : prefix)
    }

    /// The image in `data` with `scale` pixels per point (`UIImage(data:scale:)`).
    public func image(data: [UInt8], scale: Double = 1, name: String = "data") throws -> ContentImage {
        // A PDF's pixels are drawn at `vectorScale`, so that is its scale: its size in points
        // is the page's.
        ContentImage(bitmap: try decode(data), scale: PDFRasterizer.isPDF(data) ? vectorScale : scale, name: name)
    }

    /// The image in the file at `path`; the scale comes from an `@2x` / `@3x` suffix of the
    /// file's name before its extension (`UIImage(contentsOfFile:)`). Every error names the file.
    public func image(contentsOfFile path: String) throws -> ContentImage {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = (error as NSError).userInfo[NSUnderlyingErrorKey].map { "\($0)" } ?? error.localizedDescription
            throw ImageError.unreadable(path: path, message: reason)
        }
        let file = (path as NSString).lastPathComponent
        do {
            return try image(data: [UInt8](data), scale: Self.scale(ofFileNamed: file), name: file)
        } catch let error as ImageError {
            throw ImageError.inFile(path: path, error: error)
        }
    }

    /// 2 for "name@2x.png", 3 for "name@3x.jpg", else 1.
    public static func scale(ofFileNamed file: String) -> Double {
        let stem = (file as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
