import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function ForumsPage() {
  return (
    <ComingSoonPage
      title="Forums"
      subtitle="Ask questions, share answers and discuss with the community"
      area="The forums section"
    />
  );
}
