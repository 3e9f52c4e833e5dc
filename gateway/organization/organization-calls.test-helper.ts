import type { SignedInPerson, TestGateway } from "../testing/test-gateway.ts";

export interface Answer {
  readonly status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON they asserted the shape of
  readonly body: any;
}

/** Calls the gateway as someone (null: nobody signed in), with a JSON body if given, and reads the JSON answer. */
export function callsTo(gateway: TestGateway) {
  return async (
    person: SignedInPerson | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer> => {
    const headers: Record<string, string> = { ...person?.headers };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(`${gateway.apiUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
}
