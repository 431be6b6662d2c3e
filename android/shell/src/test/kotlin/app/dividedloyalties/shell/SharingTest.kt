package app.dividedloyalties.shell

import app.dividedloyalties.core.GameSession
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Test

/** Which share entries the menu offers, and what the interim payloads carry (SCREENS.md "Share"). */
class SharingTest {
    /** Offers every entry, as dl-app's payloads will; records nothing. */
    private object Everything : SharePayloads {
        override fun offers(action: ShareAction, session: GameSession) = true

        override fun payload(action: ShareAction, session: GameSession) =
            SharePayload(action.name, emptyList())
    }

    @Test
    fun theResultIsSharedOnlyOnceTheGameIsOver() {
        ControllerHarness(GameSession.newBuiltin("octopus", null)).use { h ->
            assertEquals(
                listOf(
                    ShareAction.POSITION_LINK,
                    ShareAction.POSITION_FILE,
                    ShareAction.POSITION_PICTURE,
                    ShareAction.GAME_FILE,
                    ShareAction.GAME_LINK
                ),
                h.controller.shareMenu(Everything)
            )
            h.controller.proposeAgreement()
            h.controller.answer(true)
            h.controller.answer(true)
            assertEquals(ShareAction.RESULT, h.controller.shareMenu(Everything).first())
        }
    }

    @Test
    fun aBuiltInSharesItsWebAddressAndACustomPositionOnlyItsGameLink() {
        ControllerHarness(GameSession.newBuiltin("octopus", null)).use { h ->
            assertEquals(
                listOf(ShareAction.POSITION_LINK, ShareAction.GAME_LINK),
                h.controller.shareMenu(LinkSharePayloads)
            )
            // The shared link opens the same position again.
            val link = h.controller.share(ShareAction.POSITION_LINK, LinkSharePayloads)!!.text!!
            (BindingsRouter.open(Incoming.Link(link)) as Received.Game).session.use { s ->
                assertEquals("Octopus", s.view().positionName)
            }
        }
        ControllerHarness().use { h ->
            assertEquals(listOf(ShareAction.GAME_LINK), h.controller.shareMenu(LinkSharePayloads))
            assertNull(h.controller.share(ShareAction.POSITION_LINK, LinkSharePayloads))
            assertNotNull(h.controller.share(ShareAction.GAME_LINK, LinkSharePayloads)?.text)
        }
    }
}
