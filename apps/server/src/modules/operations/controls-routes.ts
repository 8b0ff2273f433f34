import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import type { StaffService } from "../staff/service.ts";
import type { ControlsService } from "./controls-service.ts";

/** The restaurant a call names in its path, or undefined when it is not one (left to validation). */
const restaurantOf = (request: { params: unknown }) => {
  const id = Number((request.params as { id?: string }).id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * Store controls and pacing under /api/ops/restaurants/{id} (`ops.controls-access`): crew of the
 * restaurant read the controls; its managers and admins change them (86, pause, busy mode,
 * closing early, pacing), each change audited.
 */
export const controlsRoutes: FastifyPluginAsyncZod<{
  controls: ControlsService;
  access: StaffService["access"];
}> = async (app, { controls, access }) => {
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
  });
  const readers = access.staffFirst({ roles: ["crew", "manager", "admin"] }, restaurantOf);
  const managers = access.staffFirst({ roles: ["manager", "admin"] }, restaurantOf);
  const actor = (request: Parameters<typeof managers.caller>[0]) => ({
    id: managers.caller(request).staff.id,
  });
  const errors = [400, 401, 403, 404] as const;

  app.route({
    ...endpointRoute("opsControls", {
      summary: "Pause, busy mode, closing early and the menu's items with their 86 state",
      errors,
    }),
    preValidation: readers.preValidation,
    handler: async (request) => controls.view(request.params.id),
  });
  app.route({
    ...endpointRoute("opsAvailability", {
      summary: "86 items or options until a time or until turned back on, or bring them back",
      errors,
    }),
    preValidation: managers.preValidation,
    handler: async (request) =>
      controls.availability(request.params.id, actor(request), request.body),
  });
  app.route({
    ...endpointRoute("opsPausePut", { summary: "Pause online ordering until a time", errors }),
    preValidation: managers.preValidation,
    handler: async (request) => controls.pause(request.params.id, actor(request), request.body),
  });
  app.route({
    ...endpointRoute("opsPauseDelete", { summary: "Resume online ordering", errors }),
    preValidation: managers.preValidation,
    handler: async (request) => controls.resume(request.params.id, actor(request)),
  });
  app.route({
    ...endpointRoute("opsBusyPut", {
      summary: "Busy mode: add minutes to every quoted time until a time",
      errors,
    }),
    preValidation: managers.preValidation,
    handler: async (request) => controls.busy(request.params.id, actor(request), request.body),
  });
  app.route({
    ...endpointRoute("opsBusyDelete", { summary: "End busy mode", errors }),
    preValidation: managers.preValidation,
    handler: async (request) => controls.endBusy(request.params.id, actor(request)),
  });
  app.route({
    ...endpointRoute("opsHoursTodayPut", {
      summary: "Close early today: no order for a time at or after closes_at",
      errors: [...errors, 409 as const],
    }),
    preValidation: managers.preValidation,
    handler: async (request) =>
      controls.closeEarly(request.params.id, actor(request), request.body),
  });
  app.route({
    ...endpointRoute("opsHoursTodayDelete", { summary: "Back to today's regular hours", errors }),
    preValidation: managers.preValidation,
    handler: async (request) => controls.regularHours(request.params.id, actor(request)),
  });
  app.route({
    ...endpointRoute("opsPacingGet", {
      summary: "Orders and make-minutes per 15-minute slot, by handoff and for catering",
      errors,
    }),
    preValidation: managers.preValidation,
    handler: async (request) => controls.pacing(request.params.id),
  });
  app.route({
    ...endpointRoute("opsPacingPut", {
      summary: "Set the orders and make-minutes per slot, by handoff and for catering",
      errors,
    }),
    preValidation: managers.preValidation,
    handler: async (request) => controls.setPacing(request.params.id, actor(request), request.body),
  });
};
