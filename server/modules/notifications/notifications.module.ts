import { defineModule } from "../../kernel/module";
import { Notification } from "./notification.entity";
import { NotificationsResolver } from "./notifications.resolver";
import { onNotificationDue } from "./notifications.service";

export const notifications = defineModule({
  name: "notifications",
  resolvers: [NotificationsResolver],
  entities: [Notification],
  on: { NotificationDue: onNotificationDue },
  topics: {} as {
    NOTIFICATION_ADDED: [memberId: string, { id: string; userId: string }];
  },
});
