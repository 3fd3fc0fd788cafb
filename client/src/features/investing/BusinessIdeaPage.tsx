import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function BusinessIdeaPage() {
  return (
    <ComingSoonPage
      title="Business Idea"
      area="The business idea page"
      back={{ to: "/investing", label: "Back to Investing" }}
    />
  );
}
