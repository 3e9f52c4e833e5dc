/**
 * The two hashes the audit chain needs, behind a port so both profiles build the same chain with their own crypto
 * (node's in the gateway, WebCrypto in the browser) and keep the sealing key out of core.
 */
export interface AuditSeal {
  /** SHA-256 of the text's UTF-8 bytes, lowercase hex. */
  digest(text: string): Promise<string>;
  /** HMAC-SHA-256 of the text's UTF-8 bytes with the secret key, lowercase hex. */
  seal(text: string): Promise<string>;
}
