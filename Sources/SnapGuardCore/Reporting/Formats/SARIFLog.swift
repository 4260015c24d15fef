/// The subset of SARIF 2.1.0 SnapGuard writes (OASIS sarif-schema-2.1.0.json).
struct SARIFLog: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]?
        var results: [Result]
        /// Present only for a partial scan (`executionSuccessful` false) or one with warnings.
        var invocations: [Invocation]?
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]?
        var toolConfigurationNotifications: [Notification]?
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var helpUri: String
        var defaultConfiguration: Configuration
        var properties: RuleProperties
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct RuleProperties: Encodable {
        var tags: [String]
        var precision: String
        var securitySeverity: String?

        enum CodingKeys: String, CodingKey {
            case tags, precision, securitySeverity = "security-severity"
        }
    }

    struct Message: Encodable {
        var text: String
        var markdown: String?
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var attachments: [Attachment]?
        var suppressions: [Suppression]?
        var properties: ResultProperties
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    /// Images have no lines; code scanning needs one, so every result points at line 1 and
    /// the pixels are in `attachments[].rectangles` and `properties.box`.
    struct Region: Encodable {
        var startLine = 1
    }

    struct Attachment: Encodable {
        var description: Message
        var artifactLocation: ArtifactLocation
        var rectangles: [Rectangle]
    }

    struct Rectangle: Encodable {
        var top: Int
        var left: Int
        var bottom: Int
        var right: Int
        var message: Message
    }

    struct Suppression: Encodable {
        var kind = "external"
        var status = "accepted"
        var justification: String
    }

    struct ResultProperties: Encodable {
        var screen: String
        var device: String?
        var locale: String?
        var category: String?
        var severity: Severity?
        var box: BoundingBox?
        var confidence: Double?
        /// Pair mode: the active screen compared with, the similarities and thresholds.
        var activeImage: String?
        var similarity: Double?
        var matchedRegions: [String]?
        var regionThreshold: Double?
        var globalThreshold: Double?
    }
}
