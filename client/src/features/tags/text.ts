const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The tag screens' texts. */
export const TAG_TEXT = {
  empty: (tag: string) => `No posts tagged #${tag} yet.`,
  unknown: (tag: string) => `Nobody has used #${tag} yet.`,
  uses: (count: number) => plural(count, "post", "posts"),
  followers: (count: number) => plural(count, "follower", "followers"),
  tagFailed: "Failed to load the tag",
  listFailed: "Failed to load the tagged posts",
  followFailed: "Failed to follow the tag",
  unexpected: "An unexpected error occurred",
  signInAction: "follow this tag",
  trending: "Trending",
  trendingEmpty: "No tags trending today.",
  trendingFailed: "Failed to load trending tags",
  followed: "Your tags",
  followedEmpty: "You don't follow any tags yet.",
} as const;
