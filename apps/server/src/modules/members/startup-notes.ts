import type { Config } from "../../config.ts";

/**
 * What the start-up log says about the members area's integrations: whether email goes
 * through SMTP or to the outbox, and whether the bot check and single sign-on are on.
 */
export function memberIntegrationNotes(config: Config): string[] {
  return [
    config.smtpUrl
      ? `email: SMTP at ${new URL(config.smtpUrl).host}, from ${config.mailFrom}`
      : `email: no SMTP_URL, so emails are written to ${config.dataDir}/outbox (reset links are also logged)`,
    config.botCheckBuiltin
      ? "bot check: on, built in (BOT_CHECK=builtin: this server issues and verifies its own tokens)"
      : config.botCheck
        ? `bot check: on (verify at ${config.botCheck.verifyUrl}, minimum score ${config.botCheck.minScore})`
        : "bot check: off (set BOT_CHECK_SECRET to check sign-in, sign-up, forgot-password and contact)",
    config.oidc
      ? `single sign-on: on (OpenID Connect at ${config.oidc.issuer}, redirect ${config.publicOrigin}${config.oidc.redirectPath})`
      : "single sign-on: off (set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to turn it on)",
    `loyalty: ${config.loyaltyPointsPerDollar} points per dollar`,
  ];
}
