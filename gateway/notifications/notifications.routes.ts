import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../identity/authenticate.ts";
import { decimalJson } from "../server/decimal-json.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { notFound } from "../server/http-problem.ts";
import { pathId } from "../server/path-id.ts";
import { NOTIFICATION_NOT_FOUND } from "./notification-refusals.ts";
import { NOTIFICATIONS_OPERATIONS } from "./notifications.operations.ts";
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationsOf,
} from "./notifications.repository.ts";

/** The signed-in person's notifications: the list with its unread count, and marking them read. */
export async function notificationsRoutes(
  app: FastifyInstance,
  { db, clock, identity }: GatewayDeps,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook("preHandler", authenticate(db, identity));
    // Money is a decimal in the contract, whole values included.
    scope.setReplySerializer(decimalJson("spend", "budget", "forecast"));
    const now = () => new Date(clock.now()).toISOString();

    scope.get("/notifications", { schema: NOTIFICATIONS_OPERATIONS.list }, (request) =>
      notificationsOf(db, signedInUser(request).id),
    );

    scope.post<{ Params: { id: string } }>(
      "/notifications/:id/read",
      { schema: NOTIFICATIONS_OPERATIONS.markRead },
      async (request, reply) => {
        const id = pathId(request.params.id);
        if (!(await markNotificationRead(db, signedInUser(request).id, id, now())))
          throw notFound(NOTIFICATION_NOT_FOUND);
        return reply.code(204).send();
      },
    );

    scope.post(
      "/notifications/read-all",
      { schema: NOTIFICATIONS_OPERATIONS.markAllRead },
      async (request, reply) => {
        await markAllNotificationsRead(db, signedInUser(request).id, now());
        return reply.code(204).send();
      },
    );
  });
}
