import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The rest of an upload's body, unread when its answer was sent (a file refused past its limit), is read
 * and dropped. The multipart parser stops taking data once it has failed, which left such a request
 * paused for good: a client sending its next request on the same kept-alive connection (Node 22's fetch
 * does) waited behind it until the server timed the connection out and reset it. Closing the connection
 * instead would reset a client still writing the body, before it reads the answer.
 */
export function drainUnreadBody(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (req.headers["content-type"]?.startsWith("multipart/"))
    res.once("finish", () => {
      if (req.complete) return;
      req.unpipe();
      req.resume();
    });
  next();
}
