import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter, RateLimitRule } from "../../lib/rate-limit.ts";

/**
 * Card-testing defence (docs/decisions/007-payments.md): someone holding a list of stolen
 * numbers tries them one after another against a cheap order, reading approve or decline.
 * Three counters, in Redis when REDIS_URL is set so that every process counts together:
 *
 * - card tokens per order: a customer who retypes a card a few times is far below it;
 * - declined payments per order: past it, the order takes no more card attempts for a while;
 * - declined payments per client address: the same across orders (a new order per card).
 *
 * Declines are counted, not payments, so a busy restaurant's shared Wi-Fi never trips it.
 */
export const PAYMENT_ATTEMPT_LIMITS = {
  tokensPerOrder: { limit: 10, windowMs: 15 * 60_000 },
  declinesPerOrder: { limit: 5, windowMs: 60 * 60_000 },
  declinesPerIp: { limit: 15, windowMs: 60 * 60_000 },
  // payment.limit-member-card-tokens: cards entered outside checkout (members/payments/token).
  tokensPerMember: { limit: 10, windowMs: 15 * 60_000 },
  memberTokensPerIp: { limit: 30, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

function wait(seconds: number): string {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

function refused(message: string, seconds: number): HttpError {
  return new HttpError(429, message, { headers: { "retry-after": String(seconds) } });
}

export type PaymentAttemptGuard = ReturnType<typeof createPaymentAttemptGuard>;

export function createPaymentAttemptGuard(
  limiter: RateLimiter,
  limits: typeof PAYMENT_ATTEMPT_LIMITS = PAYMENT_ATTEMPT_LIMITS,
) {
  async function checkDeclines(orderId: string, ip: string): Promise<void> {
    const [byOrder, byIp] = await Promise.all([
      limiter.peek(`ccdecline:order:${orderId}`, limits.declinesPerOrder),
      limiter.peek(`ccdecline:ip:${ip}`, limits.declinesPerIp),
    ]);
    if (byOrder.count >= limits.declinesPerOrder.limit) {
      throw refused(
        `This order has had too many declined payments. Please wait ${wait(byOrder.retryAfterSeconds)} and try again with another card.`,
        byOrder.retryAfterSeconds,
      );
    }
    if (byIp.count >= limits.declinesPerIp.limit) {
      throw refused(
        `Too many declined payments from this connection. Please wait ${wait(byIp.retryAfterSeconds)} and try again.`,
        byIp.retryAfterSeconds,
      );
    }
  }

  return {
    /** Before card data becomes a token: counts the attempt, refuses past either limit. */
    async beforeToken(orderId: string, ip: string): Promise<void> {
      await checkDeclines(orderId, ip);
      const tokens = await limiter.hit(`cctoken:order:${orderId}`, limits.tokensPerOrder);
      if (!tokens.allowed) {
        throw refused(
          `Too many cards were entered for this order. Please wait ${wait(tokens.retryAfterSeconds)} and try again.`,
          tokens.retryAfterSeconds,
        );
      }
    },
    /**
     * Before card data becomes a token for saving on a member's account
     * (`payment.limit-member-card-tokens`): refused while the address is locked out by
     * declines, and past the cards entered per member or per address.
     */
    async beforeMemberToken(memberId: string, ip: string): Promise<void> {
      const byIp = await limiter.peek(`ccdecline:ip:${ip}`, limits.declinesPerIp);
      if (byIp.count >= limits.declinesPerIp.limit) {
        throw refused(
          `Too many declined payments from this connection. Please wait ${wait(byIp.retryAfterSeconds)} and try again.`,
          byIp.retryAfterSeconds,
        );
      }
      const [member, address] = await Promise.all([
        limiter.hit(`cctoken:member:${memberId}`, limits.tokensPerMember),
        limiter.hit(`cctoken:memberip:${ip}`, limits.memberTokensPerIp),
      ]);
      const over = !member.allowed ? member : !address.allowed ? address : null;
      if (over) {
        throw refused(
          `Too many cards were entered for ${over === member ? "your account" : "accounts from this connection"}. Please wait ${wait(over.retryAfterSeconds)} and try again.`,
          over.retryAfterSeconds,
        );
      }
    },
    /** Before a submit charges a card. */
    beforeCharge: checkDeclines,
    /** After a submit was declined (HTTP 402). */
    async declined(orderId: string, ip: string): Promise<void> {
      await Promise.all([
        limiter.hit(`ccdecline:order:${orderId}`, limits.declinesPerOrder),
        limiter.hit(`ccdecline:ip:${ip}`, limits.declinesPerIp),
      ]);
    },
  };
}
