import { jsonCalls } from "../../testing/json-calls.test-helper.ts";
import type { SignedInPerson, TestGateway } from "../../testing/test-gateway.ts";

export interface Answer {
  readonly status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON they asserted the shape of
  readonly body: any;
}

/** Calls the gateway as someone (null: nobody signed in), with a JSON body if given, and reads the JSON answer. */
export function callsTo(gateway: TestGateway) {
  const call = jsonCalls(() => gateway);
  return async (
    person: SignedInPerson | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer> => {
    const { status, json } = await call(method, path, person?.headers, body);
    return { status, body: json };
  };
}
