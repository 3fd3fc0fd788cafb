import react from "@vitejs/plugin-react";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

const root = fileURLToPath(new URL(".", import.meta.url));
const api = "http://localhost:4000";
const serverModules = fileURLToPath(new URL("../server/modules", import.meta.url));
const outDir = fileURLToPath(new URL("../dist/client", import.meta.url));
const sourceMapsDir = fileURLToPath(new URL("../dist/source-maps", import.meta.url));

/**
 * The build's source maps, for reading production stack traces, moved beside the served folder
 * (dist/source-maps) instead of inside it: the public never gets them.
 */
function sourceMapsAside(): Plugin {
  return {
    name: "agora-source-maps-aside",
    apply: "build",
    buildStart() {
      fs.rmSync(sourceMapsDir, { recursive: true, force: true });
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle).filter((name) => name.endsWith(".map"))) {
        const target = path.join(sourceMapsDir, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(path.join(outDir, file), target);
      }
    },
  };
}

// The web client: source in client/, built into dist/client (served by the API server in production).
export default defineConfig({
  root,
  plugins: [
    react(),
    sourceMapsAside(),
    // Scripts, styles and the page precompressed once at build, served as they are (server/http/app.ts).
    compression({
      algorithms: ["brotliCompress", "gzip"],
      include: /\.(html|css|js|mjs|json|svg)$/,
      threshold: 1024,
    }),
  ],
  resolve: {
    // `@rules/<area>`: the input rules shared with the server (server/modules/<area>/rules.ts).
    alias: [{ find: /^@rules\/(\w+)$/, replacement: `${serverModules}/$1/rules.ts` }],
    // rxjs (Apollo's observables) ships ES2015 code under this condition; its fallback is a larger ES5 build.
    conditions: [...defaultClientConditions, "es2015"],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // Maps for reading production stack traces, without pointing browsers at them (and kept outside
    // the served folder: sourceMapsAside).
    sourcemap: "hidden",
    // No preload lists for lazy screens: each lazy import would carry the file names of all the chunks
    // its screen needs, and those lists, for every screen, live in the first page's file (about 3 KB of
    // its gzipped 200 KB budget, growing with each area). A screen's chunks load as its imports are read.
    modulePreload: false,
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
      "/exports": { target: api },
      "/healthz": { target: api },
      "/readyz": { target: api },
    },
  },
  preview: {
    proxy: {
      "/graphql": { target: api, ws: true },
      "/uploads": { target: api },
      "/exports": { target: api },
    },
  },
});
