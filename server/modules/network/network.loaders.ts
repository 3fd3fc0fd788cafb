import type { DataSource } from "typeorm";
import { preparedQuery } from "../../db/prepared";
import { PrimedLoader } from "../../graphql/loaders";
import type { MemberFacts } from "../../kernel/module";
import type { Viewer } from "../../kernel/viewer";
import { degreeSql, mutualCountSql } from "./network.sql";
import { ConnectionDegree } from "./network.types";

/** The viewer's degree to a member (null for a visitor) and the connections they share. */
export type NetworkFacts = { degree: ConnectionDegree | null; mutual: number };

const VISITOR: NetworkFacts = { degree: null, mutual: 0 };

/**
 * What the facts are read from, over the member `id`, the viewer's id being the SQL `viewer`: the mutual
 * count and the degree (network.sql.ts's rule, given that count), as one `{mutual, degree}` array named
 * `<prefix>network`.
 */
const factsSelect = (id: string, viewer: string, prefix: string) =>
  `(SELECT ARRAY[network_facts.mutual::text, ${degreeSql(viewer, id, "network_facts.mutual")}]
      FROM (SELECT ${mutualCountSql(viewer, id)} AS mutual) network_facts) AS "${prefix}network"`;

/** The facts factsSelect read. */
function factsOf(read: [string, string | null] | null | undefined): NetworkFacts {
  if (!read?.[1]) return VISITOR;
  return { degree: read[1] as ConnectionDegree, mutual: Number(read[0]) };
}

const FACTS_BY_ID = `SELECT m.id, ${factsSelect("m.id", "$1::uuid", "")}
  FROM unnest($2::uuid[]) AS m(id)`;

export const networkLoaders = (db: DataSource, viewer: Viewer | null) => ({
  /** Degree and mutual count of a batch of members: one statement for the batch. */
  networkFacts: new PrimedLoader<string, NetworkFacts>(async (ids) => {
    if (!viewer) return ids.map(() => VISITOR);
    const rows = await preparedQuery<{ id: string; network: [string, string | null] }>(
      db,
      FACTS_BY_ID,
      [viewer.id, ids],
    );
    const map = new Map(rows.map((row) => [row.id, factsOf(row.network)]));
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
      factsOf(row[`${prefix}network`] as [string, string | null] | null),
    );
  },
};
