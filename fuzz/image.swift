// libFuzzer target `image`: the image decoder behind UIImage (PNG and JPEG). Its invariants
// live in Tests/FlipbookCLITests/FuzzInvariants/ImageInvariants.swift, which FuzzCorpusTests
// replays the seeds through too. Built by fuzz/run.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(data, size, ImageInvariants.check)
}
