/** A small seeded generator (mulberry32): the same seed gives the same numbers in [0, 1), run after run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One of the list, drawn with `random`. */
export function pickFrom<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** One of the choices, each as likely as its weight says. */
export function pickWeighted<T extends { readonly weight: number }>(
  choices: readonly T[],
  random: () => number,
): T {
  let roll = random() * choices.reduce((sum, choice) => sum + choice.weight, 0);
  for (const choice of choices) {
    roll -= choice.weight;
    if (roll < 0) return choice;
  }
  return choices[0] as T;
}
