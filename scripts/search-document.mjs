// Writes the client's search query (client/src/features/search/search.graphql) from the search-hit
// fragments the areas keep in their own folders (client/src/features/<area>/search-hit.graphql): one
// `... on <Type>` line per fragment, so an area that adds a searchable kind touches no other folder.
// `npm run codegen` runs it first.
import fs from "node:fs";
import path from "node:path";

const root = path.join(import.meta.dirname, "..");
const features = path.join(root, "client/src/features");
const fragment = /^fragment (\w+HitFields) on (\w+)\b/m;

const hits = fs
  .readdirSync(features)
  .sort()
  .flatMap((area) => {
    const file = path.join(features, area, "search-hit.graphql");
    if (!fs.existsSync(file)) return [];
    const found = fragment.exec(fs.readFileSync(file, "utf8"));
    if (!found) throw new Error(`${file} has no 'fragment <Name>HitFields on <Type>'`);
    return [{ name: found[1], type: found[2] }];
  });

const spreads = hits
  .map(({ name, type }) => `        ... on ${type} {\n          ...${name}\n        }`)
  .join("\n");
const document = `# Written by scripts/search-document.mjs (npm run codegen) from each area's search-hit.graphql; do
# not edit. Each SearchHit type spreads the fragment its area's search-hit renderer takes (the area's
# manifest lends the renderer: see features/search/SearchHitItem.tsx).
query Search($query: String!, $first: Int!, $after: String) {
  search(query: $query, first: $first, after: $after) {
    edges {
      cursor
      rank
      node {
        __typename
${spreads}
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
`;
fs.writeFileSync(path.join(features, "search/search.graphql"), document);
