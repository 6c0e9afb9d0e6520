import Foundation
import XCTest

/// A test that needs a program the test run lacks (Chromium, ffmpeg, Pillow, a tool built
/// beside the bundle): under CI (`CI` set, as `.ci/run` runs) that is a failure, since
/// `./render.sh test` installs every one of them, so no check is silently skipped there; on a
/// developer's machine the test is skipped with the message.
public struct MissingTool: Error, CustomStringConvertible {
    /// What is missing, and what the skipped check needed it for.
    public var description: String
}

/// The error to throw when `message`'s tool is missing: `MissingTool` under CI, else `XCTSkip`.
public func missingTool(_ message: String) -> Error {
    if ProcessInfo.processInfo.environment["CI"] != nil {
        return MissingTool(description: message + " (under CI this fails: ./render.sh test installs it)")
    }
    return XCTSkip(message)
}
