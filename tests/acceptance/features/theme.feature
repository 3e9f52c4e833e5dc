Feature: Light, dark and system themes
  The dashboard starts dark, remembers the person's choice, and in system mode follows the operating system live.

  Scenario: The dashboard starts in the dark theme
    Given I am a visitor
    When I open "/auth"
    Then the theme is dark
    And the browser theme colour matches the dark background

  Scenario: A chosen light theme is applied and remembered after a reload
    Given I am a visitor
    And I open "/auth"
    When I choose the "LIGHT" theme
    Then the theme is light
    And the browser theme colour matches the light background
    And the stored app state has the theme "LIGHT"
    When I reload the page
    Then the theme is light

  Scenario: The system theme follows the operating system as it changes
    Given I am a visitor
    And my operating system prefers a light appearance
    And I open "/auth"
    When I choose the "SYSTEM" theme
    Then the theme is light
    When my operating system switches to a dark appearance
    Then the theme is dark
    When my operating system switches to a light appearance
    Then the theme is light
