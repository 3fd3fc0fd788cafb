/**
 * Every pub/sub topic and its payload: each area names its own in its manifest (`topics`). Payloads carry
 * ids only (NOTIFY caps a message at 8000 bytes); subscribers load the rest. Publish after the transaction
 * commits. A per-member topic's first argument is the member's id: an event reaches only that member's
 * subscribers, so delivery costs the same with ten sockets open or ten thousand.
 *
 * Empty here: the composition root (server/modules/index.ts) merges every area's topics into it by
 * declaration merging, so the pub/sub and the areas type topics without importing the list of areas.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AreaTopics {}
export type Topics = { [Topic in keyof AreaTopics]: AreaTopics[Topic] };
