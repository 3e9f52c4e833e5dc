import { and, eq } from "drizzle-orm";
import type { ApiKeyChanges } from "../api-keys/api-key-changes.ts";
import { ApiKeyDirectory, type DepartmentMembership, type KeyOwner } from "../api-keys/api-key-directory.ts";
import type { Database } from "../database/database.ts";
import { authenticate, signedInUser } from "../identity/authenticate.ts";
import type { TokenVerifier } from "../identity/token-verifier.port.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { departments, departmentUsers } from "../organization/organization.schema.ts";
import type { CallerDirectory } from "./caller-directory.ts";
import type { ModelRequest } from "./model-exchange.ts";

/** Callers as the gateway knows them: the API keys in its database, the identity provider's ID tokens. */
export class DatabaseCallerDirectory implements CallerDirectory {
  private readonly keys: ApiKeyDirectory;

  constructor(
    private readonly db: Database,
    private readonly identity: TokenVerifier,
    apiKeyChanges: ApiKeyChanges,
  ) {
    this.keys = new ApiKeyDirectory(db, apiKeyChanges);
  }

  ownerOf(apiKey: string): Promise<KeyOwner | null> {
    return this.keys.ownerOf(apiKey);
  }

  ownerOfKeyId(keyId: string, userId: string): Promise<KeyOwner | null> {
    return this.keys.ownerOfKeyId(keyId, userId);
  }

  async signedInPerson(request: ModelRequest): Promise<UserRow> {
    await authenticate(this.db, this.identity)(request);
    return signedInUser(request);
  }

  async membershipOf(departmentId: string, userId: string): Promise<DepartmentMembership | null> {
    const [membership] = await this.db
      .select({
        organizationId: departments.organizationId,
        departmentId: departments.id,
        departmentUserId: departmentUsers.id,
      })
      .from(departmentUsers)
      .innerJoin(departments, eq(departments.id, departmentUsers.departmentId))
      .where(and(eq(departmentUsers.departmentId, departmentId), eq(departmentUsers.userId, userId)));
    return membership ?? null;
  }
}
