import { Button, Stack, Text, type StackProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface RetryButtonProps {
  /** Loads again (usually a query's `refetch`); a failure is left to the query's error. */
  onRetry: () => Promise<unknown> | void;
  size?: "xs" | "sm";
}

/** 'Try again' beside a list or panel that could not be loaded. */
export function RetryButton({ onRetry, size = "xs" }: RetryButtonProps) {
  return (
    <Button
      size={size}
      variant="outline"
      colorPalette="gray"
      onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}
    >
      Try again
    </Button>
  );
}

export type LoadFailedProps = RetryButtonProps &
  Omit<StackProps, "children"> & {
    /** What could not be loaded, e.g. 'Failed to load members'. */
    message: ReactNode;
  };

/** In place of a list that could not be loaded: the message in red and 'Try again' under it. */
export function LoadFailed({ message, onRetry, size = "xs", ...props }: LoadFailedProps) {
  return (
    <Stack gap="2" role="alert" align="start" {...props}>
      <Text fontSize={size === "xs" ? "sm" : undefined} color="fg.error">
        {message}
      </Text>
      <RetryButton onRetry={onRetry} size={size} />
    </Stack>
  );
}
