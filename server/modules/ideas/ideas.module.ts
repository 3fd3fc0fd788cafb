import type { Context } from "../../kernel/context";
import { BusinessIdeas1796000000000 } from "./migrations/1796000000000-BusinessIdeas";
import { ideasKinds } from "./ideas.kinds";
import { defineModule } from "../../kernel/module";
import { BusinessIdea, BusinessUpdate } from "./idea.entity";
import { ideaLoaders } from "./ideas.loaders";
import { moderatableIdea } from "./ideas.moderation";
import {
  BusinessIdeasResolver,
  BusinessUpdateResolver,
  MessageIdeaResolver,
} from "./ideas.resolver";
import { ideaSearch } from "./ideas.search";
import { findReactableIdea, ideaPath } from "./ideas.service";

/** Where an update's feed item opens: its idea's page. */
async function updateItemPath(
  { contentId }: { contentId: string | null },
  ctx: Context,
): Promise<string> {
  const update: { businessIdeaId: string } | null = contentId
    ? await ctx.loaders.businessUpdateById.load(contentId)
    : null;
  return update ? ideaPath(update.businessIdeaId) : "/investing";
}

/** Business ideas (investing): ideas seeking investment, founders' updates, inquiries to founders. */
export const ideas = defineModule({
  name: "ideas",
  kinds: ideasKinds,
  migrations: [BusinessIdeas1796000000000],
  resolvers: [BusinessIdeasResolver, BusinessUpdateResolver, MessageIdeaResolver],
  entities: [BusinessIdea, BusinessUpdate],
  loaders: ideaLoaders,
  searchSource: ideaSearch,
  reactable: { business_idea: findReactableIdea },
  moderatable: { BUSINESS_IDEA: moderatableIdea },
  feedKinds: {
    business_idea: { path: ({ contentId }) => (contentId ? ideaPath(contentId) : "/investing") },
    business_update: { path: updateItemPath },
  },
});
