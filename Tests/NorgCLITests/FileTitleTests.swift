import Foundation
import Testing
@testable import NorgCLI

/// `norg render FILE` titles a page without a title of its own by the file's name without its
/// extension. `norg` no longer imports Foundation; these pin its own reading to what Foundation's
/// path methods gave, on the paths that reach it and on hostile ones.
struct FileTitleTests {
    private static func foundationTitle(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    @Test func theTitleIsTheFileNameWithoutItsExtension() {
        #expect(FileTitle.of(path: "notes/Plan.norg") == "Plan")
        #expect(FileTitle.of(path: "a.tar.gz") == "a.tar")
        #expect(FileTitle.of(path: ".hidden") == ".hidden")
        #expect(FileTitle.of(path: "dir/..") == "..")
    }

    #if os(Linux)
    /// Linux's Foundation is the one `norg` used there (Apple's differs on some edge cases). The
    /// paths are those of files `norg render` can read: no trailing slash. (Foundation traps on
    /// some others, `//é` among them.)
    @Test func theTitleMatchesFoundationsPathMethods() {
        let fixed = ["a.norg", "dir/a.norg", "a", "a.b.c", "./x.norg", ".hidden", "..", ".", "a.", "dir.x/a",
                     "dir/.norg", "a//b.norg", "é.ño", "a..b", "...", "x/.", "x/..", ".a.b", "a.\u{301}b",
                     "a/ .x", " .x", "a. b", "\u{600}.x", "😀.norg", "a/😀", "/tmp/notes/Plan.norg"]
        for path in fixed { #expect(FileTitle.of(path: path) == Self.foundationTitle(path), "\(path)") }
        // Random paths of components over the characters the rules turn on.
        let alphabet: [String] = ["a", ".", "\u{301}", " ", "é", "\u{600}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let components = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                (0..<Int.random(in: 1...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            }
            let path = (Bool.random(using: &generator) ? "/" : "") + components.joined(separator: "/")
            #expect(FileTitle.of(path: path) == Self.foundationTitle(path), "\(Array(path.unicodeScalars))")
        }
    }
    #endif

    @Test func aHelpColumnPadsWithSpaces() {
        #expect("ast".padded(toColumn: 6) == "ast   ")
        #expect("pending".padded(toColumn: 10) == "pending   ")
        #expect("longer".padded(toColumn: 3) == "longer")
    }
}
