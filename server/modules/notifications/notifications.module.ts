import { defineModule } from "../../kernel/module";
import { Notification } from "./notification.entity";
import { NotificationsResolver } from "./notifications.resolver";
import { forgetActor, onMemberBlocked, onNotificationWithdrawn } from "./notifications.service";
import {
  emailNotification,
  emailUnreadMessage,
  MESSAGE_EMAIL_TASK,
  NOTIFICATION_EMAIL_TASK,
  onNotificationDue,
} from "./delivery";
import { DIGEST_SCHEDULE, DIGEST_TASK, digestJob } from "./digest";
import { NotificationActors1797300000100 } from "./migrations/1797300000100-NotificationActors";
import { NotificationsFollowContent1797300000200 } from "./migrations/1797300000200-NotificationsFollowContent";
import { GroupedNotifications1797400000100 } from "./migrations/1797400000100-GroupedNotifications";
import { NotificationEmail1797400000200 } from "./migrations/1797400000200-NotificationEmail";
import { UnsubscribeResolver } from "./unsubscribe.resolver";
import { unsubscribeRoutes } from "./unsubscribe.routes";

export const notifications = defineModule({
  name: "notifications",
  resolvers: [NotificationsResolver, UnsubscribeResolver],
  entities: [Notification],
  migrations: [
    NotificationActors1797300000100,
    NotificationsFollowContent1797300000200,
    GroupedNotifications1797400000100,
    NotificationEmail1797400000200,
  ],
  routes: unsubscribeRoutes,
  jobs: {
    [NOTIFICATION_EMAIL_TASK]: emailNotification,
    [MESSAGE_EMAIL_TASK]: emailUnreadMessage,
    [DIGEST_TASK]: digestJob,
  },
  schedules: { [DIGEST_TASK]: DIGEST_SCHEDULE },
  on: {
    NotificationDue: onNotificationDue,
    NotificationWithdrawn: onNotificationWithdrawn,
    MemberBlocked: onMemberBlocked,
    MemberBanned: forgetActor,
    AccountDeleting: forgetActor,
  },
  topics: {} as {
    NOTIFICATION_ADDED: [memberId: string, { id: string; userId: string }];
  },
});
