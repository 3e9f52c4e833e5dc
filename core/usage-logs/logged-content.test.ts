import { describe, expect, it } from "vitest";
import { isOmittedImage, loggedImageUrl, loggedMessages } from "./logged-content.ts";

describe("an image's address as the log keeps it", () => {
  it("keeps an inline image's type and decoded size, never its bytes", () => {
    expect(loggedImageUrl("data:image/png;base64,AAAA")).toBe("data:image/png;omitted=3");
    expect(loggedImageUrl("data:image/png;base64,AAA=")).toBe("data:image/png;omitted=2");
    expect(loggedImageUrl("data:image/png;base64,AA==")).toBe("data:image/png;omitted=1");
  });

  it("counts the characters of an inline image not in base64", () => {
    expect(loggedImageUrl("data:image/svg+xml,<svg/>")).toBe("data:image/svg+xml;omitted=6");
    expect(loggedImageUrl("data:image/svg+xml;charset=utf-8,<svg/>==")).toBe("data:image/svg+xml;omitted=8");
  });

  it("keeps an inline image without a type or data as an empty one", () => {
    expect(loggedImageUrl("data:;base64,")).toBe("data:;omitted=0");
    expect(loggedImageUrl("data:,")).toBe("data:;omitted=0");
    expect(loggedImageUrl("data:;base64,=")).toBe("data:;omitted=0");
  });

  it("keeps the data of a multi-line inline image out too", () => {
    expect(loggedImageUrl("data:text/plain,one\ntwo")).toBe("data:text/plain;omitted=7");
  });

  it("keeps a remote address as it is", () => {
    expect(loggedImageUrl("https://example.test/cat.jpg")).toBe("https://example.test/cat.jpg");
    expect(loggedImageUrl("see data:image/png;base64,AAAA")).toBe("see data:image/png;base64,AAAA");
  });

  it("tells what it left of an inline image from any other address", () => {
    expect(isOmittedImage("data:image/png;omitted=3")).toBe(true);
    expect(isOmittedImage("data:;omitted=0")).toBe(true);
    expect(isOmittedImage("data:image/png;omitted=")).toBe(false);
    expect(isOmittedImage("data:image/png;omitted=3x")).toBe(false);
    expect(isOmittedImage("xdata:image/png;omitted=3")).toBe(false);
    expect(isOmittedImage("data:image/png;base64,AAAA")).toBe(false);
  });
});

describe("a request's messages as the log keeps them", () => {
  it("replaces each inline image's address and keeps everything else as sent", () => {
    const messages = [
      {
        role: "user",
        content: [
          { type: "text", text: "data:image/png;base64,AAAA" },
          { type: "image_url", image_url: { url: "data:image/png;base64,AAAA", detail: "low" } },
        ],
      },
    ];
    expect(JSON.parse(loggedMessages(messages))).toEqual([
      {
        role: "user",
        content: [
          { type: "text", text: "data:image/png;base64,AAAA" },
          { type: "image_url", image_url: { url: "data:image/png;omitted=3", detail: "low" } },
        ],
      },
    ]);
  });

  it("leaves an address that is not text as it is", () => {
    expect(loggedMessages([{ url: 3 }])).toBe('[{"url":3}]');
  });
});
