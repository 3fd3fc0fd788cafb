import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function CreateGroupPage() {
  return (
    <ComingSoonPage
      title="Create Group"
      subtitle="Start a community in three steps: details, review and done"
      area="Group creation"
    />
  );
}
