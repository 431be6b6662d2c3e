package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeLength
import app.dividedloyalties.core.ColorBrakeMode
import app.dividedloyalties.core.ColorBrakeSession
import app.dividedloyalties.core.ColorBrakeStatus
import app.dividedloyalties.core.DiscorderStarter
import app.dividedloyalties.core.GameKindModel
import app.dividedloyalties.core.GameStore
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * The collection of three games in the app's flow: the game chooser and each game's new-game
 * screen, starting a game of each (the previous one goes to Saved games), opening a saved game
 * of each kind, and a relaunch back into the game of whichever kind was on screen.
 */
class CollectionFlowTest {
    /** Plays one action of the game on screen, of whichever kind, so that it is kept when the next one starts. */
    private fun FlowHarness.playOne() {
        app.game?.let { return playOneStone() }
        app.discorder?.let { game ->
            val free = game.frame.cells.first { it.tile == null }.centre
            game.touch(free.x, free.y)
            return
        }
        val game = app.colorBrake!!
        game.ready()
        game.play(game.hand.let { it.colours + it.specials }.first { it.refusal == null }.action)
    }

    private fun FlowHarness.savedKinds(): List<GameKindModel> {
        app.showSavedGames()
        return app.savedGames!!.entries.map { it.kind }
    }

    @Test
    fun theFirstLaunchShowsTheGameChooserWhoseEntriesOpenEachGamesNewGameScreen() {
        FlowHarness().use { h ->
            assertEquals(Screen.CHOOSE_GAME, h.app.navigation.current)
            assertNull(h.app.shown)
            val opened = GAME_CHOICES.map { kind ->
                h.app.chooseGame(kind)
                val screen = h.app.navigation.current
                assertTrue("back to the chooser", h.app.back())
                assertEquals(Screen.CHOOSE_GAME, h.app.navigation.current)
                screen
            }
            assertEquals(
                listOf(Screen.NEW_GAME, Screen.NEW_DISCORDER, Screen.NEW_COLOR_BRAKE),
                opened
            )
        }
    }

    @Test
    fun startingAGameOfEachKindPutsThePreviousOneInSavedGames() {
        FlowHarness().use { h ->
            h.startBuiltin("octopus")
            h.playOne()
            h.app.chooseGame(GameKindModel.DISCORDER)
            h.app.startDiscorder(DiscorderChoice(DiscorderStarter.YELLOW))
            assertEquals(Screen.DISCORDER, h.app.navigation.current)
            assertEquals(listOf(GameKindModel.DIVIDED_LOYALTIES), h.savedKinds())
            h.playOne()
            h.app.chooseGame(GameKindModel.COLOR_BRAKE)
            h.app.startColorBrake(ColorBrakeChoice(ColorBrakeLength.Rounds(4u)))
            assertEquals(Screen.COLOR_BRAKE, h.app.navigation.current)
            assertEquals(GameKindModel.COLOR_BRAKE, h.app.rulesKind)
            assertEquals(ColorBrakeLength.Rounds(4u), h.app.colorBrake!!.frame.length)
            assertEquals(
                setOf(GameKindModel.DIVIDED_LOYALTIES, GameKindModel.DISCORDER),
                h.savedKinds().toSet()
            )
            assertNull(h.app.notice)
        }
    }

    @Test
    fun aSavedGameOfEachKindOpensOnItsScreenAndTheOneOnScreenGoesToSavedGames() {
        FlowHarness().use { h ->
            h.app.startDiscorder(DiscorderChoice(DiscorderStarter.BLACK))
            h.playOne()
            val discorder = h.app.discorder!!.frame
            h.app.startColorBrake(ColorBrakeChoice())
            h.playOne()
            val colorBrake = h.app.colorBrake!!.frame
            h.startBuiltin("pyramid")
            h.playOne()
            val expected = mapOf(
                GameKindModel.DISCORDER to Screen.DISCORDER,
                GameKindModel.COLOR_BRAKE to Screen.COLOR_BRAKE
            )
            for ((kind, screen) in expected) {
                h.app.showSavedGames()
                h.app.openSaved(h.app.savedGames!!.entries.first { it.kind == kind })
                assertEquals(screen, h.app.navigation.current)
                assertEquals(kind, h.app.shown!!.kind)
            }
            assertEquals(
                colorBrake.cells.map {
                    it.fill
                },
                h.app.colorBrake!!.frame.cells.map { it.fill }
            )
            assertTrue(
                "pass-and-play opens behind a hand-over",
                h.app.colorBrake!!.frame.status is ColorBrakeStatus.HandOver
            )
            h.app.showSavedGames()
            h.app.openSaved(h.app.savedGames!!.entries.first { it.kind == GameKindModel.DISCORDER })
            assertEquals(discorder.cells, h.app.discorder!!.frame.cells)
            assertEquals(
                setOf(GameKindModel.DIVIDED_LOYALTIES, GameKindModel.COLOR_BRAKE),
                h.savedKinds().toSet()
            )
        }
    }

    @Test
    fun aRelaunchGoesStraightBackIntoTheGameOfDiscorderExactlyAsItWas() {
        val directory = storeDirectory()
        val frame = FlowHarness(directory).use { h ->
            h.app.startDiscorder(DiscorderChoice(DiscorderStarter.YELLOW))
            h.playOne()
            h.playOne()
            h.app.discorder!!.frame
        }
        FlowHarness(directory).use { h ->
            assertEquals(Screen.DISCORDER, h.app.navigation.current)
            assertEquals(GameKindModel.DISCORDER, h.app.rulesKind)
            val back = h.app.discorder!!.frame
            assertEquals(frame.cells, back.cells)
            assertEquals(frame.toMove, back.toMove)
        }
    }

    /** A store whose current game another part of the app left (the terminal, an earlier version): it opens on its screen. */
    @Test
    fun aGameOfColorBrakeLeftInTheStoreOpensOnItsScreenAtLaunch() {
        val directory = storeDirectory()
        val saved = GameStore.open(directory.toString()).use { store ->
            ColorBrakeSession.newGame(9uL, ColorBrakeLength.Rounds(2u), ColorBrakeMode.PassAndPlay)
                .use { session ->
                    store.startColorBrake(session)
                    session.saveGame()
                }
        }
        FlowHarness(directory).use { h ->
            assertEquals(Screen.COLOR_BRAKE, h.app.navigation.current)
            assertNull(h.app.notice)
        }
        assertEquals("untouched by the launch", saved, currentGameIn(directory))
    }

    /** C2: a length the rules refuse (an odd number of rounds) is told in words, and no game starts. */
    @Test
    fun aRefusedLengthIsToldAndNoGameStarts() {
        FlowHarness().use { h ->
            h.app.chooseGame(GameKindModel.COLOR_BRAKE)
            h.app.startColorBrake(ColorBrakeChoice(ColorBrakeLength.Rounds(3u)))
            val notice = h.app.notice as Notice.ColorBrakeFailed
            englishTexts().use { texts ->
                val said = texts.notice(notice)
                assertTrue(said, said.contains(' ') && "{" !in said)
            }
            assertNull(h.app.shown)
            assertEquals(Screen.NEW_COLOR_BRAKE, h.app.navigation.current)
        }
    }

    /** C2: a new game is dealt from the seed source's seed: the same seed deals the same hands. */
    @Test
    fun aNewGameIsDealtFromTheSeedSource() {
        FlowHarness(seeds = { 42uL }).use { h ->
            h.app.startColorBrake(ColorBrakeChoice())
            val game = h.app.colorBrake!!
            game.ready()
            ColorBrakeSession.newGame(42uL, ColorBrakeChoice().length, ColorBrakeMode.PassAndPlay)
                .use { same ->
                    same.ready()
                    assertEquals(same.view().hand, game.frame.hand)
                    assertEquals(same.view().pile, game.frame.pile)
                }
        }
    }
}
