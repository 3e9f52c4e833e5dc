/**
 * Hostile text for every place the dashboard shows untrusted text. Each payload, if it ever ran, would call
 * `__xss(<id>)` or open a dialog, or would ask for a host outside the allow-list (`xss-<id>.invalid`, another
 * loopback port): whichever it does, a marker binding, a dialog listener or a request listener sees it.
 * Sources: the OWASP XSS filter evasion cheat sheet, DOMPurify's published mutation-XSS bypasses, Markdown link
 * and autolink tricks, i18next interpolation and nesting, CSS loads, Unicode tricks and very long text.
 */
export interface XssPayload {
  readonly id: number;
  readonly text: string;
}

/** The host a payload asks for when it loads something: any request to it leaves the allow-list. */
export function leakHost(id: number): string {
  return `xss-${id}.invalid`;
}

const leak = (id: number, path = "x.png") => `http://${leakHost(id)}/${path}`;
const base64 = (text: string) => Buffer.from(text).toString("base64");

const TEMPLATES: readonly ((id: number) => string)[] = [
  // Classic elements and event handlers (OWASP cheat sheet).
  (n) => `<script>__xss(${n})</script>`,
  (n) => `<img src=x onerror=__xss(${n})>`,
  (n) => `<IMG SRC=x ONERROR=__xss(${n})>`,
  (n) => `<img src=x onerror="__xss&#40;${n}&#41;">`,
  (n) => `<img src=x onerror=&#95;&#95;xss(${n})>`,
  (n) => `<img src="${leak(n)}">`,
  (n) => `<img srcset="${leak(n)} 1x">`,
  (n) => `<picture><source srcset="${leak(n)}"><img></picture>`,
  (n) => `<svg onload=__xss(${n})>`,
  (n) => `<svg/onload=alert(${n})>`,
  (n) => `<svg><script>__xss(${n})</script></svg>`,
  (n) => `<svg><a xlink:href="javascript:__xss(${n})"><text x="20" y="20">x</text></a></svg>`,
  (n) => `<svg><animate onbegin=__xss(${n}) attributeName=x dur=1s>`,
  (n) => `<svg><image href="${leak(n)}"/></svg>`,
  (n) => `<details open ontoggle=__xss(${n})>`,
  (n) => `<body onload=__xss(${n})>`,
  (n) => `<input autofocus onfocus=__xss(${n})>`,
  (n) => `<xss id=x tabindex=1 autofocus onfocusin=__xss(${n})></xss>`,
  (n) => `<video><source onerror=__xss(${n})></video>`,
  (n) => `<audio src=x onerror=confirm(${n})>`,
  (n) => `<marquee onstart=__xss(${n})>x</marquee>`,
  (n) => `<iframe src="javascript:__xss(${n})"></iframe>`,
  (n) => `<iframe srcdoc="<script>parent.__xss(${n})</script>"></iframe>`,
  (n) => `<object data="${leak(n, "o")}"></object>`,
  (n) => `<embed src="${leak(n, "e")}">`,
  (n) => `<a href="javascript:__xss(${n})">click</a>`,
  (n) => `<a href="JaVaScRiPt:__xss(${n})">click</a>`,
  (n) => `<a href=" javascript:__xss(${n})">click</a>`,
  (n) => `<a href="jav&#x09;ascript:__xss(${n})">click</a>`,
  (n) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(${n})">click</a>`,
  (n) => `<a href="javascript&colon;__xss(${n})">click</a>`,
  (n) => `<a href="vbscript:__xss(${n})">click</a>`,
  (n) => `<a href="data:text/html;base64,${base64(`<script>__xss(${n})</script>`)}">click</a>`,
  (n) => `<a href="https://ok.example" onclick="__xss(${n})">ok</a>`,
  (n) => `<button formaction="javascript:__xss(${n})">go</button>`,
  (n) => `<form action="${leak(n, "f")}"><button>go</button></form>`,
  (n) => `<meta http-equiv="refresh" content="0;url=${leak(n, "m")}">`,
  (n) => `<base href="${leak(n, "")}">`,
  (n) => `<link rel=stylesheet href="${leak(n, "l.css")}">`,
  (n) => `<template><script>__xss(${n})</script></template>`,
  // Breaking out of the context the text lands in.
  (n) => `<scr<script>ipt>__xss(${n})</scr</script>ipt>`,
  (n) => `"><img src=x onerror=__xss(${n})>`,
  (n) => `'><svg/onload=__xss(${n})>`,
  (n) => `</title><script>__xss(${n})</script>`,
  (n) => `</textarea><script>__xss(${n})</script>`,
  (n) => `<!--<img src="--><img src=x onerror=__xss(${n})//">`,
  (n) => `<x onmouseover=__xss(${n})>hover</x>`,
  // Mutation XSS: DOMPurify's published bypasses (2.0.0, 2.2.2) and namespace confusion.
  (n) =>
    `<math><mtext><table><mglyph><style><img src=x onerror=__xss(${n})></style></mglyph></table></mtext></math>`,
  (n) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=__xss(${n})>`,
  (n) =>
    `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=__xss(${n}) src=1>"></textarea></mtext></svg></mglyph></mi></math>`,
  (n) => `<noscript><p title="</noscript><img src=x onerror=__xss(${n})>">`,
  (n) => `<svg></p><style><a id="</style><img src=1 onerror=__xss(${n})>">`,
  // CSS that loads or overlays.
  (n) => `<style>@import "${leak(n, "s.css")}";</style>`,
  (n) => `<style>*{background:url("${leak(n)}")}</style>`,
  (n) => `<div style="background:url(${leak(n)})">x</div>`,
  (n) => `<div style="position:fixed;inset:0;z-index:99999" onmouseover="__xss(${n})">overlay</div>`,
  (n) => `<svg><style>@import'${leak(n, "s.css")}'</style></svg>`,
  // Markdown: links, images, autolinks, reference links, raw HTML, code that tries to close itself.
  (n) => `[click](javascript:__xss(${n}))`,
  (n) => `[click](<javascript:__xss(${n})>)`,
  (n) => `[click](java&#x09;script:__xss(${n}))`,
  (n) => `[click]( vbscript:__xss(${n}))`,
  (n) => `[click](data:text/html;base64,${base64(`<script>__xss(${n})</script>`)})`,
  (n) => `[click](https://ok.example "t" onmouseover=__xss(${n}))`,
  (n) => `[click][r${n}]\n\n[r${n}]: javascript:__xss(${n})`,
  (n) => `![x](javascript:__xss(${n}))`,
  (n) => `![x](${leak(n)})`,
  (n) => `[![x](${leak(n)})](https://ok.example)`,
  (n) => `<javascript:__xss(${n})>`,
  (n) => `javascript:__xss(${n})`,
  (n) => `\`<img src=x onerror=__xss(${n})>\``,
  (n) => `\`\`\`html\n</code></pre><img src=x onerror=__xss(${n})>\n\`\`\``,
  (n) => `> <img src=x onerror=__xss(${n})>`,
  (n) => `| a |\n|---|\n| <img src=x onerror=__xss(${n})> |`,
  (n) => `# <svg onload=__xss(${n})>`,
  // i18next: interpolation and nesting inside a value must stay text.
  (n) => `{{constructor.constructor('__xss(${n})')()}}`,
  (n) => `$t(auth.email) $t(x, {"a": "<img src=x onerror=__xss(${n})>"})`,
  (n) => `{{- value}}<img src=x onerror=__xss(${n})>`,
  (n) => `__proto__ {{__proto__}} <img src=x onerror=__xss(${n})>`,
  // Unicode tricks and very long text.
  (n) => `\u202Egpj.exe<img src=x onerror=__xss(${n})>`,
  (n) => `\uFF1Cscript\uFF1E__xss(${n})\uFF1C/script\uFF1E`,
  (n) => `<img src=x on\u200Berror=__xss(${n})>`,
  (n) => `${"A".repeat(4000)}<img src=x onerror=__xss(${n})>`,
  (n) => `<img src="http://127.0.0.1:1/xss-${n}.png">`,
];

/** Every payload, numbered from 1: the number is what its marker call or its leaking host names. */
export const XSS_PAYLOADS: readonly XssPayload[] = TEMPLATES.map((template, index) => ({
  id: index + 1,
  text: template(index + 1),
}));
