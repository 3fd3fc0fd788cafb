import type { ViewerFieldsFragment } from "../../../client/src/apollo/session.generated";

let counter = 0;

export type ViewerFixture = ViewerFieldsFragment & { __typename: "Profile" };

/** A signed-in member as `me` returns it, with fresh data each call; pass overrides for what matters. */
export function makeViewer(overrides: Partial<ViewerFieldsFragment> = {}): ViewerFixture {
  counter += 1;
  return {
    __typename: "Profile",
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    username: `member${counter}`,
    fullName: `Member Number${counter}`,
    email: `member${counter}@example.com`,
    avatarUrl: null,
    avatarThumbnailUrl: null,
    verified: true,
    isSuperAdmin: false,
    ...overrides,
  };
}
