import Testing
import NorgKit

/// A parent task follows its children on request, one status byte per parent.
@Suite struct TaskParentUpdateTests {
    private func updated(_ source: String, settingLine line: Int, to status: TaskStatus) throws -> String {
        let changed = try TaskWriter.setStatus(status, line: line, in: source)
        return try TaskWriter.updatingParents(ofLine: line, in: changed)
    }

    @Test func aParentIsDoneWhenAllItsChildrenAreDone() throws {
        let source = "- ( ) parent\n-- (x) one\n-- ( ) two\n"
        #expect(try updated(source, settingLine: 3, to: .done) == "- (x) parent\n-- (x) one\n-- (x) two\n")
    }

    @Test func aParentIsPendingWhenSomeAreDoneOrPendingAndUndoneWhenNone() throws {
        let source = "- ( ) parent\n-- ( ) one\n-- ( ) two\n"
        #expect(try updated(source, settingLine: 2, to: .done) == "- (-) parent\n-- (x) one\n-- ( ) two\n")
        #expect(try updated(source, settingLine: 2, to: .pending) == "- (-) parent\n-- (-) one\n-- ( ) two\n")
        let back = "- (-) parent\n-- (x) one\n-- ( ) two\n"
        #expect(try updated(back, settingLine: 2, to: .undone) == "- ( ) parent\n-- ( ) one\n-- ( ) two\n")
    }

    @Test func cancelledChildrenAreNotCountedAndAllCancelledLeavesTheParent() throws {
        let source = "- ( ) parent\n-- (_) dropped\n-- ( ) one\n"
        #expect(try updated(source, settingLine: 3, to: .done) == "- (x) parent\n-- (_) dropped\n-- (x) one\n")
        let allCancelled = "- (-) parent\n-- ( ) one\n"
        #expect(try updated(allCancelled, settingLine: 2, to: .cancelled) == "- (-) parent\n-- (_) one\n")
    }

    @Test func onlyUndonePendingOrDoneParentsChange() throws {
        for parent in ["!", "=", "?", "+", "_"] {
            let source = "- (\(parent)) parent\n-- ( ) one\n"
            #expect(try updated(source, settingLine: 2, to: .done) == "- (\(parent)) parent\n-- (x) one\n")
        }
    }

    @Test func changesGoUpThroughGrandparentsCountingDirectChildrenOnly() throws {
        let source = "* ( ) project\n- ( ) step\n-- ( ) detail\n-- (x) other\n- (x) last step\n"
        let result = try updated(source, settingLine: 3, to: .done)
        #expect(result == "* (x) project\n- (x) step\n-- (x) detail\n-- (x) other\n- (x) last step\n")
        #expect(result.utf8.count == source.utf8.count)
    }
}
