import type { Pool } from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { RateLimitedError } from "../../graphql/errors";

const WINDOW_SECONDS = 15 * 60;

type Limits = { perIp: number; perEmail: number; messagesPerMinute: number };

/**
 * Limits on sign-in, sign-up and password reset, per IP and per e-mail, kept in Postgres
 * (table rate_limits) so they hold across every server process.
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
    signInEmail: make("sign_in_email", limits.perEmail),
    signUpIp: make("sign_up_ip", limits.perIp),
    resetIp: make("reset_ip", limits.perIp),
    resetEmail: make("reset_email", Math.max(1, Math.ceil(limits.perEmail / 2))),
    messages: make("messages", limits.messagesPerMinute, 60),
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

  return {
    signIn: async (ip: string, email: string) => {
      await consume(limiters.signInIp, ip);
      await consume(limiters.signInEmail, email.toLowerCase());
    },
    signUp: (ip: string) => consume(limiters.signUpIp, ip),
    passwordReset: async (ip: string, email: string) => {
      await consume(limiters.resetIp, ip);
      await consume(limiters.resetEmail, email.toLowerCase());
    },
    /** Messages a member may send per minute. */
    message: (senderId: string) => consume(limiters.messages, senderId),
    /** A successful sign-in forgives that address's earlier failures. */
    signedIn: (email: string) =>
      limiters.signInEmail.delete(email.toLowerCase()).then(() => undefined),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
