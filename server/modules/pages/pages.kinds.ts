import { defineKinds } from "../../kernel/kinds";

/** The kinds the pages area owns (see kernel/kinds.ts). */
export const pagesKinds = defineKinds({
  feedItemTypes: {
    BUSINESS_PAGE: { value: "business_page", description: "A member created a business page." },
    PAGE_POST: {
      value: "page_post",
      description: "A business page posted; shown to the page's owner and followers.",
    },
  },
  reactableTypes: { PAGE_POST: { value: "page_post", description: "A business page's post." } },
  commentableTypes: { PAGE_POST: { value: "page_post", description: "A business page's post." } },
  notificationTypes: {
    PAGE_FOLLOWED: {
      value: "page_followed",
      description:
        "A member started following the member's business page; new followers fold into one notification until it is read.",
    },
    PAGE_REVIEWED: {
      value: "page_reviewed",
      description: "A member reviewed the member's business page.",
    },
  },
  moderationTargets: {
    BUSINESS_PAGE: { value: "BUSINESS_PAGE", description: "A business page." },
    PAGE_POST: { value: "PAGE_POST", description: "A business page's post." },
    REVIEW: { value: "REVIEW", description: "A review of a business page." },
  },
  auditActions: {
    VERIFY_PAGE: {
      value: "VERIFY_PAGE",
      description: "A super admin gave a business page its verified badge.",
    },
    UNVERIFY_PAGE: {
      value: "UNVERIFY_PAGE",
      description: "A super admin removed a business page's verified badge.",
    },
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    pages: typeof pagesKinds;
  }
}
