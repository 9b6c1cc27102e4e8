-- duo-lint as a language server in Neovim (0.7 or later), next to sourcekit-lsp or alone.
-- Put this file in ~/.config/nvim/plugin/ (or `require` it from init.lua). duo-lint must be on PATH.
--
-- Diagnostics appear as you type (code = rule id), `K` / vim.lsp.buf.hover() on a finding explains the rule,
-- and vim.lsp.buf.code_action() offers "Disable RULE for this line" / "… for this file". Findings the config's
-- baseline knows are hidden, as `duo-lint lint` hides them; to see them too, add
--   init_options = { showBaselined = true },
-- to the config below (or "show-baselined": true to .duo-lint.json).

-- One server per workspace root: the git repository holding the buffer, else the outermost folder with a
-- `.duo-lint.json`, `Package.swift` or `*.xcodeproj` (so the local packages of an app share the app's server).
local function root_of(bufnr)
  local path = vim.api.nvim_buf_get_name(bufnr)
  local markers = { ".duo-lint.json", "Package.swift" }
  local dir = vim.fn.fnamemodify(path, ":p:h")
  local outermost = nil
  while dir and dir ~= "/" and dir ~= "" do
    if vim.loop.fs_stat(dir .. "/.git") then return dir end
    for _, marker in ipairs(markers) do
      if vim.loop.fs_stat(dir .. "/" .. marker) then outermost = dir end
    end
    if #vim.fn.glob(dir .. "/*.xcodeproj", false, true) > 0 then outermost = dir end
    dir = vim.fn.fnamemodify(dir, ":h")
  end
  return outermost or vim.fn.fnamemodify(path, ":p:h")
end

local function start(bufnr)
  local root = root_of(bufnr)
  local config = {
    name = "duo-lint",
    cmd = { "duo-lint", "server" },
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = vim.fn.fnamemodify(root, ":t") } },
    -- Neovim waits 150 ms after a keystroke before sending it; duo-lint judges a file in a few milliseconds.
    flags = { debounce_text_changes = 20 },
  }
  if vim.lsp.start then            -- Neovim 0.8+: reuses the client of the same root
    vim.lsp.start(config, { bufnr = bufnr })
  else                             -- Neovim 0.7
    _G.duo_lint_clients = _G.duo_lint_clients or {}
    local id = _G.duo_lint_clients[root]
    if not id or vim.lsp.client_is_stopped(id) then
      id = vim.lsp.start_client(config)
      _G.duo_lint_clients[root] = id
    end
    if id then vim.lsp.buf_attach_client(bufnr, id) end
  end
end

vim.api.nvim_create_autocmd("FileType", {
  pattern = "swift",
  callback = function(args) start(args.buf) end,
  desc = "start duo-lint server for Swift buffers",
})

-- `.duo-lint.json` buffers too: the server checks the config as it is typed and applies it when it is saved. (It
-- also notices a config changed on disk by itself, at the next message.)
vim.api.nvim_create_autocmd({ "BufRead", "BufNewFile" }, {
  pattern = ".duo-lint.json",
  callback = function(args) start(args.buf) end,
  desc = "attach duo-lint server to its config files",
})
