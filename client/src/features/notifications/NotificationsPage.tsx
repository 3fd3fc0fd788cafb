import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function NotificationsPage() {
  return <ComingSoonPage title="Notifications" area="The notifications list" />;
}
