import { relayStylePagination } from "@apollo/client/utilities";
import { defineFeature, pathTarget } from "../feature";

/**
 * Comments: one section for everything members comment on (articles, group posts; forum replies and page
 * posts later), lent to those areas' screens. A comment notification opens where the comment was left.
 */
export const comments = defineFeature({
  name: "comments",
  typePolicies: {
    Query: {
      fields: {
        // One list per piece of content, oldest first.
        comments: relayStylePagination(["contentType", "contentId"]),
      },
    },
  },
  notifications: {
    // Its icon (a speech bubble) is the notifications area's, so the first page does not carry it.
    COMMENT: { opens: pathTarget },
  },
});
