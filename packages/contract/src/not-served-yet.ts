// The rows of the endpoint table (endpoints.ts) that the server does not serve yet, each with
// the reason. A server test fails when a row is neither served nor listed here, and when a
// listed row is served (then take it off this list). docs/status.md lists them for readers.

import type { EndpointId } from "./endpoints.ts";

const marketingProxy =
  "marketing-messaging proxy: the spec shows neither methods nor payloads; only users/track " +
  "(the site's custom events) is built so far";

export const notServedYet = {
  contact: "contact form: the spec names its fields (form, request) but not what is inside",
  formsSubmit: "form-submission path: the spec names its fields, not the forms or where they go",
  jobsSearch: "job search: the careers data source (an external spreadsheet) is not designed",
  brazeUsersAliasNew: marketingProxy,
  brazeUsersIdentify: marketingProxy,
  brazeCampaignsDataSeries: marketingProxy,
  brazeCampaignsDetails: marketingProxy,
  brazeCanvasDataSeries: marketingProxy,
  brazeCanvasDataSummary: marketingProxy,
  brazeSegmentsList: marketingProxy,
  brazeSegmentsDataSeries: marketingProxy,
  brazeSegmentsDetails: marketingProxy,
  brazeUsersExportIds: marketingProxy,
  brazeUsersExportSegment: marketingProxy,
  brazeMessagesSend: marketingProxy,
  brazeCampaignsTriggerSend: marketingProxy,
  brazeCanvasTriggerSend: marketingProxy,
} as const satisfies Partial<Record<EndpointId, string>>;

export type NotServedYetId = keyof typeof notServedYet;

/** Whether a row of the table is listed as not served yet. */
export function isNotServedYet(id: EndpointId): id is NotServedYetId {
  return Object.hasOwn(notServedYet, id);
}
