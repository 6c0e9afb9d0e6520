// Styles public iOS suites use around the library (a shared helper over several devices that
// calls it module-qualified, a
// device of their own, precision arguments, the older globals and Boolean record flag), as
// they write them.
import SnapshotTesting
import UIKit
import XCTest

extension XCTestCase {
    func assertScreens(
        sut: UIViewController,
        configs: [ViewImageConfig] = [.iPhoneSe, .iPhoneX],
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) {
        configs.forEach { config in
            SnapshotTesting.assertSnapshot(
                matching: sut, as: .image(on: config), file: file, testName: testName, line: line)
        }
    }
}

extension ViewImageConfig {
    static let iPhone16ProMax = ViewImageConfig(
        safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        size: CGSize(width: 440, height: 956),
        traits: UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 3), UITraitCollection(userInterfaceIdiom: .phone),
        ])
    )
}

final class PublicStylesTests: XCTestCase {
    let user = User(id: 2, name: "Blob Jr.", bio: "Blobbed around the block.")

    override func setUp() {
        super.setUp()
        SnapshotTesting.diffTool = "open"
    }

    override func tearDown() {
        SnapshotTesting.diffTool = .default
        super.tearDown()
    }

    func testSharedHelper() {
        assertScreens(sut: ProfileViewController(user: user))
    }

    func testOwnDevice() {
        assertSnapshot(of: ProfileViewController(user: user), as: .image(on: .iPhone16ProMax))
    }

    func testPrecisionArguments() {
        assertSnapshot(
            matching: ProfileViewController(user: user),
            as: .image(on: .iPhone12, precision: 0.995, perceptualPrecision: 0.98), named: "iPhone12")
    }

    func testBooleanRecordFlag() {
        assertSnapshot(of: user, as: .json, record: false)
    }
}
