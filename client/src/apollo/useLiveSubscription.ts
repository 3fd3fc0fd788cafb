import type { ApolloClient, TypedDocumentNode } from "@apollo/client";
import { useSubscription } from "@apollo/client/react";
import { useEffect, useState } from "react";

/**
 * A subscription whose events are handled by `onData` (it renders nothing itself), started again if it
 * ends with an error, after a pause growing from 2 s to a minute. A dropped socket is handled below
 * this: graphql-ws reconnects and subscribes again on its own.
 */
export function useLiveSubscription<TData>(
  document: TypedDocumentNode<TData, Record<string, never>>,
  onData: (data: TData, client: ApolloClient) => void,
): void {
  const [failures, setFailures] = useState(0);
  const { restart } = useSubscription(document, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      setFailures(0);
      if (data.data) onData(data.data as TData, client);
    },
    onError: (error) => {
      console.error("A live update subscription failed", error);
      setFailures((count) => count + 1);
    },
  });
  useEffect(() => {
    if (!failures) return;
    const timer = setTimeout(restart, Math.min(60_000, 2_000 * 2 ** (failures - 1)));
    return () => clearTimeout(timer);
  }, [failures, restart]);
}
