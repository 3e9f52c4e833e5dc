import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { AUTH_OPERATIONS } from "./auth.operations.ts";
import { authenticate, signedInUser } from "./authenticate.ts";
import { users } from "./users.schema.ts";

/** POST /auth/send-welcome: records the welcome email once per user (sending mail is outside this gateway). */
export async function authRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  app.post(
    "/auth/send-welcome",
    { preHandler: authenticate(deps.db, deps.identity), schema: AUTH_OPERATIONS.sendWelcome },
    async (request, reply) => {
      const user = signedInUser(request);
      await deps.db
        .update(users)
        .set({ welcomeEmailSentAt: sql`coalesce(${users.welcomeEmailSentAt}, now())` })
        .where(eq(users.id, user.id));
      request.log.info({ userId: user.id }, "welcome email recorded");
      reply.code(204).send();
    },
  );
}
