import { pickFrom } from "../text/seeded-random.ts";

// Plain, neutral words: generated text should read as a placeholder, never as a claim a model made.
const WORDS = (
  "amber anchor apple atlas autumn balance beacon birch bridge canvas cedar channel circle cloud comet copper " +
  "coral crystal delta ember falcon field forest garden glacier harbor horizon island journey lantern lemon " +
  "maple meadow mirror morning mountain nectar north ocean orbit orchard paper pebble pepper planet prairie " +
  "quartz rain river saffron signal silver sketch spring stone summit sunrise thunder timber valley velvet " +
  "voyage willow window winter zephyr"
).split(" ");

/** A plain English word, the same for the same draws. */
export function plausibleWord(random: () => number): string {
  return pickFrom(WORDS, random);
}
