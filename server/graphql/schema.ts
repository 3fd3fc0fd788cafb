import path from "node:path";
import { GraphQLDateTime } from "graphql-scalars";
import { createPubSub } from "@graphql-yoga/subscription";
import { buildSchema } from "type-graphql";
import { rootDir } from "../config";
import { AccountsResolver } from "../modules/accounts/accounts.resolver";
import { ConnectionsResolver } from "../modules/connections/connections.resolver";
import { ArticlesResolver } from "../modules/articles/articles.resolver";
import { FeedResolver } from "../modules/feed/feed.resolver";
import { MessagesResolver } from "../modules/messages/messages.resolver";
import { NotificationsResolver } from "../modules/notifications/notifications.resolver";
import { ProfilesResolver } from "../modules/profiles/profiles.resolver";
import { ReactionsResolver } from "../modules/reactions/reactions.resolver";
import { SearchResolver } from "../modules/search/search.resolver";
import { SettingsResolver } from "../modules/settings/settings.resolver";
import { authChecker } from "./auth-checker";
import type { PubSub } from "./pubsub";

export const resolvers = [
  AccountsResolver,
  ProfilesResolver,
  ConnectionsResolver,
  SettingsResolver,
  MessagesResolver,
  NotificationsResolver,
  FeedResolver,
  SearchResolver,
  ArticlesResolver,
  ReactionsResolver,
] as const;

/** `pubSub` carries subscriptions; emitting schema.graphql needs none, so an in-process one stands in. */
export function createSchema(options: { emit?: boolean; pubSub?: PubSub } = {}) {
  return buildSchema({
    resolvers,
    pubSub: options.pubSub ?? createPubSub(),
    authChecker,
    validate: { forbidUnknownValues: false },
    scalarsMap: [{ type: Date, scalar: GraphQLDateTime }],
    emitSchemaFile: options.emit
      ? { path: path.join(rootDir, "schema.graphql"), sortedSchema: true }
      : false,
  });
}
