// Starts `duo-lint server` (found on the worktree's PATH) for Swift files.
use zed_extension_api::{self as zed, LanguageServerId, Result};

struct DuoLint;

impl zed::Extension for DuoLint {
    fn new() -> Self {
        DuoLint
    }

    fn language_server_command(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let command = worktree
            .which("duo-lint")
            .ok_or_else(|| "duo-lint is not on PATH (build it with `swift build -c release`)".to_string())?;
        Ok(zed::Command {
            command,
            args: vec!["server".to_string()],
            env: Default::default(),
        })
    }
}

zed::register_extension!(DuoLint);
