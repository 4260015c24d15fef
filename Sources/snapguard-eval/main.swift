import Foundation
import SnapGuardCLI

// `snapguard-eval CORPUS` is `snapguard eval CORPUS`: swift run -c release snapguard-eval Tests/Corpus/tuning
exit(SnapGuardCLI.main(["eval"] + CommandLine.arguments.dropFirst()).rawValue)
