import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function BusinessDirectoryPage() {
  return (
    <ComingSoonPage
      title="Business Pages"
      subtitle="Discover and connect with local businesses"
      area="The business directory"
    />
  );
}
