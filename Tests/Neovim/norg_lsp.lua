-- End to end with Neovim's own LSP client (0.7 and later): `norg lsp` started with
-- `vim.lsp.start_client` and attached with `vim.lsp.buf_attach_client` over a small workspace it
-- writes, asserting what an editor shows. Run by Tests/Neovim/run (NORG_BIN names the binary);
-- exits 0 when every check passes, else 1 with the failed check on standard error.
local norg = os.getenv("NORG_BIN")
local timeout = 10000
local root = vim.fn.tempname()
local checks = 0

local function write(path, lines)
  vim.fn.mkdir(vim.fn.fnamemodify(root .. "/" .. path, ":h"), "p")
  vim.fn.writefile(lines, root .. "/" .. path)
end

local function check(condition, what, got)
  if not condition then
    error(what .. (got ~= nil and (": got " .. vim.inspect(got)) or ""), 0)
  end
  checks = checks + 1
end

-- The one answer of our client to a request at (line, character) of the buffer.
local function request(client_id, bufnr, method, line, character, extra)
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = line, character = character } }
  for key, value in pairs(extra or {}) do params[key] = value end
  local answers, err = vim.lsp.buf_request_sync(bufnr, method, params, timeout)
  check(answers ~= nil, method .. " answered in time", err)
  local answer = answers[client_id]
  check(answer ~= nil and answer.err == nil, method .. " answered without error", answer)
  return answer.result
end

local function relative(uri)
  return vim.uri_to_fname(uri):sub(#root + 2)
end

local function run()
  check(norg ~= nil and vim.fn.executable(norg) == 1, "NORG_BIN names an executable norg", norg)
  write("index.norg", {
    "* Index",
    "  See {:notes/b:** Details}[details] and {* Nowhere}.",
    "  Also {? Shared} here.",
  })
  write("notes/b.norg", {
    "* B title",
    "** Details",
    "   - ( ) open task",
    "* Shared",
    "  back to {:$/index:}.",
  })
  write("notes/c.norg", { "* C", "  {:b:** Details} and {:$/index:}." })

  local exited = nil
  local client_id = vim.lsp.start_client({
    name = "norg",
    cmd = { norg, "lsp" },
    root_dir = root,
    on_exit = function(code) exited = code end,
  })
  check(client_id ~= nil, "start_client starts norg lsp")
  vim.cmd("edit " .. vim.fn.fnameescape(root .. "/index.norg"))
  local bufnr = vim.api.nvim_get_current_buf()
  check(vim.lsp.buf_attach_client(bufnr, client_id), "buf_attach_client attaches the buffer")
  check(vim.wait(timeout, function()
    local client = vim.lsp.get_client_by_id(client_id)
    return client ~= nil and client.initialized
  end, 20), "the client is initialized")

  -- Diagnostics: the unresolved link, in the site's words.
  check(vim.wait(timeout, function() return #vim.diagnostic.get(bufnr) > 0 end, 20), "diagnostics are published")
  local messages = vim.tbl_map(function(d) return d.message end, vim.diagnostic.get(bufnr))
  check(vim.tbl_contains(messages, "unresolved link {* Nowhere}"), "the unresolved link is diagnosed", messages)
  check(#messages == 1, "only the unresolved link is diagnosed", messages)

  -- Definition: into another note, at the heading the link names.
  local definition = request(client_id, bufnr, "textDocument/definition", 1, 10)
  local location = definition[1] or definition
  check(relative(location.uri) == "notes/b.norg" and location.range.start.line == 1,
    "definition goes to notes/b.norg line 2", definition)
  -- A wiki link, answered by another note's heading.
  definition = request(client_id, bufnr, "textDocument/definition", 2, 9)
  location = definition[1] or definition
  check(relative(location.uri) == "notes/b.norg" and location.range.start.line == 3,
    "{? Shared} goes to notes/b.norg line 4", definition)

  -- References off any link or heading: the links of the other notes to this one.
  local references = request(client_id, bufnr, "textDocument/references", 2, 0, { context = { includeDeclaration = false } })
  local sources = vim.tbl_map(function(l) return relative(l.uri) end, references)
  table.sort(sources)
  check(vim.deep_equal(sources, { "notes/b.norg", "notes/c.norg" }), "references list the backlinks", sources)

  -- An edit that mends the broken link clears its diagnostic.
  vim.api.nvim_buf_set_lines(bufnr, 3, 3, false, { "* Nowhere" })
  check(vim.wait(timeout, function() return #vim.diagnostic.get(bufnr) == 0 end, 20),
    "the diagnostic goes once the heading exists", vim.diagnostic.get(bufnr))

  -- Completion after `{:notes/b:** D`: the headings of that note.
  local caps = vim.lsp.get_client_by_id(client_id).server_capabilities
  check(caps.completionProvider ~= nil and caps.renameProvider ~= nil, "completion and rename are offered", caps)
  vim.api.nvim_buf_set_lines(bufnr, 4, 4, false, { "  More {:notes/b:** D" })
  local completion = request(client_id, bufnr, "textDocument/completion", 4, 21)
  local labels = vim.tbl_map(function(item) return item.label end, completion.items or completion)
  check(vim.deep_equal(labels, { "Details" }), "completion offers the note's heading", labels)
  vim.api.nvim_buf_set_lines(bufnr, 4, 5, false, {})

  -- Rename of a heading through a link to it: one edit of the heading and of every link to it.
  local prepared = request(client_id, bufnr, "textDocument/prepareRename", 1, 10)
  check(prepared ~= nil and prepared.placeholder == "Details", "prepareRename offers the heading's title", prepared)
  local edit = request(client_id, bufnr, "textDocument/rename", 1, 10, { newName = "Particulars" })
  local edited = {}
  for uri, _ in pairs(edit.changes or {}) do table.insert(edited, relative(uri)) end
  table.sort(edited)
  check(vim.deep_equal(edited, { "index.norg", "notes/b.norg", "notes/c.norg" }), "rename edits the heading and both links", edited)
  vim.lsp.util.apply_workspace_edit(edit, "utf-16")
  local line = vim.api.nvim_buf_get_lines(bufnr, 1, 2, false)[1]
  check(line:find("{:notes/b:** Particulars}", 1, true) ~= nil, "the applied rename rewrites the link", line)
  check(vim.fn.readfile(root .. "/notes/b.norg")[2] == "** Details", "the server wrote no file")

  vim.lsp.stop_client(client_id)
  check(vim.wait(timeout, function() return exited ~= nil end, 20), "the server exits when stopped")
  check(exited == 0, "the server exits with status 0 after shutdown and exit", exited)
end

local ok, failure = pcall(run)
vim.fn.delete(root, "rf")
if ok then
  io.stdout:write("neovim " .. tostring(vim.version().major) .. "." .. tostring(vim.version().minor)
    .. ": " .. checks .. " checks passed\n")
  vim.cmd("qall!")
else
  io.stderr:write("neovim end-to-end check failed: " .. tostring(failure) .. "\n")
  vim.cmd("cquit 1")
end
