// Computes the check digits the detectors verify, so the corpus holds real-looking numbers that pass (or, off by
// one, fail) their checks. Every computed number is verified with core's own check before it is used.
import {
  passesIbanCheck,
  passesLuhn,
  passesNhsCheck,
  passesNifCheck,
} from "../../../core/pii/pii-checksums.ts";

/** The digit that makes `body` + digit pass the Luhn check. */
export function luhnDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit++) if (passesLuhn(`${body}${digit}`)) return String(digit);
  throw new Error(`no Luhn digit for ${body}`);
}

/** ISO 13616 check digits for a country and its BBAN: 98 minus the remainder of BBAN+country+00. */
export function ibanOf(country: string, bban: string): string {
  const rearranged = `${bban}${country}00`;
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  const iban = `${country}${String(98 - remainder).padStart(2, "0")}${bban}`;
  if (!passesIbanCheck(iban)) throw new Error(`computed IBAN ${iban} fails its check`);
  return iban;
}

/** Nine digits and their mod-11 check digit, or null when the nine have none (check 10). */
export function nhsNumberOf(nine: string): string | null {
  for (let digit = 0; digit <= 9; digit++) if (passesNhsCheck(`${nine}${digit}`)) return `${nine}${digit}`;
  return null;
}

export function nifLetterOf(digits: string): string {
  const letter = "TRWAGMYFPDXBNJZSQVHLCKE"[Number(digits) % 23] ?? "";
  if (!passesNifCheck(digits, letter)) throw new Error(`computed NIF letter fails for ${digits}`);
  return letter;
}

/** Groups a compact number as written: sizes of the groups, joined by the separator. */
export function grouped(compact: string, sizes: readonly number[], separator: string): string {
  const groups: string[] = [];
  let from = 0;
  for (const size of sizes) {
    if (from >= compact.length) break;
    groups.push(compact.slice(from, from + size));
    from += size;
  }
  if (from < compact.length) groups.push(compact.slice(from));
  return groups.join(separator);
}

/** Groups of four, as IBANs are printed. */
export function inFours(compact: string): string {
  return compact.match(/.{1,4}/g)?.join(" ") ?? compact;
}
