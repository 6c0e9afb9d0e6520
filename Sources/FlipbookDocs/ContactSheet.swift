import Foundation
import FlipbookRender
import FlipbookCore

/// One picture of a whole scene: a title line, then evenly spaced frames in a row (or rows
/// of at most `maximumColumns`), each captioned with its time in milliseconds and its frame
/// number. The first thumbnail is frame 0 and the last the final frame.
///
/// No UIKit counterpart; it plays the part of a filmstrip in design tools. The thumbnails
/// are rendered through `RenderJob` (the one rendering path) at the scale that makes them
/// `thumbnailWidth` points wide, and placed one pixel per pixel, so they are as sharp as
/// frames. The same job and settings always give the same bytes.
public struct ContactSheet: Sendable {
    /// The default number of thumbnails.
    public static let defaultFrameCount = 8
    /// The accepted numbers of thumbnails.
    public static let frameCountRange = 2...64
    /// The most thumbnails in one row; more wrap onto further rows.
    public static let maximumColumns = 8

    /// The first line, in bold: usually the scene's name.
    public let title: String
    /// Drawn after the title in regular weight: usually duration and timing.
    public let subtitle: String
    /// How many thumbnails (fewer when the scene has fewer frames).
    public let frameCount: Int
    /// Each thumbnail's width in points (default 150); its height keeps the scene's aspect.
    public let thumbnailWidth: Double

    /// A sheet of `frameCount` thumbnails (2...64, default 8), each `thumbnailWidth` points
    /// wide (finite, 16...1000, default 150).
    ///
    /// Throws `ContactSheetError.invalidFrameCount` or `.invalidThumbnailWidth`.
    public init(
        title: String, subtitle: String, frameCount: Int = ContactSheet.defaultFrameCount,
        thumbnailWidth: Double = 150
    ) throws {
        guard Self.frameCountRange.contains(frameCount) else { throw ContactSheetError.invalidFrameCount(frameCount) }
        guard thumbnailWidth.isFinite, (16...1000).contains(thumbnailWidth) else {
            throw ContactSheetError.invalidThumbnailWidth(thumbnailWidth)
        }
        self.title = title; self.subtitle = subtitle
        self.frameCount = frameCount; self.thumbnailWidth = thumbnailWidth
    }

    /// `count` frame indices spread evenly over `total` frames, first and last included:
    /// round(i * (total - 1) / (count - 1)); every frame when `total <= count`.
    public static func frameIndices(count: Int, total: Int) -> [Int] {
        guard total > count else { return Array(0..<max(total, 0)) }
        let last = Double(total - 1), steps = Double(count - 1)
        return (0..<count).map { (i: Int) -> Int in
            let x: Double = Double(i) * last / steps
            return Int(x.rounded())
        }
    }

    /// The sheet of `job`'s timeline at `job.fps`, drawn at `job.scale` pixels per point
    /// with `job.jobs` threads (`job.frames` is not used: the sheet picks its own).
    ///
    /// Throws `RenderError` when a frame or the sheet cannot be drawn.
    public func render(_ job: RenderJob) throws -> Bitmap {
        let timeline = job.timeline
        let indices = Self.frameIndices(count: frameCount, total: timeline.frameCount(fps: job.fps))
        let thumbs = try thumbnails(job, indices: indices)
        let layout = Layout(sheet: self, scene: timeline.size, scale: job.scale, count: indices.count)
        let titleWidth = try CairoContext.measuring { DocsStyle.titleWidth(title, subtitle, in: $0) }
        let width = max(layout.gridWidth, Int((titleWidth + 2 * DocsStyle.margin) * job.scale) + 1)
        return try CairoContext.drawBitmap(width: width, height: layout.height) { context in
            context.paint(DocsStyle.background)
            context.setScale(job.scale)
            DocsStyle.drawTitle(title, subtitle, in: context)
            for (slot, k) in indices.enumerated() {
                let (x, y) = layout.origin(ofSlot: slot)
                context.drawBitmap(thumbs[slot], x: Double(x), y: Double(y))
                context.setScale(job.scale)
                let s = job.scale
                context.strokeRect(
                    x: Double(x) / s - 0.5, y: Double(y) / s - 0.5, width: Double(thumbs[slot].width) / s + 1,
                    height: Double(thumbs[slot].height) / s + 1, DocsStyle.rule, lineWidth: 1)
                let caption = Self.millisecondsText(timeline.time(ofFrame: k, fps: job.fps)) + " ms"
                let centre = (Double(x) + Double(thumbs[slot].width) / 2) / s
                let baseline = Double(y + thumbs[slot].height) / s + 17
                context.setFont(size: DocsStyle.captionSize, bold: true)
                let timeWidth = context.textWidth(caption)
                context.setFont(size: DocsStyle.captionSize)
                let frameText = "  frame \(k)"
                let total = timeWidth + context.textWidth(frameText)
                context.setFont(size: DocsStyle.captionSize, bold: true)
                context.showText(caption, x: centre - total / 2, y: baseline, DocsStyle.text)
                context.setFont(size: DocsStyle.captionSize)
                context.showText(frameText, x: centre - total / 2 + timeWidth, y: baseline, DocsStyle.secondaryText)
            }
        }
    }

    /// "150" for 0.15 s, "16.7" for 1/60 s: milliseconds, one decimal unless whole.
    public static func millisecondsText(_ seconds: Double) -> String {
        let ms = seconds * 1000
        return abs(ms - ms.rounded()) < 0.05 ? String(format: "%.0f", ms.rounded()) : String(format: "%.1f", ms)
    }

    /// The chosen frames, rendered at the thumbnail scale, in slot order.
    private func thumbnails(_ job: RenderJob, indices: [Int]) throws -> [Bitmap] {
        let thumbScale = job.scale * thumbnailWidth / Double(job.timeline.size.width)
        let thumbJob = RenderJob(
            timeline: job.timeline, scale: thumbScale, fps: job.fps, frames: indices, jobs: job.jobs,
            encoder: job.encoder)
        let store = Locked([Int: Bitmap]())
        _ = try FramePipeline.forEachBitmap(thumbJob) { k, bitmap, _ in store.withLock { $0[k] = bitmap } }
        let drawn = store.value
        return indices.map { drawn[$0]! }
    }

    /// Where things go, in device pixels (so thumbnails sit on whole pixels).
    struct Layout {
        let scale: Double, columns: Int, rows: Int
        let thumbWidth: Int, thumbHeight: Int, gap: Int, margin: Int, top: Int, rowHeight: Int

        init(sheet: ContactSheet, scene: CGSize, scale: Double, count: Int) {
            self.scale = scale
            columns = min(count, ContactSheet.maximumColumns)
            rows = (count + columns - 1) / columns
            let thumbScale = scale * sheet.thumbnailWidth / Double(scene.width)
            thumbWidth = Int((Double(scene.width) * thumbScale).rounded())
            thumbHeight = Int((Double(scene.height) * thumbScale).rounded())
            gap = Int((12 * scale).rounded())
            margin = Int((DocsStyle.margin * scale).rounded())
            top = Int(((DocsStyle.margin + DocsStyle.titleSize + 16) * scale).rounded())
            rowHeight = thumbHeight + Int((30 * scale).rounded())
        }

        var gridWidth: Int { 2 * margin + columns * thumbWidth + (columns - 1) * gap }
        var height: Int { top + rows * rowHeight + margin / 2 }

        func origin(ofSlot slot: Int) -> (Int, Int) {
            (margin + (slot % columns) * (thumbWidth + gap), top + (slot / columns) * rowHeight)
        }
    }
}

/// Why a `ContactSheet` could not be made.
public enum ContactSheetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The number of thumbnails is outside `ContactSheet.frameCountRange` (2...64).
    case invalidFrameCount(Int)
    /// The thumbnail width is not a finite number of points in 16...1000.
    case invalidThumbnailWidth(Double)

    /// A sentence naming the bad value and the accepted range.
    public var description: String {
        switch self {
        case .invalidFrameCount(let n):
            return "A contact sheet shows 2 to 64 frames; got \(n)."
        case .invalidThumbnailWidth(let w):
            return "A contact sheet's thumbnails are 16 to 1000 points wide; got \(w)."
        }
    }
}
