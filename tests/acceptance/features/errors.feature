Feature: Error and not-found pages
  Every error page of the error layout can be reached by anyone, and an unknown address shows a not-found page.

  Scenario: An unknown address shows the not-found page
    Given I am a visitor
    When I open "/this/does/not/exist"
    Then the page heading is "Page not found"
    And I am at "/this/does/not/exist"

  Scenario: The not-found page has its own address
    Given I am signed in
    When I open "/not-found"
    Then the page heading is "Page not found"

  Scenario Outline: The error page <path> opens for visitors and signed-in people alike
    Given I am <who>
    When I open "<path>"
    Then I am at "<path>"
    And the page heading is "<heading>"

    Examples:
      | who        | path                     | heading            |
      | a visitor  | /error/server-error      | Server error       |
      | a visitor  | /error/connection-error  | Connection error   |
      | a visitor  | /error/access-denied     | Access denied      |
      | signed in  | /error/contact-support   | Contact support    |
      | signed in  | /error/many-requests     | Too many requests  |
      | signed in  | /error/cors-policy       | Blocked request    |
