import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

// The lint rule that keeps areas apart: another area is reached through its index.ts only, on both sides.
// ESLint loads its configuration as an ES module, which Jest's module system cannot: a Node process of
// its own lints each source as if it were the named file, with the project's configuration.
const root = path.join(__dirname, "../..");
const LINT = `
  const { ESLint } = await import("eslint");
  const eslint = new ESLint();
  const answers = [];
  for (const [file, source] of JSON.parse(process.argv[1])) {
    const [result] = await eslint.lintText(source, { filePath: file });
    answers.push(result.messages);
  }
  console.log(JSON.stringify(answers));
`;

/** Each source's refusals by the boundary rule, linted as the file named beside it. */
async function refusals(cases: [file: string, source: string][]): Promise<string[][]> {
  const sources = cases.map(([file, source]) => [path.join(root, file), `${source}\nexport {};\n`]);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "-e", LINT, JSON.stringify(sources)],
    { cwd: root },
  );
  return (JSON.parse(stdout) as { ruleId: string | null; message: string }[][]).map((messages) =>
    messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message),
  );
}

const REFUSED = /Import another area through its index\.ts \(.+\), never its inner files\./;

const DEEP: [string, string][] = [
  [
    "server/modules/blocks/blocks.extra.ts",
    `import { Profile } from "../profiles/profile.entity";`,
  ],
  ["server/app.ts", `import { setSuperAdmin } from "./modules/accounts/accounts.service";`],
  ["server/modules/index.ts", `import { search } from "./search/search.service";`],
  [
    "client/src/features/groups/Extra.tsx",
    `import { CommentsSection } from "../comments/CommentsSection";`,
  ],
  ["client/src/layout/Extra.tsx", `import { useSignOut } from "../features/auth/useSignOut";`],
  ["client/src/features/index.ts", `import { AuthPage } from "./auth/AuthPage";`],
];

const ALLOWED: [string, string][] = [
  ["server/modules/blocks/blocks.extra.ts", `import { Profile } from "../profiles";`],
  ["server/modules/blocks/blocks.extra.ts", `import { Block } from "./block.entity";`],
  ["server/modules/blocks/blocks.extra.ts", `import type { Context } from "../../kernel/context";`],
  ["server/modules/index.ts", `import { search } from "./search/search.module";`],
  ["client/src/features/groups/Extra.tsx", `import { CommentsSection } from "../comments";`],
  ["client/src/features/groups/Extra.tsx", `import type { X } from "../feed/feed.generated";`],
  ["client/src/features/index.ts", `import { auth } from "./auth/auth.feature";`],
];

describe("area boundaries (npm run lint)", () => {
  it("refuses an import of another area's inner files, on the server and in the client", async () => {
    expect(await refusals(DEEP)).toEqual(DEEP.map(() => [expect.stringMatching(REFUSED)]));
  });

  it("lets a file import an area's index, its own area's files, generated types or the kernel", async () => {
    expect(await refusals(ALLOWED)).toEqual(ALLOWED.map(() => []));
  });
});
