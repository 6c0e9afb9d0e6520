// A golden test names `DiffTolerance`, `Timeline` and sometimes `PNGFile` or `ImageDiff`:
// `import FlipbookTesting` brings the modules that define them along.
@_exported import FlipbookCore
@_exported import FlipbookPNG
@_exported import FlipbookRender
@_exported import FlipbookDiff
