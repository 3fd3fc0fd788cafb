import { Button, type ButtonProps } from "@chakra-ui/react";
import { useState } from "react";
import type { PagedList } from "../apollo/usePagedList";

type LoadMoreButtonProps = Omit<ButtonProps, "onClick" | "loading" | "children"> & {
  /** Fetches the next page; the button shows its loading state until it settles. */
  onLoadMore: () => Promise<unknown>;
  /** Called when the next page could not be loaded. */
  onError: (cause: unknown) => void;
};

/** 'Load more' under a paged list. */
export function LoadMoreButton({ onLoadMore, onError, ...props }: LoadMoreButtonProps) {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      w="full"
      variant="ghost"
      colorPalette="gray"
      loadingText="Loading..."
      {...props}
      loading={loading}
      onClick={() => {
        setLoading(true);
        onLoadMore()
          .catch(onError)
          .finally(() => setLoading(false));
      }}
    >
      Load more
    </Button>
  );
}

/** 'Load more' under a `usePagedList` list, while another page follows. */
export function PagedLoadMoreButton({
  list,
  ...props
}: Omit<LoadMoreButtonProps, "onLoadMore"> & {
  list: Pick<PagedList<unknown>, "hasMore" | "loadMore">;
}) {
  return list.hasMore ? <LoadMoreButton onLoadMore={list.loadMore} {...props} /> : null;
}
