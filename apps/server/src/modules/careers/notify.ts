import { eq } from "drizzle-orm";

import { formatPhone } from "@coop/contract/phone";

import type { Db } from "../../db/client.ts";
import { jobApplications, jobOpenings } from "../../db/schema/careers.ts";
import type { Mailer } from "../../lib/mailer.ts";
import type { JobQueue } from "../jobs/service.ts";
import type { ApplicationRecipients, RestaurantDirectory } from "./ports.ts";

export const APPLICATION_NOTIFY_JOB = "careers.application-notify";
export const APPLICATION_CONFIRM_JOB = "careers.application-confirm";

const DAY_NAMES: Record<string, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** The reference an applicant and the staff quote: APP- and the id's first eight hex digits. */
export const referenceOf = (id: string) => `APP-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;

/**
 * The application's emails, sent by the job queue (retried when the mail server refuses):
 * the managers' summary with a link to /ops/careers (never the resume itself: staff download
 * it signed in), and the applicant's confirmation in their language.
 */
export function registerApplicationEmails(deps: {
  db: Db;
  restaurants: RestaurantDirectory;
  /** The active managers of the restaurant, or the active admins when it has none. */
  recipients: ApplicationRecipients;
  jobs: JobQueue;
  mailer: Mailer;
  publicOrigin: string;
  log: { warn(obj: object, message: string): void };
}): void {
  const { db } = deps;
  async function load(applicationId: unknown) {
    if (typeof applicationId !== "string") return null;
    const [row] = await db
      .select({ application: jobApplications, job: jobOpenings })
      .from(jobApplications)
      .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.jobId))
      .where(eq(jobApplications.id, applicationId));
    if (!row) return null;
    const [restaurant] = await deps.restaurants.byIds([row.application.restaurantId]);
    return restaurant ? { ...row, restaurant } : null;
  }

  deps.jobs.register(APPLICATION_NOTIFY_JOB, async (job) => {
    const row = await load((job.payload as { applicationId?: unknown }).applicationId);
    if (!row) return;
    const { application: a, job: opening, restaurant } = row;
    const to = await deps.recipients(a.restaurantId);
    if (to.length === 0) {
      deps.log.warn(
        { application: a.id, restaurant: a.restaurantId },
        "job application: no active manager or admin to email",
      );
      return;
    }
    const reference = referenceOf(a.id);
    const link = `${deps.publicOrigin}/ops/careers?application=${a.id}`;
    const availability = Object.entries(a.availability)
      .filter(([, parts]) => parts.length > 0)
      .map(([day, parts]) => `  ${DAY_NAMES[day] ?? day}: ${parts.join(", ")}`);
    const text = [
      `${a.firstName} ${a.lastName} applied for ${opening.title} at ${restaurant.name} (restaurant ${restaurant.id}).`,
      "",
      `Reference: ${reference}`,
      `Email: ${a.email}`,
      `Phone: ${formatPhone(a.phone)}`,
      `Language: ${a.language === "es" ? "Spanish" : "English"}`,
      "Availability:",
      ...availability,
      "",
      "Experience:",
      a.experience.trim() || "(none given)",
      "",
      a.resumeName
        ? `A resume (${a.resumeName}) is with the application; download it from the staff pages.`
        : "No resume was uploaded.",
      "",
      `Open the application: ${link}`,
    ].join("\n");
    await deps.mailer.send({
      to: to.join(", "),
      subject: `Job application ${reference}: ${opening.title} at ${restaurant.name}`,
      text,
    });
  });

  deps.jobs.register(APPLICATION_CONFIRM_JOB, async (job) => {
    const row = await load((job.payload as { applicationId?: unknown }).applicationId);
    if (!row) return;
    const { application: a, job: opening, restaurant } = row;
    const reference = referenceOf(a.id);
    const es = a.language === "es";
    const title = (es && opening.titleEs) || opening.title;
    await deps.mailer.send({
      to: a.email,
      subject: es
        ? `Recibimos tu solicitud (${reference})`
        : `We received your application (${reference})`,
      text: es
        ? [
            `Hola ${a.firstName}:`,
            "",
            `Gracias por solicitar el puesto de ${title} en Coop ${restaurant.name}. El equipo de gerencia del restaurante revisará tu solicitud y te contactará si hay una coincidencia.`,
            "",
            `Tu número de referencia es ${reference}.`,
          ].join("\n")
        : [
            `Hi ${a.firstName},`,
            "",
            `Thank you for applying for ${title} at Coop ${restaurant.name}. The restaurant's managers will review your application and contact you if there is a match.`,
            "",
            `Your reference is ${reference}.`,
          ].join("\n"),
    });
  });
}
