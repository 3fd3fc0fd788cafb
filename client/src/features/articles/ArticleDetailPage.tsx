import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function ArticleDetailPage() {
  return (
    <ComingSoonPage
      title="Article"
      area="The article reader"
      back={{ to: "/articles", label: "Back to Articles" }}
    />
  );
}
