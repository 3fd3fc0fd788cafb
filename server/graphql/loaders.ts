/** Rows in the order of the ids asked for, null where none was found: what a DataLoader batch returns. */
export function byId<T extends { id: string }>(rows: T[], ids: readonly string[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}
