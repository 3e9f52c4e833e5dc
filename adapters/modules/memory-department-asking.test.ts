import { Container } from "inversify";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "../../core/auth/auth-provider.port.ts";
import type { ChatCompletionRequest } from "../../core/chat-completions/chat-completion-request.ts";
import { ChatCompletionsGateway } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import { PLAYGROUND_DEFAULTS } from "../../core/chat-completions/playground-settings.ts";
import { Clock } from "../../core/clock/clock.port.ts";
import { OrganizationRequestsGateway } from "../../core/organization/organization-requests-gateway.port.ts";
import { AccessTokenSource } from "../../core/session/access-token-source.port.ts";
import { UsageLogsGateway } from "../../core/usage-logs/usage-logs-gateway.port.ts";
import { DEMO_MODEL_NAMES } from "../../demo/demo-catalogue.ts";
import { DEMO_DEPARTMENT_IDS, DEMO_ORGANIZATION } from "../../demo/demo-organization.ts";
import { DEMO_PASSWORD, DEMO_PEOPLE } from "../../demo/demo-people.ts";
import { memoryAuthModule } from "./auth.module.ts";
import { gatewayMemoryModule } from "./gateway-memory.module.ts";

// The memory profile holds the demo: its researcher belongs to Research, which masks email addresses.
const ORGANIZATION = DEMO_ORGANIZATION.id;
const RESEARCH = DEMO_DEPARTMENT_IDS.research;

/** The memory profile's identity provider and gateways, and a way to sign in as one of the demo's people. */
function memoryWorld() {
  const container = new Container();
  container.bind(Clock).toConstantValue({ now: () => Date.now() });
  container.load(memoryAuthModule(), gatewayMemoryModule());
  let token: string | null = null;
  container.bind(AccessTokenSource).toConstantValue({ freshAccessToken: async () => token });
  return {
    chat: container.get(ChatCompletionsGateway),
    report: container.get(OrganizationRequestsGateway),
    logs: container.get(UsageLogsGateway),
    signIn: async (email: string) => {
      const auth = container.get(AuthProvider);
      token = (await auth.signIn({ email, password: DEMO_PASSWORD })).token;
    },
  };
}

const asking = (content: string, departmentId: string | null): ChatCompletionRequest => ({
  model: { systemName: DEMO_MODEL_NAMES.gpt4oMini, hasReasoning: false },
  messages: [{ role: "user", content }],
  settings: PLAYGROUND_DEFAULTS,
  departmentId,
});

describe("a playground request asked as a department, in memory", () => {
  it("is masked as the department says and listed in the organization's report with its person", async () => {
    const world = memoryWorld();
    await world.signIn(DEMO_PEOPLE.researcher.email);
    const answer = await world.chat.complete(asking("Write to ada@example.com", RESEARCH));
    expect(answer.message).not.toContain("ada@example.com");
    expect(answer.question).toBe("Write to ada@example.com");
    const [logged] = (await world.logs.listPage()).entries;
    expect(logged?.query).toBe("Write to <EMAIL_ADDRESS_1>");
    expect(logged?.requestContent).toContain("<EMAIL_ADDRESS_1>");
    expect(logged?.requestContent).not.toContain("ada@example.com");

    await world.signIn(DEMO_PEOPLE.researchAdmin.email);
    const report = await world.report.reportRequests(ORGANIZATION, {
      departmentIds: [RESEARCH],
      page: 1,
      limit: 1,
    });
    expect(report.items[0]).toMatchObject({
      departmentId: RESEARCH,
      model: DEMO_MODEL_NAMES.gpt4oMini,
      status: 200,
      user: { email: DEMO_PEOPLE.researcher.email },
    });
    expect(report.items[0]?.totalCost).toBeGreaterThan(0);
  });

  it("is masked when streamed too", async () => {
    const world = memoryWorld();
    await world.signIn(DEMO_PEOPLE.researcher.email);
    const pieces: string[] = [];
    await new Promise<void>((done, fail) =>
      world.chat.stream(asking("Mail ada@example.com", RESEARCH)).subscribe({
        next: (event) => {
          if (event.kind === "delta") pieces.push(event.text);
        },
        error: fail,
        complete: done,
      }),
    );
    expect(pieces.join("")).not.toContain("ada@example.com");
    const [logged] = (await world.logs.listPage()).entries;
    expect(logged?.requestContent).toContain("Mail <EMAIL_ADDRESS_1>");
  });

  it("is refused with 403 to someone who does not belong to the department, and left untouched without one", async () => {
    const world = memoryWorld();
    await world.signIn(DEMO_PEOPLE.superAdmin.email);
    await expect(world.chat.complete(asking("Hello", RESEARCH))).rejects.toMatchObject({
      status: 403,
      serverMessages: ["You do not belong to this department."],
    });
    await expect(world.chat.complete(asking("Hello", "dep-nowhere"))).rejects.toMatchObject({ status: 403 });
    await world.chat.complete(asking("Write to ada@example.com", null));
    const [personal] = (await world.logs.listPage()).entries;
    expect(personal?.query).toBe("Write to ada@example.com");
  });
});
