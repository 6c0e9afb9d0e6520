// A golden test names `DiffTolerance`, `Timeline` and sometimes `PNGFile` or `ImageDiff`:
// `import FlipbookTesting` brings FlipbookRender and FlipbookCore with it.
@_exported import FlipbookRender
@_exported import FlipbookCore
