import Foundation
import SnapGuardCLI

exit(SnapGuardCLI.main(Array(CommandLine.arguments.dropFirst())).rawValue)
