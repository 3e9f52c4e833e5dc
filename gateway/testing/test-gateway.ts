import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Clock } from "../../core/clock/clock.port.ts";
import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PROJECT } from "../../tests/support/auth-emulator.ts";
import { auditSealFrom } from "../audit/gateway-audit-seal.ts";
import { LocalLedger } from "../billing/local-ledger.adapter.ts";
import type { PaymentsPort } from "../billing/payments.port.ts";
import { ModelCatalogue } from "../chat-completions/model-catalogue.ts";
import type { UpstreamConfig } from "../chat-completions/upstream-config.ts";
import { gatewayConfigFrom } from "../config/gateway-config.ts";
import type { Database } from "../database/database.ts";
import { openDatabase } from "../database/open-database.ts";
import { FirebaseTokenVerifier } from "../identity/firebase-token-verifier.ts";
import { provisionUser, type UserRow } from "../identity/users.repository.ts";
import { OutboundAllowlist } from "../outbound/outbound-address-policy.ts";
import { LOOPBACK, systemResolver } from "../outbound/outbound-policy.ts";
import { SecretCipher } from "../secrets/secret-cipher.ts";
import { seedCatalogue } from "../seed/seed-database.ts";
import { buildServer } from "../server/build-server.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { sharedStatePortsFor } from "../server/shared-state-ports.ts";
import { systemClock } from "../server/system-clock.ts";
import { type EmulatorAccount, emulatorAccount } from "./emulator-accounts.ts";
import { openTestDatabase, testEngine } from "./test-database.ts";

const silentLog = { warn: () => {}, info: () => {} };

export interface TestGatewayOptions {
  readonly clock?: Clock;
  readonly payments?: (db: Database, clock: Clock) => PaymentsPort;
  readonly upstreams?: readonly UpstreamConfig[];
  /** Seed the catalogue (tiers, providers, models, grid nodes); default true. */
  readonly catalogue?: boolean;
  readonly requestsPerSecond?: number;
  /** Settings read from the environment otherwise: the catalogue file, the operator token. */
  readonly environment?: Readonly<Record<string, string>>;
  /** A PGlite data folder to keep the database in (migrated on opening), for tests that read its files. */
  readonly dataDir?: string;
  /** Share state through this Redis (REDIS_URL), with the failure modes of `environment`'s settings. */
  readonly redisUrl?: string;
}

export interface TestGateway {
  /** e.g. http://127.0.0.1:41234/v1/api */
  readonly apiUrl: string;
  readonly app: FastifyInstance;
  readonly deps: GatewayDeps;
  readonly db: Database;
  readonly engine: "pglite" | "postgres";
  /** A new person (unique email unless given) signed in through the Auth emulator, provisioned in the database. */
  signIn(email?: string): Promise<SignedInPerson>;
  close(): Promise<void>;
}

export interface SignedInPerson extends EmulatorAccount {
  readonly user: UserRow;
  /** Headers of a signed-in dashboard call. */
  readonly headers: Record<string, string>;
}

/**
 * The real gateway on a fresh database of its own, listening on a free loopback port, verifying tokens with
 * firebase-admin against the Auth emulator.
 */
export async function startTestGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const clock = options.clock ?? systemClock;
  const database = options.dataDir
    ? await openDatabase({ databaseUrl: null, dataDir: options.dataDir })
    : await openTestDatabase();
  const config = {
    ...gatewayConfigFrom({
      ...options.environment,
      GATEWAY_PORT: "0",
      GATEWAY_DATA_DIR: "memory",
      GATEWAY_LOG_LEVEL: "silent",
      // Test requests are often dated long ago; the sweep has tests of its own.
      GATEWAY_RETENTION_SWEEP: "off",
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    }),
    firebaseProjectId: AUTH_EMULATOR_PROJECT,
    authEmulatorHost: AUTH_EMULATOR_HOST,
  };
  if (options.catalogue !== false) await seedCatalogue(database.db, clock, config.catalogueFile);
  const shared = await sharedStatePortsFor(config, database.db, silentLog);
  const cipher = new SecretCipher(randomBytes(32));
  const deps: GatewayDeps = {
    config,
    db: database.db,
    clock,
    identity: new FirebaseTokenVerifier({
      projectId: AUTH_EMULATOR_PROJECT,
      authEmulatorHost: AUTH_EMULATOR_HOST,
    }),
    payments: options.payments ? options.payments(database.db, clock) : new LocalLedger(database.db, clock),
    upstreams: options.upstreams ?? [],
    rateLimit: { requestsPerWindow: options.requestsPerSecond ?? 10_000, windowMs: 1000 },
    catalogue: new ModelCatalogue(database.db),
    cipher,
    auditSeal: auditSealFrom(cipher),
    // Tests reach loopback only, as npm start's gateway does.
    outbound: { allowlist: OutboundAllowlist.parse(LOOPBACK), resolve: systemResolver },
    ...shared,
  };
  const app = await buildServer(deps, false);
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    apiUrl: `${url}/v1/api`,
    app,
    deps,
    db: database.db,
    engine: testEngine(),
    signIn: async (email = `person-${randomUUID()}@gateway.test`) => {
      const account = await emulatorAccount(email);
      const user = await provisionUser(database.db, { uid: account.uid, email: account.email, expiresAt: 0 });
      return { ...account, user, headers: { Authorization: `Bearer ${account.idToken}` } };
    },
    close: async () => {
      await app.close();
      await deps.sharedState.close();
      await database.close();
    },
  };
}
