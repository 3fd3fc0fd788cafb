import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { HammerIcon } from "lucide-react";
import { EmptyState } from "./EmptyState";

export interface NotAvailableYetProps {
  /** What is being built, e.g. "Messaging". */
  area: string;
  description?: ReactNode;
}

/** An honest placeholder for an area that a later release delivers. */
export function NotAvailableYet({ area, description }: NotAvailableYetProps) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="l3" bg="bg.panel">
      <EmptyState
        icon={<HammerIcon />}
        title="Coming soon"
        description={
          description ?? `${area} is being built and is not available yet. Check back soon.`
        }
      />
    </Box>
  );
}
