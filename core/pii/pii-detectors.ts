import { PiiEntity } from "../organization/pii-entities.ts";
import { isIpv6Address } from "./ip-addresses.ts";
import {
  isIssuableSsn,
  passesIbanCheck,
  passesLuhn,
  passesNhsCheck,
  passesNifCheck,
} from "./pii-checksums.ts";

/** One way of finding an entity: a pattern, and a check that turns away look-alikes. */
export interface PiiDetector {
  readonly entity: PiiEntity;
  /** Global (`g`) pattern. */
  readonly pattern: RegExp;
  readonly accepts?: (match: RegExpExecArray) => boolean;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");
const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";

/**
 * In order of precedence: where two findings overlap, the earlier detector's wins (an IBAN's digits are not also
 * a phone number). Phone numbers come last because their shape is the loosest.
 */
export const PII_DETECTORS: readonly PiiDetector[] = [
  {
    entity: PiiEntity.EMAIL_ADDRESS,
    pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g,
  },
  {
    entity: PiiEntity.IBAN_CODE,
    pattern: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/gi,
    accepts: (match) => passesIbanCheck(match[0]),
  },
  {
    entity: PiiEntity.CREDIT_CARD,
    pattern: /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g,
    accepts: (match) => passesLuhn(digitsOf(match[0])),
  },
  {
    // US social security number, written 123-45-6789 or 123 45 6789.
    entity: PiiEntity.NATIONAL_ID,
    pattern: /(?<![\d-])(\d{3})([- ])(\d{2})\2(\d{4})(?![\d-])/g,
    accepts: (match) => isIssuableSsn(match[1] ?? "", match[3] ?? "", match[4] ?? ""),
  },
  {
    // UK NHS number, ten digits, often written 3-3-4; only after "NHS": one phone number in eleven passes the check.
    entity: PiiEntity.NATIONAL_ID,
    pattern: /(?<=\bNHS(?: number| no\.?)?:? ?)\d{3}[ -]?\d{3}[ -]?\d{4}(?![\d-])/gi,
    accepts: (match) => passesNhsCheck(digitsOf(match[0])),
  },
  {
    // Spanish DNI/NIF: eight digits and a check letter.
    entity: PiiEntity.NATIONAL_ID,
    pattern: /\b(\d{8})-?([A-Za-z])\b/g,
    accepts: (match) => passesNifCheck(match[1] ?? "", match[2] ?? ""),
  },
  {
    entity: PiiEntity.IP_ADDRESS,
    pattern: new RegExp(`(?<![\\d.])${OCTET}(?:\\.${OCTET}){3}(?![\\d]|\\.\\d)`, "g"),
  },
  {
    entity: PiiEntity.IP_ADDRESS,
    pattern: /(?<![\w:])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?![\w:])/g,
    accepts: (match) => isIpv6Address(match[0]),
  },
  {
    // +44 20 7946 0958, (415) 555-2671, 415.555.2671, +4915123456789.
    entity: PiiEntity.PHONE_NUMBER,
    pattern:
      /(?<![\w+.-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d{2,5}(?:[ .-]\d{2,5}){1,4}(?![\w@]|[.-]\d)/g,
    accepts: (match) => isPhoneLike(match[0]),
  },
  {
    entity: PiiEntity.PHONE_NUMBER,
    pattern: /(?<![\w+.-])\+?\d{10,15}(?![\w.-])/g,
  },
];

/** 7 to 15 digits, and not a date or a plain pair of numbers. */
function isPhoneLike(text: string): boolean {
  const digits = digitsOf(text).length;
  if (digits < 7 || digits > 15) return false;
  if (/^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$|^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$/.test(text)) return false;
  const international = text.startsWith("+") || text.includes("(");
  return international || (text.match(/[ .-]/g)?.length ?? 0) >= 2;
}
