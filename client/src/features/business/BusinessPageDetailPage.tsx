import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function BusinessPageDetailPage() {
  return (
    <ComingSoonPage
      title="Business Page"
      area="The business page"
      back={{ to: "/business", label: "Back to Business Pages" }}
    />
  );
}
