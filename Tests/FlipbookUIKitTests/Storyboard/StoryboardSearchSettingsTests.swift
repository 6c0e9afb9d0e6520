import Foundation
import XCTest

@testable import FlipbookUIKit

/// Storyboard search folders and class modules as settings of a stage (SEMANTICS.md §19,
/// "Where files come from"): those of `StageSettings.with`, then the recording stage's, then
/// the process's deprecated `UIStoryboard.searchFolders` and `classModules` (the one test here
/// that sets the shim is the only code that still may).
final class StoryboardSearchSettingsTests: XCTestCase {
    private var settings: StageSettings {
        var s = StageSettings()
        s.storyboardSearchFolders = [StoryboardLoadingTests.fixtures]
        s.storyboardClassModules = ["FlipbookUIKitTests"]
        return s
    }

    func testFoldersApplyInsideTheSettingsBlockOnly() throws {
        XCTAssertEqual(UIStoryboard.searchFolders, [], "the process-wide list is empty in this test")
        XCTAssertThrowsError(try UIStoryboard.load(name: "Main", bundle: nil))
        let storyboard = try StageSettings.with(settings) { try UIStoryboard.load(name: "Main", bundle: nil) }
        XCTAssertNotNil(storyboard.document)
        XCTAssertThrowsError(try UIStoryboard.load(name: "Main", bundle: nil), "the block's folders are gone after it")
    }

    func testARecordingStageKeepsItsWindowsFolders() throws {
        let window = StageSettings.with(settings) { UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
        window.rootViewController = UIViewController()
        var found: UIStoryboard?
        _ = try Stage(window: window, fps: 10).record {
            found = try? UIStoryboard.load(name: "Main", bundle: nil)
        }
        XCTAssertNotNil(found?.document, "the stage records with the settings its window was made with")
    }

    /// A scene's own folders and modules apply while it sets up and while its stage records,
    /// and not once it is done.
    func testASceneSearchesItsOwnFoldersAndModules() throws {
        final class Found: @unchecked Sendable {
            var inSetUp = false, whileRecording = false
            var modules: [String] = []
        }
        let found = Found()
        let scene = Scene(
            "files", storyboardSearchFolders: [StoryboardLoadingTests.fixtures],
            storyboardClassModules: ["FlipbookUIKitTests"]
        ) { window in
            found.inSetUp = (try? UIStoryboard.load(name: "Main", bundle: nil))?.document != nil
            window.rootViewController = UIViewController()
            return {
                found.whileRecording = (try? UIStoryboard.load(name: "Main", bundle: nil))?.document != nil
                found.modules = StoryboardClasses.modules(written: "App", bundle: nil)
            }
        }
        _ = try scene.record(fps: 10)
        XCTAssertTrue(found.inSetUp)
        XCTAssertTrue(found.whileRecording)
        XCTAssertEqual(found.modules, ["App", "FlipbookUIKitTests"])
        XCTAssertThrowsError(try UIStoryboard.load(name: "Main", bundle: nil), "the scene's folders are its own")
    }

    /// The deprecated process-wide list comes after the settings'.
    func testTheSettingsModulesComeBeforeTheProcesssAndTheWrittenOneFirst() {
        UIStoryboard.classModules = ["Later"]
        defer { UIStoryboard.classModules = [] }
        let tried = StageSettings.with(settings) { StoryboardClasses.modules(written: "App", bundle: nil) }
        XCTAssertEqual(tried, ["App", "FlipbookUIKitTests", "Later"])
    }
}
