import { defineModule } from "../../kernel/module";
import { MemberBlocks1796200000000 } from "./migrations/1796200000000-MemberBlocks";
import { MemberBlock } from "./block.entity";
import { blockLoaders, blockMemberFacts } from "./blocks.loaders";
import { BlocksResolver } from "./blocks.resolver";

/**
 * Blocks between members. The rule itself (blocks.sql.ts `blockedEither`) is read by the areas that show
 * or deliver one member's content or actions to another: the feed, search, lists, messages, connections
 * and notifications.
 */
export const blocks = defineModule({
  name: "blocks",
  migrations: [MemberBlocks1796200000000],
  resolvers: [BlocksResolver],
  entities: [MemberBlock],
  loaders: blockLoaders,
  memberFacts: blockMemberFacts,
});
