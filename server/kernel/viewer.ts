/** Who makes a request: a signed-in member's session (visitors have none). Resolved by the accounts area. */
export type Viewer = { id: string; sessionId: string; isSuperAdmin: boolean; isBanned: boolean };
