// The rows of the endpoint table (endpoints.ts) that the server does not serve yet, each with
// what will build it. A server test fails when a row is neither served nor listed here, and when a
// listed row is served (then take it off this list). docs/status.md lists them for readers.

import type { EndpointId } from "./endpoints.ts";

export const notServedYet = {
  jobsSearch: "Careers (`modules/careers`): job search over the careers table",
  jobsGet: "Careers (`modules/careers`): one job",
  positionsList: "Careers (`modules/careers`): the position types",
  positionsGet: "Careers (`modules/careers`): one position type",
  careersResumeUpload: "Careers (`modules/careers`): resume upload",
  jobsApply: "Careers (`modules/careers`): applications",
  opsCareersJobs: "Careers (`modules/careers`): jobs for staff",
  opsCareersJobCreate: "Careers (`modules/careers`): adding a job",
  opsCareersJobUpdate: "Careers (`modules/careers`): editing a job",
  opsCareersImport: "Careers (`modules/careers`): the spreadsheet import",
  opsCareersApplications: "Careers (`modules/careers`): applications for staff",
  opsCareersApplicationGet: "Careers (`modules/careers`): one application for staff",
  opsCareersApplicationUpdate: "Careers (`modules/careers`): an application's status",
  opsCareersResume: "Careers (`modules/careers`): an application's resume, for staff only",
} as const satisfies Partial<Record<EndpointId, string>>;

export type NotServedYetId = keyof typeof notServedYet;

/** Whether a row of the table is listed as not served yet. */
export function isNotServedYet(id: EndpointId): id is NotServedYetId {
  return Object.hasOwn(notServedYet, id);
}
