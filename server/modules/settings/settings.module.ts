import { defineModule } from "../../kernel/module";
import { NotificationPreferences1797400000000 } from "./migrations/1797400000000-NotificationPreferences";
import { PrivacyControls1797500000100 } from "./migrations/1797500000100-PrivacyControls";
import { MemberSettings } from "./settings.entity";
import { SettingsResolver } from "./settings.resolver";

export const settings = defineModule({
  name: "settings",
  resolvers: [SettingsResolver],
  entities: [MemberSettings],
  migrations: [NotificationPreferences1797400000000, PrivacyControls1797500000100],
});
