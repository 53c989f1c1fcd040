"""End to end: `norg lsp` started as a process and driven by pytest-lsp (pygls and lsprotocol, the
reference Python LSP types), as an editor drives it. NORG_BIN names the binary (default: the debug
build of this checkout)."""
import os
import pathlib
import sys

import pytest

pytest_lsp = pytest.importorskip("pytest_lsp", reason="pytest-lsp is not installed (pip install pytest-lsp)")
from lsprotocol import types  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
NORG = os.environ.get("NORG_BIN", str(ROOT / ".build" / "debug" / "norg"))
if not os.access(NORG, os.X_OK):
    pytest.skip(f"no norg binary at {NORG} (swift build first, or set NORG_BIN)", allow_module_level=True)

FILES = {
    "index.norg": "* Index\n  See {:notes/b:** Details}[details] and {* Nowhere}.\n  Caf\u00e9 \U0001F600 {? Shared}\n",
    "notes/b.norg": "* B title\n** Details\n   - ( ) open task\n   - (x) done task\n* Shared\n  back {:$/index:}\n",
    "tasks.norg": "* Tasks\n- ( ) buy milk\n- [x] old style\n",
}


@pytest.fixture(scope="module")
def workspace(tmp_path_factory):
    root = tmp_path_factory.mktemp("notes")
    for name, text in FILES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[NORG, "lsp"]))
async def client(lsp_client: LanguageClient, workspace):
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(),
        root_uri=workspace.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="notes")],
    ))
    lsp_client.server_capabilities = result.capabilities
    yield
    await lsp_client.shutdown_session()


def uri(workspace, name):
    return (workspace / name).as_uri()


async def open_document(client, workspace, name):
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=uri(workspace, name), language_id="norg", version=1, text=FILES[name])))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)


async def test_diagnostics_name_unresolved_links_in_the_sites_words(client, workspace):
    await open_document(client, workspace, "index.norg")
    messages = [d.message for d in client.diagnostics[uri(workspace, "index.norg")]]
    assert messages == ["unresolved link {* Nowhere}"]


async def test_definition_follows_a_link_into_another_note(client, workspace):
    await open_document(client, workspace, "index.norg")
    result = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(workspace, "index.norg")),
        position=types.Position(line=1, character=10)))
    assert result.uri == uri(workspace, "notes/b.norg")
    assert result.range.start == types.Position(line=1, character=0)


async def test_utf16_positions_after_non_ascii_text(client, workspace):
    await open_document(client, workspace, "index.norg")
    # "  Café 😀 " is 10 UTF-16 units: the wiki link starts there.
    result = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(workspace, "index.norg")),
        position=types.Position(line=2, character=10)))
    assert result.uri == uri(workspace, "notes/b.norg")
    assert result.range.start.line == 4


async def test_references_list_backlinks(client, workspace):
    result = await client.text_document_references_async(types.ReferenceParams(
        text_document=types.TextDocumentIdentifier(uri=uri(workspace, "notes/b.norg")),
        position=types.Position(line=1, character=3),
        context=types.ReferenceContext(include_declaration=False)))
    assert [(r.uri, r.range.start.line) for r in result] == [(uri(workspace, "index.norg"), 1)]


async def test_document_symbols_nest_headings_and_tasks(client, workspace):
    result = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=uri(workspace, "notes/b.norg"))))
    assert [s.name for s in result] == ["B title", "Shared"]
    details = result[0].children[0]
    assert [t.name for t in details.children] == ["( ) open task", "(x) done task"]


async def test_hover_workspace_symbols_folding_and_links(client, workspace):
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(workspace, "index.norg")),
        position=types.Position(line=1, character=10)))
    assert hover.contents.value.startswith("**B title**")
    symbols = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="details"))
    assert [s.name for s in symbols] == ["Details"]
    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(
        text_document=types.TextDocumentIdentifier(uri=uri(workspace, "notes/b.norg"))))
    assert any(f.start_line == 0 and f.end_line == 3 for f in folds)
    links = await client.text_document_document_link_async(types.DocumentLinkParams(
        text_document=types.TextDocumentIdentifier(uri=uri(workspace, "notes/b.norg"))))
    assert [link.target for link in links] == [uri(workspace, "index.norg")]


def document(workspace, name):
    return types.TextDocumentIdentifier(uri=uri(workspace, name))


async def test_completion_offers_headings_of_a_linked_file_with_utf16_ranges(client, workspace):
    assert "{" in client.server_capabilities.completion_provider.trigger_characters
    text = "Caf\u00e9 \U0001F600 {:notes/b:** D"
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=uri(workspace, "draft.norg"), language_id="norg", version=1, text=text + "\n")))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    # "Café 😀 " is 8 UTF-16 units; the title begins after "{:notes/b:** ", at 21.
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=document(workspace, "draft.norg"), position=types.Position(line=0, character=22)))
    assert [item.label for item in result.items] == ["Details"]
    edit = result.items[0].text_edit
    assert (edit.range.start.character, edit.range.end.character, edit.new_text) == (21, 22, "Details}")


async def test_completion_offers_task_statuses_inside_parentheses(client, workspace):
    await open_document(client, workspace, "tasks.norg")
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=document(workspace, "tasks.norg"), position=types.Position(line=1, character=3)))
    assert [item.text_edit.new_text for item in result.items] == [" ", "x", "-", "=", "_", "!", "+", "?"]


async def test_rename_of_a_heading_edits_it_and_every_link_to_it(client, workspace):
    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(
        text_document=document(workspace, "notes/b.norg"), position=types.Position(line=1, character=4)))
    assert prepared.placeholder == "Details"
    result = await client.text_document_rename_async(types.RenameParams(
        text_document=document(workspace, "notes/b.norg"), position=types.Position(line=1, character=4),
        new_name="Particulars"))
    edits = {name: [(e.range.start.line, e.range.start.character, e.new_text) for e in result.changes[uri(workspace, name)]]
             for name in ("index.norg", "notes/b.norg")}
    assert edits == {"index.norg": [(1, 19, "Particulars")], "notes/b.norg": [(1, 3, "Particulars")]}
    assert (workspace / "notes/b.norg").read_text(encoding="utf-8") == FILES["notes/b.norg"]


async def test_prepare_rename_refuses_what_is_no_heading(client, workspace):
    with pytest.raises(Exception):
        await client.text_document_prepare_rename_async(types.PrepareRenameParams(
            text_document=document(workspace, "notes/b.norg"), position=types.Position(line=2, character=12)))


async def test_will_rename_files_rewrites_links_to_the_moved_note(client, workspace):
    result = await client.workspace_will_rename_files_async(types.RenameFilesParams(files=[types.FileRename(
        old_uri=uri(workspace, "notes/b.norg"), new_uri=uri(workspace, "archive/b.norg"))]))
    edits = result.changes[uri(workspace, "index.norg")]
    assert [(e.range.start.line, e.range.start.character, e.new_text) for e in edits] == [(1, 8, "archive/b")]


async def test_code_actions_toggle_and_upgrade_tasks(client, workspace):
    await open_document(client, workspace, "tasks.norg")

    async def actions(line):
        return await client.text_document_code_action_async(types.CodeActionParams(
            text_document=document(workspace, "tasks.norg"),
            range=types.Range(start=types.Position(line=line, character=4), end=types.Position(line=line, character=4)),
            context=types.CodeActionContext(diagnostics=[])))

    toggle = next(a for a in await actions(1) if a.title.startswith("Toggle task:"))
    [edit] = toggle.edit.changes[uri(workspace, "tasks.norg")]
    assert (edit.range.start.line, edit.range.start.character, edit.new_text) == (1, 3, "x")
    upgrade = next(a for a in await actions(2) if a.kind == "quickfix")
    assert [e.new_text for e in upgrade.edit.changes[uri(workspace, "tasks.norg")]] == ["(", ")"]
