@real-browser-only
Feature: Accessibility: no WCAG 2.1 A or AA violation on any screen, overlay or toast, in either theme
  axe-core (tags wcag2a, wcag2aa, wcag21a, wcag21aa) checks what Chromium renders: every route of the router as a
  visitor and signed in, the organization screens as the demo organization's owner, every dialog, alert, drawer
  and popover the screens open, and toasts of every intent. Keyboard users reach everything and land on the new
  page's heading after each navigation.
  /discord is left out: it only forwards to the community's own site, outside the dashboard.

  Scenario Outline: <path> as a visitor, <theme> theme
    Given I am a visitor
    When I open "<path>"
    And I choose the "<theme>" theme
    Then axe finds no WCAG 2.1 A or AA violation

    Examples:
      | path                    | theme |
      | /auth                   | LIGHT |
      | /auth                   | DARK  |
      | /document               | LIGHT |
      | /document               | DARK  |
      | /api-document           | LIGHT |
      | /api-document           | DARK  |
      | /available-models       | LIGHT |
      | /available-models       | DARK  |
      | /subscription           | LIGHT |
      | /subscription           | DARK  |
      | /feedback               | LIGHT |
      | /feedback               | DARK  |
      | /tos                    | LIGHT |
      | /tos                    | DARK  |
      | /privacy-policy         | LIGHT |
      | /privacy-policy         | DARK  |
      | /not-found              | LIGHT |
      | /not-found              | DARK  |
      | /no-such-page           | LIGHT |
      | /no-such-page           | DARK  |
      | /error/server-error     | LIGHT |
      | /error/server-error     | DARK  |
      | /error/connection-error | LIGHT |
      | /error/connection-error | DARK  |
      | /error/access-denied    | LIGHT |
      | /error/access-denied    | DARK  |
      | /error/contact-support  | LIGHT |
      | /error/contact-support  | DARK  |
      | /error/many-requests    | LIGHT |
      | /error/many-requests    | DARK  |
      | /error/cors-policy      | LIGHT |
      | /error/cors-policy      | DARK  |

  Scenario Outline: <path> signed in, <theme> theme
    Given I am signed in
    When I open "<path>"
    And I choose the "<theme>" theme
    Then axe finds no WCAG 2.1 A or AA violation

    Examples:
      | path              | theme |
      | /playground       | LIGHT |
      | /playground       | DARK  |
      | /api-key          | LIGHT |
      | /api-key          | DARK  |
      | /usage-logs       | LIGHT |
      | /usage-logs       | DARK  |
      | /billing          | LIGHT |
      | /billing          | DARK  |
      | /subscription     | LIGHT |
      | /subscription     | DARK  |
      | /document         | LIGHT |
      | /document         | DARK  |
      | /api-document     | LIGHT |
      | /api-document     | DARK  |
      | /available-models | LIGHT |
      | /available-models | DARK  |
      | /feedback         | LIGHT |
      | /feedback         | DARK  |
      | /tos              | LIGHT |
      | /tos              | DARK  |
      | /privacy-policy   | LIGHT |
      | /privacy-policy   | DARK  |
      | /not-found        | LIGHT |
      | /not-found        | DARK  |

  Scenario Outline: <path> as the organization's owner, <theme> theme
    Given I am signed in as the owner
    When I open "<path>"
    And I choose the "<theme>" theme
    Then axe finds no WCAG 2.1 A or AA violation

    Examples:
      | path                      | theme |
      | /organization             | LIGHT |
      | /organization             | DARK  |
      | /organization/departments | LIGHT |
      | /organization/departments | DARK  |
      | /organization/users       | LIGHT |
      | /organization/users       | DARK  |
      | /organization/models      | LIGHT |
      | /organization/models      | DARK  |
      | /organization/report      | LIGHT |
      | /organization/report      | DARK  |

  Scenario Outline: The <tab> tab of the department <department> as the organization's owner, <theme> theme
    Given I am signed in as the owner
    When I open the <tab> tab of the department "<department>"
    And I choose the "<theme>" theme
    Then axe finds no WCAG 2.1 A or AA violation

    Examples:
      | tab      | department | theme |
      | files    | Research   | LIGHT |
      | files    | Research   | DARK  |
      | models   | Research   | LIGHT |
      | models   | Research   | DARK  |
      | people   | Research   | LIGHT |
      | people   | Research   | DARK  |
      | settings | Research   | LIGHT |
      | settings | Research   | DARK  |

  Scenario Outline: The compliance matrix as the organization's owner, <theme> theme
    Given I am signed in as the owner
    And I open "/organization/report"
    When I open the compliance matrix
    And I choose the "<theme>" theme
    Then axe finds no WCAG 2.1 A or AA violation

    Examples:
      | theme |
      | LIGHT |
      | DARK  |

  Scenario Outline: <overlay> as the organization's owner, <theme> theme
    Given I am signed in as the owner
    And I open "/playground"
    And I choose the "<theme>" theme
    When I open the overlay "<overlay>"
    Then axe finds no WCAG 2.1 A or AA violation

    Examples:
      | overlay                           | theme |
      | the navigation drawer             | LIGHT |
      | the navigation drawer             | DARK  |
      | the remove API key alert          | LIGHT |
      | the remove API key alert          | DARK  |
      | the request details drawer        | LIGHT |
      | the request details drawer        | DARK  |
      | the add card dialog               | LIGHT |
      | the add card dialog               | DARK  |
      | the card choice dialog            | LIGHT |
      | the card choice dialog            | DARK  |
      | the free tier alert               | LIGHT |
      | the free tier alert               | DARK  |
      | the cancel subscription alert     | LIGHT |
      | the cancel subscription alert     | DARK  |
      | the view code drawer              | LIGHT |
      | the view code drawer              | DARK  |
      | the clear conversation alert      | LIGHT |
      | the clear conversation alert      | DARK  |
      | the invite member dialog          | LIGHT |
      | the invite member dialog          | DARK  |
      | the member departments dialog     | LIGHT |
      | the member departments dialog     | DARK  |
      | the remove member alert           | LIGHT |
      | the remove member alert           | DARK  |
      | the remove super admin alert      | LIGHT |
      | the remove super admin alert      | DARK  |
      | the add available model dialog    | LIGHT |
      | the add available model dialog    | DARK  |
      | the add custom model dialog       | LIGHT |
      | the add custom model dialog       | DARK  |
      | the remove model alert            | LIGHT |
      | the remove model alert            | DARK  |
      | the model configuration popover   | LIGHT |
      | the model configuration popover   | DARK  |
      | the create department dialog      | LIGHT |
      | the create department dialog      | DARK  |
      | the discard changes alert         | LIGHT |
      | the discard changes alert         | DARK  |
      | the remove department model alert | LIGHT |
      | the remove department model alert | DARK  |

  Scenario Outline: A toast of intent <intent>, <theme> theme
    Given I am signed in
    And I open "/playground"
    And I choose the "<theme>" theme
    When the dashboard shows an "<intent>" toast with a caption
    Then axe finds no WCAG 2.1 A or AA violation

    Examples:
      | intent   | theme |
      | info     | LIGHT |
      | info     | DARK  |
      | positive | LIGHT |
      | positive | DARK  |
      | warning  | LIGHT |
      | warning  | DARK  |
      | negative | LIGHT |
      | negative | DARK  |

  Scenario: Signing in, moving between pages and using a dialog with the keyboard only
    Given I am a visitor
    When I open "/auth"
    And I press Tab until the textbox "Email" has the focus
    And I type "demo@meridian.example"
    And I press Tab until the textbox "Password" has the focus
    And I type "meridian-demo"
    And I press Enter
    Then the focus is on the page heading "Playground"
    When I choose the model "gpt-4o-mini"
    And I press Tab until the textbox "Message" has the focus
    And I type "Hello"
    And I press Enter
    Then the conversation shows the question "Hello"
    When I press Tab until the button "Clear conversation" has the focus
    And I press Enter
    And I press Escape
    Then the focus is on "Clear conversation", visibly
    When I press Tab until the link "API keys" has the focus
    And I press Enter
    Then the focus is on the page heading "API keys"
