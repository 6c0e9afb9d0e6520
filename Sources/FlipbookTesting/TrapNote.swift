import Foundation
import FlipbookCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A line naming the golden being recorded, printed to standard error when the app's code
/// traps while it records (`fatalError`, a failed `as!`, an implicitly unwrapped nil: SIGILL
/// on x86-64, SIGTRAP on arm64; or SIGABRT, SIGSEGV, SIGBUS, SIGFPE).
///
/// A trap cannot be turned into a test failure inside the process it ends: the test run
/// stops there, as it does on iOS. What a signal handler can still do is say where: the
/// handler writes the note (with `write(2)`, which is safe in a handler), puts back the
/// handler that was there before (the Swift runtime's backtracer, or the default action)
/// and raises the signal again, so the process ends as it would have, with the runtime's
/// own message above the note.
enum TrapNote {
    /// The signals a trap raises.
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    /// The note's bytes, NUL-terminated, when one is set (read by the handler).
    nonisolated(unsafe) private static var text = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var isSet = false
    /// The handlers in place before ours, by signal number.
    nonisolated(unsafe) private static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    private static let capacity = 4096
    private static let installed = Locked(false)

    /// Whether a note is set (a recording is running).
    static var isNoteSet: Bool { isSet }

    /// Runs `body` with `note` printed if the process dies of a trap meanwhile.
    static func during<R>(_ note: String, _ body: () throws -> R) rethrows -> R {
        install()
        set(note)
        defer { isSet = false }
        return try body()
    }

    /// The note for a golden: which one, where, and what that means.
    static func note(golden: String, file: String) -> String {
        "FlipbookTesting: the app's code trapped while recording golden '\(golden)' (\(file)); a trap "
            + "ends the test process, so this test and the ones after it report no result\n"
    }

    private static func set(_ note: String) {
        isSet = false
        let bytes = Array(note.utf8.prefix(capacity - 1))
        for (i, b) in bytes.enumerated() { text[i] = CChar(bitPattern: b) }
        text[bytes.count] = 0
        isSet = true
    }

    private static func install() {
        installed.withLock { done in
            guard !done else { return }
            done = true
            for sig in signals {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { sig in TrapNote.handle(sig) }
                sigemptyset(&action.sa_mask)
                action.sa_flags = 0
                sigaction(sig, &action, previous + Int(sig))
            }
        }
    }

    /// The handler: the note, the earlier handler back, the signal again.
    private static func handle(_ sig: Int32) {
        if isSet {
            var length = 0
            while text[length] != 0 { length += 1 }
            var offset = 0
            while offset < length {
                let n = write(2, text + offset, length - offset)
                if n <= 0 { break }
                offset += n
            }
        }
        sigaction(sig, previous + Int(sig), nil)
        raise(sig)
    }
}
