import { EmailToken } from "../modules/accounts/email-token.entity";
import { Session } from "../modules/accounts/session.entity";
import { User } from "../modules/accounts/user.entity";
import { Profile } from "../modules/profiles/profile.entity";

/** Every entity, registered once for the app, the CLI and the tests. */
export const entities = [User, Session, EmailToken, Profile];
