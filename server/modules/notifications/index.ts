import { defineModule } from "../../kernel/module";
import { Notification } from "./notification.entity";
import { NotificationsResolver } from "./notifications.resolver";

export const notifications = defineModule({
  name: "notifications",
  resolvers: [NotificationsResolver],
  entities: [Notification],
  topics: {} as {
    NOTIFICATION_ADDED: [memberId: string, { id: string; userId: string }];
  },
});
