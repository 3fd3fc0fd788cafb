import { pipeline } from "node:stream/promises";
import { isUuid } from "../../graphql/ids";
import type { ModuleRoutes } from "../../kernel/module";
import { resolveViewer, tokenFromHeaders } from "../accounts";
import { openExport } from "./data-export.files";
import { downloadableExport } from "./data-export.service";

/**
 * `GET /exports/:id` (`DataExport.downloadUrl`): the ZIP, to its owner alone, signed in by the session
 * cookie or a Bearer token, while it is READY. Anyone else (a visitor, another member, a revoked or
 * banned session), an unknown id and an expired export get the same 404, so an id tells nothing.
 */
export const dataExportRoutes: ModuleRoutes = (router, services) => {
  router.get("/exports/:id", async (req, res) => {
    const notFound = () => res.status(404).json({ error: "Not found." });
    try {
      const id = String(req.params.id);
      const viewer = isUuid(id)
        ? await resolveViewer(services.db, tokenFromHeaders(req.headers))
        : null;
      const found = viewer && (await downloadableExport(services.db, viewer.id, id));
      const file = found && (await openExport(services.config, found.fileKey));
      if (!found || !file) {
        notFound();
        return;
      }
      const day = (found.readyAt ?? found.createdAt).toISOString().slice(0, 10);
      res
        .status(200)
        .type("application/zip")
        .setHeader("Content-Length", String(file.size))
        .setHeader("Content-Disposition", `attachment; filename="agora-data-${day}.zip"`)
        .setHeader("Cache-Control", "private, no-store");
      await pipeline(file.stream, res);
    } catch (error) {
      services.log.error({ err: error }, "data export download failed");
      if (res.headersSent) res.destroy();
      else res.status(500).json({ error: "Something went wrong." });
    }
  });
};
