import Foundation
import FlipbookCore

/// Parsers for option values; each error names the bad value and the accepted range.
public enum Values {
    /// The largest frame rate accepted.
    public static let maxFPS = 240.0
    /// The largest scale accepted.
    public static let maxScale = 8.0
    /// The largest number of worker threads.
    public static let maxJobs = 64
    /// The longest hold of an animation's first or last frame, in seconds.
    public static let maxHoldSeconds = 60.0

    /// `--fps`: a finite number in (0, `maxFPS`], as declared.
    public static func fps(_ s: String) throws -> Double { try OptionSpec.named("fps").number(s) }

    /// `--scale`: a finite number in (0, `maxScale`], as declared.
    public static func scale(_ s: String) throws -> Double { try OptionSpec.named("scale").number(s) }

    /// `--jobs`: a whole number in 1...`maxJobs`, as declared.
    public static func jobs(_ s: String) throws -> Int { try OptionSpec.named("jobs").whole(s) }

    /// `--frames`: "0-10,15" -> the listed frame indices, in increasing order without
    /// repeats, each checked against `count` frames of scene `scene`.
    public static func frames(_ s: String, count: Int, scene: String) throws -> [Int] {
        let spec = s.trimmingCharacters(in: .whitespaces)
        guard !spec.isEmpty else { throw CLIError.usage("--frames is empty; expected a list like 0-10,15") }
        var chosen = Set<Int>()
        for part in spec.split(separator: ",", omittingEmptySubsequences: false) {
            let p = part.trimmingCharacters(in: .whitespaces)
            let bounds = p.split(separator: "-", omittingEmptySubsequences: false)
            guard !p.isEmpty else {
                throw CLIError.usage(
                    "--frames '\(s)' has an empty item; expected frame numbers and ranges like 0-10,15")
            }
            func number(_ t: Substring) throws -> Int {
                guard !t.isEmpty, t.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    throw CLIError.usage(
                        "--frames '\(s)' is malformed at '\(p)'; expected frame numbers and ranges like 0-10,15")
                }
                // Digits too many for an Int are a frame far outside any scene.
                return Int(t) ?? Int.max
            }
            let lo: Int, hi: Int
            switch bounds.count {
            case 1: lo = try number(bounds[0]); hi = lo
            case 2: lo = try number(bounds[0]); hi = try number(bounds[1])
            default:
                throw CLIError.usage(
                    "--frames '\(s)' is malformed at '\(p)'; expected frame numbers and ranges like 0-10,15")
            }
            guard lo < count, hi < count else {
                throw CLIError.usage(
                    "--frames '\(p)' is outside scene \(scene), which has \(count) frames (0-\(count - 1))")
            }
            guard lo <= hi else { throw CLIError.usage("--frames range '\(p)' runs backwards; write \(hi)-\(lo)") }
            for k in lo...hi { chosen.insert(k) }
        }
        return chosen.sorted()
    }

    /// `--out`, as text: not empty and without NUL (which the OS would silently cut at).
    public static func outputPath(_ path: String) throws {
        guard !path.isEmpty else { throw CLIError.usage("--out is empty; give a folder path") }
        guard !path.contains("\0") else { throw CLIError.usage("--out contains a NUL character; give a folder path") }
    }

    /// `--out`: creates the folder if needed and checks that files can be written in it.
    public static func outputFolder(_ path: String) throws -> URL {
        try outputPath(path)
        let url = URL(fileURLWithPath: path)
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw CLIError.usage("--out '\(path)' exists and is not a folder") }
        } else {
            do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) } catch {
                throw CLIError.usage("--out '\(path)' cannot be created: \(describe(error))")
            }
        }
        let probe = url.appendingPathComponent(".flipbook-write-test-\(getpid())")
        let fd = open(probe.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else {
            throw CLIError.usage("--out '\(path)' is not a writable folder: \(String(cString: strerror(errno)))")
        }
        close(fd)
        unlink(probe.path)
        return url
    }

    /// A short text for an error from Foundation or POSIX.
    static func describe(_ error: Error) -> String {
        // The OS error is the underlying one of Foundation's file errors; on Linux it may be
        // stored as a Swift error rather than an NSError, so look at both.
        let ns = error as NSError
        for candidate in [ns.userInfo[NSUnderlyingErrorKey], error] {
            if let posix = candidate as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
            if let e = candidate as? Error {
                let n = e as NSError
                if n.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(n.code))) }
            }
        }
        if let path = ns.userInfo[NSFilePathErrorKey] as? String {
            return "\(ns.localizedDescription) (\(path))"
        }
        return ns.localizedDescription
    }
}
