@http-only @xss
Feature: Hostile text is shown, never run
  Over 50 payloads (tests/security/xss-payloads.ts: script, event handlers, script URLs, SVG and MathML, DOMPurify's
  known mutation bypasses, Markdown links and autolinks, i18next nesting, CSS loads, Unicode tricks, long text) go
  through every place the dashboard shows text it did not write. The gateway stores them wherever it can: they come
  back from it as any name or message would. Each payload, had it run, would call a marker, open a dialog or ask for
  a host outside the allow-list (the dashboard, its gateway, the identity provider).
  The page's Content Security Policy is bypassed in these scenarios: it would block a payload that the rendering let
  through and so hide the flaw; here only the rendering keeps the payloads from running.

  Background:
    Given hostile text is watched for
    And I am signed in as the owner

  Scenario Outline: Hostile <place> are shown as text and nothing runs
    When every payload goes through the "<place>"
    Then every payload is shown, as text or as harmless markup
    And nothing shown there could run
    And no payload ran and no request left the allow-list

    Examples:
      | place                 |
      | HTML toasts           |
      | playground answers    |
      | usage-log contents    |
      | department names      |
      | policy file names     |
      | custom model names    |
      | user emails           |
      | server error messages |
