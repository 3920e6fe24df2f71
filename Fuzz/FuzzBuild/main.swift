import DocgenFuzzChecks

/// libFuzzer entry point: see `FuzzChecks.build` for the properties checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.run("FuzzBuild", data, size)
}
