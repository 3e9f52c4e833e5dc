@real-browser-only
Feature: Accessibility: no WCAG 2.1 A or AA violation on any screen, overlay or toast, in either theme
  axe-core (tags wcag2a, wcag2aa, wcag21a, wcag21aa) checks what Chromium renders: every route of the router as a
  visitor and signed in, the organization screens as the demo organization's owner, every dialog, alert, drawer
  and popover the screens open, and toasts of every intent. Keyboard users reach everything and land on the new
  page's heading after each navigation.
  /discord is left out: it only forwards to the community's own site, outside the dashboard.
  Each screen is checked twice on one visit: with the system theme chosen, axe runs while the operating system
  prefers light, then again once it prefers dark and the dashboard has followed it. A screen at rest moves nothing
  without end, shown or hidden (a hidden spinner that kept turning would keep the browser drawing all the time).

  Scenario Outline: <path> as a visitor, in both themes
    Given I am a visitor
    When I open "<path>"
    And I choose the "SYSTEM" theme
    Then axe finds no WCAG 2.1 A or AA violation in the light theme nor in the dark one
    And nothing on the page moves without end, shown or hidden

    Examples:
      | path                    |
      | /auth                   |
      | /document               |
      | /api-document           |
      | /available-models       |
      | /subscription           |
      | /feedback               |
      | /tos                    |
      | /privacy-policy         |
      | /not-found              |
      | /no-such-page           |
      | /error/server-error     |
      | /error/connection-error |
      | /error/access-denied    |
      | /error/contact-support  |
      | /error/many-requests    |
      | /error/cors-policy      |

  Scenario Outline: <path> signed in, in both themes
    Given I am signed in
    When I open "<path>"
    And I choose the "SYSTEM" theme
    Then axe finds no WCAG 2.1 A or AA violation in the light theme nor in the dark one
    And nothing on the page moves without end, shown or hidden

    Examples:
      | path              |
      | /playground       |
      | /api-key          |
      | /usage-logs       |
      | /usage            |
      | /retention        |
      | /billing          |
      | /subscription     |
      | /document         |
      | /api-document     |
      | /available-models |
      | /feedback         |
      | /tos              |
      | /privacy-policy   |
      | /not-found        |

  Scenario Outline: <path> as the organization's owner, in both themes
    Given I am signed in as the owner
    When I open "<path>"
    And I choose the "SYSTEM" theme
    Then axe finds no WCAG 2.1 A or AA violation in the light theme nor in the dark one
    And nothing on the page moves without end, shown or hidden

    Examples:
      | path                      |
      | /organization             |
      | /organization/departments |
      | /organization/users       |
      | /organization/models      |
      | /organization/report      |
      | /organization/analytics   |

  Scenario Outline: The <tab> tab of the department <department> as the organization's owner, in both themes
    Given I am signed in as the owner
    When I open the <tab> tab of the department "<department>"
    And I choose the "SYSTEM" theme
    Then axe finds no WCAG 2.1 A or AA violation in the light theme nor in the dark one

    Examples:
      | tab      | department |
      | files    | Research   |
      | models   | Research   |
      | people   | Research   |
      | settings | Research   |

  Scenario: The compliance matrix as the organization's owner, in both themes
    Given I am signed in as the owner
    And I open "/organization/report"
    When I open the compliance matrix
    And I choose the "SYSTEM" theme
    Then axe finds no WCAG 2.1 A or AA violation in the light theme nor in the dark one

  Scenario Outline: <overlay> as the organization's owner, in both themes
    Given I am signed in as the owner
    And I open "/playground"
    And I choose the "SYSTEM" theme
    When I open the overlay "<overlay>"
    Then axe finds no WCAG 2.1 A or AA violation in the light theme nor in the dark one

    Examples:
      | overlay                           |
      | the navigation drawer             |
      | the remove API key alert          |
      | the request details drawer        |
      | the add card dialog               |
      | the card choice dialog            |
      | the free tier alert               |
      | the cancel subscription alert     |
      | the view code drawer              |
      | the clear conversation alert      |
      | the invite member dialog          |
      | the member departments dialog     |
      | the remove member alert           |
      | the remove super admin alert      |
      | the add available model dialog    |
      | the add custom model dialog       |
      | the remove model alert            |
      | the model configuration popover   |
      | the create department dialog      |
      | the discard changes alert         |
      | the remove department model alert |

  Scenario: The playground's tools, a tool call to answer, structured output and an attached image, in both themes
    Given I am signed in
    And I am on the playground
    When I add the tool template "Weather"
    And I switch structured output on with the template schema
    And I ask "What is the weather in Paris?"
    And I add a tool defined as "{ not json"
    And I attach the image "one-pixel.png"
    And I choose the "SYSTEM" theme
    Then axe finds no WCAG 2.1 A or AA violation in the light theme nor in the dark one

  Scenario: A request's tool calls, tools offered and estimates in the logs drawer, in both themes
    Given I am signed in
    And I open the usage logs
    And I choose the "SYSTEM" theme
    When I open the request that called "get_weather"
    Then axe finds no WCAG 2.1 A or AA violation in the light theme nor in the dark one

  Scenario Outline: A toast of intent <intent>, in both themes
    Given I am signed in
    And I open "/playground"
    And I choose the "SYSTEM" theme
    When the dashboard shows an "<intent>" toast with a caption
    Then axe finds no WCAG 2.1 A or AA violation in the light theme nor in the dark one

    Examples:
      | intent   |
      | info     |
      | positive |
      | warning  |
      | negative |

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
