import { eq } from "drizzle-orm";
import type { Clock } from "../../core/clock/clock.port.ts";
import { DEMO_BILLING, demoCardExpiryYear, demoSubscribedAt } from "../../demo/demo-billing.ts";
import { LocalLedger } from "../billing/local-ledger.adapter.ts";
import { customerIdOf } from "../billing/payment-customer.ts";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { subscribe } from "./subscribe.service.ts";
import { subscriptions } from "./subscription.schema.ts";

const DEMO_TIER_ID = "tier-team";
/**
 * The demo account on the Team tier (organization and team features on), paid with the demo's card since it
 * subscribed (demo/demo-billing.ts), through the local ledger as if it had happened then: the first read renews
 * the elapsed periods, so the billing page shows a paid invoice per month, on more than one page. Written once: an
 * account that ever subscribed is left alone.
 */
export async function seedDemoSubscription(db: Database, demoUser: UserRow, clock: Clock): Promise<void> {
  const [existing] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, demoUser.id))
    .limit(1);
  if (existing) return;
  const startedAt = demoSubscribedAt(clock.now());
  const then: Clock = { now: () => startedAt };
  const deps = { db, clock: then, payments: new LocalLedger(db, then) };
  const customerId = await customerIdOf(deps, demoUser);
  const card = await deps.payments.addPaymentMethod(customerId, {
    ...DEMO_BILLING.card,
    expYear: demoCardExpiryYear(clock.now()),
  });
  await subscribe(deps, demoUser, DEMO_TIER_ID, card.id);
}
