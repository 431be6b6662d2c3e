import DividedLoyaltiesCore
import GameShell
import SwiftUI
import UniformTypeIdentifiers

/// The new-game screen (SCREENS.md, New game): the 12 built-ins grouped "4 rounds" and
/// "3 rounds" with a drawing, name and size each; the rounds (the position's default, R3, or
/// 3 or 4); "Open a position file…" through the system file picker.
struct NewGameScreen: View {
    let model: AppModel

    @State private var rounds: UInt8?
    @State private var previews: [String: ViewModel] = [:]
    @State private var importing = false
    @State private var csvChoice: CsvChoice?
    @Environment(\.dismiss) private var dismiss

    private let catalog = NewGameCatalog()

    /// A picked CSV file holding several positions, waiting for the player's choice.
    private struct CsvChoice: Identifiable {
        let id = UUID()
        let csv: String
        let positions: [PositionInfo]
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Picker(model.texts.text(.roundsChoice), selection: $rounds) {
                        Text(model.texts.text(.defaultRounds)).tag(UInt8?.none)
                        Text(model.texts.text(.rounds(3))).tag(UInt8?.some(3))
                        Text(model.texts.text(.rounds(4))).tag(UInt8?.some(4))
                    }
                    .pickerStyle(.segmented)
                }
                ForEach(catalog.groups, id: \.rounds) { group in
                    Section(group.rounds == 4 ? model.texts.text(.fourRounds) : model.texts.text(.threeRounds)) {
                        ForEach(group.positions, id: \.slug) { position in
                            row(position)
                        }
                    }
                }
                Section {
                    Button(model.texts.text(.openPositionFile)) { importing = true }
                }
            }
            .navigationTitle(model.texts.text(.newGame))
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(model.texts.text(.cancel)) { dismiss() }
                        .disabled(model.frame == nil)
                }
            }
            .fileImporter(isPresented: $importing,
                          allowedContentTypes: [.commaSeparatedText, .plainText, .data]) { result in
                openPicked(result)
            }
            .confirmationDialog(model.texts.text(.openPositionFile), isPresented: csvChoiceBinding,
                                presenting: csvChoice) { choice in
                ForEach(Array(choice.positions.enumerated()), id: \.offset) { index, position in
                    Button(position.name) {
                        model.start { try GameSession.fromCsv(csv: choice.csv, index: UInt32(index), rounds: rounds) }
                    }
                }
            }
            .task { loadPreviews() }
        }
        .interactiveDismissDisabled(model.frame == nil)
    }

    private func row(_ position: PositionInfo) -> some View {
        Button {
            model.start { try NewGameCatalog.start(position, rounds: rounds) }
        } label: {
            HStack(spacing: 12) {
                if let preview = previews[position.slug] {
                    BoardThumbnail(frame: preview, texts: model.texts, showSymbols: false)
                        .frame(width: 64, height: 64)
                }
                VStack(alignment: .leading) {
                    Text(position.name).font(.headline)
                    Text(model.texts.text(.boardSize(width: position.width, height: position.height)))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .buttonStyle(.plain)
    }

    /// The drawings of the built-ins: each one's first frame, from the core.
    private func loadPreviews() {
        guard previews.isEmpty else { return }
        for position in catalog.groups.flatMap(\.positions) {
            previews[position.slug] = try? NewGameCatalog.start(position, rounds: nil).view()
        }
    }

    private var csvChoiceBinding: Binding<Bool> {
        Binding(get: { csvChoice != nil }, set: { if !$0 { csvChoice = nil } })
    }

    /// A picked file: read with security-scoped access and copied at once; the core lists its
    /// positions (R9), and a file with several asks which one to play.
    private func openPicked(_ result: Result<URL, Error>) {
        do {
            let data = try ReceivedFileReader.read(result.get())
            let csv = String(decoding: data, as: UTF8.self)
            let positions = try positionsInCsv(csv: csv)
            if positions.count == 1 {
                model.start { try GameSession.fromCsv(csv: csv, index: 0, rounds: rounds) }
            } else {
                csvChoice = CsvChoice(csv: csv, positions: positions)
            }
        } catch let error as DlError {
            model.message = model.texts.error(error)
        } catch {
            model.message = error.localizedDescription
        }
    }
}
