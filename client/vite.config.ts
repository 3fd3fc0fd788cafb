import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));
const api = "http://localhost:4000";
const serverModules = fileURLToPath(new URL("../server/modules", import.meta.url));

/**
 * Gives each export of a large module its own tiny virtual module, re-exported from the original, so each
 * lands in the chunk of the screens that use it instead of all of them in the first page's JavaScript.
 * `exports` matches one export (its name is the first group) and `body` writes that export's module.
 */
function splitModule(options: {
  name: string;
  matches: (file: string) => boolean;
  exports: RegExp;
  prepare?: (source: string) => string;
  body: (match: string, groups: string[]) => string;
}): Plugin {
  const prefix = `virtual:${options.name}/`;
  const parts = new Map<string, string>();
  return {
    name: `agora:${options.name}`,
    apply: "build",
    enforce: "pre",
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${prefix}`)) return parts.get(id.slice(prefix.length + 1)) ?? null;
      const file = id.split("?")[0];
      if (!options.matches(file)) return null;
      const source = readFileSync(file, "utf8");
      return (options.prepare?.(source) ?? source).replace(
        options.exports,
        (match: string, name: string, ...rest: unknown[]) => {
          parts.set(
            name,
            options.body(match, [name, ...rest.filter((r) => typeof r === "string")]),
          );
          return `export { ${name} } from "${prefix}${name}";`;
        },
      );
    },
  };
}

/**
 * GraphQL Code Generator writes every operation's document into one module (src/gql/graphql.ts), which the
 * shell imports for `MeDocument`. Types are untouched.
 */
const generatedDocuments = fileURLToPath(new URL("./src/gql/graphql.ts", import.meta.url));
const splitGeneratedDocuments = () =>
  splitModule({
    name: "agora-document",
    matches: (file) => file === generatedDocuments,
    exports: /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
    body: (_match, [name, json]) => `export const ${name} = ${json};`,
  });

/** react-icons ships each icon set as one module; the shell imports a few icons from it. */
const splitIconSet = () =>
  splitModule({
    name: "agora-icon",
    matches: (file) => /[\\/]react-icons[\\/]lu[\\/]index\.mjs$/.test(file),
    prepare: (source) => source.replace(/^import .*$/m, ""),
    exports: /^export function (\w+) \(props\) \{\n.*\n\};$/gm,
    body: (source) => `import { GenIcon } from "react-icons/lib";\n${source}`,
  });

// The web client: source in client/, built into dist/client (served by the API server in production).
export default defineConfig({
  root,
  plugins: [splitGeneratedDocuments(), splitIconSet(), react()],
  resolve: {
    // `@rules/<area>`: the input rules shared with the server (server/modules/<area>/<area>.rules.ts).
    alias: [{ find: /^@rules\/(\w+)$/, replacement: `${serverModules}/$1/$1.rules.ts` }],
    // rxjs (Apollo's observables) ships ES2015 code under this condition; its fallback is a larger ES5 build.
    conditions: [...defaultClientConditions, "es2015"],
  },
  build: {
    outDir: fileURLToPath(new URL("../dist/client", import.meta.url)),
    emptyOutDir: true,
    // Maps for reading production stack traces, without pointing browsers at them.
    sourcemap: "hidden",
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one file (fewer requests, better compression); each screen
          // stays its own lazily loaded chunk.
          groups: [{ name: "shell", tags: ["$initial"] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/graphql": { target: api, ws: true, changeOrigin: false },
      "/uploads": { target: api },
      "/healthz": { target: api },
      "/readyz": { target: api },
    },
  },
  preview: {
    proxy: {
      "/graphql": { target: api, ws: true },
      "/uploads": { target: api },
    },
  },
});
