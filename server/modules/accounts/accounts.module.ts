import { defineModule } from "../../kernel/module";
import { onAccountDeleting, onMemberBanned, onMemberUnbanned } from "./ban.service";
import { accountLoaders, accountMemberFacts } from "./accounts.loaders";
import { AccountsResolver } from "./accounts.resolver";
import { EmailToken } from "./email-token.entity";
import { Session } from "./session.entity";
import { SessionsResolver } from "./session.resolver";
import type { SessionEndReason } from "./session.service";
import { emailNewSignIn, SIGN_IN_ALERT_TASK } from "./sign-in-alert.service";
import { SessionActivity1797500000000 } from "./migrations/1797500000000-SessionActivity";
import { User } from "./user.entity";

export const accounts = defineModule({
  name: "accounts",
  migrations: [SessionActivity1797500000000],
  resolvers: [AccountsResolver, SessionsResolver],
  entities: [User, Session, EmailToken],
  loaders: accountLoaders,
  memberFacts: accountMemberFacts,
  jobs: { [SIGN_IN_ALERT_TASK]: emailNewSignIn },
  on: {
    MemberBanned: onMemberBanned,
    MemberUnbanned: onMemberUnbanned,
    AccountDeleting: onAccountDeleting,
  },
  topics: {} as {
    /**
     * Sessions that ended (sign-out, ban, password change, revoked from Settings › Security): every process
     * closes their sockets, giving `reason` as the close reason.
     */
    SESSIONS_REVOKED: [{ sessionIds: string[]; userId?: string; reason?: SessionEndReason }];
  },
});
