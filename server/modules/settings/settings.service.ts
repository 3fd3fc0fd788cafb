import type { Services } from "../../kernel/context";
import type { Viewer } from "../../kernel/viewer";
import { MemberSettings } from "./settings.entity";

const DEFAULTS = {
  emailNotifications: true,
  pushNotifications: true,
  profileVisible: true,
  dataCollection: true,
};

type Switches = Partial<Record<keyof typeof DEFAULTS, boolean | null>>;

/** The member's settings switches (all on until changed). */
export async function settingsOf({ db }: Pick<Services, "db">, viewer: Viewer) {
  const row = await db.getRepository(MemberSettings).findOneBy({ userId: viewer.id });
  return row ?? Object.assign(new MemberSettings(), { userId: viewer.id, ...DEFAULTS });
}

/** Changes the switches given; those left out stay as they are. */
export async function updateSettings(
  { db }: Pick<Services, "db">,
  viewer: Viewer,
  input: Switches,
) {
  const userId = viewer.id;
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, v]) => typeof v === "boolean"),
  );
  const repo = db.getRepository(MemberSettings);
  await repo.upsert({ userId, ...DEFAULTS, ...(await repo.findOneBy({ userId })), ...changes }, [
    "userId",
  ]);
  return repo.findOneByOrFail({ userId });
}
