import { defineModule } from "../../kernel/module";
import { MemberSettings } from "./settings.entity";
import { SettingsResolver } from "./settings.resolver";

export const settings = defineModule({
  name: "settings",
  resolvers: [SettingsResolver],
  entities: [MemberSettings],
});
