import { BehaviorSubject, type Observable } from "rxjs";
import type { ApiKey } from "../../core/api-keys/api-key.entity.ts";
import type { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import {
  type KeyChoice,
  keyChoicesOf,
  type UsageKeyFilter,
  usageKeyFilterOf,
} from "../../core/usage-logs/usage-key-filter.ts";

/**
 * The person's keys for the Usage view's key filter: read once, offered by name, and what a key named in the
 * address stands for. When they cannot be read the filter offers the playground only (`failed` says why).
 */
export class UsageKeys {
  private readonly choices = new BehaviorSubject<readonly KeyChoice[]>([]);
  private readonly keys: Promise<readonly ApiKey[]>;
  readonly choices$: Observable<readonly KeyChoice[]> = this.choices.asObservable();

  constructor(apiKeys: Pick<ApiKeysGateway, "list">, failed: (error: unknown) => void) {
    this.keys = apiKeys.list().then(
      (keys) => {
        if (!this.choices.closed) this.choices.next(keyChoicesOf(keys));
        return keys;
      },
      (error: unknown) => {
        failed(error);
        return [];
      },
    );
  }

  current(): readonly KeyChoice[] {
    return this.choices.value;
  }

  /** The filter the address's key stands for; none for a key that is not the person's (nor the playground). */
  async filterOf(key: string | undefined): Promise<UsageKeyFilter | null> {
    if (key === undefined) return null;
    return usageKeyFilterOf(key, await this.keys);
  }

  dispose(): void {
    this.choices.complete();
  }
}
