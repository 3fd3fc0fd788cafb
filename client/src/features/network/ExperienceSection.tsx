import { useMutation, useQuery } from "@apollo/client/react";
import { BriefcaseIcon } from "lucide-react";
import { useState } from "react";
import { userMessage } from "../../apollo/errors";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notify } from "../../theme/toaster";
import type { ProfileTabProps } from "../feature";
import { CareerSection, monthRange } from "./CareerSection";
import {
  DeletePositionDocument,
  ProfilePositionsDocument,
  type PositionFieldsFragment,
} from "./careers.generated";
import { PositionDialog } from "./PositionDialog";

export const EXPERIENCE_TEXT = {
  ownEmpty: "Add your experience so people know what you do.",
  otherEmpty: (name: string) => `${name} hasn't added any experience yet.`,
  loadFailed: "Failed to load experience.",
  deleteTitle: "Delete position",
  deleteMessage: (title: string) =>
    `Are you sure you want to delete '${title}' from your experience? This action cannot be undone.`,
  deleted: "Position deleted",
  deleteFailed: "Failed to delete position",
} as const;

/** A member's experience on their profile: positions, current ones first; the owner adds and edits. */
export default function ExperienceSection({ memberId, memberName, own }: ProfileTabProps) {
  const { data, loading, error, refetch } = useQuery(ProfilePositionsDocument, {
    variables: { id: memberId },
  });
  // undefined: the dialog is closed; null: adding; a position: editing it.
  const [editing, setEditing] = useState<PositionFieldsFragment | null | undefined>(undefined);
  const [removing, setRemoving] = useState<PositionFieldsFragment | null>(null);
  const [deletePosition, { loading: deleting }] = useMutation(DeletePositionDocument);
  const positions = data?.profile?.positions ?? [];
  const find = (id: string) => positions.find((position) => position.id === id) ?? null;

  const remove = async (position: PositionFieldsFragment) => {
    try {
      await deletePosition({
        variables: { id: position.id },
        update: (cache, { data: answer }) => {
          if (!answer?.deletePosition) return;
          cache.evict({ id: cache.identify({ __typename: "Position", id: position.id }) });
          cache.gc();
        },
      });
    } catch (failure) {
      notify.error(EXPERIENCE_TEXT.deleteFailed, userMessage(failure, "Please try again."));
      return;
    }
    setRemoving(null);
    notify.success(EXPERIENCE_TEXT.deleted);
  };

  return (
    <CareerSection
      headingId="profile-experience"
      title="Experience"
      icon={BriefcaseIcon}
      own={own}
      addLabel="Add position"
      loading={loading && !data}
      failedText={error && !data ? EXPERIENCE_TEXT.loadFailed : null}
      onRetry={() => refetch()}
      entries={positions.map((position) => ({
        id: position.id,
        heading: position.title,
        lines: [
          position.company,
          monthRange(position.startMonth, position.endMonth),
          position.location,
        ],
        description: position.description,
      }))}
      emptyText={own ? EXPERIENCE_TEXT.ownEmpty : EXPERIENCE_TEXT.otherEmpty(memberName)}
      onAdd={() => setEditing(null)}
      onEdit={(id) => setEditing(find(id))}
      onDelete={(id) => setRemoving(find(id))}
    >
      {own ? (
        <>
          <PositionDialog
            memberId={memberId}
            open={editing !== undefined}
            position={editing ?? null}
            onOpenChange={(open) => {
              if (!open) setEditing(undefined);
            }}
          />
          <ConfirmDialog
            open={removing !== null}
            onOpenChange={(open) => {
              if (!open && !deleting) setRemoving(null);
            }}
            title={EXPERIENCE_TEXT.deleteTitle}
            message={EXPERIENCE_TEXT.deleteMessage(removing?.title ?? "")}
            confirmLabel="Delete"
            pendingLabel="Deleting..."
            pending={deleting}
            onConfirm={() => {
              if (removing) void remove(removing);
            }}
          />
        </>
      ) : null}
    </CareerSection>
  );
}
