import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { GatewayConfig } from "../config/gateway-config.ts";
import { newSecretKey, SECRET_KEY_VARIABLE, SecretCipher } from "./secret-cipher.ts";

/** The file, in a data folder, that holds the key when the environment gives none. */
export const SECRET_KEY_FILE = "secret-key";

/**
 * The key kept in a data folder: read, or made on first use (readable by its owner only). Made with `wx`, so two
 * processes starting at once cannot each write their own and seal with different keys.
 */
export async function keptSecretKey(folder: string): Promise<string> {
  const file = join(folder, SECRET_KEY_FILE);
  const kept = await readFile(file, "utf8").catch(() => null);
  if (kept !== null) return kept.trim();
  await mkdir(folder, { recursive: true });
  try {
    await writeFile(file, `${newSecretKey()}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return (await readFile(file, "utf8")).trim();
}

/**
 * The gateway's cipher: GATEWAY_SECRET_KEY when set; else, on embedded PGlite, the key kept beside its data
 * folder; else (in memory) a key for this process only. A PostgreSQL server without the variable is refused: its
 * secrets would be sealed with a key no other instance has.
 */
export async function secretCipherFor(
  config: GatewayConfig,
  env: Readonly<Record<string, string | undefined>>,
): Promise<SecretCipher> {
  if (env[SECRET_KEY_VARIABLE]?.trim()) return SecretCipher.fromEnvironment(env);
  if (config.databaseUrl)
    throw new Error(
      `${SECRET_KEY_VARIABLE} is not set: with DATABASE_URL every instance needs the same key (32 random bytes, base64: openssl rand -base64 32)`,
    );
  const key = config.dataDir ? await keptSecretKey(dirname(config.dataDir)) : newSecretKey();
  return SecretCipher.fromEnvironment({ [SECRET_KEY_VARIABLE]: key });
}
