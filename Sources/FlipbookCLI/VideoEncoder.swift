import Foundation
import FlipbookCore

/// `--format mp4`: pipes the frames' PNG files to `ffmpeg` (H.264, yuv420p, the frame size
/// padded to even numbers), when ffmpeg is installed.
enum VideoEncoder {
    /// The ffmpeg executable on the PATH, or nil.
    static func ffmpegPath() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Fails with exit code 1 and how to install ffmpeg when it is not on the PATH.
    static func requireFFmpeg() throws -> String {
        guard let path = ffmpegPath() else {
            throw CLIError.failure(
                "--format mp4 needs ffmpeg, which is not on the PATH; install it with: "
                    + "apt-get install ffmpeg (Debian/Ubuntu, as root)")
        }
        return path
    }

    /// Encodes `pngs` (in frame order) at `fps` into the video file at `path`, written under
    /// a temporary name and renamed when ffmpeg succeeds.
    static func write(_ pngs: [[UInt8]], fps: Double, to path: String, ffmpeg: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.deletingPathExtension().lastPathComponent).\(getpid()).tmp.mp4").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = [
            "-hide_banner", "-loglevel", "error", "-y", "-f", "image2pipe", "-c:v", "png",
            "-framerate", TimingNumber.text(fps), "-i", "-",
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
            "-movflags", "+faststart", temporary,
        ]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do { try process.run() } catch {
            throw CLIError.failure("cannot start \(ffmpeg): \(error)")
        }
        // Read ffmpeg's messages on another thread so neither pipe can fill up and block.
        let collected = ErrorText()
        let reader = Thread { collected.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        // A failing ffmpeg closes its input early: get EPIPE as an error, not SIGPIPE's death.
        signal(SIGPIPE, SIG_IGN)
        var writeError: Error?
        for png in pngs where writeError == nil {
            do { try input.fileHandleForWriting.write(contentsOf: png) } catch { writeError = error }
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        collected.wait()
        guard process.terminationStatus == 0, writeError == nil else {
            unlink(temporary)
            throw CLIError.failure(
                "ffmpeg failed (exit \(process.terminationStatus)) writing \(path): \(collected.text)")
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CLIError.failure("cannot rename the video to \(path): \(String(cString: strerror(errno)))")
        }
    }
}

/// ffmpeg's standard error, handed over from the reading thread.
private final class ErrorText: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let data = Locked(Data())
    /// Called once, by the reading thread.
    func set(_ d: Data) { data.withLock { $0 = d }; done.signal() }
    /// Waits until `set` was called.
    func wait() { done.wait() }
    /// The text; read after `wait()`.
    var text: String { String(decoding: data.value, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
}
