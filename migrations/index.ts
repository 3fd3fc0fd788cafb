// The migrations that belong to no one area, and the history from before areas kept their own; each
// area lists its own in its manifest (`migrations`). TypeORM runs them all in timestamp order.
import type { MigrationInterface } from "typeorm";
import { Foundation1795260780952 } from "./1795260780952-Foundation";
import { ArticlesReactions1795500000000 } from "./1795500000000-ArticlesReactions";
import { FeedItemsKeysetTimestamps1795500000002 } from "./1795500000002-FeedItemsKeysetTimestamps";
import { FeedContentPairs1795600000000 } from "./1795600000000-FeedContentPairs";
import { GroupsComments1795700000000 } from "./1795700000000-GroupsComments";
import { FeedSearch1795400000000 } from "./1795400000000-FeedSearch";
import { KeysetTimestamps1795500000001 } from "./1795500000001-KeysetTimestamps";
import { Moderation1796000000002 } from "./1796000000002-Moderation";
import { ReactionNotificationPaths1796100000000 } from "./1796100000000-ReactionNotificationPaths";
import { SearchTypos1796100000001 } from "./1796100000001-SearchTypos";
import { ChangeSignals1796300000000 } from "./1796300000000-ChangeSignals";
import { ConnectionCountIndexes1796300000001 } from "./1796300000001-ConnectionCountIndexes";
import { ProfilesConnections1795263076204 } from "./1795263076204-ProfilesConnections";

export const migrations: (new () => MigrationInterface)[] = [
  Foundation1795260780952,
  ProfilesConnections1795263076204,
  FeedSearch1795400000000,
  ArticlesReactions1795500000000,
  KeysetTimestamps1795500000001,
  FeedItemsKeysetTimestamps1795500000002,
  FeedContentPairs1795600000000,
  GroupsComments1795700000000,
  Moderation1796000000002,
  ReactionNotificationPaths1796100000000,
  SearchTypos1796100000001,
  ChangeSignals1796300000000,
  ConnectionCountIndexes1796300000001,
];
