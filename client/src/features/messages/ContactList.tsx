import {
  Box,
  Button,
  HStack,
  Input,
  InputGroup,
  Skeleton,
  SkeletonCircle,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { SearchIcon } from "lucide-react";
import { LoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { UserAvatar } from "../../components/UserAvatar";
import { ContactsDocument } from "./messages.generated";
import { displayName } from "../../lib/names";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { CONTACTS_PAGE } from "./cache";

/** How long the search waits after the last keystroke before asking the server. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 300;

function ContactsSkeleton() {
  return (
    <Stack gap="3" p="3" aria-busy="true" aria-label="Loading contacts">
      {[0, 1, 2, 3, 4].map((index) => (
        <HStack key={index} gap="3">
          <SkeletonCircle size="8" />
          <Skeleton h="3.5" flex="1" />
        </HStack>
      ))}
    </Stack>
  );
}

export interface ContactListProps {
  selectedUserId: string | null;
  onSelect: (userId: string) => void;
}

/** The members the viewer can message, searchable by name or e-mail. */
export function ContactList({ selectedUserId, onSelect }: ContactListProps) {
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(ContactsDocument, {
    variables: { search: term || null, first: CONTACTS_PAGE },
  });
  // While a new search loads, the previous results stay (dimmed) rather than flashing skeletons.
  const contacts = (data ?? previousData)?.contacts;
  const pager = usePagedList(contacts, fetchMore);
  const edges = contacts?.edges ?? [];

  let body;
  if (!contacts && loading) {
    body = <ContactsSkeleton />;
  } else if (!contacts && error) {
    body = (
      <Stack gap="2" align="center" p="4" role="alert" textAlign="center">
        <Text fontSize="sm" color="fg.error">
          Failed to load contacts.
        </Text>
        <Button
          size="xs"
          variant="outline"
          colorPalette="gray"
          onClick={() => void refetch().catch(() => undefined)}
        >
          Try again
        </Button>
      </Stack>
    );
  } else if (!edges.length) {
    body = (
      <Text fontSize="sm" color="fg.muted" p="4" textAlign="center">
        {term ? "No contacts found" : "No contacts yet"}
      </Text>
    );
  } else {
    body = (
      <>
        <Stack
          as="ul"
          gap="0.5"
          p="2"
          listStyleType="none"
          aria-label="Contacts"
          opacity={loading ? 0.6 : 1}
        >
          {edges.map(({ node }) => {
            const name = displayName(node);
            const selected = node.id === selectedUserId;
            return (
              <Box as="li" key={node.id}>
                <HStack
                  asChild
                  w="full"
                  gap="3"
                  px="2.5"
                  py="2"
                  borderRadius="l2"
                  textAlign="start"
                  cursor="pointer"
                  bg={selected ? "brand.subtle" : undefined}
                  color={selected ? "brand.fg" : undefined}
                  _hover={{ bg: selected ? "brand.subtle" : "bg.muted" }}
                  focusRing="inside"
                >
                  <button type="button" aria-pressed={selected} onClick={() => onSelect(node.id)}>
                    <UserAvatar
                      name={name}
                      src={node.avatarThumbnailUrl ?? node.avatarUrl}
                      size="sm"
                    />
                    <Stack gap="0" minW="0" flex="1">
                      <Text fontSize="sm" fontWeight="medium" truncate>
                        {name}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" truncate>
                        @{node.username}
                      </Text>
                    </Stack>
                  </button>
                </HStack>
              </Box>
            );
          })}
        </Stack>
        {pager.hasMore ? (
          <Box px="2" pb="2">
            <LoadMoreButton
              size="xs"
              onLoadMore={pager.loadMore}
              onError={(cause) => console.error("Could not load more contacts", cause)}
            />
          </Box>
        ) : null}
      </>
    );
  }

  return (
    <Stack gap="0" h="full" minH="0">
      <Box p="3" borderBottomWidth="1px" flexShrink={0}>
        <InputGroup
          startElement={<SearchIcon />}
          endElement={loading && contacts ? <Spinner size="xs" color="fg.muted" /> : undefined}
        >
          <Input
            type="search"
            size="sm"
            aria-label="Search contacts"
            placeholder="Search by name or email"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </InputGroup>
      </Box>
      <Box flex="1" minH="0" overflowY="auto">
        {body}
      </Box>
    </Stack>
  );
}
