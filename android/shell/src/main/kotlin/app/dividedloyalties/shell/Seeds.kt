package app.dividedloyalties.shell

import java.security.SecureRandom

/** Where the seeds of new games and of the computers' tie-breaks come from. */
fun interface Seeds {
    /** The next seed. */
    fun next(): ULong
}

/** Seeds from the platform's secure random source (a new game's deal cannot be foreseen). */
class SecureSeeds : Seeds {
    private val random = SecureRandom()

    override fun next(): ULong = random.nextLong().toULong()
}
