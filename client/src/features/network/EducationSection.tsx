import { useMutation, useQuery } from "@apollo/client/react";
import { GraduationCapIcon } from "lucide-react";
import type { ProfileTabProps } from "../feature";
import { CareerSection, yearRange, type CareerSectionText } from "./CareerSection";
import { DeleteEducationDocument, ProfileEducationDocument } from "./careers.generated";
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
} as const satisfies CareerSectionText;

/** A member's education on their profile: schools, ongoing ones first; the owner adds and edits. */
export default function EducationSection({ memberId, memberName, own }: ProfileTabProps) {
  const { data, loading, error, refetch } = useQuery(ProfileEducationDocument, {
    variables: { id: memberId },
  });
  const [deleteEducation] = useMutation(DeleteEducationDocument);

  return (
    <CareerSection
      headingId="profile-education"
      title="Education"
      icon={GraduationCapIcon}
      addLabel="Add education"
      own={own}
      memberName={memberName}
      text={EDUCATION_TEXT}
      loading={loading && !data}
      failed={Boolean(error && !data)}
      onRetry={() => refetch()}
      entries={data?.profile?.education ?? []}
      view={(school) => ({
        heading: school.school,
        lines: [
          [school.degree, school.fieldOfStudy].filter(Boolean).join(", "),
          yearRange(school.startYear, school.endYear),
        ],
      })}
      deleteEntry={(school) =>
        deleteEducation({
          variables: { id: school.id },
          update: (cache, { data: answer }) => {
            if (!answer?.deleteEducation) return;
            cache.evict({ id: cache.identify({ __typename: "Education", id: school.id }) });
            cache.gc();
          },
        })
      }
      renderDialog={({ entry, ...dialog }) => (
        <EducationDialog memberId={memberId} education={entry} {...dialog} />
      )}
    />
  );
}
