import { PiiEntity } from "../organization/pii-entities.ts";
import { isCardShaped } from "./card-brands.ts";
import { ibanPattern } from "./iban-lengths.ts";
import { isIpv6Address } from "./ip-addresses.ts";
import { followsOtherNumberCue, isCompactPhoneNumber, isGroupedPhoneNumber } from "./phone-numbers.ts";
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
const textBefore = (match: RegExpExecArray) => match.input.slice(Math.max(0, match.index - 40), match.index);
const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
/** Image and document names look like addresses: `logo@2x.png`. */
const FILE_EXTENSION = /\.(?:png|jpe?g|gif|webp|svg|bmp|ico|tiff?|heic|avif|pdf)$/i;

/**
 * Digits right after the start of an IBAN (`DE12 3704 …`) belong to it, even when its check fails: they are no
 * card or telephone number.
 */
function continuesIbanShape(match: RegExpExecArray): boolean {
  return /(?<![A-Z0-9])[A-Z]{2}\d{2}(?: [A-Z0-9]{4})* $/i.test(textBefore(match));
}

/**
 * In order of precedence: where two findings overlap, the earlier detector's wins (an IBAN's digits are not also
 * a phone number; an IPv4-mapped IPv6 address is one address). Phone numbers come last: their shape is the loosest.
 */
export const PII_DETECTORS: readonly PiiDetector[] = [
  {
    entity: PiiEntity.EMAIL_ADDRESS,
    pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g,
    accepts: (match) => !FILE_EXTENSION.test(match[0]),
  },
  {
    entity: PiiEntity.IBAN_CODE,
    pattern: ibanPattern(),
    accepts: (match) => passesIbanCheck(match[0]),
  },
  {
    entity: PiiEntity.CREDIT_CARD,
    pattern: /(?<![\w+-])\d(?:[ -]?\d){11,18}(?![\w-])/g,
    accepts: (match) =>
      isCardShaped(match[0]) && passesLuhn(digitsOf(match[0])) && !continuesIbanShape(match),
  },
  {
    // US social security number, written 123-45-6789 or 123 45 6789.
    entity: PiiEntity.NATIONAL_ID,
    pattern: /(?<![\d-])(\d{3})([- ])(\d{2})\2(\d{4})(?![\d-])/g,
    // Stryker disable next-line StringLiteral: groups 1, 3 and 4 take part in every match; the fallbacks are for the type
    accepts: (match) => isIssuableSsn(match[1] ?? "", match[3] ?? "", match[4] ?? ""),
  },
  {
    // UK NHS number, ten digits, often written 3-3-4; only after "NHS" (a word or a field name such as
    // "nhs_number"): one phone number in eleven passes the check.
    entity: PiiEntity.NATIONAL_ID,
    pattern: /(?<=\bNHS(?:[ _-]?(?:number|no)\.?)?[\s":=]{0,6})\d{3}[ -]?\d{3}[ -]?\d{4}(?![\d-])/gi,
    accepts: (match) => passesNhsCheck(digitsOf(match[0])),
  },
  {
    // Spanish DNI/NIF: eight digits and a check letter.
    entity: PiiEntity.NATIONAL_ID,
    pattern: /\b(\d{8})-?([A-Za-z])\b/g,
    // Stryker disable next-line StringLiteral: groups 1 and 2 take part in every match; the fallbacks are for the type
    accepts: (match) => passesNifCheck(match[1] ?? "", match[2] ?? ""),
  },
  {
    entity: PiiEntity.IP_ADDRESS,
    pattern:
      /(?<![\w:])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9A-Fa-f]{1,4})?(?![\w:]|\.\d)/g,
    accepts: (match) => isIpv6Address(match[0]),
  },
  {
    // Not after a letter, nor after "version" or "section": v1.2.3.4, version 1.0.0.1 and § 2.3.1.4 are no addresses.
    entity: PiiEntity.IP_ADDRESS,
    pattern: new RegExp(`(?<![\\w.])${OCTET}(?:\\.${OCTET}){3}(?![\\d]|\\.\\d)`, "g"),
    accepts: (match) =>
      !/(?:\b(?:version|release|build|section|chapter)|§)[^\w\n]{0,6}$/i.test(textBefore(match)),
  },
  {
    // +44 20 7946 0958, (415) 555-2671, 415.555.2671, 0151/2345678, +33 1 23 45 67 89.
    entity: PiiEntity.PHONE_NUMBER,
    pattern:
      /(?<![\w+./-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d{1,8}(?:[ ./-]\d{1,8}){0,5}(?![\w@]|[./-]\d)/g,
    accepts: (match) =>
      /[ ./()-]/.test(match[0]) &&
      isGroupedPhoneNumber(match[0]) &&
      !followsOtherNumberCue(textBefore(match)) &&
      !continuesIbanShape(match),
  },
  {
    // +4915123456789; 4155552671 after "call me on" or in a "phone" field.
    entity: PiiEntity.PHONE_NUMBER,
    pattern: /(?<![\w+.-])(?:\+\d{8,15}|\d{10,11})(?![\w-]|\.\d)/g,
    accepts: (match) => isCompactPhoneNumber(match[0], textBefore(match)),
  },
];
