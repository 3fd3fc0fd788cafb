import type { Logger } from "../logger";
import { listen } from "./listen";

/** The channel the ChangeSignals migration's triggers notify on. */
const CHANNEL = "agora_changes";

/** A change the database signalled: `member:<id>` (a profile, its settings or a session of theirs) or `feed`. */
export type ChangeListener = (change: string) => void;

/**
 * What this process hears of changes committed to the database, from whichever process or script wrote
 * them: one listening connection per process (besides the pub/sub's, which may be Redis). For in-memory
 * copies that must never be served stale (the session cache, the visitor's feed): a copy is usable only
 * while `live()`, i.e. while the connection listens; every listener hears `*` when it (re)connects, since
 * changes may have gone unheard in between, and copies made from reads started before a change are
 * refused by `generation()`. `sync()` returns once every change committed before the call has been heard:
 * a round trip on the listening connection that began after the call (PostgreSQL delivers pending
 * notifications before answering it), shared by every caller waiting at the same time, so a copy checked
 * after it is as fresh as a read from the database would have been, at the cost of one trivial statement
 * per batch of requests instead of a real read per request.
 */
export type Changes = {
  on: (listener: ChangeListener) => void;
  live: () => boolean;
  generation: () => number;
  sync: () => Promise<void>;
  close: () => Promise<void>;
};

export async function listenToChanges(databaseUrl: string, log: Logger): Promise<Changes> {
  const listeners: ChangeListener[] = [];
  let generation = 0;

  const emit = (change: string) => {
    generation++;
    for (const listener of listeners) listener(change);
  };

  let running: Promise<void> | undefined;
  let waiting: Promise<void> | undefined;
  /** One round trip on the listening connection: PostgreSQL delivers pending notifications before its answer. */
  const roundTrip = async () => {
    try {
      await listening.client()?.query("SELECT 1");
    } catch {
      // The connection's error handler turns copies off.
    } finally {
      running = undefined;
    }
  };

  const listening = await listen({
    databaseUrl,
    channel: CHANNEL,
    name: "agora-changes",
    log,
    lostMessage: "change listener lost; in-memory copies are off until it is back",
    onPayload: emit,
    // Whatever changed while nobody listened is unknown: every copy starts again.
    onLost: () => emit("*"),
    onListening: () => emit("*"),
  });
  return {
    on: (listener) => void listeners.push(listener),
    live: () => listening.client() !== undefined,
    generation: () => generation,
    sync: () => {
      if (!running) return (running = roundTrip());
      // The one in flight may have begun before this call's moment: wait for the next, shared by every
      // caller that arrives meanwhile.
      return (waiting ??= running.then(() => {
        waiting = undefined;
        return (running ??= roundTrip());
      }));
    },
    close: listening.close,
  };
}
