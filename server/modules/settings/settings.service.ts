import type { Services } from "../../kernel/context";
import type { Viewer } from "../../kernel/viewer";
import { DigestFrequency, setAllEmail } from "./preferences";
import { PRIVACY_DEFAULTS, type PrivacyInput } from "./privacy";
import { MemberSettings } from "./settings.entity";

const DEFAULTS = {
  emailNotifications: true,
  pushNotifications: true,
  profileVisible: true,
  dataCollection: true,
};

type Switches = Partial<Record<keyof typeof DEFAULTS, boolean | null>>;

/** The member's settings switches (all on until changed; the digest weekly; privacy open to everyone). */
export async function settingsOf({ db }: Pick<Services, "db">, viewer: Viewer) {
  const row = await db.getRepository(MemberSettings).findOneBy({ userId: viewer.id });
  return (
    row ??
    Object.assign(new MemberSettings(), {
      userId: viewer.id,
      ...DEFAULTS,
      ...PRIVACY_DEFAULTS,
      digest: DigestFrequency.WEEKLY,
      digestChosenAt: null,
    })
  );
}

/**
 * Changes the switches given; those left out stay as they are. The e-mail switch turns every kind's
 * e-mail off, or those the member set back on (the preferences of each kind are the finer control).
 */
export async function updateSettings(
  { db }: Pick<Services, "db">,
  viewer: Viewer,
  input: Switches & PrivacyInput & { digest?: DigestFrequency },
) {
  const userId = viewer.id;
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, v]) => typeof v === "boolean" || typeof v === "string"),
  );
  return db.transaction(async (tx) => {
    const repo = tx.getRepository(MemberSettings);
    const current = await repo.findOneBy({ userId });
    // A new frequency starts a new period; choosing the same again changes nothing.
    if (input.digest && input.digest !== (current?.digest ?? DigestFrequency.WEEKLY))
      Object.assign(changes, { digestChosenAt: new Date() });
    await repo.upsert({ userId, ...DEFAULTS, ...current, ...changes }, ["userId"]);
    if (typeof input.emailNotifications === "boolean")
      await setAllEmail(tx, userId, input.emailNotifications);
    return repo.findOneByOrFail({ userId });
  });
}
