// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DescribedText } from "./described-text.tsx";

function shown(text: string) {
  const { container } = render(
    <p>
      <DescribedText text={text} />
    </p>,
  );
  return {
    text: container.textContent,
    code: [...container.querySelectorAll("code")].map((code) => code.textContent),
    html: container.innerHTML,
  };
}

describe("a description from the API document", () => {
  it("draws code spans as code and keeps the rest as text", () => {
    const { text, code } = shown("Send `Authorization: Bearer <token>`; refusals answer `errMsgs`.");
    expect(text).toBe("Send Authorization: Bearer <token>; refusals answer errMsgs.");
    expect(code).toEqual(["Authorization: Bearer <token>", "errMsgs"]);
  });

  it("keeps an unmatched backtick as written", () => {
    const { text, code } = shown("one `two` three `four");
    expect(text).toBe("one two three `four");
    expect(code).toEqual(["two"]);
  });

  it("never turns the text into markup", () => {
    const { html } = shown('<img src=x onerror="alert(1)"> `<b>bold</b>`');
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
  });
});
