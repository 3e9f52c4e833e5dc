import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { MarkdownItRenderer } from "./markdown-it-renderer.adapter.ts";

const dom = new JSDOM("");
const renderer = new MarkdownItRenderer(dom.window as unknown as Window);

function parsed(html: string): DocumentFragment {
  const template = dom.window.document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

function rendered(markdown: string): DocumentFragment {
  return parsed(renderer.render(markdown));
}

const ALLOWED_TAGS = new Set(
  "h1 h2 h3 h4 h5 h6 p br hr blockquote strong em b i s del code pre ul ol li table thead tbody tr th td a".split(
    " ",
  ),
);
const ALLOWED_ATTRIBUTES = new Set(["href", "title", "start", "target", "rel"]);

/**
 * Everything in the output outside the allowed formatting: checked against an allow-list rather than a list of
 * known dangers, so a vector nobody thought of fails too.
 */
function outsideTheRules(html: string): string[] {
  const found: string[] = [];
  for (const element of parsed(html).querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (!ALLOWED_ATTRIBUTES.has(name)) found.push(`${tag}[${name}]`);
      if (name === "href" && !/^(https?:\/\/|mailto:)/i.test(value)) found.push(`${tag}[href=${value}]`);
    }
    if (tag === "a" && element.hasAttribute("href")) {
      if (element.getAttribute("target") !== "_blank") found.push("a without target=_blank");
      if (element.getAttribute("rel") !== "noopener noreferrer")
        found.push("a without rel=noopener noreferrer");
    }
  }
  return found;
}

const PAYLOADS: readonly string[] = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">raw link</a>',
  "<details open ontoggle=alert(1)>",
  "<style>body{display:none}</style>",
  '<div style="position:fixed;inset:0">overlay</div>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](<javascript:alert(1)>)",
  "[click](&#106;avascript:alert(1))",
  "[click](java&#x09;script:alert(1))",
  "[click](vbscript:msgbox(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](file:///etc/passwd)",
  "[click](//evil.example/phish)",
  '[click](https://ok.example "title" onclick=alert(1))',
  "[click][ref]\n\n[ref]: javascript:alert(1)",
  "<javascript:alert(1)>",
  "javascript:alert(1)",
  "![x](javascript:alert(1))",
  "![x](https://tracker.example/pixel.png)",
  '![x" onerror="alert(1)](https://tracker.example/pixel.png)',
  "[![x](https://tracker.example/pixel.png)](https://ok.example)",
  "`<script>alert(1)</script>`",
  "```html\n</code></pre><script>alert(1)</script>\n```",
  '```" onmouseover="alert(1)\n.\n```',
  "> <img src=x onerror=alert(1)>",
  "| a |\n|---|\n| <script>alert(1)</script> |",
  "# <img src=x onerror=alert(1)>",
  "- [x](javascript:alert(1))\n- <b onmouseover=alert(1)>b</b>",
];

describe("the markdown-it renderer", () => {
  it.each(PAYLOADS)("renders %j within the rules", (payload) => {
    const html = renderer.render(payload);
    expect(outsideTheRules(html)).toEqual([]);
    expect(html).not.toMatch(/<(script|img|iframe|svg|style)\b/i);
  });

  it("checks at least 25 payloads", () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  it("shows raw HTML as the text it is", () => {
    expect(rendered("<b>bold?</b>").textContent?.trim()).toBe("<b>bold?</b>");
  });

  it("formats headings, emphasis, lists, quotes, code and tables", () => {
    const html = rendered(
      [
        "## Steps",
        "Some **bold** and *italic* and ~~struck~~ text.",
        "1. first\n2. second",
        "- a\n- b",
        "> quoted",
        "```ts\nconst x = 1;\n```",
        "| model | price |\n|---|---:|\n| gpt | 1 |",
      ].join("\n\n"),
    );
    const tags = new Set(
      Array.from(html.querySelectorAll("*")).map((element) => element.tagName.toLowerCase()),
    );
    for (const tag of [
      "h2",
      "strong",
      "em",
      "s",
      "ol",
      "ul",
      "li",
      "blockquote",
      "pre",
      "code",
      "table",
      "th",
      "td",
    ])
      expect(tags, tag).toContain(tag);
    expect(html.querySelector("pre code")?.textContent).toBe("const x = 1;\n");
    expect(html.querySelector("code")?.hasAttribute("class")).toBe(false);
    expect(html.querySelector("th")?.hasAttribute("style")).toBe(false);
  });

  it("keeps a numbered list's first number", () => {
    expect(rendered("3. third\n4. fourth").querySelector("ol")?.getAttribute("start")).toBe("3");
  });

  it("opens https links in a new tab without giving the page a handle on the dashboard", () => {
    const link = rendered("[docs](https://docs.example/keys)").querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://docs.example/keys");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link?.textContent).toBe("docs");
  });

  it("links bare web addresses and email addresses", () => {
    const links = Array.from(
      rendered("See https://www.example.com or write to help@example.com").querySelectorAll("a"),
    );
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://www.example.com",
      "mailto:help@example.com",
    ]);
  });

  it("keeps a link's text but not its address when the address is not http(s) or mailto", () => {
    for (const markdown of ["[text](/relative)", "[text](ftp://files.example/x)", "[text](tel:123)"]) {
      const fragment = rendered(markdown);
      expect(fragment.querySelector("a")?.hasAttribute("href") ?? false).toBe(false);
      expect(fragment.textContent?.trim()).toBe("text");
    }
  });

  it("shows an image as its alt text and never loads it", () => {
    const fragment = rendered("Look: ![a cat](https://tracker.example/cat.png)");
    expect(fragment.querySelector("img")).toBeNull();
    expect(fragment.textContent?.trim()).toBe("Look: a cat");
  });

  it("renders a half-written answer without breaking, as it streams", () => {
    const fragment = rendered("Here is code:\n\n```py\nprint('hi')");
    expect(fragment.querySelector("pre code")?.textContent).toBe("print('hi')");
  });

  it("without a usable DOM shows the answer as escaped text rather than passing markup through", () => {
    const blind = new MarkdownItRenderer({} as Window);
    expect(blind.render("<img src=x onerror=alert(1)>")).toBe("<p>&lt;img src=x onerror=alert(1)&gt;</p>");
  });
});
