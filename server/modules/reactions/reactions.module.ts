import { defineModule } from "../../kernel/module";
import { reactionsKinds } from "./reactions.kinds";
import { Reaction } from "./reaction.entity";
import { reactionLoaders } from "./reactions.loaders";
import { ReactionsResolver } from "./reactions.resolver";

export const reactions = defineModule({
  name: "reactions",
  kinds: reactionsKinds,
  resolvers: [ReactionsResolver],
  entities: [Reaction],
  loaders: reactionLoaders,
});
