import Foundation
import FlipbookCore
import FlipbookStoryboard
import FlipbookUIKit

/// `flipbook-bench ib-frames`: the frames Interface Builder wrote into public storyboards,
/// held against Flipbook's layout of the same scenes. Xcode lays its canvas out with UIKit
/// itself, so a frame in a document that is not misplaced is what iOS computes for that
/// view at the document's device size; Flipbook reads the document (the app's classes are
/// not compiled here: custom classes are made as their UIKit classes), lays the scene out in
/// a window of the scene's size and compares every view's frame in its superview.
///
///   flipbook-bench ib-frames [--mirrors DIR] [--cases FILE] [--only WORD] [--worst N]
///
/// Cases are bench/storyboard-corpus/cases.tsv's; the storyboards are read from the bare
/// clones in `--mirrors` (default the environment's `FLIPBOOK_REFERENCE_MIRRORS`, else
/// bench/ios-reference/mirrors, as `ios-reference` reads them: one folder per repository,
/// named owner+repo).
/// Prints one line per scene and the totals; nothing is written.
enum IBFrames {
    struct Row {
        var app: String
        var scene: String
        var compared = 0
        var within05 = 0
        var within1 = 0
        var worst: [(String, CGFloat)] = []
    }

    static func run(_ args: [String]) -> Int32 {
        let mirrors = option(
            "mirrors", args,
            default: ProcessInfo.processInfo.environment["FLIPBOOK_REFERENCE_MIRRORS"] ?? "bench/ios-reference/mirrors")
        let casesFile = option("cases", args, default: "bench/storyboard-corpus/cases.tsv")
        let only = option("only", args, default: "")
        let worstCount = Int(option("worst", args, default: "3")) ?? 3
        guard let text = try? String(contentsOfFile: casesFile, encoding: .utf8) else {
            FileHandle.standardError.write(Data("flipbook-bench ib-frames: cannot read \(casesFile)\n".utf8))
            return 1
        }
        var rows: [Row] = []
        var missing: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 5 else { continue }
            let (app, repo, commit) = (f[0], f[1], f[2])
            if !only.isEmpty && !app.contains(only) { continue }
            guard let dir = gitDir(repo, mirrors) else {
                missing.append(repo)
                continue
            }
            for path in f[4].split(separator: ",").map(String.init) where path.hasSuffix(".storyboard") {
                guard let data = try? IOSReference.gitBlob(dir: dir, commit: commit, path: path, label: repo),
                    let doc = try? StoryboardReader.read(data: Data(data), file: (path as NSString).lastPathComponent)
                else { continue }
                rows += measure(app: app, doc: doc, worst: worstCount)
            }
        }
        for r in rows {
            let worst = r.worst.map { "\($0.0) \(fmt($0.1))" }.joined(separator: ", ")
            print(
                "\(r.app) \(r.scene): \(r.within05)/\(r.compared) within 0.5 pt, \(r.within1) within 1 pt; worst: \(worst)"
            )
        }
        let n = rows.reduce(0) { $0 + $1.compared }
        let a = rows.reduce(0) { $0 + $1.within05 }, b = rows.reduce(0) { $0 + $1.within1 }
        func pct(_ x: Int) -> String { n == 0 ? "-" : String(format: "%.1f %%", 100 * Double(x) / Double(n)) }
        print(
            "totals: \(rows.count) scenes of \(Set(rows.map(\.app)).count) apps, \(n) frames; within 0.5 pt \(a) (\(pct(a))), within 1 pt \(b) (\(pct(b)))"
        )
        if !missing.isEmpty {
            FileHandle.standardError.write(
                Data("flipbook-bench ib-frames: no mirror of \(Set(missing).sorted().joined(separator: ", "))\n".utf8))
            return 1
        }
        return 0
    }

    /// The initial controller (with the screens a navigation or tab bar controller shows
    /// first) and every scene with a storyboard identifier, each laid out in a window of its
    /// device's screen; every view made from the file is held against its frame in the file.
    static func measure(app: String, doc: IBDocument, worst: Int) -> [Row] {
        let storyboard = UIStoryboard(document: doc, bundle: nil)
        var expected: [String: IBRect] = [:]
        var rootSizes: [IBRect] = []
        func collect(_ o: IBObject, root: Bool) {
            if !root, let f = o.frame { expected[o.id] = f }
            for s in o.subviews { collect(s, root: false) }
        }
        for scene in doc.scenes {
            guard let view = scene.viewController?.children.first(where: { $0.key == "view" }) else { continue }
            if let f = view.frame { rootSizes.append(f) }
            collect(view, root: true)
        }
        guard let size = rootSizes.first, let device = device(doc.device, size) else { return [] }
        var made: [(String, UIViewController)] = []
        for scene in doc.scenes {
            guard let o = scene.viewController else { continue }
            let name = o.customClass ?? o.element
            if o.id == doc.initialViewController, let vc = storyboard.instantiateInitialViewController() {
                made.append((name, vc))
            } else if let identifier = o.properties["storyboardIdentifier"],
                let vc = try? storyboard.instantiate(identifier: identifier)
            {
                made.append((name, vc))
            }
        }
        var out: [Row] = []
        for (name, vc) in made {
            let window = StageSettings.with(StageSettings(device: device)) {
                UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
            }
            window.rootViewController = vc
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            window.layoutIfNeeded()
            var row = Row(app: app, scene: name)
            var errors: [(String, CGFloat)] = []
            var stack: [UIView] = [window]
            while let v = stack.popLast() {
                stack += v.subviews
                guard let record = v.interfaceBuilder, let want = expected[record.object.id] else { continue }
                // Views inside cells and bars are laid out by their owners' data, not here.
                if v.isInsideList { continue }
                let f = v.frame
                let error = max(
                    abs(f.minX - want.x), abs(f.minY - want.y), abs(f.width - want.width),
                    abs(f.height - want.height))
                row.compared += 1
                if error <= 0.5 { row.within05 += 1 }
                if error <= 1 { row.within1 += 1 }
                errors.append(("<\(record.object.element) \(record.object.id)>", error))
            }
            row.worst = Array(errors.sorted { $0.1 > $1.1 }.prefix(worst).filter { $0.1 > 1 })
            if row.compared > 0 { out.append(row) }
        }
        return out
    }

    /// The phone Interface Builder drew the document for (`<device id=>`; none: Xcode 8's
    /// iPhone 8-sized default), with its portrait safe area as iOS gives it: 20 at the top
    /// without a notch; 44 and 34 on the 375 x 812 and 390 x 844 phones (Xcode's canvas gives
    /// the 390 x 844 ones 44 where iOS gives 47: its frames say so), 48 on the
    /// 414 x 896 ones, 59 on the 393 x 852 ones. iPads and landscape documents are skipped.
    static func device(_ id: String?, _ size: IBRect) -> Device? {
        guard size.height > size.width else { return nil }
        func phone(_ w: CGFloat, _ h: CGFloat, top: CGFloat, bottom: CGFloat) -> Device? {
            guard size.width == w && size.height == h else { return nil }
            return Device(
                name: id ?? "iPhone", identifier: id ?? "iPhone", model: "iPhone",
                screenSize: CGSize(width: w, height: h),
                scale: bottom > 0 ? 3 : 2, safeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                displayCornerRadius: bottom > 0 ? 44 : 0, statusBarHeight: top, hasHomeIndicator: bottom > 0,
                idiom: .phone)
        }
        switch id {
        case nil, "retina4_7": return phone(375, 667, top: 20, bottom: 0)
        case "retina4_0": return phone(320, 568, top: 20, bottom: 0)
        case "retina5_5": return phone(414, 736, top: 20, bottom: 0)
        case "retina5_9": return phone(375, 812, top: 44, bottom: 34)
        case "retina6_0": return phone(390, 844, top: 44, bottom: 34)
        case "retina6_1", "retina6_5": return phone(414, 896, top: 48, bottom: 34)
        case "retina6_12": return phone(393, 852, top: 59, bottom: 34)
        case "retina6_72": return phone(430, 932, top: 59, bottom: 34)
        default: return nil
        }
    }

    static func gitDir(_ repo: String, _ root: String) -> String? {
        let base = "\(root)/\(repo.replacingOccurrences(of: "/", with: "+"))"
        for d in [base, base + "/repo", base + "/repo/.git", base + "/.git"] {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: d + "/objects", isDirectory: &isDir), isDir.boolValue { return d }
        }
        return nil
    }

    static func fmt(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
}

extension UIView {
    /// Whether a table, a collection view or a bar holds this view (their rows, items and
    /// items' views are placed by data Flipbook does not have here).
    fileprivate var isInsideList: Bool {
        var s = superview
        while let v = s {
            if v is UITableViewCell || v is UICollectionViewCell || v is UINavigationBar || v is UITabBar
                || v is UIToolbar
            {
                return true
            }
            s = v.superview
        }
        return false
    }
}
