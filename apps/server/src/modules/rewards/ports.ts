/**
 * What rewards asks of modules/members: whether the member verified the email address
 * (`member.unverified-limits`: only then may points be redeemed).
 */
export type EmailVerifiedCheck = (memberId: string) => Promise<boolean>;
