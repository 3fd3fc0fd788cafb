import { HeaderMap, type ApolloServer, type BaseContext } from "@apollo/server";
import type { NextFunction, Request, Response } from "express";

/**
 * Apollo Server's handler on Express's request and response: what @as-integrations/express5 does,
 * through the same API (`executeHTTPGraphQLRequest`, Apollo's contract for integrations), but writing a
 * complete answer as it is: the string Apollo made, with its length, in one `end`. Express's `send`
 * re-parsed the content type to add a charset Apollo already set and copied every answer over 1,000
 * characters into a Buffer first, and the integration parsed each URL with the legacy `url.parse`.
 */
export function apolloHandler<Context extends BaseContext>(
  apollo: ApolloServer<Context>,
  context: (req: Request, res: Response) => Promise<Context>,
) {
  apollo.assertStarted("apolloHandler()");
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const headers = new HeaderMap();
      for (const key in req.headers) {
        const value = req.headers[key];
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
      }
      const query = req.url.indexOf("?");
      const answer = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: req.method.toUpperCase(),
          headers,
          search: query < 0 ? "" : req.url.slice(query),
          body: req.body,
        },
        context: () => context(req, res),
      });
      for (const [key, value] of answer.headers) res.setHeader(key, value);
      res.statusCode = answer.status ?? 200;
      if (answer.body.kind === "complete") {
        res.setHeader("content-length", Buffer.byteLength(answer.body.string));
        res.end(answer.body.string);
        return;
      }
      // Incremental delivery (@defer): each part as it comes.
      for await (const chunk of answer.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (error) {
      next(error);
    }
  };
}
