import CTurboJPEG
import FlipbookCore

extension ImageEncoder {
    /// `bitmap` as a baseline JPEG file's bytes (`UIImage.jpegData(compressionQuality:)`),
    /// through libjpeg-turbo (`tjCompress2`, 4:2:0 chroma): `quality` in [0, 1] maps to
    /// libjpeg's 1...100. JPEG has no alpha: translucent pixels are flattened onto black,
    /// as UIKit's encoder does with premultiplied pixels.
    public static func jpeg(_ bitmap: Bitmap, quality: Double) throws -> [UInt8] {
        guard let handle = tjInitCompress() else { throw ImageError.jpeg(message: "tjInitCompress failed") }
        defer { tjDestroy(handle) }
        var pixels = bitmap.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] < 255 {
            let a = UInt32(pixels[i + 3])
            for k in 0..<3 { pixels[i + k] = UInt8((UInt32(pixels[i + k]) * a + 127) / 255) }
            pixels[i + 3] = 255
        }
        let q = quality.isFinite ? Int32((min(max(quality, 0), 1) * 99).rounded()) + 1 : 75
        var out: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        let status = pixels.withUnsafeBufferPointer { src in
            tjCompress2(
                handle, src.baseAddress, Int32(bitmap.width), Int32(bitmap.width * 4), Int32(bitmap.height),
                Int32(TJPF_RGBA.rawValue), &out, &size, Int32(TJSAMP_420.rawValue), q, TJFLAG_ACCURATEDCT)
        }
        defer { if let out { tjFree(out) } }
        guard status == 0, let out else {
            let text = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown libjpeg-turbo error"
            throw ImageError.jpeg(message: text)
        }
        return Array(UnsafeBufferPointer(start: out, count: Int(size)))
    }
}
