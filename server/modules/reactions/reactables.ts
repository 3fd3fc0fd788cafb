import type { EntityManager } from "typeorm";
import { findReactableArticle } from "../articles/articles.service";
import type { ContentType } from "./reaction.entity";

/** What a reaction needs to know of its content: whose it is (to notify) and how to name it. */
export type Reactable = { ownerId: string; noun: string; title: string };

export type ReactableLookup = (
  tx: EntityManager,
  contentId: string,
  viewerId: string,
) => Promise<Reactable | null>;

/**
 * The registration point for reactable content: each content module adds its lookup (null when the
 * content doesn't exist or the viewer may not see it). Types without a lookup yet cannot be reacted to.
 */
export const reactables: Partial<Record<ContentType, ReactableLookup>> = {
  article: findReactableArticle,
};
