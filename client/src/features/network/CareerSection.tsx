import {
  Box,
  Button,
  Card,
  Circle,
  HStack,
  Icon,
  IconButton,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { LoadFailed } from "../../components/LoadFailed";
import { SectionCard } from "../../components/SectionCard";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'YYYY-MM' as 'Jan 2021' (the text itself when it is not such a month). */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  return match && index >= 0 && index < 12 ? `${MONTHS[index]} ${match[1]}` : month;
}

/** A position's time: 'Jan 2021 – Present' while current, 'Mar 2018 – Dec 2020' once it ended. */
export function monthRange(start: string, end: string | null | undefined): string {
  return `${formatMonth(start)} – ${end ? formatMonth(end) : "Present"}`;
}

/** A school's years: '2014 – 2018', '2020 – Present' while ongoing, '2018' with only an end; null without. */
export function yearRange(
  start: number | null | undefined,
  end: number | null | undefined,
): string | null {
  if (start != null) return `${start} – ${end ?? "Present"}`;
  return end != null ? String(end) : null;
}

/** One entry of a career section as it shows. */
export interface CareerEntry {
  id: string;
  /** The first line (a position's title, a school's name): what the Edit and Delete buttons name. */
  heading: string;
  /** The muted lines under it (company, dates, place); empty ones are left out. */
  lines: (string | null | undefined)[];
  /** Free text under the lines, kept as written (line breaks included). */
  description?: string | null;
}

export interface CareerSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  /** 'Experience' or 'Education'. */
  title: string;
  icon: LucideIcon;
  /** Whether the viewer is the member: Add, Edit and Delete are theirs. */
  own: boolean;
  /** The Add button's text, e.g. 'Add position'. */
  addLabel: string;
  /** The list is on its way with nothing to show yet: skeletons. */
  loading: boolean;
  /** The message in place of the list when it could not be loaded; null when it loaded. */
  failedText: string | null;
  onRetry: () => Promise<unknown>;
  entries: CareerEntry[];
  /** The empty text for the owner or for others. */
  emptyText: string;
  onAdd: () => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  /** The dialogs the section opens. */
  children?: ReactNode;
}

function EntriesSkeleton() {
  return (
    <Stack gap="5" aria-busy="true" aria-label="Loading" py="1">
      {[0, 1].map((index) => (
        <HStack key={index} align="start" gap="3">
          <Skeleton boxSize="10" borderRadius="full" flexShrink={0} />
          <Stack gap="2" flex="1">
            <Skeleton h="4" w="45%" />
            <Skeleton h="3.5" w="35%" />
            <Skeleton h="3.5" w="25%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * The frame the profile's Experience and Education share: a named card, its entries (each with Edit
 * and Delete for the owner), Add for the owner, and the loading, empty and error states.
 */
export function CareerSection({
  headingId,
  title,
  icon,
  own,
  addLabel,
  loading,
  failedText,
  onRetry,
  entries,
  emptyText,
  onAdd,
  onEdit,
  onDelete,
  children,
}: CareerSectionProps) {
  let body: ReactNode;
  if (loading) body = <EntriesSkeleton />;
  else if (failedText) body = <LoadFailed message={failedText} onRetry={onRetry} />;
  else if (!entries.length) {
    body = (
      <Text fontSize="sm" color="fg.muted">
        {emptyText}
      </Text>
    );
  } else {
    body = (
      <Stack as="ul" gap="0" listStyleType="none" aria-label={title}>
        {entries.map((entry) => (
          <HStack
            as="li"
            key={entry.id}
            align="start"
            gap="3"
            py="3"
            borderBottomWidth="1px"
            _first={{ pt: "0" }}
            _last={{ borderBottomWidth: "0", pb: "0" }}
          >
            <Circle size="10" bg="brand.muted" color="brand.fg" flexShrink={0} aria-hidden="true">
              <Icon as={icon} boxSize="5" />
            </Circle>
            <Stack gap="0.5" flex="1" minW="0">
              <Text as="h3" fontWeight="semibold" wordBreak="break-word">
                {entry.heading}
              </Text>
              {entry.lines.map((line, index) =>
                line ? (
                  <Text key={index} fontSize="sm" color="fg.muted" wordBreak="break-word">
                    {line}
                  </Text>
                ) : null,
              )}
              {entry.description ? (
                <Text fontSize="sm" mt="1.5" whiteSpace="pre-line" wordBreak="break-word">
                  {entry.description}
                </Text>
              ) : null}
            </Stack>
            {own ? (
              <HStack gap="0.5" flexShrink={0} mt="-1">
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="gray"
                  aria-label={`Edit ${entry.heading}`}
                  onClick={() => onEdit(entry.id)}
                >
                  <PencilIcon />
                </IconButton>
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="gray"
                  aria-label={`Delete ${entry.heading}`}
                  onClick={() => onDelete(entry.id)}
                >
                  <Trash2Icon />
                </IconButton>
              </HStack>
            ) : null}
          </HStack>
        ))}
      </Stack>
    );
  }
  return (
    <SectionCard
      headingId={headingId}
      title={title}
      minW="0"
      aside={
        own ? (
          <Button size="sm" variant="outline" colorPalette="gray" onClick={onAdd}>
            <PlusIcon /> {addLabel}
          </Button>
        ) : null
      }
    >
      <Card.Body pt="0">
        <Box>{body}</Box>
      </Card.Body>
      {children}
    </SectionCard>
  );
}
