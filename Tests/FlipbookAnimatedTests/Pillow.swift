import Foundation

/// Python's Pillow, the independent reader of the WebP and GIF files: the first of `python3`
/// on the PATH and Debian's `/usr/bin/python3` that can import it (`render.sh test` installs
/// `python3-pil`); tests that need it are skipped without it.
enum Pillow {
    static let interpreter: [String]? = {
        for candidate in [["/usr/bin/env", "python3"], ["/usr/bin/python3"]] {
            if (try? run(candidate, ["-c", "import PIL"]).status) == 0 { return candidate }
        }
        return nil
    }()

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
        guard let interpreter else { throw NSError(domain: "Pillow", code: 1) }
        let folder = NSTemporaryDirectory() + "flipbook-pillow-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/in." + suffix, raw = folder + "/out.rgba"
        try Data(data).write(to: URL(fileURLWithPath: file))
        let result = try run(interpreter, ["-c", script, file, raw])
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

    private static func run(_ command: [String], _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
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

    /// Runs the interpreter with `arguments`; its standard output as text.
    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let interpreter else { return (127, "") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: interpreter[0])
        process.arguments = Array(interpreter.dropFirst()) + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let out = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self))
    }
}
