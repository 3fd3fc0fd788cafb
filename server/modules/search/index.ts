import { defineModule } from "../module";
import { SearchResolver } from "./search.resolver";

export const search = defineModule({
  name: "search",
  resolvers: [SearchResolver],
});
