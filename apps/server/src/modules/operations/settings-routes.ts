import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import type { StaffService } from "../staff/service.ts";
import { BOARD_ROLES, restaurantParam } from "./board-routes.ts";
import type { SettingsService } from "./settings-service.ts";

/**
 * A restaurant's board settings under /api/ops (`ops.settings`): auto-advance and the
 * make-time model. Everyone who works the board reads them; a manager or an admin changes them.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{
  settings: SettingsService;
  access: StaffService["access"];
}> = async (app, { settings, access }) => {
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
  });

  const readers = access.staffFirst({ roles: BOARD_ROLES }, restaurantParam);
  app.route({
    ...endpointRoute("opsSettingsGet", {
      summary: "Auto-advance and the make-time model of a restaurant, with its menu's categories",
      errors: [400, 401, 403, 404],
    }),
    preValidation: readers.preValidation,
    handler: async (request) => settings.get(request.params.id),
  });

  const managers = access.staffFirst({ roles: ["manager", "admin"] }, restaurantParam);
  app.route({
    ...endpointRoute("opsSettingsPut", {
      summary: "Changes auto-advance and the make-time model (manager or admin)",
      errors: [400, 401, 403, 404],
    }),
    preValidation: managers.preValidation,
    handler: async (request) =>
      settings.put(managers.caller(request), request.params.id, request.body),
  });
};
