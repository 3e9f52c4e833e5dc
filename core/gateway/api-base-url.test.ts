import { describe, expect, it } from "vitest";
import { apiBaseUrl } from "./api-base-url.ts";

const origins = { apiOrigin: "https://app.meridian.example", demoApiOrigin: "http://127.0.0.1:8080/" };

describe("the API base the dashboard calls", () => {
  it("is the production origin plus /v1/api on a production host", () => {
    expect(apiBaseUrl(origins, "dashboard.meridian.example")).toBe("https://app.meridian.example/v1/api");
  });

  it.each([
    "demo.meridian.example",
    "meridian-demo.example.org",
    "localhost:3000",
    "LOCALHOST",
    "127.0.0.1:3000",
    "127.4.5.6",
  ])("is the demo origin plus /v1/api on %s", (host) => {
    expect(apiBaseUrl(origins, host)).toBe("http://127.0.0.1:8080/v1/api");
  });

  it.each(["127.example.com", "10.0.0.127", "1270.0.0.1"])("treats %s as production", (host) => {
    expect(apiBaseUrl(origins, host)).toBe("https://app.meridian.example/v1/api");
  });
});
