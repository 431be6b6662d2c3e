import GameShell
import SwiftUI

/// The new-game screens' opponent (issues 11 and 15): two players on the device or against the
/// computer, and then the side the person at the device plays, named in the game's own words.
struct OpponentPickers<Side: Hashable>: View {
    let texts: AppTexts
    @Binding var againstComputer: Bool
    @Binding var youPlay: Side
    /// The sides, in the order offered.
    let sides: [Side]
    /// A side's name in the player's language.
    let name: (Side) -> String

    var body: some View {
        Picker(texts.label(.newGameAgainstComputer), selection: $againstComputer) {
            Text(texts.label(.newGameTwoPlayers)).tag(false)
            Text(texts.label(.newGameAgainstComputer)).tag(true)
        }
        .pickerStyle(.segmented)
        if againstComputer {
            Picker(texts.label(.newGameYouPlay), selection: $youPlay) {
                ForEach(sides, id: \.self) { side in
                    Text(verbatim: name(side)).tag(side)
                }
            }
        }
    }
}

/// A number picker of the new-game screens, each number shown as itself.
struct NumberPicker<Numbers: RandomAccessCollection>: View where Numbers.Element == UInt32 {
    let title: String
    @Binding var selection: UInt32
    let numbers: Numbers

    var body: some View {
        Picker(title, selection: $selection) {
            ForEach(numbers, id: \.self) { number in
                Text(verbatim: "\(number)").tag(number)
            }
        }
    }
}
