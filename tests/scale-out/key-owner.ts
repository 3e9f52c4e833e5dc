import { randomUUID } from "node:crypto";
import { emulatorAccount } from "../../gateway/testing/emulator-accounts.ts";

/** A key as the gateway answered it when made: its id and its secret (shown that once). */
export interface MadeKey {
  readonly id: string;
  readonly secret: string;
}

/** What a key may do; what is left out is unlimited. */
export interface KeyLimits {
  readonly requestsPerMinute?: number;
  readonly monthlyBudgetUsd?: number;
}

interface ListedKey {
  readonly id: string;
  readonly value: string;
  readonly secretInFull?: boolean;
}

/**
 * A person signed in through the Auth emulator, who makes and revokes their keys through an instance's API, as
 * the dashboard does: nothing is written in the database behind the gateway's back.
 */
export class KeyOwner {
  private constructor(private readonly idToken: string) {}

  static async signedIn(): Promise<KeyOwner> {
    const account = await emulatorAccount(`scale-out-${randomUUID()}@gateway.test`);
    return new KeyOwner(account.idToken);
  }

  async makeKey(apiUrl: string, name: string, limits: KeyLimits = {}): Promise<MadeKey> {
    const keys = await this.call<ListedKey[]>(apiUrl, "POST", "/users/apikeys", { name, ...limits });
    const made = keys.find((key) => key.secretInFull);
    if (!made) throw new Error("the new key's secret was not in the answer");
    return { id: made.id, secret: made.value };
  }

  async revoke(apiUrl: string, keyId: string): Promise<void> {
    await this.call(apiUrl, "POST", `/users/apikeys/${keyId}/revoke`);
  }

  private async call<T>(apiUrl: string, method: string, path: string, body?: object): Promise<T> {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${this.idToken}`,
        ...(body ? { "Content-Type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  }
}
