/**
 * One request of the department as the evidence lists it: its metadata, its PII redaction counts and, only when
 * asked for by a role allowed to read them, its bodies. Both profiles read their logs into this shape.
 */
export interface EvidenceRequest {
  readonly id: string;
  /** ISO text. */
  readonly createdAt: string;
  /** Who sent it; null when the account is gone. */
  readonly userEmail: string | null;
  /** The department key it came with (its id, never the secret); null for the session. */
  readonly apiKeyId: string | null;
  readonly endpoint: string;
  /** The model asked for. */
  readonly model: string;
  /** The model that served it, when one did. */
  readonly servedModel: string | null;
  readonly statusCode: number;
  readonly error: string | null;
  readonly totalTokens: number;
  readonly totalCostUsd: number;
  /** Values masked or blocked per kind of personal data; null when no PII handling applied. */
  readonly piiRedactions: Readonly<Record<string, number>> | null;
  /** What was asked and answered: present only in a bundle made with bodies (null once removed by retention). */
  readonly bodies?: EvidenceBodies;
}

export interface EvidenceBodies {
  readonly request: string | null;
  readonly response: string | null;
}
