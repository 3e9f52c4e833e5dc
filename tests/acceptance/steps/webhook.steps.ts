import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { After, Given, Then, When } from "@cucumber/cucumber";
import {
  verifyWebhookSignature,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from "../../../core/budget-alerts/webhook-signature.ts";
import { scenarioMemory } from "../support/scenario-memory.ts";
import type { DashboardWorld } from "../support/world.ts";
import { governed } from "./organization-governance.steps.ts";

/** How long a delivery may take: the gateway records requests in batches, then its worker posts what is due. */
const DELIVERY_WAIT_MS = 30_000;
/** After the first delivery, how long a second one (a duplicate) is waited for before saying there was one. */
const DUPLICATE_WAIT_MS = 3_000;

interface Received {
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

const receiving = scenarioMemory(
  (): { server?: Server; url?: string; secret?: string; received: Received[] } => ({ received: [] }),
);

const hmacSha256 = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

Given("a webhook receiver listens on this machine", async function (this: DashboardWorld) {
  const memory = receiving(this);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      memory.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  memory.server = server;
  memory.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/budget-alerts`;
});

When(
  "I point the organization's webhook at that receiver, keeping the secret it is shown once",
  async function (this: DashboardWorld) {
    const memory = receiving(this);
    assert.ok(memory.url, "no receiver listens yet");
    await this.dashboard.webhook.open();
    memory.secret = await this.dashboard.webhook.setUrl(memory.url);
    assert.match(memory.secret, /\S{16,}/);
  },
);

Then(
  "the receiver gets one delivery about that department's {int} % alert, signed with that secret",
  async function (this: DashboardWorld, threshold: number) {
    const memory = receiving(this);
    const department = governed(this).department;
    assert.ok(department && memory.secret, "no department or webhook was made earlier in this scenario");
    const about = () =>
      memory.received.filter((delivery) => {
        const event = JSON.parse(delivery.body) as { data?: { departmentName?: string } };
        return event.data?.departmentName === department;
      });
    const deadline = Date.now() + DELIVERY_WAIT_MS;
    while (about().length === 0 && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 500));
    await new Promise((wait) => setTimeout(wait, DUPLICATE_WAIT_MS));
    const deliveries = about();
    assert.equal(deliveries.length, 1, `deliveries about ${department}: ${deliveries.length}`);
    const [delivery] = deliveries as [Received];
    const event = JSON.parse(delivery.body) as { id: string; type: string; data: { threshold: number } };
    assert.equal(event.type, "budget-threshold");
    assert.equal(event.data.threshold, threshold);
    assert.equal(delivery.headers[WEBHOOK_ID_HEADER.toLowerCase()], event.id);
    const signature = String(delivery.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? "");
    assert.ok(
      verifyWebhookSignature(signature, delivery.body, memory.secret, Date.now() / 1000, hmacSha256),
      `the signature ${signature} does not match the body and the secret shown`,
    );
    assert.ok(
      !verifyWebhookSignature(signature, `${delivery.body} `, memory.secret, Date.now() / 1000, hmacSha256),
      "a changed body must not pass the signature",
    );
  },
);

When("I remove the organization's webhook", async function (this: DashboardWorld) {
  await this.dashboard.webhook.open();
  await this.dashboard.webhook.remove();
});

After(async function (this: DashboardWorld) {
  const { server } = receiving(this);
  if (server) await new Promise((closed) => server.close(closed));
});
