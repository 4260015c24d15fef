import Testing
@testable import SnapGuardCore

@Suite struct ABARoutingValidatorTests {
    private let aba = ABARoutingValidator()

    @Test(arguments: ["021000021", "011000015", "122105155", "026009593", "011401533", "091000019", "322271627"])
    func acceptsRealRoutingNumbers(_ number: String) {
        #expect(aba.isValid(number))
    }

    @Test(arguments: [
        "021000022",  // checksum fails
        "123456789",  // checksum fails
        "500000005",  // checksum passes, prefix 50 is not in use
        "02100002",  // eight digits
        "0210000210",  // ten digits
    ])
    func rejectsBadChecksumsPrefixesAndLengths(_ number: String) {
        #expect(!aba.isValid(number))
    }
}
