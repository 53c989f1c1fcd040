import Testing
import NorgKit

@Suite struct TaskBadgeTests {
    private func badges(_ source: String) -> [TaskBadge] {
        guard case .list(let list)? = NorgParser.parse(source).blocks.first, let item = list.items.first else { return [] }
        return TaskBadge.badges(of: item.extensions)
    }

    @Test func priorityDueStartAndTimestampBecomeBadgesInWrittenOrder() {
        let result = badges("- ( |# A|< 5th Feb|> Mon|@ 2026-12-03) Pay rent\n")
        #expect(result.map(\.kind) == [.priority, .due, .start, .timestamp])
        #expect(result.map(\.text) == ["#A", "due 5th Feb", "starts Mon", "2026-12-03"])
    }

    @Test func aStatusIsNoBadgeUnlessItRecursWithADate() {
        #expect(badges("- (x) Done\n").isEmpty)
        let result = badges("- (+ 1st Jan) Renew\n")
        #expect(result.map(\.kind) == [.recurrence])
        #expect(result.first?.text == "\u{21BB} 1st Jan")
    }

    @Test func anExtensionWithoutAParameterIsNoBadge() {
        #expect(badges("- ( |#) Empty priority\n").isEmpty)
    }
}
