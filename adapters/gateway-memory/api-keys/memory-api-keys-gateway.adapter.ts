import type { ApiKeyRecord } from "../../../core/api-keys/api-key.entity.ts";
import { ApiKey } from "../../../core/api-keys/api-key.entity.ts";
import type { ApiKeysGateway } from "../../../core/api-keys/api-keys-gateway.port.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { toEntities } from "../../../core/mapping/to-entity.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import { isoAt, systemClock } from "../memory-clock.ts";
import { MemoryTable } from "../memory-table.ts";

/**
 * The signed-in user's API keys in memory. The rules below are the reference gateway's too; keep them in step:
 * - Every call answers with the whole list, oldest key first.
 * - A new key's value is `mk-` and 32 random hex characters.
 * - Deleting: an empty id is a 400 "invalid id" (core `requireId`); a key the user does not have is a 404
 *   "API key not found".
 */
export class MemoryApiKeysGateway implements ApiKeysGateway {
  private readonly keys: MemoryTable<ApiKeyRecord>;
  private created = 0;
  private nextFailure: GatewayError | null = null;

  constructor(
    seed: readonly ApiKeyRecord[],
    private readonly clock: Clock = systemClock,
  ) {
    this.keys = new MemoryTable("API key not found", seed);
  }

  async list(): Promise<ApiKey[]> {
    this.failIfAsked();
    return this.answer();
  }

  async create(): Promise<ApiKey[]> {
    this.failIfAsked();
    this.created += 1;
    this.keys.insert({
      id: `key-${this.clock.now().toString(36)}-${this.created}`,
      value: newKeyValue(),
      createdAt: isoAt(this.clock),
    });
    return this.answer();
  }

  async remove(id: string): Promise<ApiKey[]> {
    this.failIfAsked();
    this.keys.remove(requireId(id));
    return this.answer();
  }

  /**
   * Test seam: the next call fails as the gateway refuses one, with this status and these messages (its errMsgs),
   * changing nothing; the reference gateway cannot be made to fail on demand.
   */
  failNextCall(status: number, ...serverMessages: string[]): void {
    this.nextFailure = GatewayError.http(status, ...serverMessages);
  }

  private failIfAsked(): void {
    const failure = this.nextFailure;
    this.nextFailure = null;
    if (failure) throw failure;
  }

  private answer(): ApiKey[] {
    const oldestFirst = this.keys.all().sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    return toEntities(ApiKey, oldestFirst);
  }
}

function newKeyValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `mk-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
