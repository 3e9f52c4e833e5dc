/**
 * A container key that carries the type bound to it, so `container.get(Token)` and `useService(Token)` need not
 * say the type again (VS Code's `createDecorator<T>` does the same). The construct signature exists only in the
 * type: it lets inversify's `ServiceIdentifier<T>` infer `T`; nothing ever calls `new` on a token.
 */
export type Token<T> = symbol & (abstract new (...args: never[]) => T);

/** The key of a port or service; `Symbol.for`, so the memory build's test hooks can find a port by its name. */
export function token<T>(name: string): Token<T> {
  return Symbol.for(name) as Token<T>;
}
