/** Check digits that tell a real card, account or identity number from any run of digits. */

/** The Luhn (mod 10) check of payment card numbers; `digits` holds digits only. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      // Stryker disable next-line EqualityOperator: a doubled digit is even (0-18), never 9, so > 9 and >= 9 agree
      if (digit > 9) digit -= 9;
    }
    // Stryker disable next-line AssignmentOperator: the sum and its negative are multiples of 10 together
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** ISO 13616: the country code and check digits moved to the end, letters as 10-35, the number mod 97 is 1. */
export function passesIbanCheck(iban: string): boolean {
  const compact = iban.replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/** A US social security number as issued: area not 000, 666 or 900-999; group not 00; serial not 0000. */
export function isIssuableSsn(area: string, group: string, serial: string): boolean {
  return area !== "000" && area !== "666" && area[0] !== "9" && group !== "00" && serial !== "0000";
}

/** A UK NHS number: ten digits whose mod-11 check digit is the last one. */
export function passesNhsCheck(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 9; index++) sum += (digits.charCodeAt(index) - 48) * (10 - index);
  // A check of 10 makes the number invalid: no digit equals it.
  const check = 11 - (sum % 11);
  return (check === 11 ? 0 : check) === digits.charCodeAt(9) - 48;
}

/** A Spanish DNI/NIF: eight digits and the letter their value mod 23 selects. */
export function passesNifCheck(digits: string, letter: string): boolean {
  return "TRWAGMYFPDXBNJZSQVHLCKE"[Number(digits) % 23] === letter.toUpperCase();
}
