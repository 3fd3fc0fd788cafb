import { defineModule } from "../../kernel/module";
import { accountPersonalData } from "./accounts.personal-data";
import { onAccountDeleting, onMemberBanned, onMemberUnbanned } from "./ban.service";
import { accountLoaders, accountMemberFacts } from "./accounts.loaders";
import { AccountsResolver } from "./accounts.resolver";
import { AccountDeletionResolver, MemberSettingsDeletionResolver } from "./deletion.resolver";
import {
  ACCOUNT_DELETION_EMAIL_TASK,
  ACCOUNT_DELETION_TASK,
  emailAccountDeletion,
  runAccountDeletion,
} from "./deletion.service";
import { EmailToken } from "./email-token.entity";
import { Session } from "./session.entity";
import { SessionsResolver } from "./session.resolver";
import type { SessionEndReason } from "./session.service";
import { emailNewSignIn, SIGN_IN_ALERT_TASK } from "./sign-in-alert.service";
import { SessionActivity1797500000000 } from "./migrations/1797500000000-SessionActivity";
import { Passkeys1797600000100 } from "./migrations/1797600000100-Passkeys";
import { Passkey } from "./passkey.entity";
import { PasskeySettingsResolver, PasskeysResolver } from "./passkeys.resolver";
import { AccountDeletion1797600000300 } from "./migrations/1797600000300-AccountDeletion";
import { TwoFactor1797600000000 } from "./migrations/1797600000000-TwoFactor";
import { MemberTotp, RecoveryCode, SignInChallenge } from "./totp.entity";
import { TotpResolver, TotpSettingsResolver } from "./totp.resolver";
import { User } from "./user.entity";

export const accounts = defineModule({
  name: "accounts",
  personalData: accountPersonalData,
  migrations: [
    SessionActivity1797500000000,
    TwoFactor1797600000000,
    Passkeys1797600000100,
    AccountDeletion1797600000300,
  ],
  resolvers: [
    AccountsResolver,
    SessionsResolver,
    AccountDeletionResolver,
    MemberSettingsDeletionResolver,
    PasskeysResolver,
    PasskeySettingsResolver,
    TotpResolver,
    TotpSettingsResolver,
  ],
  entities: [User, Session, EmailToken, Passkey, MemberTotp, RecoveryCode, SignInChallenge],
  loaders: accountLoaders,
  memberFacts: accountMemberFacts,
  jobs: {
    [SIGN_IN_ALERT_TASK]: emailNewSignIn,
    [ACCOUNT_DELETION_TASK]: runAccountDeletion,
    [ACCOUNT_DELETION_EMAIL_TASK]: emailAccountDeletion,
  },
  on: {
    MemberBanned: onMemberBanned,
    MemberUnbanned: onMemberUnbanned,
    AccountDeleting: onAccountDeleting,
  },
  topics: {} as {
    /**
     * Sessions that ended (sign-out, ban, password change, revoked from Settings › Security, a
     * deletion scheduled): every process closes their sockets, giving `reason` as the close reason.
     */
    SESSIONS_REVOKED: [{ sessionIds: string[]; userId?: string; reason?: SessionEndReason }];
  },
});
