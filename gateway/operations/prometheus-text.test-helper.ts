/** One sample of a Prometheus text exposition: its name, its labels and its value. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

/** The samples of a scrape, comments left out. */
export function samplesOf(text: string): Sample[] {
  return text.split("\n").flatMap((line) => {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    return [{ name: match[1] as string, labels, value: Number(match[3]) }];
  });
}

/** The samples named `name`, each as its labels and value. */
export function samplesNamed(
  text: string,
  name: string,
): { labels: Record<string, string>; value: number }[] {
  return samplesOf(text)
    .filter((sample) => sample.name === name)
    .map((sample) => ({ labels: { ...sample.labels }, value: sample.value }));
}

/** The value of the one sample named `name` without labels. */
export function soleValue(text: string, name: string): number | undefined {
  return samplesOf(text).find((sample) => sample.name === name && Object.keys(sample.labels).length === 0)
    ?.value;
}
