// Stands for generated code: .duo-lint.json excludes Generated/, so the plugins leave this finding out even though
// the build passes them every file of the target.
#if os(iOS)
import UIKit

let generatedBar = UIToolbar()
#endif
