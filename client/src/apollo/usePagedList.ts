import { useCallback, useMemo, useRef, useState } from "react";

/** A relay-style cursor connection as the queries select it: `edges { node }` and `pageInfo`. */
export interface CursorConnection<TNode> {
  readonly edges: ReadonlyArray<{ readonly node: TNode }>;
  readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor?: string | null };
}

/** One list over a cursor connection, page by page. */
export interface PagedList<TNode> {
  /** Every loaded page's nodes, in order. */
  nodes: TNode[];
  /** Whether another page follows. */
  hasMore: boolean;
  /** Fetches the next page (nothing while one is on its way or after the last); rejects when it fails. */
  loadMore: () => Promise<void>;
  /** Whether the next page is on its way. */
  loadingMore: boolean;
}

/**
 * Pages a query's connection with its `fetchMore`: the cache's `relayStylePagination`
 * type policy appends each page, so this only asks for the one after `endCursor`.
 */
export function usePagedList<TNode>(
  connection: CursorConnection<TNode> | null | undefined,
  fetchMore: (options: { variables: { after: string | null | undefined } }) => Promise<unknown>,
): PagedList<TNode> {
  const edges = connection?.edges;
  const hasMore = Boolean(connection?.pageInfo.hasNextPage);
  const endCursor = connection?.pageInfo.endCursor;
  const nodes = useMemo(() => (edges ?? []).map((edge) => edge.node), [edges]);
  const [loadingMore, setLoadingMore] = useState(false);
  const inFlight = useRef(false);
  const loadMore = useCallback(async () => {
    if (!hasMore || inFlight.current) return;
    inFlight.current = true;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: endCursor } });
    } finally {
      inFlight.current = false;
      setLoadingMore(false);
    }
  }, [fetchMore, hasMore, endCursor]);
  return { nodes, hasMore, loadMore, loadingMore };
}
