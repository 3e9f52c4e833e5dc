import { and, eq, isNotNull, sql } from "drizzle-orm";
import { isCardExpired } from "../../core/billing/saved-card-rules.ts";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { users } from "../identity/users.schema.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { subscriptions } from "../subscription/subscription.schema.ts";

/** What billing work needs of the gateway: its database, payment provider and clock. */
export type PaymentDeps = Pick<GatewayDeps, "db" | "payments" | "clock">;

/** The person's customer at the payment provider, created (and kept on the user) on first need. */
export async function customerIdOf(deps: PaymentDeps, user: UserRow): Promise<string> {
  const [stored] = await deps.db
    .select({ customerId: users.paymentCustomerId })
    .from(users)
    .where(eq(users.id, user.id));
  if (stored?.customerId) return stored.customerId;
  const customerId = await deps.payments.createCustomer({ userId: user.id, email: user.email });
  await deps.db.update(users).set({ paymentCustomerId: customerId }).where(eq(users.id, user.id));
  return customerId;
}

/**
 * Recomputes the account figures kept on the user (SPEC §3) after a billing change: whether a valid card is
 * saved, what has been paid, and until when a paid tier runs.
 */
export async function refreshAccountFigures(deps: PaymentDeps, userId: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  const customerId = user.paymentCustomerId;
  const cards = customerId ? await deps.payments.listPaymentMethods(customerId) : [];
  const totalCharges = customerId ? await deps.payments.totalPaid(customerId) : 0;
  const [paid] = await runningPaidSubscription(deps.db, userId);
  await deps.db
    .update(users)
    .set({
      hasValidPaymentMethod: cards.some((card) => !isCardExpired(card, deps.clock.now())),
      totalCharges,
      premiumExpiresAt: paid?.expiresAt ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

function runningPaidSubscription(db: Database, userId: string) {
  return db
    .select({ expiresAt: subscriptions.expiresAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, "active"),
        isNotNull(subscriptions.paymentSubscriptionId),
      ),
    );
}
