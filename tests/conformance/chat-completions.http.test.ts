import { HttpChatCompletionsGateway } from "../../adapters/gateway-http/chat-completions/http-chat-completions-gateway.adapter.ts";
import { keyColumnsOf } from "../../gateway/api-keys/api-key-value.ts";
import { userApiKeys } from "../../gateway/api-keys/api-keys.schema.ts";
import { providerModels, providers } from "../../gateway/available-models/available-models.schema.ts";
import { chatCompletionsGatewayConformance } from "./chat-completions.conformance.ts";
import { gatewayForConformance } from "./gateway-http.fixtures.ts";
import { SEEDS } from "./memory-gateway.fixtures.ts";

const reference = gatewayForConformance();

// One person for the file: the models and the key seeded by one arrange serve the next ones too.
chatCompletionsGatewayConformance({ models: SEEDS.models }, async ({ models }) => {
  const { person, client } = await reference.samePerson();
  const { db } = reference.gateway;
  for (const model of models) {
    const provider = model.provider;
    if (provider)
      await db
        .insert(providers)
        .values({ id: provider.id, name: provider.name, baseUrl: provider.baseUrl })
        .onConflictDoNothing();
    await db
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
  await db
    .insert(userApiKeys)
    .values({ ...keyColumnsOf("key-mk-test", "mk-test", "Key 1"), userId: person.uid })
    .onConflictDoNothing();
  return new HttpChatCompletionsGateway(client);
});
