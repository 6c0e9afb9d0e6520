// libFuzzer target `png`: the PNG decoder. Its invariants live in
// Tests/FlipbookCLITests/FuzzInvariants/PNGInvariants.swift, which FuzzCorpusTests replays
// the seeds through too. Built by fuzz/run.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(data, size, PNGInvariants.check)
}
