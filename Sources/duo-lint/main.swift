import DuoLint
print("duo-lint")
