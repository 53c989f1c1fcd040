import NorgEscaping

extension HTMLOutput: EscapedOutput {
    /// Appends `bytes` as they are (`append(_:)`).
    @inline(__always)
    mutating func appendUTF8(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(bytes)
    }
}
