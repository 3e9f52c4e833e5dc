import { Container } from "inversify";
import { describe, expect, it } from "vitest";
import { ApiDocumentGateway } from "../../core/api-document/api-document-gateway.port.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { AuthGateway } from "../../core/auth/auth-gateway.port.ts";
import { AuthProvider } from "../../core/auth/auth-provider.port.ts";
import { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import { ChatCompletionsGateway } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import { PLAYGROUND_DEFAULTS } from "../../core/chat-completions/playground-settings.ts";
import { Clock } from "../../core/clock/clock.port.ts";
import { ErrorNavigator } from "../../core/errors/error-navigator.port.ts";
import { FeedbackGateway } from "../../core/feedback/feedback-gateway.port.ts";
import { OrganizationGateway } from "../../core/organization/organization-gateway.port.ts";
import { AccessTokenSource } from "../../core/session/access-token-source.port.ts";
import { SubscriptionGateway } from "../../core/subscription/subscription-gateway.port.ts";
import { UsageLogsGateway } from "../../core/usage-logs/usage-logs-gateway.port.ts";
import { DEMO_MODEL_NAMES } from "../../demo/demo-catalogue.ts";
import { DEMO_DEPARTMENT_IDS, DEMO_DEPARTMENTS } from "../../demo/demo-organization.ts";
import { DEMO_PASSWORD, DEMO_PEOPLE } from "../../demo/demo-people.ts";
import { fixedTokens, recordingNavigator } from "../gateway-http/gateway-http-test-kit.test-helper.ts";
import { memoryAuthModule } from "./auth.module.ts";
import { gatewayHttpModule } from "./gateway-http.module.ts";
import { gatewayMemoryModule } from "./gateway-memory.module.ts";

const PORTS = [
  AuthGateway,
  SubscriptionGateway,
  BillingGateway,
  AvailableModelsGateway,
  ApiKeysGateway,
  ChatCompletionsGateway,
  UsageLogsGateway,
  FeedbackGateway,
  ApiDocumentGateway,
];

describe("the gateway modules", () => {
  it("bind every port of the contract over HTTP, given a token source and an error navigator", () => {
    const container = new Container();
    container.bind(AccessTokenSource).toConstantValue(fixedTokens("t"));
    container.bind(ErrorNavigator).toConstantValue(recordingNavigator());
    container.load(gatewayHttpModule({ baseUrl: "http://127.0.0.1:1/v1/api" }));
    for (const port of PORTS) expect(container.get(port), port.toString()).toBeDefined();
  });

  it("bind every port of the contract in memory, where a playground request shows up in the request logs", async () => {
    const container = new Container();
    container.load(gatewayMemoryModule());
    for (const port of PORTS) expect(container.get(port), port.toString()).toBeDefined();
    const logs = container.get(UsageLogsGateway);
    const before = await logs.totals();

    await container.get(ChatCompletionsGateway).complete({
      model: { systemName: DEMO_MODEL_NAMES.gpt4oMini, hasReasoning: false },
      messages: [{ role: "user", content: "Is anyone there?" }],
      settings: PLAYGROUND_DEFAULTS,
    });

    const [newest] = (await logs.listPage()).entries;
    expect((await logs.totals()).requests).toBe(before.requests + 1);
    expect(newest).toMatchObject({
      query: "Is anyone there?",
      model: DEMO_MODEL_NAMES.gpt4oMini,
      apikey: "playground",
      hasApikey: false,
    });
  });

  it("answer the organization's calls in memory as whoever signed in, each seeded person with the demo password", async () => {
    const container = new Container();
    container.bind(Clock).toConstantValue({ now: () => Date.now() });
    container.load(memoryAuthModule(), gatewayMemoryModule());
    let token: string | null = null;
    container.bind(AccessTokenSource).toConstantValue({ freshAccessToken: async () => token });
    const auth = container.get(AuthProvider);
    const organization = container.get(OrganizationGateway);
    const signIn = async (email: string) => {
      token = (await auth.signIn({ email, password: DEMO_PASSWORD })).token;
    };

    await signIn(DEMO_PEOPLE.superAdmin.email);
    expect(await organization.getOrganization()).toMatchObject({ role: "SUPER_ADMIN" });
    await signIn(DEMO_PEOPLE.researchAdmin.email);
    const research = DEMO_DEPARTMENTS.find((department) => department.id === DEMO_DEPARTMENT_IDS.research);
    expect(await organization.getOrganization()).toMatchObject({
      role: null,
      departments: [{ name: research?.name, role: "ADMIN" }],
    });
    await signIn(DEMO_PEOPLE.owner.email);
    expect(await organization.getOrganization()).toMatchObject({ role: "OWNER" });
  });
});
