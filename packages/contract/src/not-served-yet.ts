// The rows of the endpoint table (endpoints.ts) that the server does not serve yet, each with
// what will build it. A server test fails when a row is neither served nor listed here, and when a
// listed row is served (then take it off this list). docs/status.md lists them for readers.

import type { EndpointId } from "./endpoints.ts";

export const notServedYet = {
  contact: "Forms module (`modules/forms`): the contact form, stored, then delivered by email",
  formsSubmit: "Forms module (`modules/forms`): the form embeds of content pages",
  eclubConfirm: "Forms module (`modules/forms`): the e-club's double opt-in",
  eclubUnsubscribe: "Forms module (`modules/forms`): the e-club's unsubscribe link",
  opsFormsList: "Forms module (`modules/forms`): submissions for staff",
  opsFormsCsv: "Forms module (`modules/forms`): submissions as CSV",
  opsFormsGet: "Forms module (`modules/forms`): one submission for staff",
  opsFormsUpdate: "Forms module (`modules/forms`): marking a submission handled",
} as const satisfies Partial<Record<EndpointId, string>>;

export type NotServedYetId = keyof typeof notServedYet;

/** Whether a row of the table is listed as not served yet. */
export function isNotServedYet(id: EndpointId): id is NotServedYetId {
  return Object.hasOwn(notServedYet, id);
}
