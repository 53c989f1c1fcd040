import Testing
import NorgKit

/// Tasks written before Norg 1.0 (`- [x]`) are found, and upgraded to `- (x)` byte for byte.
@Suite struct LegacyTasksTests {
    private let source = """
    * Todo
    - [ ] write
    - [x] done
    -- [*] partly done (0.1's pending)
    - [-] pending
    - (x) already 1.0
    - [a] not a status
    - [x]{https://example.com} a link, not a task
    |comment
    - [x] in a comment
    |end
    @code
    - [x] in code
    @end
    """

    @Test func markersAreFoundOnlyOnListItemsOutsideCommentsAndCode() {
        let markers = LegacyTasks.find(in: Array(source.utf8))
        #expect(markers.map(\.line) == [2, 3, 4, 5])
        #expect(markers.map(\.status) == [.undone, .done, .pending, .pending])
    }

    @Test func upgradingChangesOnlyTheMarkersBytes() throws {
        let bytes = Array(source.utf8)
        let (upgraded, markers) = try LegacyTasks.upgraded(bytes)
        #expect(markers.count == 4)
        #expect(upgraded.count == bytes.count)
        let text = String(decoding: upgraded, as: UTF8.self)
        #expect(text.contains("- ( ) write\n- (x) done\n-- (-) partly done (0.1's pending)\n- (-) pending\n"))
        #expect(text.contains("- [x] in a comment") && text.contains("- [x] in code") && text.contains("- [a] not"))
        let changed = zip(bytes, upgraded).filter { $0 != $1 }.count
        #expect(changed == 9)  // `[`, `]` four times, and `*` once
        let tasks = TaskScanner.scan(NorgParser.parse(bytes: upgraded))
        #expect(tasks.map(\.line) == [2, 3, 4, 5, 6])
    }

    @Test func aDocumentWithoutLegacyTasksIsReturnedUnchanged() throws {
        let bytes = Array("- ( ) fine\n".utf8)
        #expect(try LegacyTasks.upgraded(bytes).bytes == bytes)
    }
}
