import { describe, expect, it } from "vitest";
import { curlCommand } from "./curl-command.ts";

describe("a curl command", () => {
  it("puts one argument a line, each but the last ending with a backslash", () => {
    expect(curlCommand(["curl https://x.test/v1/models", '-H "Authorization: Bearer k"'])).toBe(
      'curl https://x.test/v1/models \\\n  -H "Authorization: Bearer k"\n',
    );
  });

  it("sends a JSON body pretty-printed in a quoted heredoc the shell leaves alone", () => {
    expect(curlCommand(["curl https://x.test"], { text: "$HOME `ls`", n: [1] })).toBe(
      [
        "curl https://x.test \\",
        "  --data-binary @- <<'JSON'",
        "{",
        '  "text": "$HOME `ls`",',
        '  "n": [',
        "    1",
        "  ]",
        "}",
        "JSON",
        "",
      ].join("\n"),
    );
  });

  it("sends a body of null too, as only an absent body is left out", () => {
    expect(curlCommand(["curl u"], null)).toBe("curl u \\\n  --data-binary @- <<'JSON'\nnull\nJSON\n");
  });
});
