import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function ArticlesPage() {
  return (
    <ComingSoonPage
      title="Articles"
      subtitle="Discover insights and share your knowledge with the community"
      area="The articles section"
    />
  );
}
