import { Box, Button } from "@chakra-ui/react";
import { TriangleAlertIcon } from "lucide-react";
import { EmptyState } from "./EmptyState";

export interface ErrorStateProps {
  title?: string;
  description?: string;
  onRetry?: () => void;
}

/** Shown when a screen's data could not be loaded. */
export function ErrorState({
  title = "Something went wrong",
  description = "An unexpected error occurred",
  onRetry,
}: ErrorStateProps) {
  return (
    <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" role="alert">
      <EmptyState icon={<TriangleAlertIcon />} title={title} description={description}>
        {onRetry ? (
          <Button variant="outline" colorPalette="gray" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </EmptyState>
    </Box>
  );
}
