import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const projectRoot = resolve(import.meta.dirname, "../..");

/** A throw-away tree shaped like the project, each file breaking (or keeping) one rule of DESIGN.md. */
const FILES: Record<string, string> = {
  "core/rules/pure.ts": `export const pure = 1;`,
  "core/rules/uses-dom-lib.ts": `import DOMPurify from "dompurify";\nexport const x = DOMPurify;`,
  "core/rules/uses-ui.ts": `import { shell } from "../../ui/shell.ts";\nexport const y = shell;`,
  "adapters/storage/store.adapter.ts": `import { pure } from "../../core/rules/pure.ts";\nexport const store = pure;`,
  "features/api-keys/uses-adapter.tsx": `import { store } from "../../adapters/storage/store.adapter.ts";\nexport const z = store;`,
  "features/api-keys/uses-http-library.tsx": `import DOMPurify from "dompurify";\nexport const w = DOMPurify;`,
  "features/billing/uses-other-feature.tsx": `import { z } from "../api-keys/uses-adapter.tsx";\nexport const v = z;`,
  "ui/shell.ts": `export const shell = 1;`,
  "ui/router/uses-adapter.ts": `import { store } from "../../adapters/storage/store.adapter.ts";\nexport const u = store;`,
  "ui/composition-root.ts": `import { store } from "../adapters/storage/store.adapter.ts";\nexport const root = store;`,
  "gateway/server/uses-core.ts": `import { pure } from "../../core/rules/pure.ts";\nexport const g = pure;`,
  "gateway/server/uses-adapter.ts": `import { store } from "../../adapters/storage/store.adapter.ts";\nexport const h = store;`,
  "adapters/storage/uses-gateway.ts": `import { g } from "../../gateway/server/uses-core.ts";\nexport const i = g;`,
};

let tree: string;
let report: string;

beforeAll(async () => {
  tree = await mkdtemp(join(tmpdir(), "layers-"));
  for (const [path, source] of Object.entries(FILES)) {
    await mkdir(dirname(join(tree, path)), { recursive: true });
    await writeFile(join(tree, path), source);
  }
  await writeFile(
    join(tree, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, jsx: "react-jsx" } }),
  );
  await symlink(join(projectRoot, "node_modules"), join(tree, "node_modules"));
  const cli = [
    "--import",
    join(projectRoot, "tests/support/typescript6-compiler-api.mjs"),
    join(projectRoot, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs"),
    "core",
    "adapters",
    "ui",
    "features",
    "gateway",
    "--config",
    join(projectRoot, ".dependency-cruiser.cjs"),
    "--output-type",
    "err-long",
  ];
  report = await run(process.execPath, cli, { cwd: tree }).then(
    ({ stdout }) => stdout,
    (error: { stdout: string }) => error.stdout,
  );
}, 60_000);

afterAll(async () => {
  await rm(tree, { recursive: true, force: true });
});

function violations(rule: string): string[] {
  return report
    .split("\n")
    .filter((line) => line.includes(`${rule}:`))
    .map((line) => line.trim());
}

describe("the layer rules of DESIGN.md", () => {
  it("fail a gateway file that imports an adapter, and an adapter that imports the gateway", () => {
    expect(violations("gateway-imports-only-core").join("\n")).toContain("gateway/server/uses-adapter.ts");
    expect(violations("gateway-imports-only-core").join("\n")).not.toContain("gateway/server/uses-core.ts");
    expect(violations("adapters-import-core-not-ui").join("\n")).toContain(
      "adapters/storage/uses-gateway.ts",
    );
  });

  it("fail a core file that imports a DOM library or the shell", () => {
    expect(violations("core-imports-only-core").join("\n")).toContain("core/rules/uses-dom-lib.ts");
    expect(violations("core-types-only-core").join("\n")).toContain("core/rules/uses-ui.ts");
  });

  it("fail a feature that imports an adapter or an adapter's technology", () => {
    const found = violations("features-never-import-adapters").join("\n");
    expect(found).toContain("features/api-keys/uses-adapter.tsx");
    expect(found).toContain("features/api-keys/uses-http-library.tsx");
  });

  it("fail a feature that imports another feature", () => {
    expect(violations("features-stay-in-their-area").join("\n")).toContain(
      "features/billing/uses-other-feature.tsx",
    );
  });

  it("let only the composition root of the shell import adapters", () => {
    const found = violations("only-the-composition-root-imports-adapters").join("\n");
    expect(found).toContain("ui/router/uses-adapter.ts");
    expect(found).not.toContain("ui/composition-root.ts");
  });

  it("accept files that keep to their layer", () => {
    expect(report).not.toContain("core/rules/pure.ts →");
    expect(report).not.toContain("adapters/storage/store.adapter.ts →");
  });
});
