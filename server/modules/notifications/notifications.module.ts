import { defineModule } from "../../kernel/module";
import { Notification } from "./notification.entity";
import { NotificationsResolver } from "./notifications.resolver";
import {
  forgetActor,
  onMemberBlocked,
  onNotificationDue,
  onNotificationWithdrawn,
} from "./notifications.service";
import { NotificationActors1797300000100 } from "./migrations/1797300000100-NotificationActors";
import { NotificationsFollowContent1797300000200 } from "./migrations/1797300000200-NotificationsFollowContent";

export const notifications = defineModule({
  name: "notifications",
  resolvers: [NotificationsResolver],
  entities: [Notification],
  migrations: [NotificationActors1797300000100, NotificationsFollowContent1797300000200],
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
