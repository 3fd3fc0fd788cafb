import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function AdminDashboardPage() {
  return (
    <ComingSoonPage
      title="Super Admin Dashboard"
      subtitle="Moderate members and articles"
      area="The admin dashboard"
    />
  );
}
