import { Badge, Card, Heading, HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface SectionCardProps extends Omit<Card.RootProps, "title"> {
  /** The heading's id, which names the section. */
  headingId: string;
  /** The heading's text, e.g. 'Members'. */
  title: ReactNode;
  /** The heading is the card's own title (Card.Title) rather than a plain h2. */
  cardTitle?: boolean;
  /** Shown at the header's end, e.g. a count. */
  aside?: ReactNode;
}

/** A small outlined card that is a named section: a header with its h2 (and `aside`), then `children`. */
export function SectionCard({
  headingId,
  title,
  cardTitle = false,
  aside,
  children,
  ...props
}: SectionCardProps) {
  return (
    <Card.Root
      variant="outline"
      bg="bg.panel"
      size="sm"
      as="section"
      aria-labelledby={headingId}
      {...props}
    >
      <Card.Header>
        <HStack justify="space-between">
          {cardTitle ? (
            <Card.Title as="h2" id={headingId} fontSize="md">
              {title}
            </Card.Title>
          ) : (
            <Heading as="h2" size="md" id={headingId}>
              {title}
            </Heading>
          )}
          {aside}
        </HStack>
      </Card.Header>
      {children}
    </Card.Root>
  );
}

/** A count in a round badge, e.g. pending requests; nothing when there are none. */
export function CountBadge({ count }: { count: number }) {
  return count > 0 ? (
    <Badge colorPalette="brand" variant="solid" borderRadius="full">
      {count}
    </Badge>
  ) : null;
}
