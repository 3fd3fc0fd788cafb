import type { DataSource, EntityManager } from "typeorm";

export type AfterCommit = (effect: () => void) => void;

/**
 * Runs `work` in a transaction; effects it registers with `afterCommit` (publishing events) run only once the
 * transaction has committed, so subscribers never hear of rows they cannot read yet, or rows rolled back.
 */
export async function inTransaction<T>(
  db: DataSource,
  work: (tx: EntityManager, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const effects: (() => void)[] = [];
  const result = await db.transaction((tx) => work(tx, (effect) => effects.push(effect)));
  for (const effect of effects) effect();
  return result;
}

/**
 * Holds the rows a find reads FOR SHARE until the transaction ends, when `tx` is one (content a reaction
 * or comment goes onto); a plain read outside a transaction takes no lock.
 */
export const shareLockIn = (tx: EntityManager) =>
  tx.queryRunner?.isTransactionActive ? { lock: { mode: "pessimistic_read" as const } } : {};
