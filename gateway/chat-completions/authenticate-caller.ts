import type { KeyOnRecord } from "../../core/api-keys/key-on-record.ts";
import { notYourKeyMessage } from "../../core/api-keys/key-refusal.ts";
import { API_KEY_ID_HEADER } from "../../core/chat-completions/chat-completion-headers.ts";
import { PLAYGROUND_KEY } from "../../core/usage-logs/usage-log-rules.ts";
import type { DepartmentMembership, KeyOwner } from "../api-keys/api-key-directory.ts";
import { ACCOUNT_SUSPENDED, bearerTokenOf, setSignedInUser } from "../identity/authenticate.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { forbidden, unauthorized } from "../server/http-problem.ts";
import { maskedKey } from "../server/openai-refusals.ts";
import { askedDepartment } from "./asked-department.ts";
import type { CallerDirectory } from "./caller-directory.ts";
import type { ModelRequest } from "./model-exchange.ts";

export const INVALID_API_KEY = "Invalid API key";
export const NO_CREDENTIALS =
  "Send an API key or sign in: the request has no bearer token (nor an x-api-key header).";
/** For OpenAI's clients, worded as OpenAI words it (its code is null: no key is not an invalid key). */
const NO_API_KEY =
  "You didn't provide an API key: send it in an Authorization header using Bearer auth (Authorization: Bearer YOUR_KEY).";

/** Who a completion is for, and what it is recorded under. */
export interface Caller {
  readonly user: UserRow;
  /** The key's masked form (never its secret), or `playground` for the signed-in session (the logs' convention). */
  readonly apikey: string;
  readonly apiKeyId: string | null;
  /** The key asked with, by its secret or (with the session) its id: its rules apply; null for the session alone. */
  readonly key?: KeyOnRecord | null;
  /**
   * Set for a department user's key, or a session or personal key asking as a department (x-department-id): the
   * department's policies apply and the request is recorded under it.
   */
  readonly department: DepartmentMembership | null;
}

/** Anthropic's clients send their key in x-api-key (and a bearer token only when given an auth token instead). */
function apiKeyHeaderOf(request: ModelRequest): string | null {
  const key = request.headers["x-api-key"];
  return typeof key === "string" && key.trim() !== "" ? key.trim() : null;
}

/** A Firebase ID token is a JWT (three base64url parts); anything else is taken for an API key. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;

/**
 * The caller of a completion: the owner of the API key it carries, or the person whose ID token it carries, and
 * the department it is asked as (askedDepartment).
 */
export async function authenticateCaller(request: ModelRequest, directory: CallerDirectory): Promise<Caller> {
  const token = bearerTokenOf(request) ?? apiKeyHeaderOf(request);
  if (!token) throw unauthorized(NO_CREDENTIALS).describedAs({ code: null, clientMessage: NO_API_KEY });
  if (JWT_SHAPE.test(token)) {
    const user = await directory.signedInPerson(request);
    const keyId = keyIdHeaderOf(request);
    if (keyId !== null) {
      const owner = await directory.ownerOfKeyId(keyId, user.id);
      if (!owner) throw forbidden(notYourKeyMessage(keyId));
      return callerWithKey(request, directory, owner);
    }
    const department = await askedDepartment(directory, request.headers, user.id, null);
    return { user, apikey: PLAYGROUND_KEY, apiKeyId: null, key: null, department };
  }
  const owner = await directory.ownerOf(token);
  if (!owner)
    throw unauthorized(INVALID_API_KEY).describedAs({
      clientMessage: `Incorrect API key provided: ${maskedKey(token)}. You can find your API keys in the dashboard, under API keys.`,
    });
  if (owner.user.suspended) throw forbidden(ACCOUNT_SUSPENDED).describedAs({ code: "account_deactivated" });
  setSignedInUser(request, owner.user);
  return callerWithKey(request, directory, owner);
}

/** The caller asking with a key: its holder, recorded under the key's id and masked form. */
async function callerWithKey(
  request: ModelRequest,
  directory: CallerDirectory,
  owner: KeyOwner,
): Promise<Caller> {
  const department = await askedDepartment(directory, request.headers, owner.user.id, owner.department);
  return {
    user: owner.user,
    apikey: owner.key.maskedValue,
    apiKeyId: owner.apiKeyId,
    key: owner.key,
    department,
  };
}

/** The key id the session asks with (x-api-key-id); null when absent or blank. */
function keyIdHeaderOf(request: ModelRequest): string | null {
  const keyId = request.headers[API_KEY_ID_HEADER];
  const value = Array.isArray(keyId) ? keyId.join(",") : keyId;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
