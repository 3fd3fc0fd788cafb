import { useMutation, useQuery } from "@apollo/client/react";
import { GraduationCapIcon } from "lucide-react";
import { useState } from "react";
import { userMessage } from "../../apollo/errors";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notify } from "../../theme/toaster";
import type { ProfileTabProps } from "../feature";
import { CareerSection, yearRange } from "./CareerSection";
import {
  DeleteEducationDocument,
  ProfileEducationDocument,
  type EducationFieldsFragment,
} from "./careers.generated";
import { EducationDialog } from "./EducationDialog";

export const EDUCATION_TEXT = {
  ownEmpty: "Add your education so people know where you studied.",
  otherEmpty: (name: string) => `${name} hasn't added any education yet.`,
  loadFailed: "Failed to load education.",
  deleteTitle: "Delete education",
  deleteMessage: (title: string) =>
    `Are you sure you want to delete '${title}' from your education? This action cannot be undone.`,
  deleted: "Education deleted",
  deleteFailed: "Failed to delete education",
} as const;

/** A member's education on their profile: schools, ongoing ones first; the owner adds and edits. */
export default function EducationSection({ memberId, memberName, own }: ProfileTabProps) {
  const { data, loading, error, refetch } = useQuery(ProfileEducationDocument, {
    variables: { id: memberId },
  });
  // undefined: the dialog is closed; null: adding; a school: editing it.
  const [editing, setEditing] = useState<EducationFieldsFragment | null | undefined>(undefined);
  const [removing, setRemoving] = useState<EducationFieldsFragment | null>(null);
  const [deleteEducation, { loading: deleting }] = useMutation(DeleteEducationDocument);
  const schools = data?.profile?.education ?? [];
  const find = (id: string) => schools.find((school) => school.id === id) ?? null;

  const remove = async (school: EducationFieldsFragment) => {
    try {
      await deleteEducation({
        variables: { id: school.id },
        update: (cache, { data: answer }) => {
          if (!answer?.deleteEducation) return;
          cache.evict({ id: cache.identify({ __typename: "Education", id: school.id }) });
          cache.gc();
        },
      });
    } catch (failure) {
      notify.error(EDUCATION_TEXT.deleteFailed, userMessage(failure, "Please try again."));
      return;
    }
    setRemoving(null);
    notify.success(EDUCATION_TEXT.deleted);
  };

  return (
    <CareerSection
      headingId="profile-education"
      title="Education"
      icon={GraduationCapIcon}
      own={own}
      addLabel="Add education"
      loading={loading && !data}
      failedText={error && !data ? EDUCATION_TEXT.loadFailed : null}
      onRetry={() => refetch()}
      entries={schools.map((school) => ({
        id: school.id,
        heading: school.school,
        lines: [
          [school.degree, school.fieldOfStudy].filter(Boolean).join(", "),
          yearRange(school.startYear, school.endYear),
        ],
      }))}
      emptyText={own ? EDUCATION_TEXT.ownEmpty : EDUCATION_TEXT.otherEmpty(memberName)}
      onAdd={() => setEditing(null)}
      onEdit={(id) => setEditing(find(id))}
      onDelete={(id) => setRemoving(find(id))}
    >
      {own ? (
        <>
          <EducationDialog
            memberId={memberId}
            open={editing !== undefined}
            education={editing ?? null}
            onOpenChange={(open) => {
              if (!open) setEditing(undefined);
            }}
          />
          <ConfirmDialog
            open={removing !== null}
            onOpenChange={(open) => {
              if (!open && !deleting) setRemoving(null);
            }}
            title={EDUCATION_TEXT.deleteTitle}
            message={EDUCATION_TEXT.deleteMessage(removing?.school ?? "")}
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
