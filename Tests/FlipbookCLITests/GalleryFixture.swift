import Foundation
@testable import FlipbookCLI
import FlipbookShowcase

/// One small gallery, rendered once per test run and shared by the gallery tests: three
/// scenes (a custom transition, an interactive one, a 3-D system one) at scale 1 with
/// four frames a sheet, so that it stays short.
enum GalleryFixture {
    static let scenes = ["slide-fade.present", "spring-rotate.interactive-cancel", "system.flip-horizontal.present"]

    /// Where the gallery goes; removed when the test process exits.
    static let path = NSTemporaryDirectory() + "flipbook-gallery-\(UUID().uuidString)"

    /// The gallery folder, or why it could not be made.
    static let folder: Result<String, Error> = {
        let dir = path
        atexit { try? FileManager.default.removeItem(atPath: GalleryFixture.path) }
        var output = "", errors = ""
        let console = Console(out: { output += $0 }, err: { errors += $0 })
        let code = FlipbookCLI.run(
            // Level 1: the tests check what the files decode to, not their size, and the
            // level-9 animated PNG's search costs the debug build about ten seconds.
            ["gallery"] + scenes + [
                "--out", dir, "--scale", "1", "--sheet-frames", "4", "--compression", "1", "--quiet",
            ],
            scenes: Showcase.scenes, console: console)
        guard code == 0 else { return .failure(GalleryFailure(description: "gallery exited \(code): \(errors)")) }
        guard output == "gallery: \(dir)/index.html\n" else {
            return .failure(GalleryFailure(description: "unexpected output: \(output)"))
        }
        return .success(dir)
    }()

    struct GalleryFailure: Error, CustomStringConvertible { let description: String }
}
