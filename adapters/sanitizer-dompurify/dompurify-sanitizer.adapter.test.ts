import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { DomPurifySanitizer } from "./dompurify-sanitizer.adapter.ts";

const dom = new JSDOM("");
const sanitizer = new DomPurifySanitizer(dom.window as unknown as Window);

function parse(html: string): HTMLTemplateElement {
  const template = dom.window.document.createElement("template");
  template.innerHTML = html;
  return template;
}

function elementsOf(html: string): Element[] {
  return Array.from(parse(html).content.querySelectorAll("*"));
}

const SCRIPT_URL = /^(?:javascript|vbscript|data):/i;

function dangersIn(html: string): string[] {
  const found: string[] = [];
  for (const element of elementsOf(html)) {
    const tag = element.tagName.toLowerCase();
    if (
      ["script", "iframe", "object", "embed", "frame", "style", "form", "meta", "base", "svg"].includes(tag)
    ) {
      found.push(`<${tag}>`);
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore control characters and spaces inside a URL's scheme, so compare without them.
      const value = withoutBlanks(attribute.value);
      if (name.startsWith("on")) found.push(`${tag}[${name}]`);
      if (
        ["href", "src", "action", "formaction", "xlink:href", "srcdoc"].includes(name) &&
        SCRIPT_URL.test(value)
      ) {
        found.push(`${tag}[${name}=${attribute.value}]`);
      }
      if (name === "srcdoc" || name === "style") found.push(`${tag}[${name}]`);
    }
  }
  return found;
}

function withoutBlanks(text: string): string {
  return Array.from(text)
    .filter((char) => (char.codePointAt(0) ?? 0) > 0x20 && char !== "\u00a0")
    .join("");
}

const PAYLOADS: readonly string[] = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<img src=x onerror=alert(1)>",
  '<IMG SRC="javascript:alert(1);">',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="jav&#x0A;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<div style="width: expression(alert(1))">x</div>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  "<body onload=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<b onmouseover="alert(1)">hover</b>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  "<input autofocus onfocus=alert(1)>",
  "<video><source onerror=alert(1)></video>",
  '<marquee onstart="alert(1)">x</marquee>',
  "<xss id=x tabindex=1 onfocusin=alert(1)></xss>",
  "<template><script>alert(1)</script></template>",
  '<a href="javascript&colon;alert(1)">click</a>',
];

describe("the DOMPurify sanitizer", () => {
  it.each(PAYLOADS)("nothing executable survives %s", (payload) => {
    const clean = sanitizer.sanitize(payload);
    expect(dangersIn(clean)).toEqual([]);
    // Sanitizing twice changes nothing: the output is stable when parsed again (no mutation XSS).
    expect(dangersIn(sanitizer.sanitize(clean))).toEqual([]);
  });

  it("checks at least 25 classic payloads", () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  it("bold, italics, code, paragraphs and lists survive", () => {
    const html =
      "<p><b>bold</b> <i>it</i> <em>em</em> <strong>strong</strong> <code>x</code><br></p><ul><li>one</li></ul>";
    expect(sanitizer.sanitize(html)).toBe(html);
  });

  it("a safe https link survives and opens in a new tab without giving the page a handle on ours", () => {
    const [link] = elementsOf(sanitizer.sanitize('<a href="https://docs.example/keys">docs</a>'));
    expect(link?.getAttribute("href")).toBe("https://docs.example/keys");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link?.textContent).toBe("docs");
  });

  it("a mailto link survives", () => {
    const [link] = elementsOf(sanitizer.sanitize('<a href="mailto:help@example.com">mail us</a>'));
    expect(link?.getAttribute("href")).toBe("mailto:help@example.com");
  });

  it("a link with an unsafe or relative address keeps its text but loses the address", () => {
    for (const href of ["javascript:alert(1)", "ftp://files.example/x", "/relative", "tel:123"]) {
      const [link] = elementsOf(sanitizer.sanitize(`<a href="${href}" target="_self">text</a>`));
      expect(link?.hasAttribute("href")).toBe(false);
      expect(link?.hasAttribute("target")).toBe(false);
      expect(link?.textContent).toBe("text");
    }
  });

  it("a caller's own target or rel on a link is replaced", () => {
    const [link] = elementsOf(
      sanitizer.sanitize('<a href="https://x.example" target="_top" rel="opener">x</a>'),
    );
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("images, styles and forms are dropped, and a script's text is not shown", () => {
    expect(sanitizer.sanitize("<b>ok</b><img src=x onerror=alert(1)><script>alert(2)</script>")).toBe(
      "<b>ok</b>",
    );
    expect(sanitizer.sanitize("<style>p{}</style><p>x</p>")).toBe("<p>x</p>");
  });

  it("plain text comes out unchanged", () => {
    expect(sanitizer.sanitize("Model is not set")).toBe("Model is not set");
  });

  it("without a usable DOM the markup is escaped and shown as text rather than passed through", () => {
    const blind = new DomPurifySanitizer({} as Window);
    expect(blind.sanitize('<img src=x onerror="alert(1)">')).toBe(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;",
    );
  });
});
