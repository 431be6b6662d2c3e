package app.dividedloyalties.shell

import java.util.concurrent.Executor

/**
 * What the controllers of Discorder and Color Brake ABAB share: their [PlayLoop] over [play]
 * (the current frame, the store's writes, the computer's turns) and the lifecycle the app's
 * flow drives.
 */
abstract class PlayController<F : Any, E : Any>(
    play: Playable<F, E>,
    writer: GameWriter,
    thinking: Executor,
    ui: Executor,
    listener: PlayListener<F, E>
) : ShownGame {
    /** The loop the subclasses' inputs go through. */
    protected val loop = PlayLoop(play, writer, thinking, ui, listener)

    /** The frame on screen now. */
    val frame: F
        get() = loop.frame

    /** Whether the computer is playing its action now. */
    val computing: Boolean
        get() = loop.computing

    override fun resume() = loop.resume()

    override fun pause() = loop.pause()

    override fun save() = loop.save()

    /** Hands the session to the writer, which closes it after its last write. */
    override fun close() = loop.close()
}
