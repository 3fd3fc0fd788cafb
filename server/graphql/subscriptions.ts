import type { Context } from "../kernel/context";

/**
 * Subscriptions listen on the viewer's own topic (see Topics in pubsub.ts); a socket without a viewer never
 * gets this far (it is refused at connect), but would listen on a topic nobody publishes to.
 */
export const viewerTopic = ({ context }: { context: Context }) => context.viewer?.id ?? "nobody";
