import { defineModule } from "../../kernel/module";
import { onAccountDeleting, onMemberBanned, onMemberUnbanned } from "./ban.service";
import { accountLoaders, accountMemberFacts } from "./accounts.loaders";
import { AccountsResolver } from "./accounts.resolver";
import { EmailToken } from "./email-token.entity";
import { Session } from "./session.entity";
import { User } from "./user.entity";

export const accounts = defineModule({
  name: "accounts",
  resolvers: [AccountsResolver],
  entities: [User, Session, EmailToken],
  loaders: accountLoaders,
  memberFacts: accountMemberFacts,
  on: {
    MemberBanned: onMemberBanned,
    MemberUnbanned: onMemberUnbanned,
    AccountDeleting: onAccountDeleting,
  },
  topics: {} as {
    /** Sessions that ended (sign-out, ban, password change): every process closes their sockets. */
    SESSIONS_REVOKED: [{ sessionIds: string[]; userId?: string }];
  },
});
