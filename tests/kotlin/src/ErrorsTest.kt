package app.dividedloyalties.tests

import app.dividedloyalties.core.DlException
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.builtinPositionCsv
import app.dividedloyalties.core.builtinPositionList
import app.dividedloyalties.core.positionsInCsv
import org.junit.Assert.assertEquals
import org.junit.Assert.assertThrows
import org.junit.Assert.assertTrue
import org.junit.Test

/** Bad input raises the typed Kotlin exception with its stable code, never a crash. */
class ErrorsTest {
    @Test
    fun unknownPositionsAndBadRoundsAreTyped() {
        val unknown = assertThrows(DlException.UnknownPosition::class.java) {
            GameSession.newBuiltin("nowhere", null)
        }
        assertEquals("unknown_position", unknown.code)
        val rounds = assertThrows(DlException.InvalidArgument::class.java) {
            GameSession.newBuiltin("1", 5u)
        }
        assertEquals("bad_rounds", rounds.code)
        assertThrows(DlException.UnknownPosition::class.java) { builtinPositionCsv(13u) }
    }

    @Test
    fun badCsvNamesTheLineAndTheProblem() {
        val cases = mapOf(
            "" to "csv_empty",
            "id,name\n1,A\n" to "csv_unknown_header",
            "position_id,position_name,row,c0\n1,A,x,S1\n" to "csv_non_numeric_row",
            "position_id,position_name,row,c0\n1,A,0,o\n" to "csv_no_region",
            "position_id,position_name,row,c0\n1,A,0,\"S,1\"\n" to "csv_bad_token",
            "position_id,position_name,row,c0\n1,A,99,S1\n" to "csv_cell_out_of_range",
            "\u0000\u00ff\u1234garbage" to "csv_unknown_header",
        )
        for ((text, code) in cases) {
            val e = assertThrows(DlException.InvalidCsv::class.java) { positionsInCsv(text) }
            assertEquals(text, code, e.code)
            assertThrows(DlException.InvalidCsv::class.java) { GameSession.fromCsv(text, 0u, null) }
        }
        val e = assertThrows(DlException.InvalidCsv::class.java) {
            positionsInCsv("position_id,position_name,row,c0\n1,A,0,S1\n1,A,0,S1\n")
        }
        assertEquals(3uL, e.details.line)
        assertEquals(0L, e.details.number)
        assertThrows(DlException.InvalidArgument::class.java) {
            GameSession.fromCsv("position_id,position_name,row,c0\n1,A,0,S1\n", 1u, null)
        }
    }

    @Test
    fun builtinsTravelAsCsvAndComeBackTheSame() {
        val list = builtinPositionList()
        assertEquals(12, list.size)
        assertEquals(listOf(4u, 4u, 4u, 4u, 4u, 4u, 3u, 3u, 3u, 3u, 3u, 3u), list.map { it.defaultRounds })
        for (info in list) {
            val back = positionsInCsv(builtinPositionCsv(info.number!!)).single()
            assertEquals(info.name, back.name)
            assertEquals(info.width, back.width)
            assertEquals(info.height, back.height)
            assertTrue(back.number == null)
        }
    }
}
