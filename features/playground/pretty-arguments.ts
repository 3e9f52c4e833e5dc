/** A call's arguments laid out for reading: indented when they are JSON, as the model wrote them otherwise. */
export function prettyArguments(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
