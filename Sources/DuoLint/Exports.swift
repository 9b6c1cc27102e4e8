// The modules the core is built on, re-exported: the server, the readiness report, the executable and the tools
// import `DuoLint` alone (ARCHITECTURE.md, "Modules").
@_exported import DuoLintSyntax
@_exported import DuoLintBuild
