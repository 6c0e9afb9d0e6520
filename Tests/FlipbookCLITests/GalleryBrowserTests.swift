import Foundation
import FlipbookPNG
import XCTest
import FlipbookTestSupport
@testable import FlipbookCLI
import FlipbookRender

/// Opens the gallery in headless Chromium (Debian's `chromium`; `./render.sh test` installs
/// it): every image loads, every animated PNG decodes as an animation with all its frames,
/// whose pixels match the frame files, every WebP and GIF plays as an animation (the WebP's
/// first and last frames exactly the frame files, the GIF's close), and the page logs no error. Leaves a screenshot at
/// `.build/gallery-screenshot.png`. Skipped when Chromium is not installed.
final class GalleryBrowserTests: XCTestCase {
    /// Runs in the page once it has loaded: waits for every image, then reports the
    /// broken ones, and decodes each animated PNG with WebCodecs' ImageDecoder (frame count,
    /// animated or not) and compares its first, middle and last frames with the frame files.
    private static let script = """
        (async () => {
          const images = Array.from(document.images);
          await Promise.all(images.map(i => i.complete ? null : new Promise(r => { i.onload = r; i.onerror = r; })));
          const pixels = (source, w, h) => {
            const c = document.createElement('canvas'); c.width = w; c.height = h;
            const g = c.getContext('2d'); g.drawImage(source, 0, 0);
            return g.getImageData(0, 0, w, h).data;
          };
          const report = { images: images.length, broken: [], apng: {} };
          for (const i of images) if (!(i.naturalWidth > 0)) report.broken.push(i.getAttribute('src'));
          for (const i of images.filter(i => i.getAttribute('src').endsWith('.apng'))) {
            const src = i.getAttribute('src');
            const name = src.slice(5, -5);
            const data = await fetch(src).then(r => r.arrayBuffer());
            const decoder = new ImageDecoder({ data, type: 'image/apng' });
            await decoder.tracks.ready;
            const track = decoder.tracks.selectedTrack;
            const n = track.frameCount, differing = [];
            for (const k of [0, Math.floor(n / 2), n - 1]) {
              const { image } = await decoder.decode({ frameIndex: k });
              const file = new Image();
              file.src = name + '/frame-' + String(k).padStart(4, '0') + '.png';
              await file.decode();
              const a = pixels(image, image.displayWidth, image.displayHeight);
              const b = pixels(file, file.naturalWidth, file.naturalHeight);
              let diff = a.length === b.length ? 0 : -1;
              for (let j = 0; diff >= 0 && j < a.length; j++) if (a[j] !== b[j]) diff++;
              differing.push(diff);
              image.close();
            }
            report.apng[name] = { frames: n, animated: track.animated, differing };
          }
          // WebP and GIF: frame count, animated, and the first and last frames against the
          // frame files (count of differing bytes for WebP, mean byte error for GIF).
          report.webp = {}; report.gif = {};
          for (const [ext, type, key] of [['.webp', 'image/webp', 'webp'], ['.gif', 'image/gif', 'gif']]) {
            for (const i of images.filter(i => i.getAttribute('src').endsWith(ext))) {
              const src = i.getAttribute('src');
              const name = src.slice(5, -ext.length);
              const data = await fetch(src).then(r => r.arrayBuffer());
              const decoder = new ImageDecoder({ data, type });
              await decoder.tracks.ready;
              const track = decoder.tracks.selectedTrack;
              const n = track.frameCount, errors = [];
              for (const [k, file] of [[0, 0], [n - 1, -1]]) {
                const { image } = await decoder.decode({ frameIndex: k });
                const count = parseInt(document.getElementById(name).dataset.frames);
                const f = new Image();
                f.src = name + '/frame-' + String(file < 0 ? count - 1 : 0).padStart(4, '0') + '.png';
                await f.decode();
                const a = pixels(image, image.displayWidth, image.displayHeight);
                const b = pixels(f, f.naturalWidth, f.naturalHeight);
                let differing = 0, sum = 0;
                for (let j = 0; j < a.length; j++) { const d = Math.abs(a[j] - b[j]); sum += d; if (d) differing++; }
                errors.push(a.length !== b.length ? -1 : key === 'webp' ? differing : Math.round(sum / a.length * 100) / 100);
                image.close();
              }
              report[key][name] = { frames: n, animated: track.animated, errors };
            }
          }
          return JSON.stringify(report);
        })()
        """

    func testGalleryLoadsInChromium() throws {
        guard let chromium = ChromiumSession.executable() else {
            throw missingTool("chromium is not installed (./render.sh test installs it); browser check skipped")
        }
        let dir = try GalleryFixture.folder.get()
        let browser = try ChromiumSession(executable: chromium)
        defer { browser.close() }
        let page = try browser.openPage()
        for domain in ["Runtime.enable", "Log.enable", "Page.enable"] { try browser.call(domain, session: page) }
        try browser.call(
            "Emulation.setDeviceMetricsOverride",
            ["width": 1000, "height": 1400, "deviceScaleFactor": 1, "mobile": false], session: page)
        try browser.call(
            "Page.navigate", ["url": URL(fileURLWithPath: dir + "/index.html").absoluteString], session: page)
        try browser.waitForEvent("Page.loadEventFired")

        let json = try browser.evaluate(Self.script, session: page) as? String ?? "{}"
        let report = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
        XCTAssertEqual(report["images"] as? Int, 5 * GalleryFixture.scenes.count, json)
        XCTAssertEqual(report["broken"] as? [String], [], "images that did not load")
        let apng = report["apng"] as? [String: [String: Any]] ?? [:]
        // The cancelled pan's last three frames (34, 35, 36) show the same resting state: one
        // APNG frame, so 35 of 37; the frames compared (first, middle, last) keep their indices.
        let expectedFrames = [
            "slide-fade.present": 19, "spring-rotate.interactive-cancel": 35, "system.flip-horizontal.present": 31,
        ]
        for name in GalleryFixture.scenes {
            XCTAssertEqual(apng[name]?["frames"] as? Int, expectedFrames[name], "\(name): frames Chromium decodes")
            XCTAssertEqual(apng[name]?["animated"] as? Bool, true, "\(name) plays as an animation")
            XCTAssertEqual(apng[name]?["differing"] as? [Int], [0, 0, 0], "\(name): APNG frames against frame files")
            let webp = (report["webp"] as? [String: [String: Any]])?[name]
            XCTAssertGreaterThan(webp?["frames"] as? Int ?? 0, 1, "\(name): WebP frames")
            XCTAssertEqual(webp?["animated"] as? Bool, true, "\(name): the WebP plays")
            XCTAssertEqual(
                webp?["errors"] as? [Int], [0, 0], "\(name): lossless WebP's first and last frames against frame files")
            let gif = (report["gif"] as? [String: [String: Any]])?[name]
            XCTAssertGreaterThan(gif?["frames"] as? Int ?? 0, 1, "\(name): GIF frames")
            XCTAssertEqual(gif?["animated"] as? Bool, true, "\(name): the GIF plays")
            let errors = gif?["errors"] as? [Double] ?? []
            XCTAssertEqual(errors.count, 2, json)
            for e in errors {
                XCTAssertTrue((0..<2).contains(e), "\(name): GIF mean byte error \(e) against the frame files")
            }
        }
        XCTAssertEqual(browser.pageErrors, [], "the page logged errors")

        let shot = try browser.call("Page.captureScreenshot", ["format": "png"], session: page)
        let png = Data(base64Encoded: shot["data"] as? String ?? "") ?? Data()
        let bitmap = try PNGDecoder().decode(Array(png))
        XCTAssertEqual([bitmap.width, bitmap.height], [1000, 1400])
        let build = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try png.write(to: build.appendingPathComponent("gallery-screenshot.png"))
    }
}
