import Foundation
import FlipbookCore
import FlipbookUIKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs the first recording of each scene of a run in a child process, so that an app's trap
/// (`fatalError`, a failed `as!`, an implicitly unwrapped nil) in one scene ends that child,
/// not the run: the scene is reported as failed with the child's last message and its
/// signal ("scene list.push crashed: Fatal error: ... (SIGILL)") and the others go on.
///
/// A scene records the same way every time (`PlannedScene.job` checks it), and app code runs
/// only while a scene records (a timeline is a value; drawing it runs no app code), so a
/// scene whose recording survived in a child also survives the recordings of the run. The
/// children are the same executable (`/proc/self/exe`) started with a hidden command,
/// `__record-isolated`, the run's own command line and the scenes to try; each child records
/// its scenes in order, marking on standard error where each starts and ends, and a child
/// that dies is replaced by one for the scenes after the one it died in. Up to `--jobs`
/// children run at once, each with its share of the scenes in order, while the run records
/// and renders the scenes already found safe.
///
/// Everything a run writes (its files, its standard output and standard error) is what the
/// same run in one process writes, a crashed scene's lines apart; the children's own output
/// is read and dropped unless their scene crashes. A run of one scene, a dry run and a run
/// with `FLIPBOOK_ISOLATION=0` stay in one process.
enum SceneIsolation {
    /// The hidden command a child runs.
    static let command = "__record-isolated"
    /// The environment variable that turns isolation off ("0", "off", "no" or "false").
    static let variable = "FLIPBOOK_ISOLATION"

    /// The command line of the run in progress (set by `FlipbookCLI.run`).
    @TaskLocal static var arguments: [String] = []
    /// How children are started: nil (no children) unless the process's own entry point,
    /// `FlipbookCLI.main(scenes:)`, runs the command line, since only then does
    /// this executable answer the hidden command (a test binary calling `FlipbookCLI.run`
    /// would take it for test names); the tests start their own test binary.
    @TaskLocal static var launcher: Launcher?

    /// How to start a child for the hidden command's arguments.
    struct Launcher: Sendable {
        /// The executable to start.
        var executable: String
        /// Its arguments (without argv[0]) and the environment variables added to this
        /// process's, for the hidden command's arguments.
        var invocation: @Sendable ([String]) -> (arguments: [String], environment: [String: String])

        /// The child's argv[0]: this process's own, so that the child's messages carry the
        /// same program name (`main(scenes:)` takes it from argv[0]).
        var programPath: String?

        /// This executable again, with the hidden command as its arguments.
        static let sameExecutable = Launcher(
            executable: "/proc/self/exe", invocation: { ($0, [:]) },
            programPath: ProcessInfo.processInfo.arguments.first)
    }

    /// What the child found of one scene.
    enum Verdict: Equatable {
        /// Recorded (or threw, which the run reports itself) without ending the child.
        case survived
        /// Ended the child: the failure message.
        case crashed(String)
        /// Still recording when the time limit ran out, so the child was killed: the failure
        /// message.
        case timedOut(String)

        /// The failure message, when the scene failed in its child.
        var failure: String? {
            switch self {
            case .survived: return nil
            case .crashed(let m), .timedOut(let m): return m
            }
        }
    }

    /// Whether the environment turns isolation off.
    static func isOff(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let v = environment[variable]?.lowercased() else { return false }
        return ["0", "off", "no", "false"].contains(v)
    }

    /// Starts trying `names` (distinct, in run order) in up to `jobs` children, or returns nil
    /// when the run stays in one process (one scene, a dry run, isolation turned off, or no
    /// command line to hand the children). A child still recording one scene after
    /// `timeLimit` seconds (0: no limit) is killed and that scene reported as timed out.
    static func start(_ names: [String], jobs: Int, timeLimit: Int = SceneTimeLimit.defaultSeconds) -> Probe? {
        guard names.count > 1, !DryRun.isOn, !isOff(), !arguments.isEmpty, let launcher else { return nil }
        Interrupts.shared.install()
        return Probe(names: names, arguments: arguments, launcher: launcher, jobs: jobs, timeLimit: timeLimit)
    }
}

// MARK: - The parent's side

extension SceneIsolation {
    /// The children trying one run's scenes, and what they found.
    final class Probe: @unchecked Sendable {
        // `@unchecked Sendable`: the mutable state is read and written only under `condition`.
        private let condition = NSCondition()
        private var verdicts: [String: Verdict] = [:]
        private var children: Set<pid_t> = []
        private var stopped = false
        private var running = 0
        private let arguments: [String]
        private let launcher: Launcher
        /// Seconds one scene may record in a child (0: no limit).
        private let timeLimit: Int

        init(names: [String], arguments: [String], launcher: Launcher, jobs: Int, timeLimit: Int) {
            self.arguments = arguments
            self.launcher = launcher
            self.timeLimit = timeLimit
            let count = max(1, min(jobs, names.count))
            let share = (names.count + count - 1) / count
            let batches = stride(from: 0, to: names.count, by: share).map {
                Array(names[$0..<min($0 + share, names.count)])
            }
            running = batches.count
            for batch in batches {
                let thread = Thread { [self] in
                    tryAll(batch)
                    condition.lock()
                    running -= 1
                    condition.broadcast()
                    condition.unlock()
                }
                thread.start()
            }
        }

        /// The verdict on `name`, waiting for it; throws `.interrupted` when a signal arrives
        /// meanwhile (the children are then killed).
        func verdict(for name: String) throws -> Verdict {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if let v = verdicts[name] { return v }
                if Interrupts.shared.isSet || stopped || running == 0 {
                    condition.unlock()
                    stop()
                    condition.lock()
                    if Interrupts.shared.isSet { throw CLIError.interrupted }
                    // Not tried (isolation failed to start): the run records it itself.
                    return verdicts[name] ?? .survived
                }
                _ = condition.wait(until: Date().addingTimeInterval(0.05))
            }
        }

        /// Kills the children still running and waits for their threads to reap them.
        func stop() {
            condition.lock()
            stopped = true
            for pid in children { kill(pid, SIGKILL) }
            while running > 0 { condition.wait() }
            condition.unlock()
        }

        private func record(_ name: String, _ verdict: Verdict) {
            condition.lock()
            verdicts[name] = verdict
            condition.broadcast()
            condition.unlock()
        }

        private var isStopped: Bool {
            condition.lock()
            defer { condition.unlock() }
            return stopped
        }

        /// Tries `names` in children, one after another, until each has a verdict.
        private func tryAll(_ names: [String]) {
            var rest = names[...]
            while !rest.isEmpty, !isStopped {
                let child = [SceneIsolation.command, String(rest.count)] + rest + arguments
                let invocation = launcher.invocation(child)
                guard let run = spawn(invocation.arguments, environment: invocation.environment) else {
                    // The child cannot be started: the run records these scenes itself.
                    return
                }
                let (ended, started, text, timedOut) = readMarkers(run, count: rest.count)
                let status = reap(run.pid)
                if ended == rest.count { for n in rest { record(n, .survived) }; return }
                if isStopped { return }
                if timedOut && started > ended {
                    // Killed for its time: the scene it was recording timed out.
                    let names = Array(rest)
                    for n in names[..<ended] { record(n, .survived) }
                    record(
                        names[ended],
                        .timedOut(SceneTimeLimit.message(names[ended], seconds: timeLimit, output: text)))
                    rest = rest.dropFirst(ended + 1)
                    continue
                }
                if let sig = Self.signal(of: status), [SIGINT, SIGTERM, SIGHUP].contains(sig) {
                    // An interrupt that reached the child too: the run stops as interrupted.
                    return
                }
                // The scenes before the one it died in survived; the one it died in crashed.
                let names = Array(rest)
                for n in names[..<ended] { record(n, .survived) }
                guard started > ended else {
                    // Died between scenes (before the first one, say): these stay untried.
                    return
                }
                record(names[ended], .crashed(SceneIsolation.crashMessage(names[ended], output: text, status: status)))
                rest = rest.dropFirst(ended + 1)
            }
        }

        /// A started child: its process and the read end of its standard error.
        private struct Child {
            let pid: pid_t
            let stderr: Int32
        }

        /// Starts the child: standard input and output on /dev/null, standard error on a pipe,
        /// SIGINT, SIGTERM and SIGPIPE at their default actions, Swift's backtracer off.
        private func spawn(_ args: [String], environment extra: [String: String]) -> Child? {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for sig in [SIGINT, SIGTERM, SIGPIPE, SIGHUP] { sigaddset(&defaults, sig) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            var mask = sigset_t()
            sigemptyset(&mask)
            posix_spawnattr_setsigmask(&attributes, &mask)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
            var env = ProcessInfo.processInfo.environment
            env["SWIFT_BACKTRACE"] = "enable=no"
            env[SceneIsolation.variable] = "0"
            env.merge(extra) { $1 }
            let exe = launcher.executable
            let argv = [launcher.programPath ?? exe] + args
            let envp = env.map { "\($0.key)=\($0.value)" }
            var pid: pid_t = 0
            // Under the lock, so that no other child of this run is started between the pipe
            // and its close-on-exec flags (and inherits its write end).
            condition.lock()
            defer { condition.unlock() }
            guard !stopped else { return nil }
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { return nil }
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
            let result = Self.withCStrings(argv) { cArgv in
                Self.withCStrings(envp) { cEnv in posix_spawn(&pid, exe, &actions, &attributes, cArgv, cEnv) }
            }
            close(fds[1])
            guard result == 0 else {
                close(fds[0])
                return nil
            }
            children.insert(pid)
            return Child(pid: pid, stderr: fds[0])
        }

        /// Reads the child's standard error to its end: how many scenes ended and started,
        /// the text written since the last scene started, and whether the child was killed
        /// because a scene recorded for longer than the time limit (its standard error
        /// then ends when it dies).
        private func readMarkers(
            _ child: Child, count: Int
        ) -> (ended: Int, started: Int, text: String, timedOut: Bool) {
            defer { close(child.stderr) }
            var pending: [UInt8] = []
            var text: [UInt8] = []
            var ended = 0, started = 0
            var buffer = [UInt8](repeating: 0, count: 16_384)
            // When the scene being recorded must have ended (nil: none is, or no limit).
            var deadline: Date?
            var timedOut = false
            while true {
                if let due = deadline, !timedOut {
                    let left = due.timeIntervalSinceNow
                    if left <= 0 {
                        kill(child.pid, SIGKILL)
                        timedOut = true
                        continue
                    }
                    var fd = pollfd(fd: child.stderr, events: Int16(POLLIN), revents: 0)
                    let ready = poll(&fd, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
                    if ready < 0 && errno != EINTR { break }
                    if ready <= 0 { continue }
                }
                let n = buffer.withUnsafeMutableBytes { read(child.stderr, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                pending.append(contentsOf: buffer[0..<n])
                // Markers are whole lines: "\u{1E}start K" and "\u{1E}end K".
                while let newline = pending.firstIndex(of: 10) {
                    let line = Array(pending[...newline])
                    pending.removeSubrange(...newline)
                    if let marker = SceneIsolation.marker(line) {
                        if marker.start {
                            started = marker.index + 1
                            text = []
                            if timeLimit > 0 { deadline = Date().addingTimeInterval(Double(timeLimit)) }
                        } else {
                            ended = marker.index + 1
                            deadline = nil
                        }
                    } else if started > ended {
                        text.append(contentsOf: line)
                        if text.count > 65_536 { text.removeFirst(text.count - 65_536) }
                    }
                }
            }
            text.append(contentsOf: pending)
            return (min(ended, count), min(started, count), String(decoding: text, as: UTF8.self), timedOut)
        }

        /// Waits for the child and returns its wait status.
        private func reap(_ pid: pid_t) -> Int32 {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            condition.lock()
            children.remove(pid)
            condition.unlock()
            return status
        }

        /// The signal that ended a process, from its wait status (nil when it exited).
        static func signal(of status: Int32) -> Int32? {
            let sig = status & 0x7f
            return sig != 0 && sig != 0x7f ? sig : nil
        }

        private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
            var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
            pointers.append(nil)
            defer { for p in pointers { free(p) } }
            return body(pointers)
        }
    }

    /// The marker a child writes before and after each scene's recording, as a line.
    static func markerLine(start: Bool, index: Int) -> String { "\n\u{1E}\(start ? "start" : "end") \(index)\n" }

    /// The marker `line` holds, if it is one.
    static func marker(_ line: [UInt8]) -> (start: Bool, index: Int)? {
        guard line.first == 0x1E else { return nil }
        let words = String(decoding: line.dropFirst(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: " ")
        guard words.count == 2, let index = Int(words[1]), index >= 0 else { return nil }
        switch words[0] {
        case "start": return (true, index)
        case "end": return (false, index)
        default: return nil
        }
    }

    /// The failure line of a scene that ended its child: the runtime's message ("Fatal
    /// error: ...", without the file and line before it and with the addresses Swift prints
    /// in a failed cast taken out, so that the line is the same every run), else the last
    /// line the scene wrote, then the signal; the scene's other lines follow, indented.
    static func crashMessage(_ scene: String, output: String, status: Int32) -> String {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: true).map {
            String($0).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty && !isStackTraceLine($0) }
        var key: String?
        if let i = lines.lastIndex(where: { $0.contains("Fatal error") || $0.contains("Could not cast value") }) {
            key = lines.remove(at: i)
            if let r = key!.range(of: "Fatal error") { key = String(key![r.lowerBound...]) }
        } else if !lines.isEmpty {
            key = lines.removeLast()
        }
        key = key.map(withoutAddresses)
        let how: String
        if let sig = Probe.signal(of: status) {
            how = signalName(sig)
        } else {
            how = "exit status \((status >> 8) & 0xff)"
        }
        let verb = Probe.signal(of: status) == nil ? "ended the process" : "crashed"
        var message = "scene \(scene) \(verb)" + (key.map { ": \($0)" } ?? "") + " (\(how))"
        for line in lines.suffix(20) { message += "\n    " + withoutAddresses(line) }
        return message
    }

    /// Whether `line` is part of the stack trace the runtime prints after its message
    /// ("Current stack trace:", then "0    libswiftCore.so    0x00007f... swift_reportError + 33"),
    /// which holds addresses that change every run.
    static func isStackTraceLine(_ line: String) -> Bool {
        if line == "Current stack trace:" { return true }
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        return words.count >= 3 && Int(words[0]) != nil && words[2].hasPrefix("0x")
    }

    /// `text` with " (0x...)" addresses removed.
    static func withoutAddresses(_ text: String) -> String {
        text.replacingOccurrences(of: #" \(0x[0-9a-fA-F]+\)"#, with: "", options: .regularExpression)
    }

    /// "SIGILL" for SIGILL, and so on; "signal N" for others.
    static func signalName(_ sig: Int32) -> String {
        let names: [Int32: String] = [
            SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
            SIGSEGV: "SIGSEGV", SIGKILL: "SIGKILL", SIGSYS: "SIGSYS", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
            SIGPIPE: "SIGPIPE", SIGUSR1: "SIGUSR1", SIGUSR2: "SIGUSR2", SIGALRM: "SIGALRM",
        ]
        return names[sig] ?? "signal \(sig)"
    }
}

// MARK: - The child's side

extension SceneIsolation {
    /// The hidden command: `__record-isolated COUNT NAME... COMMAND ARGS...` records the
    /// named scenes of the command line `COMMAND ARGS...` in order, marking on standard error
    /// where each starts and ends, and exits 0 when every one was tried.
    static func runChild(_ words: [String]) throws {
        guard let first = words.first, let count = Int(first), count >= 0, words.count > count else {
            throw CLIError.usage("\(command) needs a count, that many scene names and a command line")
        }
        let names = Array(words[1...count])
        let line = Array(words[(count + 1)...])
        let (scenes, fps) = try scenesOf(line)
        var byName: [String: Scene] = [:]
        for s in scenes where byName[s.name] == nil { byName[s.name] = s }
        for (index, name) in names.enumerated() {
            guard let scene = byName[name] else {
                throw CLIError.usage("\(command): the command line has no scene '\(name)'")
            }
            writeToStandardError(markerLine(start: true, index: index))
            _ = try? scene.record(fps: fps)
            writeToStandardError(markerLine(start: false, index: index))
        }
    }

    /// The scenes (expanded over the stage configurations) and frame rate of a command line,
    /// as the command itself finds them.
    static func scenesOf(_ line: [String]) throws -> (scenes: [Scene], fps: Double) {
        guard let command = line.first else { throw CLIError.usage("\(Self.command): no command line") }
        let rest = Array(line.dropFirst())
        let catalogue = SceneCatalogue.current
        switch command {
        case "list":
            let a = try Arguments(rest, for: .list)
            return (catalogue.scenes, try a.values["fps"].map(Values.fps) ?? 60)
        case "render", "showcase", "gallery":
            let kind: Command = command == "render" ? .render : command == "showcase" ? .showcase : .gallery
            let a = try Arguments(rest, for: kind)
            let named = a.positionals.isEmpty ? catalogue.scenes : try a.positionals.map(RenderCommand.scene(named:))
            let settings = try RenderCommand.settings(a)
            return (StageOptions.expand(named, try StageOptions.configurations(a)), settings.fps)
        default:
            throw CLIError.usage("\(Self.command): '\(command)' records no scenes")
        }
    }

    /// Writes `text` straight to file descriptor 2 (not through a console, which a test may
    /// have captured).
    static func writeToStandardError(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            bytes = bytes.dropFirst(n)
        }
    }
}
