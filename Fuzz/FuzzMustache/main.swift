import DocgenFuzzChecks

/// libFuzzer entry point: see `FuzzChecks.mustache` for the properties checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.run("FuzzMustache", data, size)
}
