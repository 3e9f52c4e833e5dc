import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const REPOSITORY = fileURLToPath(new URL("../", import.meta.url));
const RSBUILD = fileURLToPath(new URL("../node_modules/@rsbuild/core/bin/rsbuild.js", import.meta.url));
/** Where rsbuild.config.ts puts the local profile's build. */
export const LOCAL_DASHBOARD_DIST = fileURLToPath(new URL("../dist/local/", import.meta.url));

/**
 * Builds the dashboard on profile `local` (rsbuild, in a child process on this Node), calling the gateway at
 * `demoApiOrigin`. Its output is shown only when the build fails; aborting the signal stops it.
 */
export function buildLocalDashboard(
  env: Record<string, string | undefined>,
  demoApiOrigin: string,
  signal: AbortSignal,
): Promise<string> {
  return new Promise<string>((done, fail) => {
    const child = spawn(process.execPath, [RSBUILD, "build"], {
      cwd: REPOSITORY,
      signal,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...env,
        // The dashboard is always built for production: an inherited NODE_ENV (vitest sets "test") would make a
        // development bundle that does not run in a browser ("process is not defined").
        NODE_ENV: "production",
        PROFILE: "local",
        TEST_HOOKS: "false",
        PUBLIC_DEMO_API_ORIGIN: env.PUBLIC_DEMO_API_ORIGIN ?? demoApiOrigin,
      },
    });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.once("error", fail);
    child.once("exit", (code) =>
      code === 0
        ? done(LOCAL_DASHBOARD_DIST)
        : fail(new Error(`The dashboard build failed (${code}):\n${Buffer.concat(output).toString("utf8")}`)),
    );
  });
}
