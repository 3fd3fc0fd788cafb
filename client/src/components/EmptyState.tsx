import { EmptyState as ChakraEmptyState, VStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links offered below the text. */
  children?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** The title's heading level; h2 under a page's h1 by default. */
  titleAs?: "h1" | "h2" | "h3";
}

/** The shared "nothing here" panel: an icon, a title, a line of explanation and optional actions. */
export function EmptyState({
  title,
  description,
  icon,
  children,
  size = "md",
  titleAs = "h2",
}: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size={size}>
      <ChakraEmptyState.Content>
        {icon ? <ChakraEmptyState.Indicator>{icon}</ChakraEmptyState.Indicator> : null}
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title as={titleAs}>{title}</ChakraEmptyState.Title>
          {description ? (
            <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>
          ) : null}
        </VStack>
        {children}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
