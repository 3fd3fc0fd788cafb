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

/**
 * The same as a link can say it (`/messages?with=<member>&type=BUSINESS_INQUIRY&idea=<id>`: a
 * notification's path, an e-mailed link), where there is no navigation state.
 */
export function messagesNavigationOf(location: {
  state: unknown;
  search: string;
}): MessagesNavigationState {
  const fromState = readMessagesNavigationState(location.state);
  if (fromState.selectedUserId) return fromState;
  const params = new URLSearchParams(location.search);
  return readMessagesNavigationState({
    selectedUserId: params.get("with"),
    messageType: params.get("type"),
    businessIdeaId: params.get("idea"),
    businessPageId: params.get("page"),
  });
}
