import { defineModule } from "../../kernel/module";
import { Reaction } from "./reaction.entity";
import { reactionLoaders } from "./reactions.loaders";
import { ReactionsResolver } from "./reactions.resolver";

export const reactions = defineModule({
  name: "reactions",
  resolvers: [ReactionsResolver],
  entities: [Reaction],
  loaders: reactionLoaders,
});
