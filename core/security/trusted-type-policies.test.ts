import { describe, expect, it } from "vitest";
import { TRUSTED_TYPE_POLICY } from "./trusted-type-policies.ts";

describe("the Trusted Types policies the dashboard may create", () => {
  it("are named as the Content Security Policy lists them", () => {
    expect(TRUSTED_TYPE_POLICY).toEqual({
      sanitizedHtml: "dashboard-sanitized-html",
      markdownHtml: "dashboard-markdown-html",
      serviceWorkerUrl: "dashboard-service-worker-url",
      domPurify: "dompurify",
      chunkLoading: "rspack",
      default: "default",
    });
  });
});
