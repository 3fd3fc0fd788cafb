import { FORUM_CATEGORIES } from "@rules/forums";
import type { ForumCategory } from "../../gql/types";

/** The four categories in their order, with the name, description and colour the server also gives. */
export const CATEGORIES = FORUM_CATEGORIES.map((c) => ({ ...c, key: c.key as ForumCategory }));

const BY_KEY = new Map(CATEGORIES.map((c) => [c.key, c]));

/** A category's name and colour palette ('General Discussion', blue). */
export function categoryOf(key: ForumCategory) {
  return BY_KEY.get(key) ?? { key, name: key, description: "", color: "gray" };
}
