import { EmailToken } from "../modules/accounts/email-token.entity";
import { Session } from "../modules/accounts/session.entity";
import { User } from "../modules/accounts/user.entity";
import { Connection } from "../modules/connections/connection.entity";
import { Article } from "../modules/articles/article.entity";
import { Reaction } from "../modules/reactions/reaction.entity";
import { FeedItem } from "../modules/feed/feed-item.entity";
import { Message } from "../modules/messages/message.entity";
import { Notification } from "../modules/notifications/notification.entity";
import { Profile } from "../modules/profiles/profile.entity";
import { MemberSettings } from "../modules/settings/settings.entity";
import { Upload } from "../storage/upload.entity";

/** Every entity, registered once for the app, the CLI and the tests. */
export const entities = [
  User,
  Session,
  EmailToken,
  Profile,
  Connection,
  Message,
  Notification,
  MemberSettings,
  Upload,
  FeedItem,
  Article,
  Reaction,
];
