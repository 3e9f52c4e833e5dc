import { afterAll, beforeAll } from "vitest";
import { HttpChatCompletionsGateway } from "../../adapters/gateway-http/chat-completions/http-chat-completions-gateway.adapter.ts";
import { fixedTokens, testClient } from "../../adapters/gateway-http/gateway-http-test-kit.test-helper.ts";
import { userApiKeys } from "../../gateway/api-keys/api-keys.schema.ts";
import { providerModels, providers } from "../../gateway/available-models/available-models.schema.ts";
import {
  type SignedInPerson,
  startTestGateway,
  type TestGateway,
} from "../../gateway/testing/test-gateway.ts";
import { chatCompletionsGatewayConformance } from "./chat-completions.conformance.ts";
import { SEEDS } from "./memory-gateway.fixtures.ts";

let gateway: TestGateway;
let person: SignedInPerson;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
  person = await gateway.signIn();
});
afterAll(() => gateway.close());

chatCompletionsGatewayConformance({ models: SEEDS.models }, async ({ models }) => {
  for (const model of models) {
    const provider = model.provider;
    if (provider)
      await gateway.db
        .insert(providers)
        .values({ id: provider.id, name: provider.name, baseUrl: provider.baseUrl })
        .onConflictDoNothing();
    await gateway.db
      .insert(providerModels)
      .values({
        id: model.id,
        providerId: provider?.id ?? "",
        nameInProvider: model.nameInProvider,
        systemName: model.systemName,
        tokenInPricePerMillionTokens: model.tokenInPricePerMillionTokens,
        tokenOutPricePerMillionTokens: model.tokenOutPricePerMilionTokens,
        active: model.active,
        // The simulated provider plays out these figures in real time: quick ones keep the suite fast.
        timeToFirstTokenMs: 5,
        tokensPerSecondOut: 5000,
      })
      .onConflictDoNothing();
  }
  // The suite asks with the key "mk-test".
  await gateway.db
    .insert(userApiKeys)
    .values({ id: "key-mk-test", userId: person.uid, value: "mk-test" })
    .onConflictDoNothing();
  return new HttpChatCompletionsGateway(
    testClient(gateway.apiUrl, { tokens: fixedTokens(person.idToken) }).client,
  );
});
