Feature: Organization departments
  The organization's departments, each with its compliance settings: seven frameworks that remember which role
  changed them last, PII handling with the kinds of personal data to look for, data residency and a monthly budget
  with this month's spend. The owner and super admins create departments, a department's admins edit its settings
  and its members read them; what a role may not do is disabled with the reason. The department and tab shown are
  kept in the address.

  # On the local stack every scenario shares one gateway: a scenario creates departments under names of its own
  # and changes only those, or Research's description (to words of its own).

  @memory-build
  Scenario: The owner creates a department and sets GDPR, Mask PII and a budget
    Given I am signed in as the owner
    And I open the departments
    When I create a department with a name of its own
    Then the new department is listed
    And the settings of the new department are shown
    When I turn GDPR on
    And I choose the PII handling "Mask PII (pseudonymize)"
    And I set the monthly budget to "1500" dollars
    Then the settings show unsaved changes
    When I save the settings
    Then a toast says the settings of the new department were saved
    And the settings show no unsaved changes
    When I leave the departments and come back
    And I open the settings of the new department
    Then GDPR is on, last changed by "Owner"
    And the PII handling is "Mask PII (pseudonymize)"
    And the monthly budget is "1500" dollars

  Scenario: A custom data residency keeps a department's requests to the regions chosen
    Given I am signed in as the owner
    And I open the departments
    And I create a department with a name of its own
    When I keep its requests to the regions "US, EU"
    And I save the settings
    Then a toast says the settings of the new department were saved
    When I leave the departments and come back
    And I open the settings of the new department
    Then its requests are kept to the regions "US, EU"

  # @local: the memory gateway lives in the page and starts afresh on a reload; the reference gateway keeps what
  # was saved.
  @local
  Scenario: A reload keeps a new department's settings, and shows it again
    Given I am signed in as the owner
    And I open the departments
    And I create a department with a name of its own
    And I turn GDPR on
    And I choose the PII handling "Mask PII (pseudonymize)"
    And I set the monthly budget to "1500" dollars
    And I save the settings
    When I reload the page
    Then the settings of the new department are shown
    And GDPR is on, last changed by "Owner"
    And the PII handling is "Mask PII (pseudonymize)"
    And the monthly budget is "1500" dollars

  Scenario: The department and tab shown come back after a reload
    Given I am signed in as the owner
    And I open the departments
    When I open the settings of "Research"
    And I reload the page
    Then the settings of "Research" are shown
    And the address names "Research" and its settings tab

  Scenario: A member reads a department's settings but may not change them, nor create a department
    Given I am signed in as the member
    And I open the departments
    Then creating a department is disabled: "Needs the Super admin role or higher."
    When I open the settings of "Research"
    Then the settings are read-only: "Needs the Department admin role or higher."
    And the switch of GDPR cannot be changed

  Scenario: A department admin edits their own department's description
    Given I am signed in as the department admin
    And I open the departments
    When I open the settings of "Research"
    And I change the description to words of my own
    And I save the settings
    Then a toast says "The settings of Research were saved."
    When I leave the departments and come back
    And I open the settings of "Research"
    Then the description shows the words I wrote

  Scenario: A department needs a name
    Given I am signed in as the owner
    And I open the departments
    When I try to create a department named ""
    Then the creation form says "name should not be empty"
    And no department was created
