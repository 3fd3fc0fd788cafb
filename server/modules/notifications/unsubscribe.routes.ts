import type { ModuleRoutes } from "../../kernel/module";
import { unsubscribe } from "./unsubscribe";

/**
 * An e-mail's unsubscribe links: `POST /unsubscribe?token=…` is the one-click unsubscribe mail programs
 * send (RFC 8058, the `List-Unsubscribe-Post` header): 200 when done, 400 for an unknown or tampered
 * token. Opened in a browser (GET), the same address shows the app's /unsubscribe page, which does it
 * and says what it turned off.
 */
export const unsubscribeRoutes: ModuleRoutes = (router, services) => {
  router.post("/unsubscribe", async (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    try {
      const done = await unsubscribe(services.db, token);
      res
        .status(done ? 200 : 400)
        .type("text/plain")
        .send(done ? "Unsubscribed." : "Invalid link.");
    } catch (error) {
      services.log.error({ err: error }, "unsubscribe failed");
      res.status(500).type("text/plain").send("Something went wrong.");
    }
  });
  router.get("/unsubscribe", (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    res.redirect(303, `/#/unsubscribe?token=${encodeURIComponent(token)}`);
  });
};
