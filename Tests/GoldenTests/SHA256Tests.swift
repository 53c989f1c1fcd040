import NorgKit
import Testing

/// The hash the shared documents' outputs are recorded with is SHA-256, as `sha256sum` computes it.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        // 56 bytes: the padding needs a second block.
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func digestsMatchTheStandardVectors(_ message: String, _ digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
    }

    @Test func aMillionLettersAHashAsTheStandardSays() {
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
