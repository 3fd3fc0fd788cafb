// `npm run schema`: writes schema.graphql from the resolvers (CI fails when it is stale).
import { createSchema } from "../server/schema";

createSchema({ emit: true }).then(
  () => console.log("schema.graphql written"),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
