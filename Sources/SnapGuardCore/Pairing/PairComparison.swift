import Foundation

/// Compares an active screen with the snapshot iOS took of it and decides whether the privacy
/// cover came up. Pure: pixels and findings in, verdict and evidence out.
///
/// - **fail** when the snapshot shows a finding (any counted one; those whose normalised value the
///   active screen showed are listed as shared, wherever they sit);
/// - **fail** (when a cover is required) when the whole snapshot, or any one region of the grid,
///   is structurally close to the active screen. Both are compared after a light blur, so a
///   snapshot that is only lightly blurred still matches;
/// - **error** when a cover is required but the pictures cannot be compared (different aspect
///   ratios, a snapshot too small): never a pass;
/// - a snapshot stored sideways (a landscape screen kept in portrait, or the reverse: its aspect
///   ratio is the active screen's turned) is compared turned both ways, and the closer turn counts,
///   so a wrong turn can only make the pair look alike, never tell a leak apart;
/// - **pass** otherwise: an overlay, a heavy blur, a splash screen.
package struct PairComparison: Sendable {
    package var settings: PairSettings

    package init(settings: PairSettings = PairSettings()) {
        self.settings = settings
    }

    /// The similarity of two greyscale pictures of one screen, at the working scale. A snapshot
    /// whose aspect ratio is the active screen's turned a quarter is compared both ways turned.
    package func similarity(active: GreyImage, snapshot: GreyImage) throws(PairError) -> PairSimilarity {
        let (activeSize, snapshotSize) = ((active.width, active.height), (snapshot.width, snapshot.height))
        guard !aspectMatches(activeSize, snapshotSize), aspectMatches(activeSize, (snapshot.height, snapshot.width)) else {
            return try measure(active: active, snapshot: snapshot)
        }
        var closest: PairSimilarity?
        for turn in [Rotation.clockwise, .counterClockwise] {
            let picture: GreyImage
            do throws(ImageError) { picture = try turn.apply(to: snapshot) } catch { throw .cannotTurn(reason: error.description) }
            var turned = try measure(active: active, snapshot: picture)
            turned.snapshotTurned = turn == .clockwise ? "clockwise" : "counterClockwise"
            if closest.map({ turned.closeness > $0.closeness }) ?? true { closest = turned }
        }
        return closest!
    }

    /// The similarity of two pictures of the same aspect ratio.
    private func measure(active: GreyImage, snapshot: GreyImage) throws(PairError) -> PairSimilarity {
        try checkComparable(active: active, snapshot: snapshot)
        let content = WorkingImage.content(of: active, settings: settings)
        let width = settings.workingWidth
        let height = max(1, Int((Double(width) * Double(content.height) / Double(content.width)).rounded()))
        let a = try WorkingImage(active, width: width, height: height, settings: settings)
        let b = try WorkingImage(snapshot, width: width, height: height, settings: settings)
        let measure = StructuralSimilarity(windowSize: settings.windowSize, minimumStructure: settings.minimumStructure,
                                           minimumInformativeShare: settings.minimumInformativeShare)
        let totals = measure.measure(a, b, columns: settings.columns, rows: settings.rows)
        var regions: [RegionSimilarity] = []
        for row in 0..<settings.rows {
            for column in 0..<settings.columns {
                let similarity = measure.score(totals.regions[row * settings.columns + column]).map(Self.rounded)
                let left = content.width * column / settings.columns, right = content.width * (column + 1) / settings.columns
                let top = content.height * row / settings.rows, bottom = content.height * (row + 1) / settings.rows
                regions.append(RegionSimilarity(row: row, column: column,
                                                box: BoundingBox(x: left, y: content.y + top, width: right - left, height: bottom - top),
                                                similarity: similarity,
                                                matched: similarity.map { $0 >= settings.regionThreshold } ?? false))
            }
        }
        return PairSimilarity(global: measure.score(totals.global, requireShare: false).map(Self.rounded), regions: regions)
    }

    /// Judges a pair, once: whether the cover came up (`PairEvidence.cover`) and the pair's
    /// verdict. `activeFindings` are everything the active screen showed; `snapshotFindings` the
    /// snapshot's findings that count (a policy's waivers already applied).
    package func judge(active: GreyImage, snapshot: GreyImage, activeFindings: [Finding] = [],
                      snapshotFindings: [Finding] = [], coverRequired: Bool = true) -> PairVerdict {
        var evidence = PairEvidence(cover: coverRequired ? .covered : .notRequired, activeWidth: active.width,
                                    activeHeight: active.height, activeFindings: activeFindings, thresholds: settings.thresholds)
        let activeKeys = Set(activeFindings.map(Self.key))
        evidence.sharedFindings = snapshotFindings.filter { activeKeys.contains(Self.key($0)) }
        if !snapshotFindings.isEmpty {
            let shared = evidence.sharedFindings.count
            evidence.reasons.append(shared > 0
                ? "the snapshot shows \(shared) finding\(shared == 1 ? "" : "s") the active screen showed: "
                    + evidence.sharedFindings.map { "\($0.category) \($0.masked)" }.joined(separator: ", ")
                : "the snapshot shows \(snapshotFindings.count) finding\(snapshotFindings.count == 1 ? "" : "s")")
        }
        do {
            let similarity = try self.similarity(active: active, snapshot: snapshot)
            evidence.similarity = similarity
            if let turn = similarity.snapshotTurned {
                evidence.reasons.append("the snapshot is stored sideways; compared turned \(turn == "clockwise" ? "clockwise" : "counter-clockwise"), the closer of the two turns")
            }
            if coverRequired {
                if let global = similarity.global, global >= settings.globalThreshold {
                    evidence.cover = .uncovered
                    evidence.reasons.append("the snapshot looks like the active screen: similarity \(PairSimilarity.figure(global)) ≥ \(PairSimilarity.figure(settings.globalThreshold))")
                }
                let matched = similarity.matchedRegions
                if !matched.isEmpty {
                    evidence.cover = .uncovered
                    evidence.reasons.append("\(matched.count) of \(similarity.regions.count) regions match the active screen ("
                        + matched.map { "\($0.label) \(PairSimilarity.figure($0.similarity ?? 0))" }.joined(separator: ", ")
                        + ") at ≥ \(PairSimilarity.figure(settings.regionThreshold))")
                }
            }
        } catch {
            evidence.comparisonError = error.description
            if coverRequired {
                evidence.cover = .undetermined
                if snapshotFindings.isEmpty {
                    evidence.reasons.append("cannot tell whether the cover came up: \(error.description)")
                }
            }
        }
        // A finding, or a snapshot that looks like the screen, fails; not knowing whether the cover
        // came up is never a pass.
        let verdict: Verdict = !snapshotFindings.isEmpty || evidence.cover == .uncovered ? .fail
            : evidence.cover == .undetermined ? .error : .pass
        if verdict == .pass {
            evidence.reasons.append(coverRequired
                ? "the snapshot differs from the active screen in every region (highest \(PairSimilarity.figure(evidence.similarity?.highestRegion)) < \(PairSimilarity.figure(settings.regionThreshold)))"
                : "no finding in the snapshot; the screen needs no cover")
        }
        return PairVerdict(verdict: verdict, evidence: evidence)
    }

    /// Fails unless the two pictures can be compared at the working scale.
    private func checkComparable(active: GreyImage, snapshot: GreyImage) throws(PairError) {
        for (which, image) in [("active screen", active), ("snapshot", snapshot)] {
            let content = WorkingImage.content(of: image, settings: settings)
            if content.width < settings.workingWidth || content.height < settings.workingWidth {
                throw .tooSmall(which: which, size: "\(image.width)x\(image.height)", minimumWidth: settings.workingWidth)
            }
        }
        if !aspectMatches((active.width, active.height), (snapshot.width, snapshot.height)) {
            throw .aspectMismatch(active: "\(active.width)x\(active.height)", snapshot: "\(snapshot.width)x\(snapshot.height)")
        }
    }

    private func aspectMatches(_ active: (width: Int, height: Int), _ snapshot: (width: Int, height: Int)) -> Bool {
        let ratioA = Double(active.width) / Double(active.height), ratioB = Double(snapshot.width) / Double(snapshot.height)
        return abs(ratioA - ratioB) / ratioA <= settings.aspectTolerance
    }

    /// A finding's value normalised for comparison: the category, then letters and digits only,
    /// lower-cased after compatibility mapping ("4111 1111" and "4111-1111" are one value).
    static func key(_ finding: Finding) -> String {
        let text = finding.value.revealed.precomposedStringWithCompatibilityMapping.lowercased()
        return finding.category.rawValue + ":" + String(text.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

}
