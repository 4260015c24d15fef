import Foundation

/// One self-contained HTML page for reviewers: the summary, a verdict filter, and per screen its
/// verdict, a thumbnail with every finding boxed and blacked out, and the table of findings.
///
/// The page makes no outside requests: styles and script are inline, thumbnails are `data:` URIs,
/// and a Content-Security-Policy forbids anything else. Thumbnails come with the screens
/// (`ScreenPictures`, drawn by `ScreenRedactor` while each screen was read: `PictureOptions`), so
/// no pixel of a finding's box is embedded.
package struct HTMLReporter: Reporter {
    package static let identifier = "html"
    package static let summary = "a self-contained HTML page with redacted thumbnails, for reviewers"

    /// Thumbnail width in pixels.
    package static let thumbnailWidth = 360

    package init() {}

    package func render(_ report: ScanReport, options: ReportOptions) -> String {
        let summary = report.summary
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>SnapGuard report</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <header>
            <h1>SnapGuard report</h1>
            <p class="meta">\(e(report.toolName)) \(e(report.toolVersion)) · \(e(ScanReport.controls.joined(separator: " · ")))</p>
            <p class="totals"><span class="badge fail">\(summary.failed) failed</span> <span class="badge pass">\(summary.passed) passed</span> <span class="badge error">\(summary.errors) unreadable</span> of \(summary.screens) screen\(summary.screens == 1 ? "" : "s")</p>
            \(report.warnings.map { "<p class=\"warning\">Warning: \(e($0))</p>\n" }.joined())<nav id="filter">Show: <button data-filter="all" class="on">All</button> <button data-filter="fail">Failed</button> <button data-filter="error">Unreadable</button> <button data-filter="pass">Passed</button></nav>
            </header>
            <main>

            """
        // Failed first, then unreadable, then passed; each group in report order.
        for verdict in [Verdict.fail, .error, .pass] {
            for screen in report.screens where screen.verdict == verdict { html += section(screen, options: options) }
        }
        html += """
            </main>
            <footer>Values are masked\(options.reveal ? " — except in this report, made with --reveal: do not share it" : ""). Findings are blacked out in every thumbnail; red boxes fail the screen, orange ones do not.</footer>
            <script>\(Self.script)</script>
            </body>
            </html>

            """
        return html
    }

    private func section(_ screen: ScreenResult, options: ReportOptions) -> String {
        let name = screen.name
        let verdict = screen.verdict.rawValue
        var html = """
            <section class="screen \(verdict)" data-verdict="\(verdict)">
            <h2><span class="badge \(verdict)">\(verdict.uppercased())</span> \(e(name.displayName))</h2>
            <p class="path">\(e(screen.path))</p>
            <div class="body">

            """
        if let pair = screen.pair {
            // Pair mode: the active screen and its snapshot side by side, both redacted.
            let active = pair.activeWidth > 0 ? thumbnail(screen.pictures.activeThumbnail, name: ScreenName(path: pair.activePath)) : ""
            html += "<div class=\"pair\"><figure>" + active + "<figcaption>active screen</figcaption></figure>"
                + "<figure>" + thumbnail(of: screen) + "<figcaption>snapshot</figcaption></figure></div>\n"
        } else {
            html += thumbnail(of: screen)
        }
        html += "<div class=\"details\">\n"
        if let pair = screen.pair { html += pairDetails(pair) }
        if let error = screen.error {
            html += "<p class=\"problem\">Unreadable: \(e(error)). An unreadable screen never passes.</p>\n"
        } else if screen.findings.isEmpty {
            html += "<p>\(screen.overlayDetected ? "Privacy overlay detected." : "No sensitive data found.")</p>\n"
        } else {
            html += findingTable(screen, options: options)
        }
        return html + "</div>\n</div>\n</section>\n"
    }

    private func thumbnail(of screen: ScreenResult) -> String {
        guard screen.verdict != .error, screen.width > 0 else { return "" }
        return thumbnail(screen.pictures.thumbnail, name: screen.name)
    }

    /// The redacted thumbnail `png` of the screen `name`, or a note that there is none.
    private func thumbnail(_ png: Data?, name: ScreenName) -> String {
        guard let png else { return "<p class=\"thumb missing\">No thumbnail.</p>\n" }
        return "<img class=\"thumb\" alt=\"\(e(name.name)), findings blacked out\" "
            + "src=\"data:image/png;base64,\(png.base64EncodedString())\">\n"
    }

    /// The pair's verdict line, its reasons, the thresholds and the grid of region similarities
    /// (matched regions marked).
    private func pairDetails(_ pair: PairEvidence) -> String {
        var html = "<p class=\"pairline\">\(e(PairText.verdictLine(pair))).</p>\n<ul class=\"reasons\">\n"
        for reason in pair.reasons { html += "<li>\(e(reason))</li>\n" }
        html += "</ul>\n<p class=\"meta\">\(e(PairText.summary(pair)))</p>\n"
        guard let similarity = pair.similarity, let columns = similarity.regions.map(\.column).max().map({ $0 + 1 }) else { return html }
        html += "<table class=\"regions\"><caption>Region similarity (SSIM), status bar and home indicator cropped</caption>\n"
        for start in stride(from: 0, to: similarity.regions.count, by: columns) {
            html += "<tr>" + similarity.regions[start..<min(start + columns, similarity.regions.count)].map { region in
                "<td class=\"\(region.matched ? "matched" : "")\" title=\"\(region.label)\">\(PairSimilarity.figure(region.similarity))</td>"
            }.joined() + "</tr>\n"
        }
        return html + "</table>\n"
    }

    private func findingTable(_ screen: ScreenResult, options: ReportOptions) -> String {
        var html = "<table>\n<thead><tr><th>Severity</th><th>Category</th><th>Value</th><th>Pattern</th><th>Box</th>"
            + "<th>Confidence</th><th>Status</th></tr></thead>\n<tbody>\n"
        for finding in screen.findings {
            let status = screen.waivers[finding].map { "not failing: \($0.reason)" } ?? "fails the screen"
            html += "<tr class=\"\(screen.counts(finding) ? "counted" : "waived")\"><td>\(finding.severity)</td>"
                + "<td>\(e(finding.category.rawValue))</td><td class=\"value\">\(e(finding.shown(options)))</td>"
                + "<td>\(e(finding.patternId))</td><td>\(finding.box)</td>"
                + "<td>\(Int((finding.confidence * 100).rounded()))%</td><td>\(e(status))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    private func e(_ text: String) -> String { MarkupEscaping.escape(text) }

    private static let style = """
        body{font:14px/1.4 -apple-system,system-ui,"Segoe UI",sans-serif;margin:0;color:#1c1c1e;background:#f2f2f7}
        header{padding:16px 24px;background:#fff;border-bottom:1px solid #d1d1d6;position:sticky;top:0}
        h1{margin:0 0 4px;font-size:22px}.meta{margin:0;color:#6c6c70}.totals{margin:8px 0}
        .warning{margin:6px 0;padding:6px 10px;border-radius:6px;background:#fff4e5;color:#8a4b00;font-weight:600}
        main{padding:16px 24px;display:grid;gap:16px;max-width:1400px}footer{padding:16px 24px;color:#6c6c70}
        .screen{background:#fff;border-radius:10px;padding:12px 16px;border-left:6px solid #34c759}
        .screen.fail{border-left-color:#ff3b30}.screen.error{border-left-color:#ff9500}
        h2{margin:0;font-size:17px}.path{margin:2px 0 8px;color:#6c6c70;font-family:ui-monospace,monospace;word-break:break-all}
        .body{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}.details{flex:1;min-width:280px;overflow-x:auto}
        .thumb{width:240px;border:1px solid #d1d1d6;border-radius:6px}.thumb.missing{width:240px;color:#6c6c70}
        .badge{display:inline-block;padding:1px 8px;border-radius:9px;color:#fff;font-weight:600;font-size:12px}
        .badge.fail{background:#ff3b30}.badge.pass{background:#34c759}.badge.error{background:#ff9500}
        table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #e5e5ea}
        td.value{font-family:ui-monospace,monospace;white-space:nowrap}tr.waived{color:#8e8e93}.problem{color:#c93400}
        nav button{font:inherit;border:1px solid #d1d1d6;background:#fff;border-radius:6px;padding:2px 10px;cursor:pointer}
        nav button.on{background:#1c1c1e;color:#fff}
        .pair{display:flex;gap:12px}.pair figure{margin:0;text-align:center;color:#6c6c70}
        table.regions{width:auto;margin-top:8px}table.regions td{font-family:ui-monospace,monospace;border:1px solid #e5e5ea}
        table.regions td.matched{background:#ffd6d3;font-weight:600}.pairline{font-weight:600}
        """

    private static let script = """
        document.querySelectorAll('#filter button').forEach(function (button) {
          button.addEventListener('click', function () {
            var wanted = button.dataset.filter;
            document.querySelectorAll('#filter button').forEach(function (b) { b.classList.toggle('on', b === button); });
            document.querySelectorAll('section.screen').forEach(function (s) {
              s.hidden = wanted !== 'all' && s.dataset.verdict !== wanted;
            });
          });
        });
        """
}
