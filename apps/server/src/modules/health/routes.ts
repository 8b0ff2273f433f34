import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { healthResponseSchema, readinessResponseSchema } from "@coop/contract/health";

/** /healthz: the process is up. /readyz: it can serve, i.e. the database answers and it is not shutting down. */
export const healthRoutes: FastifyPluginAsyncZod<{
  /** The database probe (Database.ping). */
  database: { ping(): Promise<boolean> };
  coop: { shuttingDown: boolean };
}> = async (app, { database, coop }) => {
  app.get(
    "/healthz",
    {
      schema: {
        tags: ["health"],
        operationId: "healthz",
        summary: "The process is up",
        security: [],
        response: { 200: healthResponseSchema },
      },
      logLevel: "warn",
    },
    async () => ({ status: "ok" as const }),
  );
  app.get(
    "/readyz",
    {
      schema: {
        tags: ["health"],
        operationId: "readyz",
        summary: "The database answers and the process accepts work",
        security: [],
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
      logLevel: "warn",
    },
    async (_request, reply) => {
      const dbOk = await database.ping();
      const ready = dbOk && !coop.shuttingDown;
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? "ok" : "unavailable", database: dbOk ? "ok" : "unavailable" });
    },
  );
};
