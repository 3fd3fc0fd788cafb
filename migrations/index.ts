// Every migration, in order. Generated files are added here by hand after review.
import type { MigrationInterface } from "typeorm";
import { Foundation1795260780952 } from "./1795260780952-Foundation";
import { ArticlesReactions1795500000000 } from "./1795500000000-ArticlesReactions";
import { FeedItemsKeysetTimestamps1795500000002 } from "./1795500000002-FeedItemsKeysetTimestamps";
import { FeedContentPairs1795600000000 } from "./1795600000000-FeedContentPairs";
import { GroupsComments1795700000000 } from "./1795700000000-GroupsComments";
import { BusinessIdeas1796000000000 } from "./1796000000000-BusinessIdeas";
import { Events1795900000001 } from "./1795900000001-Events";
import { Forums1795900000000 } from "./1795900000000-Forums";
import { BusinessPages1796000000001 } from "./1796000000001-BusinessPages";
import { FeedSearch1795400000000 } from "./1795400000000-FeedSearch";
import { KeysetTimestamps1795500000001 } from "./1795500000001-KeysetTimestamps";
import { Moderation1796000000002 } from "./1796000000002-Moderation";
import { MemberBlocks1796200000000 } from "./1796200000000-MemberBlocks";
import { ReactionNotificationPaths1796100000000 } from "./1796100000000-ReactionNotificationPaths";
import { SearchTypos1796100000001 } from "./1796100000001-SearchTypos";
import { ChangeSignals1796300000000 } from "./1796300000000-ChangeSignals";
import { ConnectionCountIndexes1796300000001 } from "./1796300000001-ConnectionCountIndexes";
import { Messages1795263653971 } from "./1795263653971-Messages";
import { ProfilesConnections1795263076204 } from "./1795263076204-ProfilesConnections";

export const migrations: (new () => MigrationInterface)[] = [
  Foundation1795260780952,
  ProfilesConnections1795263076204,
  Messages1795263653971,
  FeedSearch1795400000000,
  ArticlesReactions1795500000000,
  KeysetTimestamps1795500000001,
  FeedItemsKeysetTimestamps1795500000002,
  FeedContentPairs1795600000000,
  GroupsComments1795700000000,
  Forums1795900000000,
  Events1795900000001,
  BusinessIdeas1796000000000,
  BusinessPages1796000000001,
  Moderation1796000000002,
  ReactionNotificationPaths1796100000000,
  SearchTypos1796100000001,
  MemberBlocks1796200000000,
  ChangeSignals1796300000000,
  ConnectionCountIndexes1796300000001,
];
