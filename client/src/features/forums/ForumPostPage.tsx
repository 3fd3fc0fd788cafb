import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function ForumPostPage() {
  return (
    <ComingSoonPage
      title="Forum post"
      area="The discussion view"
      back={{ to: "/forums", label: "Back to Forums" }}
    />
  );
}
