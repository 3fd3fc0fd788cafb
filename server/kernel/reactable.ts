import type { EntityManager } from "typeorm";
import type { ReactableKind } from "./kinds";

/** A reaction content type by its stored value: the key an area registers its content under. */
export type { ReactableKind };

/** What a reaction needs to know of its content: whose it is (to notify), how to name it and where it is. */
export type ReactableTarget = {
  ownerId: string;
  noun: string;
  title: string;
  /** The app route that shows it (where a reaction notification opens). */
  path: string;
};

/**
 * The contract a content area registers (`reactable` in its manifest): finds the content for a reaction
 * inside the reaction's transaction, or null when it doesn't exist or the viewer may not see it. Types
 * only: areas never import the reactions registry.
 */
export type Reactable = (
  tx: EntityManager,
  contentId: string,
  viewerId: string,
) => Promise<ReactableTarget | null>;
