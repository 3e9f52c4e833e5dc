/** A small deterministic random source (mulberry32): the same seed gives the same corpus on every run. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let mixed = this.state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }

  digits(count: number): string {
    let text = "";
    for (let index = 0; index < count; index++) text += String(this.integer(0, 9));
    return text;
  }

  letters(count: number, alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"): string {
    let text = "";
    for (let index = 0; index < count; index++) text += alphabet[this.integer(0, alphabet.length - 1)];
    return text;
  }
}
