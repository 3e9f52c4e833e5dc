Feature: Organization activity
  The owner and super admins read every change made in the organization on the Activity page: who made it, with
  which role, when, what it was about, and each changed field before and after. The entries form one chain per
  organization, hashed and sealed: the page shows its head and verifies it on demand, saying since when it is
  intact or which entry first breaks it. Filters live in the address; the filtered entries export as CSV with the
  head after them. Department admins and members are told the log is not for them. On the reference gateway the
  log holds whatever changes were made before, so the scenarios never assume fixed counts.

  @memory-build
  Scenario: The owner sees their GDPR change with before and after, and verifies the chain
    Given I am signed in as the owner
    When I switch the GDPR flag of the department "Research"
    And I open the organization's activity
    Then the newest activity is my settings change of "Research", its GDPR flag before and after
    When I verify the activity's chain
    Then the chain is said to be intact since its first entry
    And the chain's head counts at least one entry and names a hash

  Scenario: The owner narrows the activity to one kind of change; a reload keeps it
    Given I am signed in as the owner
    When I open the organization's activity
    And I show only the activity of the kind "Department created"
    Then every activity listed is of the kind "Department created"
    And the address keeps the kind "DEPARTMENT_CREATED"
    When I reload the page
    Then every activity listed is of the kind "Department created"

  Scenario: The owner exports the activity as CSV, the chain's head after the entries
    Given I am signed in as the owner
    When I open the organization's activity
    And I export the activity as CSV
    Then the activity file has a row per entry under its columns, then the chain's head

  Scenario: A department admin is told the activity is for the owner and super admins
    Given I am signed in as the department admin
    When I open the organization's activity
    Then I am told the activity is for owners and super admins
