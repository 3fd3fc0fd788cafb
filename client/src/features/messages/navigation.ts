import type { MessageType } from "../../gql/types";

/** What other screens may pass to /messages as navigation state (react-router `location.state`). */
export interface MessagesNavigationState {
  /** Opens the chat with this member. */
  selectedUserId?: string;
  /** The kind of message to write, and the inbox tab to show: GENERAL or BUSINESS_INQUIRY. */
  messageType?: MessageType;
  /** The business idea a business inquiry is about. */
  businessIdeaId?: string;
  /** The business page a general message is sent from ('Message' on the page): 'Re: {name}'. */
  businessPageId?: string;
}

function messageTypeOf(value: unknown): MessageType | undefined {
  if (typeof value !== "string") return undefined;
  const upper = value.toUpperCase();
  return upper === "GENERAL" || upper === "BUSINESS_INQUIRY" ? upper : undefined;
}

/** Reads the navigation state defensively: it can hold anything (or come from an old history entry). */
export function readMessagesNavigationState(state: unknown): MessagesNavigationState {
  if (!state || typeof state !== "object") return {};
  const record = state as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  return {
    selectedUserId: text(record.selectedUserId),
    messageType: messageTypeOf(record.messageType),
    businessIdeaId: text(record.businessIdeaId),
    businessPageId: text(record.businessPageId),
  };
}
