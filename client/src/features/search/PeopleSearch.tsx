import { Box, Checkbox, Fieldset, Grid, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { UserSearchIcon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { usePagedList } from "../../apollo/usePagedList";
import { AvatarListSkeleton } from "../../components/AvatarSkeleton";
import { DegreeBadge } from "../../components/DegreeBadge";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { MemberRow } from "../../components/MemberRow";
import { TextField } from "../../components/TextField";
import type { ConnectionDegree } from "../../gql/types";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { PeopleDocument, type PersonResultFieldsFragment } from "./people.generated";

/** People per page, more with 'Load more'. */
export const PEOPLE_PAGE = 20;
/** How long (ms) the Company and Location boxes wait for the typing to stop before searching. */
export const FILTER_TYPING_MS = 400;

export const PEOPLE_LOAD_FAILED = "Failed to load people";

export type PeopleDegree = Exclude<ConnectionDegree, "SELF">;

/** The degree filter's choices, closest first. */
export const PEOPLE_DEGREES: readonly { value: PeopleDegree; label: string }[] = [
  { value: "FIRST", label: "1st" },
  { value: "SECOND", label: "2nd" },
  { value: "THIRD_PLUS", label: "3rd+" },
];

/** The people search's filters, as the address keeps them (?degree=FIRST&company=…&location=…). */
export interface PeopleFilters {
  degree: PeopleDegree[];
  company: string;
  location: string;
}

/** The filters in `params` (unknown degrees are ignored). */
export function peopleFilters(params: URLSearchParams): PeopleFilters {
  const chosen = new Set(params.getAll("degree"));
  return {
    degree: PEOPLE_DEGREES.map(({ value }) => value).filter((value) => chosen.has(value)),
    company: params.get("company") ?? "",
    location: params.get("location") ?? "",
  };
}

/** A text filter's box: what is typed, passed on once the typing stops. */
function useSettled(
  value: string,
  onSettled: (value: string) => void,
): [string, (next: string) => void] {
  const [draft, setDraft] = useState(value);
  // The address changed from elsewhere (back, a shared link): the box follows it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const latest = useRef(onSettled);
  useEffect(() => {
    latest.current = onSettled;
  }, [onSettled]);
  useEffect(() => {
    if (draft === value) return;
    const timer = window.setTimeout(() => latest.current(draft), FILTER_TYPING_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value]);
  return [draft, setDraft];
}

function PeopleFiltersBar({
  filters,
  onChange,
}: {
  filters: PeopleFilters;
  onChange: (next: Partial<PeopleFilters>) => void;
}) {
  const [company, setCompany] = useSettled(filters.company, (value) =>
    onChange({ company: value }),
  );
  const [location, setLocation] = useSettled(filters.location, (value) =>
    onChange({ location: value }),
  );
  const toggle = (degree: PeopleDegree, on: boolean) =>
    onChange({
      degree: PEOPLE_DEGREES.map(({ value }) => value).filter((value) =>
        value === degree ? on : filters.degree.includes(value),
      ),
    });

  return (
    <Grid
      as="form"
      role="search"
      aria-label="Filter people"
      templateColumns={{ base: "1fr", md: "auto 1fr 1fr" }}
      gap="4"
      alignItems="end"
      mb="4"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ company, location });
      }}
    >
      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm" fontWeight="medium" mb="1.5">
          Degree
        </Fieldset.Legend>
        <HStack gap="4" h="10">
          {PEOPLE_DEGREES.map(({ value, label }) => (
            <Checkbox.Root
              key={value}
              size="sm"
              checked={filters.degree.includes(value)}
              onCheckedChange={(details) => toggle(value, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </Fieldset.Root>
      <TextField
        label="Company"
        value={company}
        maxLength={100}
        placeholder="e.g. Acme"
        onChange={(event) => setCompany(event.target.value)}
      />
      <TextField
        label="Location"
        value={location}
        maxLength={100}
        placeholder="e.g. Berlin"
        onChange={(event) => setLocation(event.target.value)}
      />
      {/* Enter in a box searches at once. */}
      <button type="submit" hidden />
    </Grid>
  );
}

function PeopleSkeleton() {
  return (
    <AvatarListSkeleton
      label="Loading people"
      lines={[
        ["3.5", "35%"],
        ["3", "50%"],
      ]}
    />
  );
}

function PersonRow({ person }: { person: PersonResultFieldsFragment }) {
  const name = displayName(person);
  const role = [person.title, person.company].filter(Boolean).join(" at ");
  const detail = [role || `@${person.username}`, person.location].filter(Boolean).join(" · ");
  return (
    <MemberRow
      as="li"
      px={{ base: "4", md: "5" }}
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: "0" }}
      profileId={person.id}
      name={name}
      avatarSrc={person.avatarThumbnailUrl ?? person.avatarUrl}
      detail={detail}
      actions={
        <Stack gap="1" align="end" flexShrink={0}>
          <DegreeBadge degree={person.degree} />
          {person.mutualConnectionCount > 0 ? (
            <Text fontSize="xs" color="fg.muted">
              {person.mutualConnectionCount === 1
                ? "1 mutual connection"
                : `${person.mutualConnectionCount} mutual connections`}
            </Text>
          ) : null}
        </Stack>
      }
    />
  );
}

export interface PeopleSearchProps {
  /** The search box's text. */
  term: string;
  filters: PeopleFilters;
  onFiltersChange: (next: Partial<PeopleFilters>) => void;
}

/**
 * The search screen's People tab (members only): members matching the text, connections first, then
 * the second degree, then the rest, narrowed by degree, company and location.
 */
export function PeopleSearch({ term, filters, onFiltersChange }: PeopleSearchProps) {
  const { data, loading, error, refetch, fetchMore } = useQuery(PeopleDocument, {
    variables: {
      search: term,
      degree: filters.degree.length ? filters.degree : null,
      company: filters.company.trim() || null,
      location: filters.location.trim() || null,
      first: PEOPLE_PAGE,
    },
    fetchPolicy: "cache-and-network",
  });
  const results = data?.people;
  const pager = usePagedList(results, fetchMore);

  let content;
  if (!results && loading) {
    content = <PeopleSkeleton />;
  } else if (!results) {
    content = null;
  } else if (!pager.nodes.length) {
    content = (
      <EmptyState
        icon={<UserSearchIcon />}
        title="No people found"
        description="Try other words, or fewer filters"
      />
    );
  } else {
    content = (
      <Stack as="ul" gap="0" listStyleType="none" aria-label="People">
        {pager.nodes.map((person) => (
          <PersonRow key={person.id} person={person} />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PeopleFiltersBar filters={filters} onChange={onFiltersChange} />
      {!results && !loading ? (
        <ErrorState
          title={PEOPLE_LOAD_FAILED}
          description={userMessage(error, "An unexpected error occurred")}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" overflow="hidden">
          {content}
        </Box>
      )}
      <PagedLoadMoreButton
        mt="4"
        variant="outline"
        list={pager}
        onError={(cause) =>
          notify.error(
            PEOPLE_LOAD_FAILED,
            userMessage(cause, "An unexpected error occurred"),
            "people-load-more",
          )
        }
      />
    </>
  );
}
