import { maskSecret } from "../../../core/organization/model-rules.ts";
import type { SecretCipher } from "../../secrets/secret-cipher.ts";

/** A custom model's key as it is stored: sealed, with the masked form the dashboard is shown. */
export function sealedKeyColumns(cipher: SecretCipher, key: string | null) {
  return { customModelApikey: key ? cipher.seal(key) : null, customModelApikeyMask: maskSecret(key) };
}
