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
import { useState, type ReactNode } from "react";
import { userMessage } from "../../apollo/errors";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/LoadFailed";
import { SectionCard } from "../../components/SectionCard";
import { notify } from "../../theme/toaster";

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

/** How one entry of a career section shows. */
export interface CareerEntryView {
  /** The first line (a position's title, a school's name): what Edit, Delete and its question name. */
  heading: string;
  /** The muted lines under it (company, dates, place); empty ones are left out. */
  lines: (string | null | undefined)[];
  /** Free text under the lines, kept as written (line breaks included). */
  description?: string | null;
}

/** What a career section says: its empty, error and delete texts. */
export interface CareerSectionText {
  ownEmpty: string;
  otherEmpty: (memberName: string) => string;
  loadFailed: string;
  deleteTitle: string;
  /** The question before a delete, naming the entry's heading. */
  deleteMessage: (heading: string) => string;
  deleted: string;
  deleteFailed: string;
}

/** What the section hands the owner's Add/Edit dialog. */
export interface CareerDialogProps<Entry> {
  /** The entry being edited; null adds one. */
  entry: Entry | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface CareerSectionProps<Entry extends { id: string }> {
  /** The heading's id, which names the section. */
  headingId: string;
  /** 'Experience' or 'Education'. */
  title: string;
  icon: LucideIcon;
  /** The Add button's text, e.g. 'Add position'. */
  addLabel: string;
  /** Whether the viewer is the member: Add, Edit and Delete are theirs. */
  own: boolean;
  /** The member's name, for the empty text others see. */
  memberName: string;
  text: CareerSectionText;
  /** The list is on its way with nothing to show yet: skeletons. */
  loading: boolean;
  /** The list could not be loaded and there is nothing to show: the error with Try again. */
  failed: boolean;
  onRetry: () => Promise<unknown>;
  entries: readonly Entry[];
  /** How an entry shows. */
  view: (entry: Entry) => CareerEntryView;
  /** Deletes an entry on the server and takes it out of the cache; rejects when that fails. */
  deleteEntry: (entry: Entry) => Promise<unknown>;
  /** The owner's Add/Edit dialog. */
  renderDialog: (props: CareerDialogProps<Entry>) => ReactNode;
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

interface EntryItemProps {
  icon: LucideIcon;
  view: CareerEntryView;
  own: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function EntryItem({ icon, view, own, onEdit, onDelete }: EntryItemProps) {
  return (
    <HStack
      as="li"
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
          {view.heading}
        </Text>
        {view.lines.map((line, index) =>
          line ? (
            <Text key={index} fontSize="sm" color="fg.muted" wordBreak="break-word">
              {line}
            </Text>
          ) : null,
        )}
        {view.description ? (
          <Text fontSize="sm" mt="1.5" whiteSpace="pre-line" wordBreak="break-word">
            {view.description}
          </Text>
        ) : null}
      </Stack>
      {own ? (
        <HStack gap="0.5" flexShrink={0} mt="-1">
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="gray"
            aria-label={`Edit ${view.heading}`}
            onClick={onEdit}
          >
            <PencilIcon />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="gray"
            aria-label={`Delete ${view.heading}`}
            onClick={onDelete}
          >
            <Trash2Icon />
          </IconButton>
        </HStack>
      ) : null}
    </HStack>
  );
}

/**
 * A profile's Experience or Education: a named card, its entries, and the loading, empty and error
 * states. The owner also gets Add, and Edit and Delete on each entry: the section opens its dialog,
 * and asks before a delete, then says how it went in a toast.
 */
export function CareerSection<Entry extends { id: string }>({
  headingId,
  title,
  icon,
  addLabel,
  own,
  memberName,
  text,
  loading,
  failed,
  onRetry,
  entries,
  view,
  deleteEntry,
  renderDialog,
}: CareerSectionProps<Entry>) {
  // undefined: the dialog is closed; null: adding; an entry: editing it.
  const [editing, setEditing] = useState<Entry | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Entry | null>(null);
  const [deleting, setDeleting] = useState(false);

  const remove = async (entry: Entry) => {
    setDeleting(true);
    try {
      await deleteEntry(entry);
    } catch (failure) {
      notify.error(text.deleteFailed, userMessage(failure, "Please try again."));
      return;
    } finally {
      setDeleting(false);
    }
    setRemoving(null);
    notify.success(text.deleted);
  };

  let body: ReactNode;
  if (loading) body = <EntriesSkeleton />;
  else if (failed) body = <LoadFailed message={text.loadFailed} onRetry={onRetry} />;
  else if (!entries.length) {
    body = (
      <Text fontSize="sm" color="fg.muted">
        {own ? text.ownEmpty : text.otherEmpty(memberName)}
      </Text>
    );
  } else {
    body = (
      <Stack as="ul" gap="0" listStyleType="none" aria-label={title}>
        {entries.map((entry) => (
          <EntryItem
            key={entry.id}
            icon={icon}
            view={view(entry)}
            own={own}
            onEdit={() => setEditing(entry)}
            onDelete={() => setRemoving(entry)}
          />
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
          <Button size="sm" variant="outline" colorPalette="gray" onClick={() => setEditing(null)}>
            <PlusIcon /> {addLabel}
          </Button>
        ) : null
      }
    >
      <Card.Body pt="0">
        <Box>{body}</Box>
      </Card.Body>
      {own ? (
        <>
          {renderDialog({
            entry: editing ?? null,
            open: editing !== undefined,
            onOpenChange: (open) => {
              if (!open) setEditing(undefined);
            },
          })}
          <ConfirmDialog
            open={removing !== null}
            onOpenChange={(open) => {
              if (!open && !deleting) setRemoving(null);
            }}
            title={text.deleteTitle}
            message={text.deleteMessage(removing ? view(removing).heading : "")}
            confirmLabel="Delete"
            pendingLabel="Deleting..."
            pending={deleting}
            onConfirm={() => {
              if (removing) void remove(removing);
            }}
          />
        </>
      ) : null}
    </SectionCard>
  );
}
