import { defineModule } from "../../kernel/module";
import { SearchResolver } from "./search.resolver";

export const search = defineModule({
  name: "search",
  resolvers: [SearchResolver],
});

/** The schema's builder names the SearchHit union's members: the registered search sources' types. */
export { useSearchHitTypes } from "./search.types";
