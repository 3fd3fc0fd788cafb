import { Card, SimpleGrid, Skeleton, SkeletonText } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { notify } from "../theme/toaster";
import { LoadMoreButton } from "./LoadMoreButton";

const COLUMNS = { base: 1, sm: 2 } as const;

/** Two placeholder cards (a picture, a title and two lines, and `extra`) while a card grid loads. */
export function CardGridSkeleton({
  label,
  imageHeight,
  extra,
}: {
  /** Read out while loading, e.g. 'Loading groups'. */
  label: string;
  imageHeight: string;
  extra?: ReactNode;
}) {
  return (
    <SimpleGrid columns={COLUMNS} gap="4" aria-busy="true" aria-label={label}>
      {[0, 1].map((index) => (
        <Card.Root key={index} variant="outline" bg="bg.panel" overflow="hidden">
          <Skeleton h={imageHeight} borderRadius="0" />
          <Card.Body gap="3" p="4">
            <Skeleton h="5" w="60%" />
            <SkeletonText noOfLines={2} gap="2" />
            {extra}
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** A list of cards in two columns (one on a phone), with 'Load more' while another page follows. */
export function PagedCardGrid<T extends { id: string }>({
  label,
  items,
  renderItem,
  hasNextPage,
  onLoadMore,
  loadFailed,
}: {
  /** The list's accessible name, e.g. 'Groups'. */
  label: string;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  hasNextPage: boolean;
  onLoadMore: () => Promise<unknown>;
  /** The error toast's text when the next page cannot be loaded. */
  loadFailed: string;
}) {
  return (
    <>
      <SimpleGrid as="ul" columns={COLUMNS} gap="4" listStyleType="none" aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </SimpleGrid>
      {hasNextPage ? (
        <LoadMoreButton
          variant="outline"
          onLoadMore={onLoadMore}
          onError={() => notify.error("Error", loadFailed)}
        />
      ) : null}
    </>
  );
}
