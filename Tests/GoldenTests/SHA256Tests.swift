import Foundation
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

    @Test func aDigestIsTheSameWhereverTheInputIsCut() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = SHA256.digest(bytes)
        for cut in [0, 1, 55, 56, 63, 64, 65, 127, 128, 129, 999, 1000] {
            var digest = SHA256()
            digest.update(bytes[..<cut])
            digest.update(bytes[cut...])
            #expect(digest.finalDigest() == whole, "cut at \(cut)")
            #expect(digest.finalHex() == whole.hex)
        }
        var byteAtATime = SHA256()
        for byte in bytes { byteAtATime.update([byte]) }
        #expect(byteAtATime.finalDigest() == whole)
    }

    @Test func everyLengthAndCutHashesAsSha256sumDoes() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum") else {
            print("skip: no /usr/bin/sha256sum to compare with")
            return
        }
        let lengths = Array(0...200) + [255, 256, 257, 4095, 4096, 4097, 65_537]
        var generator = SystemRandomNumberGenerator()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("norg-sha-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var expected: [String] = []
        var files: [String] = []
        for length in lengths {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let file = folder.appendingPathComponent("\(length)").path
            #expect(FileManager.default.createFile(atPath: file, contents: Data(bytes)))
            files.append(file)
            // Fed in two pieces cut anywhere: the same digest as whole.
            var cut = SHA256()
            let at = length == 0 ? 0 : Int.random(in: 0...length, using: &generator)
            cut.update(bytes[..<at])
            cut.update(bytes[at...])
            #expect(cut.finalDigest() == SHA256.digest(bytes), "length \(length) cut at \(at)")
            expected.append(SHA256.hex(bytes))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = files
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let sums = output.split(separator: "\n").map { String($0.prefix(64)) }
        #expect(sums == expected)
    }

    @Test func aDigestReadsBackOnlyFromItsOwnSixtyFourLowercaseDigits() {
        let digest = SHA256.digest(Array("abc".utf8))
        #expect(digest.hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.Digest(hex: digest.hex) == digest)
        #expect(SHA256.Digest(hex: Array(digest.hex.utf8)[...]) == digest)
        #expect(SHA256.Digest(hex: digest.hex.uppercased()) == nil)
        #expect(SHA256.Digest(hex: String(digest.hex.dropLast())) == nil)
        #expect(SHA256.Digest(hex: digest.hex + "0") == nil)
        #expect(SHA256.Digest(hex: "") == nil)
        for position in [0, 15, 16, 31, 32, 63] {
            for replacement in ["g", "G", " ", "/", ":", "`", "\u{0}"] {
                var text = Array(digest.hex)
                text[position] = Character(replacement)
                #expect(SHA256.Digest(hex: String(text)) == nil, "\(replacement) at \(position)")
            }
        }
        #expect(SHA256.digest(Array("abd".utf8)) != digest)
        #expect(Set([digest, SHA256.Digest(hex: digest.hex)!]).count == 1)
    }
}
