/** Who a member is on screen: full name, then username, then the local part of the e-mail, then 'User'. */
export function displayName(person: {
  fullName?: string | null;
  username?: string | null;
  email?: string | null;
}): string {
  const fullName = person.fullName?.trim();
  if (fullName) return fullName;
  const username = person.username?.trim();
  if (username) return username;
  const local = person.email?.split("@")[0]?.trim();
  if (local) return local;
  return "User";
}

/** The avatar fallback: the first letter of the name in upper case, or 'A' when the name is empty. */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : "A";
}
