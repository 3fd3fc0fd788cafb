import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function GroupDetailPage() {
  return (
    <ComingSoonPage
      title="Group"
      area="The group page"
      back={{ to: "/groups", label: "Back to Groups" }}
    />
  );
}
