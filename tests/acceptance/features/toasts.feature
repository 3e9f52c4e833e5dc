Feature: Toasts
  Short notices appear as toasts; HTML in them is shown safely and invalid requests are refused.

  Scenario: Signing out is confirmed with a toast
    Given I am signed in
    And I open "/playground"
    When I sign out
    Then a toast says "You have signed out."

  Scenario: HTML in a toast keeps its formatting and loses anything that could run
    Given I am a visitor
    And I open "/auth"
    When the dashboard shows the toast "<b>Saved</b> <img src=x onerror=alert(1)><script>alert(2)</script><a href=javascript:alert(3)>details</a>" as HTML
    Then a toast says "Saved details"
    And no toast contains anything that could run

  Scenario: An interface toast appears in the bottom-right corner
    Given I am a visitor
    And I open "/auth"
    When the dashboard shows the interface toast "Copied to clipboard"
    Then a toast says "Copied to clipboard"
    And that toast is in the "bottom-right" corner

  Scenario: A toast raised twice shows a counter instead of a second toast
    Given I am a visitor
    And I open "/auth"
    When the dashboard shows the toast "Model is not set" twice
    Then exactly one toast says "Model is not set"
    And that toast counts 2 repeats

  Scenario: A toast with an invalid position is refused with a console error
    Given I am a visitor
    And I open "/auth"
    When the dashboard shows a toast at the position "middle"
    Then no toast is shown
    And the console reports an invalid toast position
