import { ComingSoonPage } from "../../components/ComingSoonPage";

export default function InvestingPage() {
  return (
    <ComingSoonPage
      title="Investing Opportunities"
      subtitle="Discover business ideas seeking investment"
      area="Investing"
    />
  );
}
