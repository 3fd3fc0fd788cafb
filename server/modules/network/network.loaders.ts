import type { DataSource } from "typeorm";
import { preparedQuery } from "../../db/prepared";
import { PrimedLoader } from "../../graphql/loaders";
import type { MemberFacts } from "../../kernel/module";
import type { Viewer } from "../../kernel/viewer";
import { connectedSql, mutualCountSql } from "./network.sql";
import { ConnectionDegree } from "./network.types";

/** The viewer's degree to a member (null for a visitor) and the connections they share. */
export type NetworkFacts = { degree: ConnectionDegree | null; mutual: number };

const VISITOR: NetworkFacts = { degree: null, mutual: 0 };

/**
 * What the facts are read from, over the member `id`, the viewer's id being the SQL `viewer`: the mutual
 * count, whether the two are connections, and the viewer, each named `<prefix><name>`.
 */
const factsSelect = (id: string, viewer: string, prefix: string) =>
  `${mutualCountSql(viewer, id)} AS "${prefix}mutual",
   (${viewer} IS NOT NULL AND ${connectedSql(viewer, id)}) AS "${prefix}connected",
   ${viewer} AS "${prefix}viewer"`;

type FactsRow = { mutual: number; connected: boolean; viewer: string | null };

/** The facts of member `id` from what factsSelect read (degreeSql's rule, in SQL for people()). */
function factsOf(id: string, { mutual, connected, viewer }: FactsRow): NetworkFacts {
  if (!viewer) return VISITOR;
  const degree =
    id === viewer
      ? ConnectionDegree.SELF
      : connected
        ? ConnectionDegree.FIRST
        : mutual > 0
          ? ConnectionDegree.SECOND
          : ConnectionDegree.THIRD_PLUS;
  return { degree, mutual };
}

const FACTS_BY_ID = `SELECT m.id, ${factsSelect("m.id", "$1::uuid", "")}
  FROM unnest($2::uuid[]) AS m(id)`;

export const networkLoaders = (db: DataSource, viewer: Viewer | null) => ({
  /** Degree and mutual count of a batch of members: one statement for the batch. */
  networkFacts: new PrimedLoader<string, NetworkFacts>(async (ids) => {
    if (!viewer) return ids.map(() => VISITOR);
    const rows = await preparedQuery<{ id: string } & FactsRow>(db, FACTS_BY_ID, [viewer.id, ids]);
    const map = new Map(rows.map((row) => [row.id, factsOf(row.id, row)]));
    return ids.map((id) => map.get(id) ?? VISITOR);
  }),
});

type NetworkLoaders = ReturnType<typeof networkLoaders>;

/**
 * Degree and mutual count beside each member read in full (a profile's header, member lists,
 * suggestions): the same SQL as the loader's, so a page of members costs no statement more for them.
 */
export const networkMemberFacts: MemberFacts = {
  fields: ["degree", "mutualConnectionCount"],
  select: (p, viewer, prefix) => factsSelect(`${p}.id`, viewer, prefix),
  prime: (loaders, id, row, prefix) => {
    (loaders as NetworkLoaders).networkFacts.prime(
      id,
      factsOf(id, {
        mutual: row[`${prefix}mutual`] as number,
        connected: row[`${prefix}connected`] as boolean,
        viewer: row[`${prefix}viewer`] as string | null,
      }),
    );
  },
};
