import pytest

# pytest-lsp reports what falls outside the LSP specification as LspSpecificationWarning: make those failures.
def pytest_configure(config):
    config.addinivalue_line("filterwarnings", "error::pytest_lsp.checks.LspSpecificationWarning")
    config.addinivalue_line("markers", "asyncio")
