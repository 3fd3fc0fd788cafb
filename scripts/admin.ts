// npm run admin -- grant <email> | revoke <email> | ban <email> | unban <email> | list
import type { Pool } from "pg";
import { createEventBus } from "../server/graphql/pubsub";
import { createLogger } from "../server/logger";
import { setSuperAdmin } from "../server/modules/accounts/accounts.service";
import { banMember, unbanMember } from "../server/modules/admin/admin.service";
import { openDatabase } from "./database";
import { modules } from "../server/modules";
import { createRegistry } from "../server/kernel/registry";

const ACTIONS = ["grant", "revoke", "ban", "unban", "list"];
const USAGE =
  "usage: npm run admin -- grant <email>... | revoke <email>... | ban <email>... | unban <email>... | list";

async function main() {
  const [action, ...emails] = process.argv.slice(2);
  if (!ACTIONS.includes(action ?? "") || (action !== "list" && emails.length === 0)) {
    console.error(USAGE);
    process.exit(1);
  }
  const { db, config, url, close } = await openDatabase();
  try {
    if (action === "list") {
      const rows: { email: string; username: string }[] = await db.query(
        `SELECT u.email, p.username FROM profiles p JOIN users u ON u.id = p.id WHERE p.is_super_admin ORDER BY u.email`,
      );
      rows.forEach((r) => console.log(`${r.email}\t${r.username}`));
      if (rows.length === 0) console.log("No super admins yet.");
      return;
    }
    const normalised = emails.map((e) => e.trim().toLowerCase());
    if (action === "ban" || action === "unban") {
      // The running servers close a banned member's sockets when told on the same pub/sub they use.
      const bus = await createEventBus({
        databaseUrl: url,
        pool: (db.driver as unknown as { master: Pool }).master,
        redisUrl: config.redisUrl,
        log: createLogger("warn", false),
      });
      const deps = { db, pubSub: bus.pubSub, registry: createRegistry(modules) };
      try {
        for (const email of normalised) {
          const rows: { id: string }[] = await db.query(`SELECT id FROM users WHERE email = $1`, [
            email,
          ]);
          const id = rows[0]?.id;
          if (!id) {
            console.log(`${email}: no account with this e-mail`);
            process.exitCode = 1;
          } else {
            // The same service as the banUser and unbanUser mutations: audit entry (no actor) included.
            try {
              if (action === "ban") {
                const ended = await banMember(deps, null, id);
                console.log(`${email}: banned; ${ended} session(s) ended`);
              } else {
                await unbanMember(deps, null, id);
                console.log(`${email}: ban lifted`);
              }
            } catch (error) {
              console.log(`${email}: ${error instanceof Error ? error.message : String(error)}`);
              process.exitCode = 1;
            }
          }
        }
      } finally {
        await bus.close();
      }
      return;
    }
    const changed = await setSuperAdmin(db, normalised, action === "grant");
    for (const email of normalised) {
      const done = changed.includes(email);
      console.log(
        done
          ? `${email}: ${action === "grant" ? "is now a super admin" : "is no longer a super admin"}`
          : `${email}: no account with this e-mail`,
      );
    }
    if (changed.length < normalised.length) process.exitCode = 1;
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
