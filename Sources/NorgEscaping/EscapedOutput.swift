/// Where `MarkupEscaping` appends escaped text: the HTML writer's byte buffer, the MathML
/// writer's string.
public protocol EscapedOutput: ~Copyable {
    /// Appends UTF-8 `bytes`: a run of the text that needs no escaping, or a replacement. A run
    /// never splits a character.
    mutating func appendUTF8(_ bytes: UnsafeBufferPointer<UInt8>)
}
