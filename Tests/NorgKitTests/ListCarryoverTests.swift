import Testing
@testable import NorgKit

/// Carryover tags between the items of a list. Consecutive items not separated by a paragraph
/// break are one object (1.0-specification.norg 422–425), so a tag between them does not end it;
/// a strong carryover applies to the item it precedes and that item's children (975–976).
@Suite struct ListCarryoverTests {
    @Test func aStrongCarryoverBetweenItemsKeepsOneList() {
        // Spec 422–425: the items are one object; `--- three` still nests under `-- two`.
        #expect(blockShape("#name main\n-- two\n---- four\n#id 3\n--- three\n")
            == "(document (strong_carryover name) (unordered_list (list_item 2 (paragraph) "
            + "(unordered_list (list_item 4 (paragraph)) (strong_carryover id) (list_item 3 (paragraph))))))")
        #expect(blockShape("- a\n#tag\n- b\n")
            == "(document (unordered_list (list_item 1 (paragraph)) (strong_carryover tag) (list_item 1 (paragraph))))")
    }

    @Test func aStrongCarryoverBetweenItemsAppliesToTheItemItPrecedes() throws {
        // Spec 975–976: the tag annotates the item and its children, not the whole list.
        guard case .list(let list)? = NorgParser.parse("- a\n#color red\n- b\n-- c\n").blocks.first else {
            Issue.record("no list")
            return
        }
        #expect(list.carryovers.isEmpty)
        #expect(list.items.count == 2)
        #expect(list.items[0].carryovers.isEmpty)
        let tag = try #require(list.items[1].carryovers.first)
        #expect(tag.strength == .strong && tag.name == "color" && tag.parameters == ["red"])
    }

    @Test func severalTagsBetweenItemsAllGoToTheNextItem() {
        #expect(blockShape("- a\n#one\n+two\n- b\n")
            == "(document (unordered_list (list_item 1 (paragraph)) (strong_carryover one) (weak_carryover two) "
            + "(list_item 1 (paragraph))))")
    }

    @Test func aStrongCarryoverBeforeAParagraphStillEndsTheList() {
        #expect(blockShape("- a\n#tag\nText\n")
            == "(document (unordered_list (list_item 1 (paragraph))) (strong_carryover tag) (paragraph))")
    }

    @Test func aStrongCarryoverBeforeAnotherKindOfListTagsThatList() {
        #expect(blockShape("- a\n#tag\n~ b\n")
            == "(document (unordered_list (list_item 1 (paragraph))) (strong_carryover tag) (ordered_list (list_item 1 (paragraph))))")
    }
}
