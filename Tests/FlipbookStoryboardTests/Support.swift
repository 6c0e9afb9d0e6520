import FlipbookStoryboard
import Foundation
import XCTest

/// Documents written in the tests in Interface Builder's own format (the shapes Xcode writes),
/// read from their text.
enum IBText {
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    /// A storyboard holding `scenes` (whole `<scene>` elements). Its first line is the
    /// `<document>` tag, so the first line of `scenes` is line 3.
    static func storyboard(_ scenes: String, initial: String? = nil, extra: String = "") -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
            <document type="\(storyboardType)" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initialAttribute)>
            <scenes>
            \(scenes)
            </scenes>
            \(extra)
            </document>
            """
    }

    /// A scene of `objects`.
    static func scene(_ id: String, _ objects: String) -> String {
        "<scene sceneID=\"\(id)\"><objects>\n\(objects)\n</objects></scene>"
    }

    /// A storyboard of one scene whose `viewController id="vc"` has a root view `id="root"`
    /// holding `body`: the first line of `body` is line 5.
    static func inView(_ body: String) -> String {
        storyboard(
            scene(
                "s",
                """
                <viewController id="vc" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="root">
                \(body)
                </view></viewController>
                """))
    }

    /// A XIB of top-level `objects` (after File's Owner `-1` and First Responder `-2`): the
    /// first line of `objects` is line 5.
    static func xib(_ objects: String) -> String {
        """
        <document type="\(xibType)" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
        </objects>
        </document>
        """
    }

    /// Reads `xml` and fails the test on any warning (`warnings: false` lets them through).
    static func read(
        _ xml: String, file: String = "t.storyboard", warnings: Bool = false, line: UInt = #line
    ) throws -> IBDocument {
        let doc = try StoryboardReader.read(data: Data(xml.utf8), file: file)
        if !warnings { XCTAssertEqual(doc.warnings, [], "\(doc.warnings)", line: line) }
        return doc
    }

    /// The error reading `xml` gives, as printed, or "no error".
    static func error(_ xml: String, file: String = "t.storyboard") -> String {
        do {
            _ = try StoryboardReader.read(data: Data(xml.utf8), file: file)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// The error reading raw bytes gives.
    static func error(bytes: [UInt8], file: String = "t.storyboard") -> String {
        do {
            _ = try StoryboardReader.read(data: Data(bytes), file: file)
            return "no error"
        } catch {
            return "\(error)"
        }
    }
}
