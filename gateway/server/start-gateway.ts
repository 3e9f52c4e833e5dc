import type { Clock } from "../../core/clock/clock.port.ts";
import { auditSealFrom } from "../audit/gateway-audit-seal.ts";
import { reloadCatalogue } from "../available-models/catalogue-reload.ts";
import type { CatalogueSyncResult } from "../available-models/catalogue-sync.ts";
import { LocalLedger } from "../billing/local-ledger.adapter.ts";
import { loadUpstreams } from "../chat-completions/load-upstreams.ts";
import { ModelCatalogue } from "../chat-completions/model-catalogue.ts";
import type { GatewayConfig } from "../config/gateway-config.ts";
import type { OpenDatabase } from "../database/database.ts";
import { openDatabase } from "../database/open-database.ts";
import { CachedTokenVerifier } from "../identity/cached-token-verifier.ts";
import { FirebaseTokenVerifier } from "../identity/firebase-token-verifier.ts";
import { startMissingAuditChains } from "../organization/seed/seeded-audit-history.seed.ts";
import { outboundPolicyFrom } from "../outbound/outbound-policy.ts";
import { serverPolicyFiles } from "../policy-files/server-policy-files.ts";
import { secretCipherFor } from "../secrets/kept-secret-key.ts";
import { scrubSecretsLeftDue } from "../secrets/scrub-rewritten-tables.ts";
import { sealPlainSecrets } from "../secrets/seal-plain-secrets.ts";
import { seedCatalogue } from "../seed/seed-database.ts";
import { consoleConnectionLog } from "../shared-state/redis-connection.ts";
import { buildServer } from "./build-server.ts";
import type { GatewayDeps } from "./gateway-deps.ts";
import { rateLimitPolicyFrom } from "./rate-limit-policy.ts";
import { sharedStatePortsFor } from "./shared-state-ports.ts";

export interface RunningGateway {
  readonly url: string;
  readonly deps: GatewayDeps;
  /** Reads the catalogue file again and applies it (SIGHUP). */
  reloadCatalogue(): Promise<CatalogueSyncResult>;
  /** Cuts every open connection at once, a reply being streamed included, as a crash would; for tests. */
  cutConnections(): void;
  /** Reads the policy documents still PENDING (those a seed wrote after the gateway started listening). */
  readPendingPolicies(): Promise<void>;
  stop(): Promise<void>;
}

/** Opens the database (migrated, catalogue seeded), builds the server and listens. */
export async function startGateway(
  config: GatewayConfig,
  env: Record<string, string | undefined>,
  clock: Clock,
): Promise<RunningGateway> {
  const database = await openDatabase(config);
  try {
    return await serve(config, env, clock, database);
  } catch (error) {
    // A port in use or a bad upstreams file must not leave the database open (PGlite holds its folder).
    await database.close();
    throw error;
  }
}

async function serve(
  config: GatewayConfig,
  env: Record<string, string | undefined>,
  clock: Clock,
  database: OpenDatabase,
): Promise<RunningGateway> {
  const cipher = await secretCipherFor(config, env);
  const auditSeal = auditSealFrom(cipher);
  // Instances starting together on one PostgreSQL server prepare it one at a time (docs/deployment.md).
  const catalogue = await database.exclusively(async () => {
    const seeded = await seedCatalogue(database.db, clock, config.catalogueFile);
    await sealPlainSecrets(database.db, cipher);
    await scrubSecretsLeftDue(database.db);
    await startMissingAuditChains(database.db, auditSeal);
    return seeded;
  });
  const shared = await sharedStatePortsFor(config, database.db, consoleConnectionLog);
  const deps: GatewayDeps = {
    config,
    db: database.db,
    clock,
    identity: new CachedTokenVerifier(
      new FirebaseTokenVerifier({
        projectId: config.firebaseProjectId,
        authEmulatorHost: config.authEmulatorHost,
      }),
      clock,
    ),
    payments: new LocalLedger(database.db, clock),
    upstreams: await loadUpstreams(config.upstreamsFile, env),
    rateLimit: rateLimitPolicyFrom(env),
    catalogue: new ModelCatalogue(database.db),
    cipher,
    auditSeal,
    outbound: outboundPolicyFrom(env),
    ...shared,
  };
  const app = await buildServer(deps);
  const url = await app.listen({ host: config.host, port: config.port }).catch(async (error: unknown) => {
    await app.close();
    await shared.sharedState.close();
    throw error;
  });
  const readPendingPolicies = () =>
    serverPolicyFiles(app, deps)
      .indexer.resumePending()
      .catch((error: unknown) =>
        app.log.error({ err: error }, "reading the pending policy documents failed"),
      );
  // Policy documents the gateway was reading when it last stopped, or that came before documents were read.
  void readPendingPolicies();
  app.log.info(
    {
      url,
      database: database.engine,
      upstreams: deps.upstreams.map((upstream) => upstream.name),
      catalogue: {
        file: config.catalogueFile,
        models: catalogue.activeModels,
        inactive: catalogue.deactivated,
      },
    },
    deps.upstreams.length > 0
      ? "gateway ready"
      : "gateway ready; no upstream configured: the simulated provider answers",
  );
  return {
    url,
    deps,
    reloadCatalogue: () => reloadCatalogue(deps),
    cutConnections: () => app.server.closeAllConnections(),
    readPendingPolicies,
    stop: async () => {
      await app.close();
      await shared.sharedState.close();
      await database.close();
    },
  };
}
