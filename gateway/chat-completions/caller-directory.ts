import type { DepartmentMembership, KeyOwner } from "../api-keys/api-key-directory.ts";
import type { UserRow } from "../identity/users.repository.ts";
import type { ModelRequest } from "./model-exchange.ts";

/**
 * What authenticating a caller reads: whose API keys are, whom ID tokens are of, who belongs to which department.
 * The gateway's is the database (DatabaseCallerDirectory); a test's may be a stand-in.
 */
export interface CallerDirectory {
  /** Whose an API key is; null when no key has this value. */
  ownerOf(apiKey: string): Promise<KeyOwner | null>;
  /** One of the person's keys by its id (their own or a department key they hold); null when it is not theirs. */
  ownerOfKeyId(keyId: string, userId: string): Promise<KeyOwner | null>;
  /** The person signed in with the request's ID token; refuses an invalid token (401) or a suspended account (403). */
  signedInPerson(request: ModelRequest): Promise<UserRow>;
  /** The person's membership of a department; null when they have none there, or there is no such department. */
  membershipOf(departmentId: string, userId: string): Promise<DepartmentMembership | null>;
}
