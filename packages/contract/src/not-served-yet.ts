// The rows of the endpoint table (endpoints.ts) that the server does not serve yet, each with
// what will build it. A server test fails when a row is neither served nor listed here, and when a
// listed row is served (then take it off this list). docs/status.md lists them for readers.

import type { EndpointId } from "./endpoints.ts";

export const notServedYet = {} as const satisfies Partial<Record<EndpointId, string>>;

export type NotServedYetId = keyof typeof notServedYet;

/** Whether a row of the table is listed as not served yet. */
export function isNotServedYet(id: EndpointId): id is NotServedYetId {
  return Object.hasOwn(notServedYet, id);
}
