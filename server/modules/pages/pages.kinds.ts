import { defineKinds } from "../../kernel/kinds";

/** The kinds the pages area owns (see kernel/kinds.ts). */
export const pagesKinds = defineKinds({
  feedItemTypes: { BUSINESS_PAGE: "business_page", PAGE_POST: "page_post" },
  reactableTypes: { PAGE_POST: "page_post" },
  commentableTypes: { PAGE_POST: "page_post" },
  notificationTypes: { PAGE_FOLLOWED: "page_followed", PAGE_REVIEWED: "page_reviewed" },
  moderationTargets: { BUSINESS_PAGE: "BUSINESS_PAGE", PAGE_POST: "PAGE_POST", REVIEW: "REVIEW" },
  auditActions: { VERIFY_PAGE: "VERIFY_PAGE", UNVERIFY_PAGE: "UNVERIFY_PAGE" },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    pages: typeof pagesKinds;
  }
}
