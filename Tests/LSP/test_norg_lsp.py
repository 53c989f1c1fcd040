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
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(),
        root_uri=workspace.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="notes")],
    ))
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
