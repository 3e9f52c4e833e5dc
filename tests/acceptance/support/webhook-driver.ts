/** The organization overview's Webhook card, for its owner and super admins. */
export interface WebhookDriver {
  /** Opens the organization overview with its Webhook card. */
  open(): Promise<void>;
  /** Saves this address as the organization's webhook; answers the secret the card shows this once. */
  setUrl(url: string): Promise<string>;
  /** Removes the webhook, confirming when asked. */
  remove(): Promise<void>;
}
