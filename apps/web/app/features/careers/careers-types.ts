// The careers calls' shapes as the pages use them: types only (the browser loads no zod).
import type { BodyOf, QueryOf, ResponseOf } from "@coop/contract/api-types";

export type JobSearchQuery = QueryOf<"jobsSearch">;
export type JobSearchAnswer = ResponseOf<"jobsSearch">;
export type JobSummary = JobSearchAnswer["jobs"][number];
export type JobDetail = ResponseOf<"jobsGet">["job"];
export type Position = ResponseOf<"positionsGet">;
export type ApplicationBody = BodyOf<"jobsApply">;
export type ApplicationAnswer = ResponseOf<"jobsApply">;
export type ResumeAnswer = ResponseOf<"careersResumeUpload">;
