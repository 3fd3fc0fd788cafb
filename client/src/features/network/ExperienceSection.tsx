import { useMutation, useQuery } from "@apollo/client/react";
import { BriefcaseIcon } from "lucide-react";
import type { ProfileTabProps } from "../feature";
import { CareerSection, monthRange, type CareerSectionText } from "./CareerSection";
import { DeletePositionDocument, ProfilePositionsDocument } from "./careers.generated";
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
} as const satisfies CareerSectionText;

/** A member's experience on their profile: positions, current ones first; the owner adds and edits. */
export default function ExperienceSection({ memberId, memberName, own }: ProfileTabProps) {
  const { data, loading, error, refetch } = useQuery(ProfilePositionsDocument, {
    variables: { id: memberId },
  });
  const [deletePosition] = useMutation(DeletePositionDocument);

  return (
    <CareerSection
      headingId="profile-experience"
      title="Experience"
      icon={BriefcaseIcon}
      addLabel="Add position"
      own={own}
      memberName={memberName}
      text={EXPERIENCE_TEXT}
      loading={loading && !data}
      failed={Boolean(error && !data)}
      onRetry={() => refetch()}
      entries={data?.profile?.positions ?? []}
      view={(position) => ({
        heading: position.title,
        lines: [
          position.company,
          monthRange(position.startMonth, position.endMonth),
          position.location,
        ],
        description: position.description,
      })}
      deleteEntry={(position) =>
        deletePosition({
          variables: { id: position.id },
          update: (cache, { data: answer }) => {
            if (!answer?.deletePosition) return;
            cache.evict({ id: cache.identify({ __typename: "Position", id: position.id }) });
            cache.gc();
          },
        })
      }
      renderDialog={({ entry, ...dialog }) => (
        <PositionDialog memberId={memberId} position={entry} {...dialog} />
      )}
    />
  );
}
