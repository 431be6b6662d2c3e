import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The rules for players (SCREENS.md, Rules) in the app's language: the localizer's sections,
/// each with its paragraphs and a small example board (a saved game, painted like the board)
/// with its caption; scrollable.
struct RulesScreen: View {
    let model: AppModel

    @State private var sections: [RuleExample] = []
    @Environment(\.dismiss) private var dismiss

    /// One section with the first frame of its example game.
    private struct RuleExample: Identifiable {
        let model: RuleSectionModel
        let example: ViewModel?
        var id: String { model.key }
    }

    var body: some View {
        let texts = model.texts
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 24) {
                    ForEach(sections) { section in
                        VStack(alignment: .leading, spacing: 8) {
                            Text(verbatim: section.model.title).font(.title3.bold())
                                .accessibilityAddTraits(.isHeader)
                            ForEach(Array(section.model.paragraphs.enumerated()), id: \.offset) { _, paragraph in
                                Text(verbatim: paragraph)
                            }
                            if let example = section.example {
                                BoardThumbnail(model: model, frame: example)
                                    .frame(maxWidth: 320, maxHeight: 320)
                                    .frame(maxWidth: .infinity)
                                Text(verbatim: section.model.caption)
                                    .font(.footnote)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                .padding()
            }
            .navigationTitle(texts.label(.titleRules))
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(texts.label(.close)) { dismiss() }
                }
            }
            .task(id: texts.language) { load() }
        }
    }

    /// The sections in the app's language, each example opened once.
    private func load() {
        sections = model.texts.localizer.rules().map { section in
            RuleExample(model: section, example: try? GameSession.fromSavedGame(json: section.exampleGame).view())
        }
    }
}
