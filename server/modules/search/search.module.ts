import { defineModule } from "../../kernel/module";
import { SearchResolver } from "./search.resolver";

export const search = defineModule({
  name: "search",
  resolvers: [SearchResolver],
});
