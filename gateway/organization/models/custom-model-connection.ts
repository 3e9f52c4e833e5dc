import type { CustomModelConnectionTest } from "../../../core/organization/custom-model-connection.dto.ts";
import { listedModelIds } from "../../available-models/listed-model-ids.ts";
import { UpstreamFailure } from "../../chat-completions/completion-provider.ts";
import { failureOf, readText, send } from "../../chat-completions/upstream/upstream-http.ts";
import type { OutboundPolicy } from "../../outbound/outbound-policy.ts";
import { isSealed, type SecretCipher } from "../../secrets/secret-cipher.ts";
import type { OrganizationModelRow } from "../organization-model-views.ts";

/** How long a connection test waits for the upstream: a person is watching the button. */
const TEST_TIMEOUT_MS = 10_000;
const LISTED_AT_MOST = 50;
const WHO = "The custom model's server";

export interface ConnectionToTest {
  readonly dedicatedUrl: string;
  readonly apiKey: string | null;
  readonly name: string | null;
}

/**
 * Asks a custom model's upstream for its models (GET {dedicatedUrl}/models) with the model's key, held to the
 * outbound-address policy like every request to it, and says what came back: nothing about the network beyond
 * what the person already gave.
 */
export async function testConnection(
  { dedicatedUrl, apiKey, name }: ConnectionToTest,
  outbound: OutboundPolicy,
): Promise<CustomModelConnectionTest> {
  let url: URL;
  try {
    url = new URL(`${dedicatedUrl.trim().replace(/\/+$/, "")}/models`);
  } catch {
    return unreached("The dedicated URL is not a valid absolute URL");
  }
  try {
    const response = await send(
      url,
      { method: "GET", headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {}, body: null },
      { signal: AbortSignal.timeout(TEST_TIMEOUT_MS), timeoutMs: TEST_TIMEOUT_MS, upstream: WHO, outbound },
    );
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      const failure = await failureOf(response, WHO);
      return { reachable: false, status, message: failure.message, models: [], modelListed: null };
    }
    const models = listedModelIds(await readText(response, WHO));
    return {
      reachable: true,
      status,
      message:
        models === null
          ? `${WHO} answered ${status}, without a list of models`
          : `${WHO} answered ${status} and lists ${models.length} models`,
      models: (models ?? []).slice(0, LISTED_AT_MOST),
      modelListed: name && models ? models.includes(name) : null,
    };
  } catch (error) {
    if (error instanceof UpstreamFailure || (error as Error).name === "TimeoutError")
      return unreached(
        error instanceof UpstreamFailure
          ? error.message
          : `${WHO} did not answer within ${TEST_TIMEOUT_MS} ms`,
      );
    throw error;
  }
}

/** The connection of a custom model already added: its URL, and its key opened from its sealed form. */
export async function testAddedConnection(
  model: OrganizationModelRow,
  cipher: SecretCipher,
  outbound: OutboundPolicy,
): Promise<CustomModelConnectionTest> {
  if (!model.dedicatedUrl) return unreached(`The custom model ${model.name} has no dedicated URL`);
  const key = model.customModelApikey;
  let apiKey: string | null;
  try {
    apiKey = key && isSealed(key) ? cipher.open(key) : key;
  } catch (error) {
    return unreached(`The model's key cannot be opened: ${(error as Error).message}`);
  }
  return testConnection({ dedicatedUrl: model.dedicatedUrl, apiKey, name: model.name }, outbound);
}

function unreached(message: string): CustomModelConnectionTest {
  return { reachable: false, status: null, message, models: [], modelListed: null };
}
