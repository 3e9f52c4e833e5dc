/**
 * The kinds of personal data the gateway detects in prompts (the PII list of a department's settings). Shared:
 * the gateway's detector recognises exactly these, and GET …/pii/pii-list answers this list.
 */
export enum PiiEntity {
  EMAIL_ADDRESS = "EMAIL_ADDRESS",
  PHONE_NUMBER = "PHONE_NUMBER",
  /** Card numbers that pass the Luhn check. */
  CREDIT_CARD = "CREDIT_CARD",
  IBAN_CODE = "IBAN_CODE",
  IP_ADDRESS = "IP_ADDRESS",
  /** National identity numbers (e.g. US social security numbers). */
  NATIONAL_ID = "NATIONAL_ID",
}

export const PII_ENTITIES: readonly PiiEntity[] = Object.values(PiiEntity);
