import Foundation
import FlipbookCore

/// Headless Chromium driven through the DevTools protocol over `--remote-debugging-pipe`:
/// commands go to the browser's fd 3 and replies and events come from its fd 4, each a JSON
/// object ended by a NUL byte. No WebSocket and no extra package; a shell maps the pipes of
/// `Process` (standard input and output) onto fds 3 and 4.
///
/// Made for the gallery test: runs as root (`--no-sandbox`), in a throw-away profile, with
/// `--allow-file-access-from-files` so that a file:// page may `fetch` its own images.
final class ChromiumSession {
    /// Why talking to the browser failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The browser on the PATH (`chromium`, as Debian names it, or `chromium-browser`), or
    /// `$FLIPBOOK_CHROMIUM`.
    static func executable() -> String? {
        let env = ProcessInfo.processInfo.environment
        if let path = env["FLIPBOOK_CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) { return path }
        for dir in (env["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            for name in ["chromium", "chromium-browser"]
            where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
                return "\(dir)/\(name)"
            }
        }
        return nil
    }

    private let process = Process()
    private let toBrowser = Pipe(), fromBrowser = Pipe()
    private let profile: String
    /// What the reading thread received: whole messages (JSON text, parsed by the caller) and
    /// whether the browser closed its pipe.
    private let inbox = Locked<(messages: [Data], closed: Bool)>(([], false))
    private var nextID = 0
    /// Every event received so far (messages without an id), in order.
    private(set) var events: [[String: Any]] = []

    /// Starts `executable` headless with an empty page.
    init(executable: String) throws {
        profile = NSTemporaryDirectory() + "flipbook-chromium-\(UUID().uuidString)"
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let flags = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--hide-scrollbars", "--mute-audio", "--allow-file-access-from-files",
            "--user-data-dir=\(profile)", "--remote-debugging-pipe", "about:blank",
        ]
        process.arguments =
            ["-c", "exec \"$0\" \"$@\" 3<&0 4>&1 0</dev/null 1>/dev/null 2>/dev/null", executable] + flags
        process.standardInput = toBrowser
        process.standardOutput = fromBrowser
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = fromBrowser.fileHandleForReading, inbox = self.inbox
        let reader = Thread { ChromiumSession.readLoop(handle, into: inbox) }
        reader.start()
    }

    deinit { close() }

    /// Splits what the browser writes into messages (on the reading thread).
    private static func readLoop(_ handle: FileHandle, into inbox: Locked<(messages: [Data], closed: Bool)>) {
        var buffer = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let end = buffer.firstIndex(of: 0) {
                let message = Data(buffer[buffer.startIndex..<end])
                buffer.removeSubrange(buffer.startIndex...end)
                inbox.withLock { $0.messages.append(message) }
            }
        }
        inbox.withLock { $0.closed = true }
    }

    /// The next message, or nil after `timeout` seconds or when the browser closed the pipe
    /// (polled every 5 ms: the lock cannot wait, and a test can spare that).
    private func nextMessage(until deadline: Date) -> [String: Any]? {
        while true {
            let (next, closed) = inbox.withLock { box -> (Data?, Bool) in
                box.messages.isEmpty ? (nil, box.closed) : (box.messages.removeFirst(), box.closed)
            }
            if let next {
                if let object = try? JSONSerialization.jsonObject(with: next) as? [String: Any] { return object }
                continue
            }
            if closed || Date() >= deadline { return nil }
            usleep(5_000)
        }
    }

    /// Sends `method` and waits for its reply's `result`, keeping the events that come first.
    @discardableResult
    func call(
        _ method: String, _ params: [String: Any] = [:], session: String? = nil,
        timeout: TimeInterval = 30
    ) throws -> [String: Any] {
        nextID += 1
        var command: [String: Any] = ["id": nextID, "method": method, "params": params]
        if let session { command["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: command)
        data.append(0)
        try toBrowser.fileHandleForWriting.write(contentsOf: data)
        let deadline = Date().addingTimeInterval(timeout)
        while let message = nextMessage(until: deadline) {
            guard let id = message["id"] as? Int else { events.append(message); continue }
            guard id == nextID else { continue }
            if let error = message["error"] { throw Failure(description: "\(method) failed: \(error)") }
            return message["result"] as? [String: Any] ?? [:]
        }
        throw Failure(description: "no reply to \(method) within \(Int(timeout)) s")
    }

    /// Waits until an event named `method` has arrived (or had already).
    func waitForEvent(_ method: String, timeout: TimeInterval = 30) throws {
        if events.contains(where: { $0["method"] as? String == method }) { return }
        let deadline = Date().addingTimeInterval(timeout)
        while let message = nextMessage(until: deadline) {
            events.append(message)
            if message["method"] as? String == method { return }
        }
        throw Failure(description: "no \(method) within \(Int(timeout)) s")
    }

    /// Opens a page and attaches to it; returns the session id for page-level commands.
    func openPage() throws -> String {
        let target = try call("Target.createTarget", ["url": "about:blank"])["targetId"] as? String ?? ""
        let session = try call("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String
        guard let session else { throw Failure(description: "could not attach to the page") }
        return session
    }

    /// Evaluates a JavaScript expression (awaiting a promise) and returns its JSON value.
    func evaluate(_ expression: String, session: String, timeout: TimeInterval = 60) throws -> Any? {
        let reply = try call(
            "Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true],
            session: session, timeout: timeout)
        if let details = reply["exceptionDetails"] { throw Failure(description: "the script threw: \(details)") }
        return (reply["result"] as? [String: Any])?["value"]
    }

    /// The errors the page reported: uncaught exceptions, `console.error` / `console.warn`
    /// calls, and log entries of level error or warning (failed loads among them).
    var pageErrors: [String] {
        events.compactMap { event -> String? in
            let params = event["params"] as? [String: Any] ?? [:]
            switch event["method"] as? String {
            case "Runtime.exceptionThrown":
                return "exception: \(params["exceptionDetails"] ?? "")"
            case "Runtime.consoleAPICalled":
                let type = params["type"] as? String ?? ""
                return ["error", "warning", "assert"].contains(type) ? "console.\(type): \(params["args"] ?? "")" : nil
            case "Log.entryAdded":
                let entry = params["entry"] as? [String: Any] ?? [:]
                let level = entry["level"] as? String ?? ""
                return ["error", "warning"].contains(level)
                    ? "log \(level): \(entry["text"] ?? "") \(entry["url"] ?? "")" : nil
            default:
                return nil
            }
        }
    }

    /// Asks the browser to quit, then makes sure it did, and removes the profile.
    func close() {
        guard process.isRunning else { try? FileManager.default.removeItem(atPath: profile); return }
        _ = try? call("Browser.close", timeout: 5)
        try? toBrowser.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        try? FileManager.default.removeItem(atPath: profile)
    }
}
