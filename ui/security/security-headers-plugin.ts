import { existsSync, readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { RsbuildPlugin } from "@rsbuild/core";
import type { Config } from "../../core/config/config.entity.ts";
import type { Profile } from "../../core/config/profile.ts";
import { SECURITY_HEADERS_FILE, securityHeaders } from "../../core/security/content-security-policy.ts";
import { TRUSTED_TYPE_POLICY } from "../../core/security/trusted-type-policies.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

/** The same headers for static hosts that read a `_headers` file (Netlify, Cloudflare Pages). */
const HOST_HEADERS_FILE = "_headers";

/**
 * After every build, hashes the inline scripts of the emitted index.html and writes the headers of the profile
 * (core/security): `security-headers.json` and `_headers`. `rsbuild preview` serves the built ones, and Rspack's
 * chunk loader goes through its own Trusted Types policy.
 */
export function pluginSecurityHeaders(options: { profile: Profile; config: Config }): RsbuildPlugin {
  return {
    name: "dashboard:security-headers",
    setup(api) {
      api.modifyRspackConfig((rspack) => {
        rspack.output ??= {};
        rspack.output.trustedTypes = {
          policyName: TRUSTED_TYPE_POLICY.chunkLoading,
          onPolicyCreationFailure: "stop",
        };
      });
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => {
        if (api.context.action !== "preview") return config;
        const distPath = config.output?.distPath;
        const distRoot = resolve(
          api.context.rootPath,
          (typeof distPath === "string" ? distPath : distPath?.root) ?? "dist",
        );
        return mergeRsbuildConfig(config, { server: { headers: readSecurityHeaders(distRoot) ?? {} } });
      });
      api.onAfterBuild(async () => {
        const distDir = api.context.distPath;
        const html = await readFile(join(distDir, "index.html"), "utf8");
        const hashes = inlineScriptHashes(html);
        const headers = securityHeaders({ ...options, inlineScriptHashes: hashes });
        await writeFile(join(distDir, SECURITY_HEADERS_FILE), `${JSON.stringify(headers, null, 2)}\n`);
        await writeFile(join(distDir, HOST_HEADERS_FILE), hostHeadersFile(headers));
        console.info(`[security headers] ${options.profile}: ${hashes.length} inline script hash(es)`);
      });
    },
  };
}

/** The headers a build wrote, or null for a folder built before they existed. */
export function readSecurityHeaders(distDir: string): Record<string, string> | null {
  const file = join(distDir, SECURITY_HEADERS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : null;
}

function hostHeadersFile(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join("\n")}\n`;
}
