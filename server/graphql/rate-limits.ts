import crypto from "node:crypto";
import { setTimeout as wait } from "node:timers/promises";
import type { Pool } from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { RateLimitedError } from "./errors";

const WINDOW_SECONDS = 15 * 60;

/**
 * The sign-in slow-down: once an address has had `perEmail` failed sign-ins in the window (from anywhere),
 * every further attempt on it waits first, starting at this and doubling with each failure, up to the cap.
 */
export const SLOW_DOWN = { firstMs: 250, maxMs: 4000 };

type Limits = {
  perIp: number;
  perEmail: number;
  messagesPerMinute: number;
  connectionChangesPerMinute: number;
  commentsPerMinute: number;
};

/**
 * The key a counter is stored under: a digest, so an address of any length fits the key column and no
 * address is kept in the table in clear.
 */
const keyOf = (...parts: string[]) =>
  crypto.createHash("sha256").update(parts.join("\n")).digest("base64url");

/** How long an attempt on an address waits, after `failures` failed sign-ins on it in the window. */
export function slowDownMs(failures: number, perEmail: number): number {
  if (failures < perEmail) return 0;
  return Math.min(SLOW_DOWN.maxMs, SLOW_DOWN.firstMs * 2 ** Math.min(failures - perEmail, 16));
}

/**
 * Limits on sign-in, sign-up, password reset, messages, connection changes and comments, kept in Postgres
 * (table rate_limits) so they hold across every server process.
 *
 * Sign-in follows OWASP's authentication guidance: no one can lock a member out. Attempts are limited per
 * client address, and per address and e-mail together (`perEmail` in the window): an attacker guessing
 * from one address is stopped there, while the owner signing in from anywhere else is not. Failures on an
 * e-mail from every address together only slow its sign-ins down (SLOW_DOWN), never refuse them.
 */
export function createRateLimits(pool: Pool, limits: Limits) {
  const make = (keyPrefix: string, points: number, duration = WINDOW_SECONDS) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration,
    });
  const limiters = {
    signInIp: make("sign_in_ip", limits.perIp),
    signInEmailIp: make("sign_in_email_ip", limits.perEmail),
    // Only counted and read (penalty, get), never consumed: its points are not a limit.
    signInFailures: make("sign_in_failures", Number.MAX_SAFE_INTEGER),
    signUpIp: make("sign_up_ip", limits.perIp),
    resetIp: make("reset_ip", limits.perIp),
    resetEmail: make("reset_email", Math.max(1, Math.ceil(limits.perEmail / 2))),
    // A passkey sign-in is two requests (its options, then its assertion): twice the sign-ins per address.
    passkeySignInIp: make("passkey_sign_in_ip", limits.perIp * 2),
    messages: make("messages", limits.messagesPerMinute, 60),
    // Typing signals: their own count (typing never uses up the messages), twice the messages' budget; a
    // client signals at most every 2 seconds while its member types.
    typing: make("typing", limits.messagesPerMinute * 2, 60),
    connections: make("connections", limits.connectionChangesPerMinute, 60),
    comments: make("comments", limits.commentsPerMinute, 60),
  };

  async function consume(limiter: RateLimiterPostgres, key: string) {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes)
        throw new RateLimitedError(Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }

  const email = (address: string) => keyOf(address.toLowerCase());
  const emailIp = (address: string, ip: string) => keyOf(address.toLowerCase(), ip);

  return {
    /**
     * Before a sign-in: refused when the client address, or this e-mail from this address, has used up its
     * attempts; otherwise it waits as long as the e-mail's recent failures ask.
     */
    signIn: async (ip: string, address: string) => {
      await consume(limiters.signInIp, keyOf(ip));
      await consume(limiters.signInEmailIp, emailIp(address, ip));
      const failures = (await limiters.signInFailures.get(email(address)))?.consumedPoints ?? 0;
      const delay = slowDownMs(failures, limits.perEmail);
      if (delay > 0) await wait(delay);
    },
    /** A wrong password or an unknown e-mail: counts toward the e-mail's slow-down. */
    signInFailed: (address: string) =>
      limiters.signInFailures.penalty(email(address)).then(() => undefined),
    /** A successful sign-in forgives the failures on that e-mail, from that address and overall. */
    signedIn: async (ip: string, address: string) => {
      await Promise.all([
        limiters.signInEmailIp.delete(emailIp(address, ip)),
        limiters.signInFailures.delete(email(address)),
      ]);
    },
    /** Each step of a passkey sign-in (asking for its options, answering with the assertion), per address. */
    passkeySignIn: (ip: string) => consume(limiters.passkeySignInIp, keyOf(ip)),
    signUp: (ip: string) => consume(limiters.signUpIp, keyOf(ip)),
    passwordReset: async (ip: string, address: string) => {
      await consume(limiters.resetIp, keyOf(ip));
      await consume(limiters.resetEmail, email(address));
    },
    /** Messages a member may send per minute. */
    message: (senderId: string) => consume(limiters.messages, senderId),
    /** Typing signals (`setTyping`) a member may send per minute: twice their messages. */
    typing: (memberId: string) => consume(limiters.typing, memberId),
    /** Follows, unfollows and friend-request actions a member may take per minute. */
    connectionChange: (memberId: string) => consume(limiters.connections, memberId),
    /** Comments a member may add or edit per minute. */
    comment: (memberId: string) => consume(limiters.comments, memberId),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
