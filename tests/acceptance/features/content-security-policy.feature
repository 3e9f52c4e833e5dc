@real-browser-only
Feature: Content Security Policy
  The built dashboard is served with a Content Security Policy (docs/hosting/security-headers.md): scripts only from its own
  origin, no inline code and no eval, no plugins, no <base>, never framed, and Trusted Types for every script sink.
  Every browser scenario fails on any violation the page reports; these show that the policy is in force.

  Scenario: The dashboard is served with its Content Security Policy
    When I open "/auth" and read its Content Security Policy
    Then the policy has these directives:
      | directive                 | sources  |
      | script-src                | 'self'   |
      | connect-src               | 'self'   |
      | object-src                | 'none'   |
      | base-uri                  | 'none'   |
      | frame-ancestors           | 'none'   |
      | require-trusted-types-for | 'script' |
    And no directive allows "'unsafe-inline'" or "'unsafe-eval'"

  Scenario: An inline event handler injected into the page is blocked and reported
    When the page "/auth" is served with this markup injected:
      """
      <img alt="" src="data:," onerror="document.body.dataset.injected = 'ran'">
      """
    Then the injected code did not run
    And the page reported only "script-src-attr" blocking "inline"

  Scenario: An inline script injected into the page is blocked and reported
    When the page "/auth" is served with this markup injected:
      """
      <script>document.body.dataset.injected = "ran";</script>
      """
    Then the injected code did not run
    And the page reported only "script-src-elem" blocking "inline"

  Scenario: Trusted Types refuse a plain string as HTML
    Given I am a visitor
    And I open "/auth"
    When a script of the page assigns a plain string to innerHTML
    Then the assignment is refused with "requires 'TrustedHTML' assignment"
    And the page reported only "require-trusted-types-for" blocking "trusted-types-sink"
