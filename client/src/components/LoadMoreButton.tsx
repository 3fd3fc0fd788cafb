import { Button, type ButtonProps } from "@chakra-ui/react";
import { useState } from "react";

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
