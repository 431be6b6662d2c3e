import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The rules of Discorder or Color Brake ABAB for players (issue 15), in the app's language:
/// the localizer's paragraphs, scrollable, under the game's name.
struct ParagraphRulesScreen: View {
    let model: AppModel
    let kind: GameKindModel
    let paragraphs: [String]

    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let texts = model.texts
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    ForEach(Array(paragraphs.enumerated()), id: \.offset) { _, paragraph in
                        Text(verbatim: paragraph)
                    }
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .navigationTitle(texts.gameName(kind))
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(texts.label(.close)) { dismiss() }
                }
            }
        }
    }
}
