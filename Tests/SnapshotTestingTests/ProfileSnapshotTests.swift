// Written as swift-snapshot-testing's documentation and public suites write snapshot tests:
// this file compiles unchanged against the library on iOS and against Flipbook's
// SnapshotTesting module on Linux. Its references are in __Snapshots__/ProfileSnapshotTests.
import SnapshotTesting
import UIKit
import XCTest

final class ProfileSnapshotTests: XCTestCase {
    let user = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")

    func testProfile() {
        let vc = ProfileViewController(user: user)
        assertSnapshot(of: vc, as: .image(on: .iPhoneSe))
    }

    func testProfileOnDevices() {
        let vc = ProfileViewController(user: user)
        assertSnapshot(of: vc, as: .image(on: .iPhoneX))
        assertSnapshot(of: vc, as: .image(on: .iPhoneX(.landscape)))
        assertSnapshot(of: vc, as: .image(on: .iPadMini(.portrait)))
    }

    func testProfileNamed() {
        let vc = ProfileViewController(user: user)
        assertSnapshot(of: vc, as: .image(on: .iPhone8), named: "iphone-8")
    }

    func testProfileTraits() {
        assertSnapshot(
            of: ProfileViewController(user: user), as: .image(on: .iPhoneSe, traits: .init(userInterfaceStyle: .dark)),
            named: "dark")
        assertSnapshot(
            of: ProfileViewController(user: user),
            as: .image(on: .iPhoneSe, traits: .init(preferredContentSizeCategory: .extraExtraExtraLarge)),
            named: "xxxl")
    }

    func testProfileMultiple() {
        let vc = ProfileViewController(user: user)
        assertSnapshots(
            of: vc,
            as: [
                "iphone-se": .image(on: .iPhoneSe),
                "iphone-x": .image(on: .iPhoneX),
            ])
        assertSnapshots(of: user, as: [.dump, .json])
    }

    func testProfileMatching() {
        let vc = ProfileViewController(user: user)
        assertSnapshot(matching: vc, as: .image(on: .iPhoneSe))
        assertSnapshot(matching: user, as: .dump)
    }

    func testBadge() {
        let badge = BadgeView(count: 3)
        assertSnapshot(of: badge, as: .image)
        assertSnapshot(of: badge, as: .recursiveDescription)
    }

    func testHierarchy() {
        let nav = UINavigationController(rootViewController: ProfileViewController(user: user))
        assertSnapshot(of: nav, as: .hierarchy)
    }

    func testUser() {
        assertSnapshot(of: user, as: .json)
        assertSnapshot(of: user, as: .description)
    }
}
