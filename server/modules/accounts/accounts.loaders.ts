import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { preparedQuery } from "../../db/prepared";
import { byId, PrimedLoader } from "../../graphql/loaders";
import type { MemberFacts } from "../../kernel/module";
import { User } from "./user.entity";

/** What a profile shows of a member's account: the e-mail (to whom may see it) and whether it is confirmed. */
export type AccountFacts = { id: string; email: string; verified: boolean };

export const accountLoaders = (db: DataSource) => ({
  userById: new DataLoader<string, User | null>(async (ids) =>
    byId(await db.getRepository(User).findBy({ id: In([...ids]) }), ids),
  ),
  accountById: new PrimedLoader<string, AccountFacts | null>(async (ids) =>
    byId(
      await preparedQuery<AccountFacts>(
        db,
        `SELECT id, email, email_verified_at IS NOT NULL AS verified FROM users WHERE id = ANY($1::uuid[])`,
        [ids],
      ),
      ids,
    ),
  ),
});

type AccountLoaders = ReturnType<typeof accountLoaders>;

/** The account's facts beside each member in full (module.ts, MemberFacts). */
export const accountMemberFacts: MemberFacts = {
  fields: ["email", "verified"],
  select: (p, _viewer, prefix) =>
    `(SELECT json_build_object('id', u.id, 'email', u.email,
                               'verified', u.email_verified_at IS NOT NULL)
        FROM users u WHERE u.id = ${p}.id) AS "${prefix}account"`,
  prime: (loaders, id, row, prefix) =>
    (loaders as AccountLoaders).accountById.prime(
      id,
      (row[`${prefix}account`] as AccountFacts | null) ?? null,
    ),
};
