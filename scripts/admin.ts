// npm run admin -- grant <email> | revoke <email> | list
import { setSuperAdmin } from "../server/modules/accounts/accounts.service";
import { openDatabase } from "./database";

async function main() {
  const [action, ...emails] = process.argv.slice(2);
  if (
    !["grant", "revoke", "list"].includes(action ?? "") ||
    (action !== "list" && emails.length === 0)
  ) {
    console.error("usage: npm run admin -- grant <email>... | revoke <email>... | list");
    process.exit(1);
  }
  const { db, close } = await openDatabase();
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
