import Foundation
import XCTest
@testable import FlipbookCLI
import FlipbookCore
import FlipbookUIKit

/// What UIKit's calls print while an app's scene records carries the app's executable's name,
/// as the command line's own messages do, never a fixed "flipbook:".
final class ProgramNameTests: XCTestCase {
    /// A symbol name no drawing has (the warning is printed once per process, so the name is
    /// this test's own).
    static let symbol = "flipbook-tests.program-name.no-such-symbol"

    static let scenes: [Scene] = [
        Scene("a.warns", size: CGSize(width: 20, height: 20)) { window in
            let home = UIViewController()
            window.rootViewController = home
            home.view.addSubview(UIImageView(image: UIImage(systemName: symbol)))
            let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
            alert.addAction(UIAlertAction(title: "Not now", style: .cancel))
            return {}
        }
    ]

    /// What `body` writes to file descriptor 2.
    func standardError(_ body: () -> Void) throws -> String {
        let url = try makeScratchFolder(self).appendingPathComponent("stderr.txt")
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        XCTAssertGreaterThanOrEqual(fd, 0)
        let saved = dup(2)
        dup2(fd, 2)
        close(fd)
        body()
        dup2(saved, 2)
        close(saved)
        return try String(contentsOf: url, encoding: .utf8)
    }

    func testWarningsWhileRecordingNameTheAppsExecutable() throws {
        var code: Int32 = -1
        let text = try standardError {
            let console = Console(out: { _ in }, err: { _ in })
            code = FlipbookCLI.run(["list"], scenes: Self.scenes, program: "my-transitions", console: console)
        }
        XCTAssertEqual(code, 0, text)
        XCTAssertTrue(
            text.contains(
                "my-transitions: UIImage(systemName: \"\(Self.symbol)\"): Flipbook has no drawing of this symbol"),
            text)
        XCTAssertTrue(
            text.contains(
                "my-transitions: warning: UIAlertController can only have one action with a style of "
                    + "UIAlertActionStyleCancel"), text)
        XCTAssertFalse(text.contains("flipbook:"), text)
    }

    /// Outside a command line run, the executable's own name: under `swift test`, the test
    /// bundle's runner (the last component of argv[0]).
    func testOutsideARunTheExecutablesName() {
        XCTAssertNil(ProgramName.override)
        let argv0 = String(CommandLine.arguments[0].split(separator: "/").last ?? "")
        XCTAssertEqual(ProgramName.current, argv0)
        XCTAssertNotEqual(ProgramName.current, "flipbook")
        ProgramName.$override.withValue("my-transitions") { XCTAssertEqual(ProgramName.current, "my-transitions") }
    }
}
