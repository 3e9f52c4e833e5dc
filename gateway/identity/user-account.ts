import { eq, sum } from "drizzle-orm";
import type { UserAccount } from "../../core/billing/user-account.entity.ts";
import type { Wire } from "../../core/mapping/wire.ts";
import { type PaymentDeps, refreshAccountFigures } from "../billing/payment-customer.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import type { Database } from "../database/database.ts";
import { isoDate } from "../server/iso-date.ts";
import { settledRunningSubscription } from "../subscription/settle-subscription.ts";
import { users } from "./users.schema.ts";

/**
 * The person's account figures (SPEC §3), brought up to date first: a paid period that ended is settled (renewed
 * and invoiced, or ended), and the billing figures are read again from the payment provider, since a card may
 * have expired since they were kept. The usage is the cost of every request recorded for the person (requests
 * are recorded a moment after they are answered), and the balance is the account's credit minus that usage.
 */
export async function userAccountOf(deps: PaymentDeps, userId: string): Promise<Wire<UserAccount>> {
  await settledRunningSubscription(deps, userId);
  const [known] = await deps.db
    .select({ customerId: users.paymentCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  if (known?.customerId) await refreshAccountFigures(deps, userId);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} vanished while reading their account`);
  const totalUsage = await usageCostOf(deps.db, userId);
  return {
    email: user.email,
    currentBalance: user.credit - totalUsage,
    totalUsage,
    totalCharges: user.totalCharges,
    hasValidPaymentMethod: user.hasValidPaymentMethod,
    setupPaymentMethodError: user.setupPaymentMethodError,
    premiumExpiresAt: isoDate(user.premiumExpiresAt),
    receivedDefaultSystemCredit: user.receivedDefaultSystemCredit,
    createdAt: isoDate(user.createdAt),
  };
}

/** What the person's recorded requests cost, in US dollars. */
async function usageCostOf(db: Database, userId: string): Promise<number> {
  const [usage] = await db
    .select({ cost: sum(chatHistory.totalCost) })
    .from(chatHistory)
    .where(eq(chatHistory.userId, userId));
  return Number(usage?.cost ?? 0);
}
