-- duo-lint server driven by Neovim's built-in LSP client, headless (nvim 0.7 or later):
--
--   DUO_LINT_BIN=.build/debug/duo-lint DUO_LINT_WORKSPACE=/tmp/ws \
--     nvim --headless -u NONE -i NONE -n -c "luafile Tests/DuoLintTests/Server/Clients/neovim_client.lua"
--
-- The workspace must hold App/Screen.swift (a ScrollView around Panes()), App/Panes.swift (a view whose body is an
-- ArrangementView) and App/Bar.swift (a UIToolbar() on line 3). Prints one "ok: …" line per check and exits 0, or
-- prints "FAIL: …" and exits 1.

local bin = os.getenv("DUO_LINT_BIN")
local root = os.getenv("DUO_LINT_WORKSPACE")
local timeout = 20000

local function say(line) io.stdout:write(line .. "\n") end

local function check(cond, what)
  if not cond then error(what, 2) end
  say("ok: " .. what)
end

local function codes(bufnr)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do table.insert(out, d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "?") end
  table.sort(out)
  return table.concat(out, ",")
end

local function wait_codes(bufnr, expected)
  vim.wait(timeout, function() return codes(bufnr) == expected end, 20)
  return codes(bufnr)
end

local messages = {}
vim.lsp.handlers["window/showMessage"] = function(_, result) table.insert(messages, result.message) end

local function write_file(path, text)
  local f = assert(io.open(path, "w"))
  f:write(text)
  f:close()
end

local function run()
  local exit_code = nil
  local client_id = vim.lsp.start_client({
    name = "duo-lint",
    cmd = { bin, "server" },
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = "app" } },
    on_exit = function(code, _signal) exit_code = code end,
  })
  check(client_id ~= nil, "the client started duo-lint server")

  local function open(relative)
    vim.cmd("edit " .. vim.fn.fnameescape(root .. "/" .. relative))
    local bufnr = vim.api.nvim_get_current_buf()
    vim.bo[bufnr].filetype = "swift"
    vim.lsp.buf_attach_client(bufnr, client_id)
    return bufnr
  end

  vim.wait(timeout, function()
    local c = vim.lsp.get_client_by_id(client_id)
    return c ~= nil and c.initialized
  end, 20)
  local client = vim.lsp.get_client_by_id(client_id)
  check(client and client.initialized, "initialize / initialized")
  check(client.server_capabilities.hoverProvider == true, "the server offers hover")

  -- Diagnostics on open, with a cross-file fact (Panes is only on disk).
  local screen = open("App/Screen.swift")
  local got = wait_codes(screen, "arrangement-in-scroll-view")
  check(got == "arrangement-in-scroll-view", "diagnostics on open (" .. got .. ")")
  local d = vim.diagnostic.get(screen)[1]
  check(d.lnum == 3 and d.col == 21, "the diagnostic is at line 4, column 22 (" .. d.lnum .. ":" .. d.col .. ")")
  check(d.severity == vim.diagnostic.severity.ERROR, "an error")

  -- Cross-file re-publishing: Panes loses its arrangement, Screen's finding goes.
  local panes = open("App/Panes.swift")
  vim.api.nvim_buf_set_lines(panes, 3, 4, false, { '        Text("one pane")' })
  got = wait_codes(screen, "")
  check(got == "", "editing another file re-published this one (" .. got .. ")")
  vim.api.nvim_buf_set_lines(panes, 3, 4, false, { '        ArrangementView { Text("a") } secondary: { Text("b") }' })
  got = wait_codes(screen, "arrangement-in-scroll-view")
  check(got == "arrangement-in-scroll-view", "and back (" .. got .. ")")

  -- Diagnostics on edit, cleared on fix.
  local bar = open("App/Bar.swift")
  got = wait_codes(bar, "custom-bar-instance")
  check(got == "custom-bar-instance", "diagnostics of the bar file")
  vim.api.nvim_buf_set_lines(bar, 2, 3, false, { "    let bar = 1" })
  got = wait_codes(bar, "")
  check(got == "", "cleared on fix (" .. got .. ")")
  vim.api.nvim_buf_set_lines(bar, 2, 3, false, { "    let bar = UIToolbar()" })
  got = wait_codes(bar, "custom-bar-instance")
  check(got == "custom-bar-instance", "back on edit (" .. got .. ")")

  -- Hover.
  local params = { textDocument = vim.lsp.util.make_text_document_params(bar), position = { line = 2, character = 16 } }
  local replies = vim.lsp.buf_request_sync(bar, "textDocument/hover", params, timeout) or {}
  local hover = replies[client_id] and replies[client_id].result
  local value = hover and hover.contents and hover.contents.value or ""
  check(value:find("custom-bar-instance", 1, true) and value:find("How to fix", 1, true), "hover explains the rule")

  -- A code action, applied.
  local diagnostic = vim.lsp.diagnostic.get_line_diagnostics(bar, 2)
  local ca_params = {
    textDocument = vim.lsp.util.make_text_document_params(bar),
    range = { start = { line = 2, character = 0 }, ["end"] = { line = 2, character = 0 } },
    context = { diagnostics = diagnostic },
  }
  replies = vim.lsp.buf_request_sync(bar, "textDocument/codeAction", ca_params, timeout) or {}
  local actions = replies[client_id] and replies[client_id].result or {}
  check(#actions == 2 and actions[1].title == "Disable custom-bar-instance for this line", "two quick fixes offered")
  vim.lsp.util.apply_workspace_edit(actions[1].edit, client.offset_encoding or "utf-16")
  local line = vim.api.nvim_buf_get_lines(bar, 2, 3, false)[1]
  check(line == "    // duo-lint:disable:next custom-bar-instance", "the fix inserted the comment (" .. line .. ")")
  got = wait_codes(bar, "")
  check(got == "", "the applied fix cleared the finding (" .. got .. ")")

  -- The config edited on disk (Neovim 0.7 sends no didChangeWatchedFiles): seen at the next message, here an edit.
  local config = root .. "/.duo-lint.json"
  local config_buf = vim.uri_to_bufnr(vim.uri_from_fname(config))
  local function touch_screen()
    vim.api.nvim_buf_set_lines(screen, 0, 1, false, { "import SwiftUI" })
  end
  write_file(config, '{ "disable": ["arrangement-in-scroll-view"] }\n')
  touch_screen()
  got = wait_codes(screen, "")
  check(got == "", "a config written on disk applies (" .. got .. ")")
  write_file(config, '{ "disable": ["arrangement-in-scroll-vew"] }\n')
  touch_screen()
  got = wait_codes(config_buf, "configuration")
  check(got == "configuration", "a broken config on disk: a diagnostic on it (" .. got .. ")")
  vim.wait(timeout, function() return #messages > 0 end, 20)
  check(#messages > 0 and messages[#messages]:find("arrangement-in-scroll-vew", 1, true), "and a message naming the key")
  got = wait_codes(screen, "arrangement-in-scroll-view")
  check(got == "arrangement-in-scroll-view", "the files it governs are judged with the defaults (" .. got .. ")")
  write_file(config, '{ "disable": ["arrangement-in-scroll-view"] }\n')
  touch_screen()
  got = wait_codes(config_buf, "")
  check(got == "", "fixed on disk: the diagnostic goes (" .. got .. ")")
  got = wait_codes(screen, "")
  check(got == "", "and the fixed config applies (" .. got .. ")")
  write_file(config, "{}\n")
  touch_screen()
  got = wait_codes(screen, "arrangement-in-scroll-view")
  check(got == "arrangement-in-scroll-view", "back to the defaults (" .. got .. ")")

  -- Shutdown: shutdown then exit; the server exits 0.
  vim.lsp.stop_client(client_id)
  vim.wait(timeout, function() return exit_code ~= nil end, 20)
  check(exit_code == 0, "shutdown + exit: the server exited with status " .. tostring(exit_code))
end

local ok, err = pcall(run)
if ok then
  say("neovim: all checks passed")
  vim.cmd("qall!")
else
  say("FAIL: " .. tostring(err))
  vim.cmd("cquit 1")
end
