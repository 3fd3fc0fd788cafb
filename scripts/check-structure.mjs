// The shape of the code, checked: `npm run structure`. For the server and the client it reads every import
// (type-only ones too) with dependency-cruiser and reports
// - import circles (groups of files that reach each other): any fails the check;
// - imports that run from a lower layer to a higher one (docs/ARCHITECTURE.md names the layers): more than
//   the side's allowance fails it;
// - imports of another area's inner files, past its index.ts (an area is reached through its index.ts):
//   any fails the check;
// - the largest hand-written files, and how many are past 500 lines.
// `--list` prints every upward import and deep import instead of a count.
import fs from "node:fs";
import { cruise } from "dependency-cruiser";

const list = process.argv.includes("--list");

/** An area's folder and file: `server/modules/<area>/<file>` or `client/src/features/<area>/<file>`. */
const areaOf = (file, areasDir) => {
  if (!file.startsWith(areasDir)) return null;
  const [area, ...rest] = file.slice(areasDir.length).split("/");
  return rest.length ? { area, inner: rest.join("/") } : null;
};

const sides = [
  {
    name: "server",
    roots: ["server"],
    tsConfig: "tsconfig.json",
    areasDir: "server/modules/",
    manifest: "module.ts",
    maxUpward: 20,
    // Lowest first. An import from a file to one in a higher layer runs "up".
    layers: [
      ["infrastructure", /^server\/(config|logger|mail)\.ts$|^server\/(db|lib)\//],
      ["kernel", /^server\/kernel\//],
      ["framework", /^server\/(graphql|http|storage|jobs)\//],
      ["areas", /^server\/modules\/[^/]+\//],
      ["composition root", /^server\/[^/]+\.ts$|^server\/modules\/index\.ts$/],
    ],
  },
  {
    name: "client",
    roots: ["client/src"],
    tsConfig: "client/tsconfig.json",
    areasDir: "client/src/features/",
    manifest: "feature.ts",
    maxUpward: 10,
    layers: [
      ["base", /^client\/src\/(gql|lib|theme|types)\//],
      ["kernel", /^client\/src\/features\/(feature|registry)\.tsx?$/],
      ["shared pieces", /^client\/src\/(apollo|components)\//],
      ["areas", /^client\/src\/features\/[^/]+\//],
      ["frame", /^client\/src\/layout\//],
      ["composition root", /^client\/src\/[^/]+\.tsx?$|^client\/src\/features\/index\.ts$/],
    ],
  },
];

const generated = /\.generated\.ts$|^client\/src\/gql\//;

/** Groups of files that import each other, directly or not (Tarjan's strongly connected components). */
function circles(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (node) => {
    const entry = { index, low: index, onStack: true };
    index += 1;
    state.set(node, entry);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const seen = state.get(next);
      if (!seen) {
        visit(next);
        entry.low = Math.min(entry.low, state.get(next).low);
      } else if (seen.onStack) entry.low = Math.min(entry.low, seen.index);
    }
    if (entry.low === entry.index) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

let failed = false;
for (const side of sides) {
  const { output } = await cruise(side.roots, {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: side.tsConfig },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules" },
    validate: false,
  });
  const local = (file) => side.roots.some((root) => file.startsWith(`${root}/`));
  const graph = new Map();
  for (const module of output.modules.filter((m) => local(m.source) && !generated.test(m.source)))
    graph.set(
      module.source,
      module.dependencies
        .map((d) => d.resolved)
        .filter((file) => local(file) && !generated.test(file)),
    );

  const layerOf = (file) => side.layers.findIndex(([, pattern]) => pattern.test(file));
  const arrows = [...graph].flatMap(([from, targets]) => targets.map((to) => [from, to]));
  const upward = arrows.filter(([from, to]) => layerOf(from) < layerOf(to));
  const unplaced = [...graph.keys()].filter((file) => layerOf(file) === -1);
  // The list of areas imports each area's manifest; generated operation types are anyone's to read.
  const deep = arrows.filter(([from, to]) => {
    const target = areaOf(to, side.areasDir);
    if (!target || target.inner === "index.ts" || generated.test(to)) return false;
    if (from === `${side.areasDir}index.ts` && target.inner === `${target.area}.${side.manifest}`)
      return false;
    return areaOf(from, side.areasDir)?.area !== target.area;
  });
  const groups = circles(graph);

  console.log(`== ${side.name}: ${graph.size} files, ${arrows.length} imports`);
  console.log(`import circles: ${groups.length}`);
  for (const group of groups) console.log(`  ${group.length} files: ${group.join(" > ")}`);
  console.log(
    `imports from a lower layer to a higher one: ${upward.length} (allowed: ${side.maxUpward})`,
  );
  if (list)
    for (const [from, to] of upward)
      console.log(`  ${from} (${side.layers[layerOf(from)][0]}) -> ${to}`);
  console.log(`imports of another area's inner files: ${deep.length}`);
  if (list) for (const [from, to] of deep) console.log(`  ${from} -> ${to}`);
  if (unplaced.length) console.log(`files in no layer: ${unplaced.join(", ")}`);
  const lengths = [...graph.keys()]
    .map((file) => [file, fs.readFileSync(file, "utf8").split("\n").length - 1])
    .sort((a, b) => b[1] - a[1]);
  const long = lengths.filter(([, lines]) => lines > 500);
  console.log(`files past 500 lines: ${long.length}; the largest:`);
  for (const [file, lines] of lengths.slice(0, 3)) console.log(`  ${lines} ${file}`);

  if (groups.length || upward.length > side.maxUpward || unplaced.length || deep.length)
    failed = true;
}

if (failed) {
  console.error(
    "The structure check failed (see above; `npm run structure -- --list` for details).",
  );
  process.exit(1);
}
