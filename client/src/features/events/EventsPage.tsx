import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function EventsPage() {
  return (
    <ComingSoonPage
      title="Events"
      subtitle="Meetups, pitch nights and workshops near you"
      area="The events calendar"
    />
  );
}
