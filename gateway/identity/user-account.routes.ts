import type { FastifyInstance } from "fastify";
import { answeringPaymentFailures } from "../billing/payment-failures.ts";
import { decimalJson } from "../server/decimal-json.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { authenticate, signedInUser } from "./authenticate.ts";
import { USER_ACCOUNT_OPERATIONS } from "./user-account.operations.ts";
import { userAccountOf } from "./user-account.ts";

/** GET /users/account (an addition to SPEC §7, which names the entity but not its call): the account figures. */
export async function userAccountRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.setReplySerializer(decimalJson("currentBalance", "totalUsage", "totalCharges"));
    const options = {
      preHandler: authenticate(deps.db, deps.identity),
      schema: USER_ACCOUNT_OPERATIONS.get,
    };
    scope.get("/users/account", options, async (request) =>
      answeringPaymentFailures(request, 502, () => userAccountOf(deps, signedInUser(request).id)),
    );
  });
}
