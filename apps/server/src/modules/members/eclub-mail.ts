import type { MailMessage } from "../../lib/mailer.ts";
import { escapeHtml } from "./mail-text.ts";

const TEXT = {
  en: {
    subject: "Confirm your Coop e-club subscription",
    hello: (name: string | null) => (name ? `Hi ${name},` : "Hi,"),
    body: "Thanks for joining the Coop e-club. Please confirm your email address to start receiving news and offers:",
    button: "Confirm my subscription",
    expires: "This link works for 7 days. If you did not ask to join, ignore this email.",
    unsubscribe: "Unsubscribe from the Coop e-club:",
  },
  es: {
    subject: "Confirma tu suscripción al e-club de Coop",
    hello: (name: string | null) => (name ? `Hola, ${name}:` : "Hola:"),
    body: "Gracias por unirte al e-club de Coop. Confirma tu correo electrónico para empezar a recibir noticias y ofertas:",
    button: "Confirmar mi suscripción",
    expires: "Este enlace funciona durante 7 días. Si no pediste unirte, ignora este correo.",
    unsubscribe: "Darte de baja del e-club de Coop:",
  },
} as const;

/**
 * The e-club's confirmation email (`eclub.double-opt-in`) in the subscriber's language, ending
 * with the unsubscribe link every e-club email carries (`eclub.unsubscribe`).
 */
export function eclubMail(m: {
  to: string;
  language: "en" | "es";
  firstName: string | null;
  confirmUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const t = TEXT[m.language];
  const text = [
    t.hello(m.firstName),
    "",
    t.body,
    m.confirmUrl,
    "",
    t.expires,
    "",
    "--",
    t.unsubscribe,
    m.unsubscribeUrl,
    "",
  ].join("\n");
  const html = [
    `<p>${escapeHtml(t.hello(m.firstName))}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${escapeHtml(m.confirmUrl)}">${escapeHtml(t.button)}</a></p>`,
    `<p>${escapeHtml(t.expires)}</p>`,
    `<hr><p>${escapeHtml(t.unsubscribe)} <a href="${escapeHtml(m.unsubscribeUrl)}">${escapeHtml(m.unsubscribeUrl)}</a></p>`,
  ].join("\n");
  return { to: m.to, subject: t.subject, text, html };
}
