import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function GroupsPage() {
  return (
    <ComingSoonPage
      title="Groups"
      subtitle="Find communities of professionals who share your interests"
      area="The groups directory"
    />
  );
}
