import { isEmail } from "class-validator";
import type { CDPSession, ElementHandle, Page, Route } from "playwright-core";
import type { Notifier } from "../../../../core/notifier/notifier.port.ts";
import { XSS_PAYLOADS, type XssPayload } from "../../../security/xss-payloads.ts";
import { enUS } from "../../../support/en-us-texts.ts";
import { findExecutableMarkup } from "../../support/executable-markup.ts";
import type {
  HostileTextOutcome,
  HostileTextPlace,
  ShownHostileText,
  XssDriver,
} from "../../support/xss-driver.ts";
import type { HostileTextSeed } from "../hostile-text-seed.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { BrowserPlaygroundDriver } from "./playground.browser-driver.ts";

/** Where the reference gateway and the Auth emulator answer the local build (tests/acceptance/drivers). */
const ALLOWED_BACKENDS = ["http://127.0.0.1:8788", "http://127.0.0.1:9099"];
const CHAT_COMPLETIONS = /\/v1\/api\/chat\/completions$/;
const CHAT_HISTORY = /\/v1\/api\/chat\/history(\?|$)/;
/** Payloads per playground answer: each is Markdown of its own, apart from the next by a blank line. */
const PAYLOADS_PER_ANSWER = 10;
/** A catalogue model the reference gateway answers (through its simulated provider). */
const MODEL = "gpt-4o-mini";
const SHOWN_TIMEOUT_MS = 5_000;
const FILES_DEPARTMENT = "Hostile file names";
/** Handlers a payload might have set up fire on the next frames: the outcome is read a moment later. */
const LATE_HANDLERS_MS = 300;

/** A region of the screen: its text as read and its markup as inserted. */
interface Region {
  readonly text: string;
  readonly html: string;
}

/** A payload as a place showed it: its markup as inserted, null when it never showed. */
interface ShownPayload {
  readonly id: number;
  readonly html: string | null;
}

/**
 * Pushes every payload through one place in Chromium on the local build, with the page's Content Security Policy
 * bypassed (Page.setBypassCSP, what Playwright's `bypassCSP` option does) so only the rendering keeps it safe.
 */
export class BrowserXssDriver implements XssDriver {
  private readonly markers: number[] = [];
  private readonly dialogs: string[] = [];
  private readonly offTheList: string[] = [];
  private cdp: CDPSession | null = null;
  private seed: HostileTextSeed | null = null;

  constructor(private readonly screen: () => BrowserScreenContext) {}

  async watch(): Promise<void> {
    const page = this.screen().tab();
    const context = page.context();
    this.cdp = await context.newCDPSession(page);
    await this.cdp.send("Page.setBypassCSP", { enabled: true });
    await context.exposeBinding("__xss", (_source, id: unknown) => {
      this.markers.push(Number(id));
    });
    context.on("dialog", (dialog) => {
      this.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      dialog.dismiss().catch(() => {});
    });
    const allowed = new Set([new URL(this.screen().baseUrl()).origin, ...ALLOWED_BACKENDS]);
    context.on("request", (request) => {
      const url = request.url();
      if (!allowed.has(originOf(url))) this.offTheList.push(url.slice(0, 200));
    });
  }

  async showEverywhere(place: HostileTextPlace): Promise<ShownHostileText> {
    switch (place) {
      case "HTML toasts":
        return this.toasts();
      case "playground answers":
        return this.playgroundAnswers();
      case "usage-log contents":
        return this.usageLogContents();
      case "department names":
        return this.departmentNames();
      case "policy file names":
        return this.policyFileNames();
      case "custom model names":
        return this.customModelNames();
      case "user emails":
        return this.userEmails();
      case "server error messages":
        return this.serverErrorMessages();
    }
  }

  async outcome(): Promise<HostileTextOutcome> {
    await this.page().waitForTimeout(LATE_HANDLERS_MS);
    return {
      markersCalled: [...new Set(this.markers)].sort((a, b) => a - b),
      dialogs: [...this.dialogs],
      requestsOffTheList: [...this.offTheList],
    };
  }

  async cleanUp(): Promise<void> {
    await this.seed?.cleanUp();
    await this.cdp?.detach().catch(() => {});
  }

  /** Each payload in an HTML toast of its own, raised through the app's Notifier (the test build's hook). */
  private async toasts(): Promise<ShownHostileText> {
    // Words of its own before each payload: a toast whose HTML sanitizes to nothing is refused, never shown.
    const items = XSS_PAYLOADS.map(({ id, text }) => ({
      id,
      text: `Payload ${id}: ${text}`,
      expected: `Payload ${id}:`,
    }));
    await this.screen().settle();
    const shown = await this.page().evaluate(showEachAndReadItsToast, {
      items,
      form: null,
      timeoutMs: SHOWN_TIMEOUT_MS,
    });
    return outcomeOf(items, shown);
  }

  /** The gateway's answer is replaced by the payloads: its simulated provider only writes words of its own. */
  private async playgroundAnswers(): Promise<ShownHostileText> {
    const page = this.screen().tab();
    let answer = "";
    await page.route(CHAT_COMPLETIONS, (route) => answerWith(route, answer, this.screen().baseUrl()));
    const playground = new BrowserPlaygroundDriver(this.screen());
    await playground.open();
    await playground.chooseModel(MODEL);
    const missing: number[] = [];
    const executable: string[] = [];
    for (const [index, group] of chunks(XSS_PAYLOADS, PAYLOADS_PER_ANSWER).entries()) {
      answer = group.map((payload) => payload.text).join("\n\n");
      await playground.ask(answer);
      const reply = await readRegion(page, '[data-testid="playground-reply-text"]', index);
      const question = await readRegion(page, '[data-testid="playground-question-text"]', index);
      const rendered = await page.locator(".playground-markdown").count();
      if (reply.text.trim() === "" || rendered <= index) missing.push(...group.map((payload) => payload.id));
      else missing.push(...missingFrom(group, question.text, (text) => text));
      executable.push(...findExecutableMarkup(reply.html), ...findExecutableMarkup(question.html));
    }
    await page.unroute(CHAT_COMPLETIONS);
    return { payloads: XSS_PAYLOADS.length, missing, executableMarkup: executable };
  }

  /**
   * The request content is stored by the gateway as sent; the response content is what its simulated provider
   * wrote, so the list's answer swaps that for the payloads on the way to the page.
   */
  private async usageLogContents(): Promise<ShownHostileText> {
    const seed = await this.seeded();
    const texts = XSS_PAYLOADS.map((payload) => payload.text);
    await seed.chatRequest(MODEL, texts);
    const page = this.screen().tab();
    const hostileIds: string[] = [];
    await page.route(CHAT_HISTORY, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as unknown;
      hostileIds.push(...withHostileResponses(body, texts.join("\n")));
      await route.fulfill({ response, json: body });
    });
    await this.screen().open("/usage-logs");
    const [requestId] = hostileIds;
    if (!requestId) throw new Error("The usage logs list no request holding the payloads");
    await page.locator(`[data-testid="usage-log-row"][data-request-id="${requestId}"]`).click();
    const drawer = page.getByTestId("usage-log-drawer");
    await drawer.waitFor();
    await page.unroute(CHAT_HISTORY);
    const sections = await drawer
      .locator(".usage-log-content")
      .evaluateAll((elements) =>
        elements.map((element) => ({ text: element.textContent ?? "", html: element.innerHTML })),
      );
    const missing = sections.length < 2 ? XSS_PAYLOADS.map((payload) => payload.id) : [];
    for (const section of sections) missing.push(...missingFrom(XSS_PAYLOADS, section.text, (text) => text));
    return {
      payloads: XSS_PAYLOADS.length,
      missing: [...new Set(missing)],
      executableMarkup: sections.flatMap((section) => findExecutableMarkup(section.html)),
    };
  }

  private async departmentNames(): Promise<ShownHostileText> {
    const seed = await this.seeded();
    await seed.departments(XSS_PAYLOADS.map((payload) => payload.text));
    await this.openDepartments();
    return this.shownIn(XSS_PAYLOADS, '[data-testid="department-row"] [data-column="name"]', (text) =>
      text.trim(),
    );
  }

  private async policyFileNames(): Promise<ShownHostileText> {
    const seed = await this.seeded();
    const departmentId = await seed.policyFiles(
      FILES_DEPARTMENT,
      XSS_PAYLOADS.map((payload) => payload.text),
    );
    await this.screen().open(`/organization/departments?department=${departmentId}&tab=files`);
    await this.page().getByTestId("policy-file-row").first().waitFor({ timeout: SHOWN_TIMEOUT_MS });
    // The gateway takes the spaces out of a policy's name.
    return this.shownIn(XSS_PAYLOADS, '[data-testid="policy-file-row"]', (text) => text.replace(/\s+/g, ""));
  }

  private async customModelNames(): Promise<ShownHostileText> {
    const seed = await this.seeded();
    await seed.customModels(XSS_PAYLOADS.map((payload) => payload.text));
    await this.screen().open("/organization/models");
    await this.page().locator('.app-organization-models[aria-busy="false"]').waitFor();
    return this.shownIn(XSS_PAYLOADS, '[data-testid="org-model-row"]', (text) => text.trim());
  }

  /** Only payloads that make a valid email (quoted local part, at most 64 characters) can be invited. */
  private async userEmails(): Promise<ShownHostileText> {
    const seed = await this.seeded();
    const emails = XSS_PAYLOADS.map((payload) => ({ id: payload.id, text: emailOf(payload) })).filter(
      (payload) => isEmail(payload.text),
    );
    const missing: number[] = [];
    const executable: string[] = [];
    // The demo organization's tier has room for a few more people only: a batch at a time, taken away after.
    for (let next = 0; next < emails.length; ) {
      const invited = await seed.superAdmins(emails.slice(next).map((email) => email.text));
      if (invited === 0) throw new Error("The demo organization has no room for another super admin");
      await this.screen().open("/organization/users");
      await this.page().getByTestId("super-admin-row").first().waitFor({ timeout: SHOWN_TIMEOUT_MS });
      const shown = await this.shownIn(
        emails.slice(next, next + invited),
        '[data-testid="super-admin-row"]',
        (text) => text,
      );
      missing.push(...shown.missing);
      executable.push(...shown.executableMarkup);
      await seed.cleanUp();
      next += invited;
    }
    return { payloads: emails.length, missing, executableMarkup: executable };
  }

  /**
   * The gateway refuses a department name already taken with a message that repeats the name: every payload is
   * stored as a department first, then typed into the creation form, and the refusal is what the page shows.
   */
  private async serverErrorMessages(): Promise<ShownHostileText> {
    const seed = await this.seeded();
    // A one-line text box drops line breaks from what is typed into it.
    const typed = (text: string) => text.replace(/[\r\n]/g, "").trim();
    const items = XSS_PAYLOADS.map(({ id, text }) => ({
      id,
      text: typed(text),
      expected: `A department named ${typed(text)} already exists.`,
    }));
    await seed.departments(items.map((item) => item.text));
    await this.openDepartments();
    const page = this.page();
    await page.getByTestId("create-department").click();
    const words = enUS.organization.departments.creation;
    const dialog = page.getByRole("dialog", { name: words.title });
    const input = await dialog.getByRole("textbox", { name: words.name, exact: true }).elementHandle();
    const submit = await dialog.getByRole("button", { name: words.submit, exact: true }).elementHandle();
    const shown = await page.evaluate(showEachAndReadItsToast, {
      items,
      form: {
        input: input as ElementHandle<HTMLInputElement>,
        submit: submit as ElementHandle<HTMLButtonElement>,
      },
      timeoutMs: SHOWN_TIMEOUT_MS,
    });
    return outcomeOf(items, shown);
  }

  private async openDepartments(): Promise<void> {
    await this.screen().open("/organization/departments");
    await this.page().locator('.app-departments[aria-busy="false"]').waitFor();
  }

  /** Which payloads the region matching `selector` shows as text (as the place stores them), and its markup. */
  private async shownIn(
    payloads: readonly XssPayload[],
    selector: string,
    stored: (text: string) => string,
  ): Promise<ShownHostileText> {
    const region = await readRegion(this.page(), selector);
    return {
      payloads: payloads.length,
      missing: missingFrom(payloads, region.text, stored),
      executableMarkup: findExecutableMarkup(region.html),
    };
  }

  private async seeded(): Promise<HostileTextSeed> {
    if (!this.seed) {
      // Imported only here: the gateway's modules are of no use to the memory build's world.
      const { HostileTextSeed } = await import("../hostile-text-seed.ts");
      this.seed = new HostileTextSeed();
      await this.seed.signIn();
    }
    return this.seed;
  }

  private page(): Page {
    return this.screen().page();
  }
}

/** What a place showed of these payloads, from the markup read of each (a payload never read was not shown). */
function outcomeOf(
  payloads: readonly { readonly id: number }[],
  shown: readonly ShownPayload[],
): ShownHostileText {
  const read = new Set(shown.filter((payload) => payload.html !== null).map((payload) => payload.id));
  return {
    payloads: payloads.length,
    missing: payloads.filter((payload) => !read.has(payload.id)).map((payload) => payload.id),
    executableMarkup: shown.flatMap((payload) => findExecutableMarkup(payload.html ?? "")),
  };
}

function missingFrom(
  payloads: readonly XssPayload[],
  shownText: string,
  stored: (text: string) => string,
): number[] {
  const shown = collapsed(shownText);
  return payloads
    .filter((payload) => !shown.includes(collapsed(stored(payload.text))))
    .map((payload) => payload.id);
}

function collapsed(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** The payload as an email's quoted local part, lowercased as the gateway keeps invited emails. */
function emailOf(payload: XssPayload): string {
  return `"${payload.text}"@xss-${payload.id}.example`.toLowerCase();
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, index * size + size),
  );
}

/** Answers a chat completion with this text, streamed as the gateway streams (server-sent events) or whole. */
async function answerWith(route: Route, text: string, dashboardOrigin: string): Promise<void> {
  const request = route.request();
  const cors = {
    "access-control-allow-origin": new URL(dashboardOrigin).origin,
    "access-control-allow-credentials": "true",
    "access-control-allow-headers": "*",
    "access-control-expose-headers": "*",
  };
  if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
  const stream = (request.postDataJSON() as { stream?: boolean }).stream === true;
  const envelope = { id: "chatcmpl-xss", created: 0, model: MODEL, provider: "xss" };
  const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
  if (!stream) {
    return route.fulfill({
      headers: cors,
      json: {
        ...envelope,
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
        usage,
      },
    });
  }
  const event = (body: object) =>
    `data: ${JSON.stringify({ ...envelope, object: "chat.completion.chunk", ...body })}\n\n`;
  return route.fulfill({
    headers: { ...cors, "content-type": "text/event-stream" },
    body: [
      event({ choices: [{ index: 0, delta: { role: "assistant", content: text }, finish_reason: null }] }),
      event({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] }),
      event({ choices: [], usage }),
      "data: [DONE]\n\n",
    ].join(""),
  });
}

/**
 * Gives every logged request whose content holds a payload marker this response content instead of the one the
 * simulated provider wrote; the ids of those requests.
 */
function withHostileResponses(body: unknown, responseContent: string): string[] {
  const ids: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const entry = value as Record<string, unknown>;
      if (typeof entry.requestContent === "string" && entry.requestContent.includes("__xss(")) {
        entry.responseContent = responseContent;
        if (typeof entry.id === "string") ids.push(entry.id);
      }
      Object.values(entry).forEach(visit);
    }
  };
  visit(body);
  return ids;
}

// Functions below run inside the page (page.evaluate): only browser globals, nothing from this module.

/** The text and markup of every element matching the selector, or of the `index`-th only. */
function readRegion(page: Page, selector: string, index?: number): Promise<Region> {
  return page.evaluate(
    ({ selector, index }) => {
      const all = [...document.querySelectorAll(selector)];
      const chosen = index === undefined ? all : all.slice(index, index + 1);
      return {
        text: chosen.map((element) => element.textContent ?? "").join("\n"),
        html: chosen.map((element) => element.innerHTML).join("\n"),
      };
    },
    { selector, index },
  );
}

/** A payload to show, and the words its toast will start with or hold as text. */
interface ToastToWaitFor {
  readonly id: number;
  readonly text: string;
  readonly expected: string;
}

/**
 * Shows each payload in turn, through the app's Notifier (the test build's hook) or by typing it into a form and
 * submitting it as a person would (without a round trip to the test per keystroke), then reads the markup of the
 * toast that says `expected` as soon as it shows: null when none did in time.
 */
async function showEachAndReadItsToast({
  items,
  form,
  timeoutMs,
}: {
  items: ToastToWaitFor[];
  form: { input: HTMLInputElement; submit: HTMLButtonElement } | null;
  timeoutMs: number;
}): Promise<ShownPayload[]> {
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  const toastSaying = async (expected: string): Promise<string | null> => {
    const started = performance.now();
    while (performance.now() - started < timeoutMs) {
      await frame();
      const message = [...document.querySelectorAll(".gw-toast__message")].find((element) =>
        (element.textContent ?? "").replace(/\s+/g, " ").trim().includes(expected),
      );
      if (message) return message.innerHTML;
    }
    return null;
  };
  const hooks = (window as unknown as { __dashboardTestHooks?: { notifier: Notifier } }).__dashboardTestHooks;
  if (!form && !hooks)
    throw new Error("window.__dashboardTestHooks is missing: serve a build made by build:test:local");
  const setValue = form && Object.getOwnPropertyDescriptor(Object.getPrototypeOf(form.input), "value")?.set;
  const shown: ShownPayload[] = [];
  for (const { id, text, expected } of items) {
    if (form) {
      // A name the gateway took (no refusal) closes the form: the rest cannot be typed.
      if (!form.input.isConnected) break;
      const started = performance.now();
      while (form.submit.disabled && performance.now() - started < timeoutMs) await frame();
      setValue?.call(form.input, text);
      form.input.dispatchEvent(new Event("input", { bubbles: true }));
      form.submit.click();
    } else hooks?.notifier.notify({ message: text, html: true, timeoutMs: 0 });
    shown.push({ id, html: await toastSaying(expected.replace(/\s+/g, " ").trim()) });
  }
  return shown;
}
