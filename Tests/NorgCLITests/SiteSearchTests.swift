import Foundation
import Testing
@testable import NorgCLI

/// `--search`: Pagefind's index copied into the site under the build's own rules, a search box on
/// every page as the only JavaScript, and a query through Pagefind's JavaScript API in a real
/// browser finding the note that holds the word.
@Suite(.serialized) struct SiteSearchTests {
    /// Whether `program` runs (exit 0) with `arguments`.
    private static func runs(_ program: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static let hasPagefind = runs("python3", ["-m", "pagefind", "--version"])
    static let hasChromium = runs("chromium", ["--version"])

    @Test(.enabled(if: hasPagefind, "Pagefind is not installed (pip install 'pagefind[bin]'): search not checked"))
    func theIndexIsTheSitesOwnAndLeavesWithTheFlag() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* Compost\nTurn the heap weekly.\n")
        try folder.write("notes/b.norg", "* Fence\nTimber, see {:a:}[the heap].\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out", "--search"]) == 0)
        let manifest = try String(contentsOfFile: folder.path + "/out/.norg-site-manifest", encoding: .utf8)
        #expect(manifest.contains("pagefind/pagefind.js"))
        let page = try String(contentsOfFile: folder.path + "/out/a.html", encoding: .utf8)
        #expect(page.contains("<main class=\"norg-document\" data-pagefind-body>"))
        #expect(page.contains("<script src=\"pagefind/pagefind-ui.js\"></script>"))
        #expect(page.contains("id=\"norg-search\""))
        // Navigation at the end of <main> is not the note's words: Pagefind ignores it.
        #expect(page.contains("<div data-pagefind-ignore=\"all\">\n<section class=\"norg-backlinks\">"))
        // Without the flag, the next build removes the index and every script.
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out"]) == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/pagefind/pagefind.js"))
        // Nor is an empty folder left behind: the removals took the folders they emptied.
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/pagefind"))
        let plain = try String(contentsOfFile: folder.path + "/out/a.html", encoding: .utf8)
        #expect(!plain.contains("<script") && !plain.contains("data-pagefind"))
    }

    /// How many pages the Pagefind index in `out` holds (`pagefind-entry.json`).
    private func indexedPages(_ out: String) throws -> Int {
        let data = try #require(FileManager.default.contents(atPath: out + "/pagefind/pagefind-entry.json"))
        let entry = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let languages = try #require(entry["languages"] as? [String: [String: Any]])
        return languages.values.compactMap { $0["page_count"] as? Int }.reduce(0, +)
    }

    @Test(.enabled(if: hasPagefind, "Pagefind is not installed (pip install 'pagefind[bin]'): search not checked"))
    func aNoteLeftOutSinceTheLastBuildIsNotInTheIndex() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* Compost\nTurn the heap weekly.\n")
        try folder.write("notes/b.norg", "* Fence\nTimber.\n")
        try folder.write("notes/plan.norg", "@document.meta\ndraft: true\n@end\n* Plan\nSecret marigolds.\n")
        let output = TaskCommandOutput()
        let out = folder.path + "/out"
        #expect(output.run(["render", folder.path + "/notes", "-o", out, "--search", "--drafts"]) == 0)
        #expect(try indexedPages(out) == 3)
        // Pagefind reads OUT: the draft's page, which this build no longer makes, is gone before it does.
        #expect(output.run(["render", folder.path + "/notes", "-o", out, "--search"]) == 0)
        #expect(!FileManager.default.fileExists(atPath: out + "/plan.html"))
        #expect(try indexedPages(out) == 2)
    }

    @Test func withoutPagefindSearchIsAClearErrorAndNothingIsWritten() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n")
        setenv("NORG_PAGEFIND", "/nonexistent/pagefind", 1)
        defer { unsetenv("NORG_PAGEFIND") }
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out", "--search"]) != 0)
        #expect(output.err.contains("--search needs Pagefind: pip install 'pagefind[bin]'"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/a.html"))
    }

    @Test(.enabled(if: hasPagefind && hasChromium, "Pagefind or Chromium is not installed: the browser query is not run"))
    func aQueryInABrowserFindsTheNoteThatHoldsTheWord() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/garden/compost.norg", "* Heap\nTurn the marigolds weekly.\n")
        try folder.write("notes/fence.norg", "* Fence\nTimber from the merchant.\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/site/out", "--search"]) == 0)
        try folder.write("site/probe.html", """
            <!DOCTYPE html><html><body><pre id="r">pending</pre><script type="module">
            const pagefind = await import("/out/pagefind/pagefind.js");
            const search = await pagefind.search("marigolds");
            const data = await Promise.all(search.results.map(r => r.data()));
            document.getElementById("r").textContent = "found:" + data.map(d => d.url).join(",") + ":end";
            </script></body></html>
            """)
        // Pagefind does not run from file://: serve the site on loopback, for at most 90 seconds.
        // The server writes the port it was given to a file, which the test waits for.
        let portFile = folder.path + "/port"
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", "-c", """
            import functools, http.server, os, sys, threading
            threading.Timer(90, os._exit, [0]).start()
            handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
            handler.log_message = lambda *args: None
            server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
            open(sys.argv[2] + ".part", "w").write(str(server.server_address[1]))
            os.rename(sys.argv[2] + ".part", sys.argv[2])
            server.serve_forever()
            """, folder.path + "/site", portFile]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        // SIGKILL: a child of Foundation's Process on Linux may not act on SIGTERM.
        defer { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }
        var port: String? = nil
        for _ in 0..<200 where port == nil {
            port = try? String(contentsOfFile: portFile, encoding: .utf8)
            if port == nil { usleep(50_000) }
        }
        let served = try #require(port, "the loopback server did not start")

        // Chromium's virtual time does not wait for the index's fetches: a run that dumps the page
        // while the query is still pending is tried again, a bounded number of times.
        var page = ""
        for _ in 0..<5 where !page.contains("found:/") {
            let browser = Process()
            browser.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            browser.arguments = ["timeout", "60", "chromium", "--headless", "--no-sandbox", "--dump-dom",
                                 "--virtual-time-budget=15000", "http://127.0.0.1:\(served)/probe.html"]
            let dom = Pipe()
            browser.standardOutput = dom
            browser.standardError = FileHandle.nullDevice
            try browser.run()
            page = String(decoding: dom.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            browser.waitUntilExit()
        }
        #expect(page.contains("found:/out/garden/compost.html:end"), "\(page.suffix(400))")
    }
}
