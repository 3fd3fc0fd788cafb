import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));
const api = "http://localhost:4000";

/**
 * GraphQL Code Generator writes every operation's document into one module (src/gql/graphql.ts). The
 * shell imports `MeDocument` from it, so a bundler would put the whole module, with every screen's
 * documents, into the first page's JavaScript. This gives each document its own tiny module, re-exported
 * from graphql.ts, so each lands in the chunk of the screen that uses it. Types are untouched.
 */
function splitGeneratedDocuments(): Plugin {
  const generated = fileURLToPath(new URL("./src/gql/graphql.ts", import.meta.url));
  const prefix = "virtual:agora-document/";
  const documents = new Map<string, string>();
  return {
    name: "agora:split-generated-documents",
    apply: "build",
    enforce: "pre",
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${prefix}`)) {
        const name = id.slice(prefix.length + 1);
        const json = documents.get(name);
        return json === undefined ? null : `export const ${name} = ${json};`;
      }
      if (id.split("?")[0] !== generated) return null;
      return readFileSync(generated, "utf8").replace(
        /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
        (_line, name: string, json: string) => {
          documents.set(name, json);
          return `export { ${name} } from "${prefix}${name}";`;
        },
      );
    },
  };
}

/**
 * react-icons ships each icon set as one module, so every icon any screen uses would land in the first
 * page's JavaScript (the shell imports a few icons from the same module). This gives each icon its own
 * module, re-exported from the set, so an icon lands in the chunk of the screens that use it.
 */
function splitIconSet(): Plugin {
  const prefix = "virtual:agora-icon/";
  const icons = new Map<string, string>();
  const isLucideSet = (id: string) =>
    /[\\/]react-icons[\\/]lu[\\/]index\.mjs$/.test(id.split("?")[0]);
  return {
    name: "agora:split-icon-set",
    apply: "build",
    enforce: "pre",
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${prefix}`)) {
        const source = icons.get(id.slice(prefix.length + 1));
        return source === undefined
          ? null
          : `import { GenIcon } from "react-icons/lib";\n${source}`;
      }
      if (!isLucideSet(id)) return null;
      return readFileSync(id.split("?")[0], "utf8")
        .replace(/^import .*$/m, "")
        .replace(/^export function (\w+) \(props\) \{\n.*\n\};$/gm, (source, name: string) => {
          icons.set(name, source);
          return `export { ${name} } from "${prefix}${name}";`;
        });
    },
  };
}

// The web client: source in client/, built into dist/client (served by the API server in production).
export default defineConfig({
  root,
  plugins: [splitGeneratedDocuments(), splitIconSet(), react()],
  resolve: {
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
