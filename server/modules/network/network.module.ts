import { defineModule } from "../../kernel/module";
import { SuggestionDismissal } from "./dismissal.entity";
import { networkLoaders, networkMemberFacts } from "./network.loaders";
import { NetworkResolver } from "./network.resolver";
import { SuggestionDismissals1797000000200 } from "./migrations/1797000000200-SuggestionDismissals";
import { MemberSuggestions1797000000500 } from "./migrations/1797000000500-MemberSuggestions";
import { MemberSuggestion, MemberSuggestionRun } from "./suggestion.entity";

/**
 * Your network: the viewer's degree to each member and the connections they share, people you may know
 * (from connections of connections and the ties other areas lend, MemberTie), and people search.
 */
export const network = defineModule({
  name: "network",
  resolvers: [NetworkResolver],
  entities: [SuggestionDismissal, MemberSuggestion, MemberSuggestionRun],
  migrations: [SuggestionDismissals1797000000200, MemberSuggestions1797000000500],
  loaders: networkLoaders,
  memberFacts: networkMemberFacts,
});
