/** The rule OpenAI holds function and response schema names to: 1 to 64 letters, digits, underscores, dashes. */
export function isFunctionName(name: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(name);
}
