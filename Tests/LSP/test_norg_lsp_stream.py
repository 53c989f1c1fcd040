"""End to end at the byte level: `norg lsp` as a process, fed raw JSON-RPC as a misbehaving or
impatient client would send it — a request cancelled while queued, malformed and oversized
messages, a client that disappears. Each must end in an error response or a clean exit, within a
timeout, never a crash or a hang. NORG_BIN names the binary (default: this checkout's debug build)."""
import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
NORG = os.environ.get("NORG_BIN", str(ROOT / ".build" / "debug" / "norg"))
if not os.access(NORG, os.X_OK):
    pytest.skip(f"no norg binary at {NORG} (swift build first, or set NORG_BIN)", allow_module_level=True)


def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def messages(data):
    """The JSON bodies of a framed stream."""
    found = []
    while data:
        header, _, rest = data.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        found.append(json.loads(rest[:length]))
        data = rest[length:]
    return found


def run(stdin, cwd):
    """Runs the server on `stdin` (then end of input); its status and messages."""
    done = subprocess.run([NORG, "lsp"], input=stdin, capture_output=True, timeout=60, cwd=cwd)
    return done.returncode, messages(done.stdout)


def initialize(root):
    return frame({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                  "params": {"rootUri": root.as_uri(), "capabilities": {"window": {"workDoneProgress": True}}}}) \
        + frame({"jsonrpc": "2.0", "method": "initialized", "params": {}})


def hover(root, id):
    return frame({"jsonrpc": "2.0", "id": id, "method": "textDocument/hover",
                  "params": {"textDocument": {"uri": (root / "a.norg").as_uri()}, "position": {"line": 0, "character": 1}}})


def shutdown_exit():
    return frame({"jsonrpc": "2.0", "id": 99, "method": "shutdown"}) + frame({"jsonrpc": "2.0", "method": "exit"})


@pytest.fixture
def root(tmp_path):
    (tmp_path / "a.norg").write_text("{* A}\n* A\n", encoding="utf-8")
    return tmp_path


def test_a_request_cancelled_while_queued_is_answered_request_cancelled(root):
    cancel = frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 1}})
    status, replies = run(initialize(root) + hover(root, 1) + cancel + hover(root, 2) + shutdown_exit(), root)
    assert status == 0
    by_id = {reply.get("id"): reply for reply in replies if "method" not in reply}
    assert by_id[1]["error"]["code"] == -32800
    assert "contents" in by_id[2]["result"]


def test_indexing_at_start_is_reported_with_work_done_progress(root):
    status, replies = run(initialize(root) + shutdown_exit(), root)
    assert status == 0
    assert [m["method"] for m in replies if "method" in m][:1] == ["window/workDoneProgress/create"]
    kinds = [m["params"]["value"]["kind"] for m in replies if m.get("method") == "$/progress"]
    assert kinds[0] == "begin" and kinds[-1] == "end"


def test_malformed_and_unknown_messages_get_errors_and_the_server_goes_on(root):
    junk = b"Content-Length: 5\r\n\r\n{\"id\"" + frame([1, 2]) \
        + frame({"jsonrpc": "2.0", "id": 3, "method": "norg/nothing"})
    status, replies = run(initialize(root) + junk + hover(root, 4) + shutdown_exit(), root)
    assert status == 0
    codes = [reply.get("error", {}).get("code") for reply in replies if "method" not in reply]
    assert -32700 in codes and -32600 in codes and -32601 in codes
    assert any(reply.get("id") == 4 and "result" in reply for reply in replies)


def test_a_message_over_64_mib_ends_the_server_with_status_one(root):
    header = b"Content-Length: %d\r\n\r\n" % (64 * 1024 * 1024 + 1)
    status, replies = run(initialize(root) + header + b"x" * 1024, root)
    assert status == 1
    assert any("over the limit" in m.get("params", {}).get("message", "") for m in replies)


def test_a_client_that_disappears_mid_message_ends_the_server(root):
    status, replies = run(initialize(root) + b"Content-Length: 100\r\n\r\n{\"jsonrpc\"", root)
    assert status == 1
    assert any(reply.get("id") == 0 for reply in replies)
