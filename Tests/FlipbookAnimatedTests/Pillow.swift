import Foundation
import FlipbookTestSupport

/// Pillow (FlipbookTestSupport) reading animations: every frame, and GIF frame rectangles.
extension Pillow {
    /// Every frame of an animation as Pillow shows it (RGBA bytes), with each frame's
    /// duration in milliseconds and the loop count.
    struct Decoded { var frames: [[UInt8]]; var durations: [Int]; var loop: Int }

    private static let script = """
        import sys
        from PIL import Image
        image = Image.open(sys.argv[1])
        durations = []
        with open(sys.argv[2], "wb") as out:
            for i in range(image.n_frames):
                image.seek(i)
                durations.append(str(int(image.info.get("duration", 0))))
                out.write(image.convert("RGBA").tobytes())
        sys.stdout.write(str(image.size[0] * image.size[1] * 4) + " " + str(image.info.get("loop", 1)) + " " + ",".join(durations))
        """

    static func frames(of data: [UInt8], suffix: String) throws -> Decoded {
        guard interpreter != nil else { throw NSError(domain: "Pillow", code: 1) }
        let folder = NSTemporaryDirectory() + "flipbook-pillow-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/in." + suffix, raw = folder + "/out.rgba"
        try Data(data).write(to: URL(fileURLWithPath: file))
        let result = try python(["-c", script, file, raw])
        guard result.status == 0 else { throw NSError(domain: "Pillow", code: Int(result.status)) }
        let fields = result.output.split(separator: " ")
        let frameBytes = Int(fields[0]) ?? 1
        let pixels = Array(FileManager.default.contents(atPath: raw) ?? Data())
        let frames = stride(from: 0, to: pixels.count, by: frameBytes).map {
            Array(pixels[$0..<min($0 + frameBytes, pixels.count)])
        }
        return Decoded(
            frames: frames, durations: fields.count > 2 ? fields[2].split(separator: ",").compactMap { Int($0) } : [],
            loop: Int(fields[1]) ?? -1)
    }

}

extension Pillow {
    /// Each GIF frame's rectangle as Pillow reads it from the image descriptor
    /// ("left,top,right,bottom").
    static func gifBoxes(of data: [UInt8]) throws -> [String] {
        let folder = NSTemporaryDirectory() + "flipbook-pillow-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/in.gif"
        try Data(data).write(to: URL(fileURLWithPath: file))
        let script = """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1])
            boxes = []
            for i in range(image.n_frames):
                image.seek(i)
                boxes.append(",".join(str(v) for v in image.dispose_extent))
            sys.stdout.write(" ".join(boxes))
            """
        let result = try python(["-c", script, file])
        return result.output.split(separator: " ").map(String.init)
    }

}
