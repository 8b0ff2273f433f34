// Bodies of the server's probes: GET /healthz (the process is up) and GET /readyz (it can
// serve traffic: the database answers).

import { z } from "zod";

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
});

export const readinessResponseSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ok", "unavailable"]),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
