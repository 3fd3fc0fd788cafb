import { defineFeature, pathTarget } from "../feature";

/**
 * Reactions: the buttons (components/Reactions.tsx) are lent to every area's content, which names its
 * reactable kinds in its own manifest. A reaction notification opens the content reacted to, by the route
 * the server wrote into it (or, for one without, by its content type: see `contentRoutes`).
 */
export const reactions = defineFeature({
  name: "reactions",
  // Its icon (a heart) is the notifications area's, so the first page does not carry it.
  notifications: { REACTION: { opens: pathTarget } },
});
