// dependency-cruiser (`npm run layers`) and Stryker's sandbox (`npm run test:mutation`) read TypeScript through the
// `typescript` package's compiler API, which TypeScript 7 does not publish yet. The project type-checks with
// TypeScript 7; this hook hands those tools the TypeScript 6 API (installed as the alias `typescript6`) instead.
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    const redirected = specifier === "typescript" || specifier.startsWith("typescript/");
    return nextResolve(redirected ? specifier.replace(/^typescript/, "typescript6") : specifier, context);
  },
});
