import { DEMO_ACCOUNT } from "../../../local-stack/demo-account.ts";
import { signInThroughEmulator } from "../../../local-stack/emulator-sign-in.ts";
import { LOCAL_TEST_GATEWAY_PORT } from "./local-backend.ts";

const API = `http://127.0.0.1:${LOCAL_TEST_GATEWAY_PORT}/v1/api`;
/** Refusals that mean "already there": a payload stored by an earlier scenario of the same run. */
const ALREADY_THERE = 409;
/** The subscription tier's team is full. */
const NO_ROOM = 403;

interface Created {
  readonly id: string;
}

/**
 * Stores hostile text through the reference gateway's HTTP API as the demo organization's owner, exactly as the
 * dashboard would send it, and takes away afterwards what can be taken away (models, files, super admins), so the
 * scenarios that share the gateway see their organization as before. Departments cannot be deleted: they stay.
 */
export class HostileTextSeed {
  private token = "";
  private organizationId = "";
  private readonly undo: (() => Promise<unknown>)[] = [];

  async signIn(): Promise<void> {
    this.token = (await signInThroughEmulator(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).idToken;
    const organization = await this.call<{ id: string | null }>("GET", "/organization");
    if (!organization?.id) throw new Error("The demo account has no organization on the reference gateway");
    this.organizationId = organization.id;
  }

  /** Departments with these names; ids of those created now or before (a repeated name is refused: 409). */
  async departments(names: readonly string[]): Promise<void> {
    for (const name of names) await this.call("POST", this.org("/departments"), { name });
  }

  /** A department of its own holding policy files under these names; its id, to open it. */
  async policyFiles(department: string, names: readonly string[]): Promise<string> {
    const created = await this.call<Created>("POST", this.org("/departments"), { name: department });
    const id = created?.id ?? (await this.departmentId(department));
    for (const name of names) {
      const form = new FormData();
      form.set("name", name);
      form.set("file", new Blob(["Hostile file name, harmless content."], { type: "text/plain" }), "p.txt");
      const file = await this.call<Created>("POST", this.org(`/departments/${id}/files`), form);
      if (file) this.undo.push(() => this.call("DELETE", this.org(`/departments/${id}/files/${file.id}`)));
    }
    return id;
  }

  /** Custom models under these names, hosted on the first grid node. */
  async customModels(names: readonly string[]): Promise<void> {
    const nodes = await this.call<{ id: string }[]>("GET", "/node");
    const gridNodeId = nodes?.[0]?.id;
    if (!gridNodeId) throw new Error("The reference gateway lists no grid node");
    for (const name of names) {
      const model = await this.call<Created>("POST", this.org("/models"), {
        type: "CUSTOM",
        name,
        provider: "vLLM",
        accessType: "PRIVATE",
        deploymentRegion: "EU",
        gridNodeId,
      });
      if (model) this.undo.push(() => this.call("DELETE", this.org(`/models/${model.id}`)));
    }
  }

  /**
   * Super admins invited under these emails, in order, until the subscription tier has no room for another (403);
   * how many were invited. Take them away (cleanUp) to make room for the next ones.
   */
  async superAdmins(emails: readonly string[]): Promise<number> {
    for (const [index, email] of emails.entries()) {
      const admin = await this.call<{ user: { id: string } }>("POST", this.org("/users"), { email }, NO_ROOM);
      if (!admin) return index;
      this.undo.push(() => this.call("DELETE", this.org(`/users/${admin.user.id}`)));
    }
    return emails.length;
  }

  /** One chat request whose messages are these texts, so its log holds them as request content. */
  async chatRequest(model: string, texts: readonly string[]): Promise<void> {
    const messages = texts.map((content, index) => ({
      role: index % 2 === 0 ? "user" : "assistant",
      content,
    }));
    if (messages.at(-1)?.role !== "user") messages.push({ role: "user", content: "Which of these ran?" });
    await this.call("POST", "/chat/completions", { model, messages, stream: false, max_tokens: 1 });
  }

  /** Takes away what was stored, newest first. */
  async cleanUp(): Promise<void> {
    for (const undo of this.undo.splice(0).reverse()) await undo();
  }

  private async departmentId(name: string): Promise<string> {
    const departments = await this.call<{ id: string; name: string }[]>("GET", this.org("/departments"));
    const found = departments?.find((department) => department.name === name);
    if (!found) throw new Error(`No department named ${name}`);
    return found.id;
  }

  private org(path: string): string {
    return `/organization/${this.organizationId}${path}`;
  }

  /** The answer as JSON; null when it has no body or its status is 409 (already there) or `alsoNull`. */
  private async call<T>(
    method: string,
    path: string,
    body?: object | FormData,
    alsoNull?: number,
  ): Promise<T | null> {
    const isForm = body instanceof FormData;
    const response = await fetch(`${API}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${this.token}`,
        ...(body && !isForm ? { "Content-Type": "application/json" } : {}),
      },
      body: isForm ? body : body ? JSON.stringify(body) : undefined,
    });
    if (response.status === ALREADY_THERE || response.status === alsoNull) return null;
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as T) : null;
  }
}
