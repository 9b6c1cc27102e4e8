"""duo-lint server driven by pytest-lsp (a third-party LSP client built on pygls and lsprotocol).

pytest-lsp also checks that what the server sends is allowed by the LSP specification and by the client's
capabilities (warnings fail the run: see conftest.py). Each test runs once per client profile: the capabilities
pytest-lsp ships for VS Code and for Neovim 0.7 (UTF-16 positions, push diagnostics), Neovim 0.11 (it offers
UTF-8), and a client that pulls diagnostics.

Run: DUO_LINT_BIN=.build/debug/duo-lint python3 -m pytest Tests/DuoLintTests/Server/Clients
"""

import asyncio
import os
import pathlib
import shutil
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

BIN = os.environ.get("DUO_LINT_BIN") or str(pathlib.Path(__file__).resolve().parents[4] / ".build/debug/duo-lint")

SCREEN = """import SwiftUI
struct Screen: View {
    var body: some View {
        ScrollView { Panes() }
    }
}
"""
PANES = """import SwiftUI
struct Panes: View {
    var body: some View {
        ArrangementView { Text("a") } secondary: { Text("b") }
    }
}
"""
BAR = """import UIKit
func make() {
    let bar = UIToolbar()
}
"""
CLEAN = """import UIKit
func make() {
    let bar = 1
}
"""

PROFILES = ["visual-studio-code", "neovim@v0.7.0", "neovim@v0.11.0", "pull"]


def capabilities(profile):
    if profile == "pull":
        caps = client_capabilities("neovim@v0.11.0")
        caps.text_document.diagnostic = types.DiagnosticClientCapabilities(dynamic_registration=False)
        return caps
    return client_capabilities(profile)


@pytest.fixture(scope="module")
def workspace():
    root = pathlib.Path(tempfile.mkdtemp(prefix="duo-lint-pytest-lsp-")).resolve()
    (root / "App").mkdir()
    (root / "App/Screen.swift").write_text(SCREEN)
    (root / "App/Panes.swift").write_text(PANES)
    (root / "App/Bar.swift").write_text(BAR)
    yield root
    shutil.rmtree(root, ignore_errors=True)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BIN, "server"]), params=PROFILES)
async def client(lsp_client: LanguageClient, request, workspace):
    lsp_client.profile = request.param
    lsp_client.root = workspace
    lsp_client.registrations = []

    # pytest-lsp's client announces dynamic registration (the VS Code profile) without handling it: accept it here.
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params):
        lsp_client.registrations.extend(params.registrations)
        return None

    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=capabilities(request.param),
        root_uri=workspace.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="app")],
    ))
    lsp_client.server_info = result
    yield
    await lsp_client.shutdown_session()


def uri(client, relative):
    return (client.root / relative).as_uri()


def open_doc(client, relative, text, version=1):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri(client, relative), language_id="swift", version=version, text=text)))


def change(client, relative, version, text):
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri(client, relative), version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))


def edit(client, relative, version, start, end, text):
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri(client, relative), version=version),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(*start), end=types.Position(*end)), text=text)]))


async def diagnostics(client, relative, predicate=lambda d: True, timeout=20.0):
    """The document's diagnostics once `predicate` holds for them (pushed, or pulled when the client pulls)."""
    target = uri(client, relative)
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        if client.server_info.capabilities.diagnostic_provider is not None:
            report = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
                text_document=types.TextDocumentIdentifier(uri=target)))
            current = list(report.items)
        else:
            current = list(client.diagnostics.get(target, None) or []) if target in client.diagnostics else None
        if current is not None and predicate(current):
            return current
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"diagnostics of {relative} never matched; last: {current}")
        await asyncio.sleep(0.02)


def codes(ds):
    return [d.code for d in ds]


def apply(text, edits):
    """Applies LSP text edits (UTF-16 positions) to text, last first."""
    lines = text.split("\n")

    def offset(pos):
        before = "\n".join(lines[:pos.line]) + ("\n" if pos.line > 0 else "")
        line = lines[pos.line] if pos.line < len(lines) else ""
        units = line.encode("utf-16-le")[: 2 * pos.character].decode("utf-16-le")
        return len(before) + len(units)

    for e in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        a, b = offset(e.range.start), offset(e.range.end)
        text = text[:a] + e.new_text + text[b:]
        lines = text.split("\n")
    return text


async def test_initialize_negotiates(client: LanguageClient):
    caps = client.server_info.capabilities
    assert client.server_info.server_info.name == "duo-lint"
    assert caps.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    expected = types.PositionEncodingKind.Utf8 if client.profile in ("neovim@v0.11.0", "pull") else types.PositionEncodingKind.Utf16
    assert caps.position_encoding == expected
    # Neovim 0.11 pulls diagnostics (as the "pull" profile does); the others get them pushed.
    assert (caps.diagnostic_provider is not None) == (client.profile in ("neovim@v0.11.0", "pull"))


async def test_index_progress_is_reported(client: LanguageClient):
    open_doc(client, "App/Screen.swift", SCREEN)
    await diagnostics(client, "App/Screen.swift", lambda d: len(d) == 1)
    kinds = [type(v).__name__ for reports in client.progress_reports.values() for v in reports]
    assert kinds[0] == "WorkDoneProgressBegin" and kinds[-1] == "WorkDoneProgressEnd", kinds


async def test_diagnostics_on_open_with_cross_file_facts(client: LanguageClient):
    open_doc(client, "App/Screen.swift", SCREEN)
    ds = await diagnostics(client, "App/Screen.swift", lambda d: len(d) == 1)
    d = ds[0]
    assert d.code == "arrangement-in-scroll-view"
    assert d.severity == types.DiagnosticSeverity.Error
    assert d.source == "duo-lint"
    assert d.code_description is None  # no "docs-url" in the workspace's config: no link
    assert (d.range.start.line, d.range.start.character) == (3, 21)
    assert d.related_information[0].location.uri == uri(client, "App/Panes.swift")


async def test_diagnostics_on_edit_and_cleared_on_fix(client: LanguageClient):
    open_doc(client, "App/New.swift", CLEAN)
    await diagnostics(client, "App/New.swift", lambda d: d == [])
    edit(client, "App/New.swift", 2, (2, 14), (2, 15), "UIToolbar()")
    ds = await diagnostics(client, "App/New.swift", lambda d: codes(d) == ["custom-bar-instance"])
    assert ds[0].range.start.line == 2
    edit(client, "App/New.swift", 3, (2, 14), (2, 25), "2")
    await diagnostics(client, "App/New.swift", lambda d: d == [])


async def test_changing_a_custom_view_republishes_its_users(client: LanguageClient):
    open_doc(client, "App/Screen.swift", SCREEN)
    open_doc(client, "App/Panes.swift", PANES)
    await diagnostics(client, "App/Screen.swift", lambda d: codes(d) == ["arrangement-in-scroll-view"])
    change(client, "App/Panes.swift", 2, PANES.replace('ArrangementView { Text("a") } secondary: { Text("b") }', 'Text("one pane")'))
    await diagnostics(client, "App/Screen.swift", lambda d: d == [])
    change(client, "App/Panes.swift", 3, PANES)
    await diagnostics(client, "App/Screen.swift", lambda d: codes(d) == ["arrangement-in-scroll-view"])


async def test_quick_fix_applied_removes_the_finding(client: LanguageClient):
    open_doc(client, "App/Bar.swift", BAR)
    ds = await diagnostics(client, "App/Bar.swift", lambda d: len(d) == 1)
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(client, "App/Bar.swift")),
        range=ds[0].range, context=types.CodeActionContext(diagnostics=ds)))
    titles = [a.title for a in actions]
    assert titles == ["Disable custom-bar-instance for this line", "Disable custom-bar-instance for this file"], titles
    fix = actions[0]
    assert fix.kind == types.CodeActionKind.QuickFix
    if fix.edit.document_changes:
        edits = fix.edit.document_changes[0].edits
    else:
        edits = fix.edit.changes[uri(client, "App/Bar.swift")]
    fixed = apply(BAR, edits)
    assert "    // duo-lint:disable:next custom-bar-instance\n    let bar = UIToolbar()" in fixed
    change(client, "App/Bar.swift", 2, fixed)
    await diagnostics(client, "App/Bar.swift", lambda d: d == [])


async def test_hover_explains_the_rule(client: LanguageClient):
    open_doc(client, "App/Bar.swift", BAR)
    await diagnostics(client, "App/Bar.swift", lambda d: len(d) == 1)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(client, "App/Bar.swift")),
        position=types.Position(line=2, character=16)))
    assert hover is not None
    text = hover.contents.value
    assert "custom-bar-instance" in text
    assert "Why it matters" in text and "How to fix" in text
    none = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(client, "App/Bar.swift")),
        position=types.Position(line=0, character=1)))
    assert none is None


async def test_unknown_requests_are_method_not_found(client: LanguageClient):
    with pytest.raises(Exception) as info:
        await client.protocol.send_request_async("duo-lint/nonexistent", {})
    assert "-32601" in str(info.value) or "not found" in str(info.value).lower() or "unknown method" in str(info.value)
