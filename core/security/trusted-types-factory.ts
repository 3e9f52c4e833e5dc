/**
 * The part of the browser's `trustedTypes` the dashboard uses, typed here so no DOM typing package is needed.
 * Absent where the browser has no Trusted Types (Firefox, Safari, jsdom): then plain strings reach the sinks, as
 * they always did.
 */
export interface TrustedTypesFactory {
  createPolicy(name: string, rules: TrustedTypesRules): TrustedTypesPolicy;
}

export interface TrustedTypesRules {
  createHTML?: (input: string, ...args: never[]) => string;
  createScriptURL?: (input: string, ...args: never[]) => string;
}

export interface TrustedTypesPolicy {
  createHTML(input: string, ...args: unknown[]): TrustedMarkup;
  createScriptURL(input: string, ...args: unknown[]): TrustedMarkup;
}

/** A TrustedHTML or TrustedScriptURL: the sinks accept it where they would refuse its string. */
export type TrustedMarkup = object & { toString(): string };

export function trustedTypesOf(window: object): TrustedTypesFactory | undefined {
  return (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
}

/** One policy per name and window: the browser refuses a second policy of the same name. */
export function policyOnce(
  window: object,
  name: string,
  rules: TrustedTypesRules,
): TrustedTypesPolicy | undefined {
  const factory = trustedTypesOf(window);
  if (!factory) return undefined;
  const policies = CREATED.get(factory) ?? new Map<string, TrustedTypesPolicy>();
  CREATED.set(factory, policies);
  const policy = policies.get(name) ?? factory.createPolicy(name, rules);
  policies.set(name, policy);
  return policy;
}

/**
 * HTML made by `produce` (a sanitizer, a Markdown renderer that sanitizes), as the TrustedHTML innerHTML requires
 * under Trusted Types: the named policy's createHTML runs the producer it is handed, so only what a producer made
 * becomes markup through it. Without Trusted Types, the produced string.
 */
export function trustedHtml(
  window: object,
  policyName: string,
  input: string,
  produce: (input: string) => string,
): string {
  const policy = policyOnce(window, policyName, {
    createHTML: (text, make: (text: string) => string) => make(text),
  });
  // React hands __html to innerHTML as it is; its typings know only strings.
  return (policy?.createHTML(input, produce) ?? produce(input)) as string;
}

const CREATED = new WeakMap<TrustedTypesFactory, Map<string, TrustedTypesPolicy>>();
