Feature: Each screen opens for the right people
  Visitors can read public pages; registered-only pages send them to sign in, carrying the tier they picked.
  Signed-in people are kept away from the sign-in page and start in the playground.

  Scenario: A visitor who opens a registered-only page is sent to sign in, keeping the chosen tier
    Given I am a visitor
    When I open "/api-key?tier=pro&utm=mail"
    Then I am at "/auth?tier=pro"
    And the page heading is "Sign in"

  Scenario Outline: A visitor is sent to sign in from <path>
    Given I am a visitor
    When I open "<path>"
    Then I am at "/auth"

    Examples:
      | path                       |
      | /                          |
      | /playground                |
      | /usage-logs                |
      | /billing                   |
      | /organization              |
      | /organization/departments  |
      | /organization/users        |
      | /organization/models       |
      | /organization/report       |

  Scenario Outline: A visitor can open the public page <path>
    Given I am a visitor
    When I open "<path>"
    Then I am at "<path>"
    And the page heading is "<heading>"

    Examples:
      | path                      | heading            |
      | /available-models         | Available models   |
      | /subscription?tier=team   | Subscription       |
      | /document                 | Documentation      |
      | /api-document             | API documentation  |
      | /feedback                 | Feedback           |

  Scenario: A signed-in person starts in the playground
    Given I am signed in
    When I open "/"
    Then I am at "/playground"
    And the page heading is "Playground"

  Scenario: A signed-in person who opens the sign-in page is sent home, keeping the chosen tier
    Given I am signed in
    When I open "/auth?tier=team"
    Then I am at "/playground?tier=team"

  Scenario Outline: A signed-in person can open <path>
    Given I am signed in
    When I open "<path>"
    Then I am at "<path>"
    And the page heading is "<heading>"

    Examples:
      | path                       | heading             |
      | /api-key                   | API keys            |
      | /usage-logs                | Usage logs          |
      | /billing                   | Billing             |
      | /organization/departments  | Departments         |
      | /organization/report       | Report              |

  Scenario: Signing in with a chosen tier continues to that tier
    Given I am a visitor
    When I open "/subscription?tier=pro"
    And I open "/billing?tier=pro"
    And I sign in with the demo account
    Then I am at "/subscription?tier=pro"

  Scenario: Signing out on a registered-only page leaves it for the sign-in page
    Given I am signed in
    And I open "/api-key"
    When I sign out
    Then I am at "/auth"

  @memory-build
  Scenario: The session survives a reload
    Given I am signed in
    And I open "/usage-logs"
    When I reload the page
    Then I am at "/usage-logs"
