import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function MessagesPage() {
  return (
    <ComingSoonPage
      title="Messages"
      subtitle="Your conversations and business inquiries"
      area="Messaging"
    />
  );
}
