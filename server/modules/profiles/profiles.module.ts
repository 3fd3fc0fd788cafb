import { defineModule } from "../../kernel/module";
import { profilePersonalData } from "./profiles.personal-data";
import { profilesKinds } from "./profiles.kinds";
import { Profile } from "./profile.entity";
import { profileLoaders } from "./profiles.loaders";
import { ProfilesResolver } from "./profiles.resolver";
import { profileSearch } from "./profiles.search";
import { profileTies } from "./profiles.ties";
import { ProfileTieIndexes1797000000400 } from "./migrations/1797000000400-ProfileTieIndexes";

export const profiles = defineModule({
  name: "profiles",
  personalData: profilePersonalData,
  kinds: profilesKinds,
  resolvers: [ProfilesResolver],
  entities: [Profile],
  migrations: [ProfileTieIndexes1797000000400],
  loaders: profileLoaders,
  searchSource: profileSearch,
  feedKinds: { new_user: { path: ({ contentId }) => `/profile/${contentId}` } },
  memberTies: profileTies,
});
