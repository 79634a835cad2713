// A manager's PIN (their own settings) and who may approve at a location (decision 0019). The approval itself
// travels with a void or refund (sales.returns.routes.ts).
import { locationParams } from "@verdant/shared/locations";
import { approver, managerPinInput, pinState } from "@verdant/shared/overrides";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { locationScopeOf } from "../../plugins/access.ts";
import { expectAuth } from "../../plugins/auth.ts";
import { hasPin, listApprovers, setPin } from "./overrides.service.ts";

const tags = ["overrides"];

export const overrideRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/auth/me/pin",
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "Whether the signed-in user has set an approval PIN", response: { 200: pinState } },
    },
    async (request) => ({ hasPin: await hasPin(db, expectAuth(request).user.id) }),
  );

  app.put(
    "/auth/me/pin",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Set the approval PIN a manager enters at the register (4 to 8 digits, stored hashed)",
        body: managerPinInput,
        response: { 200: pinState },
      },
    },
    async (request) => setPin(db, expectAuth(request).user.id, request.body.pin),
  );

  app.get(
    "/organization/:orgId/location/:locationId/approvers",
    {
      schema: {
        tags,
        summary: "Managers of the location who can approve a void or refund with their PIN",
        params: locationParams,
        response: { 200: z.array(approver) },
      },
      config: { access: "register.sell" },
    },
    async (request) => listApprovers(db, locationScopeOf(request)),
  );
};
