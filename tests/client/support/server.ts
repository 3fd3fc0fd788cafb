import { setupServer } from "msw/node";

/** The msw server every client test shares; tests add handlers with `server.use(...)`. */
export const server = setupServer();
