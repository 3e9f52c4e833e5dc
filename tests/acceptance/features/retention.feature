Feature: Data retention
  Requests are kept for a number of days: their bodies (what was asked and answered), and at least as long their
  records (who, when, which model, tokens and cost). A person sets the retention of their own requests; the owner
  and super admins set their organization's, which covers its departments' requests, and everyone else of the
  organization can read it. Each setting says what is deleted when, and its rules are checked before it is saved.
  With the EU AI Act on in any of its departments, an organization's records are kept at least six months (183
  days, its Article 19) whatever shorter setting it chose, and its setting says why.

  # The organization's retention is shared by every scenario on the local stack: the scenario that shortens it puts
  # it back as it was.

  @memory-build
  Scenario: An owner shortens the organization's retention
    Given I am signed in as the owner
    When I open the data retention page
    And I set the organization's retention to keep bodies 30 days and records 180 days
    Then the organization's retention says bodies are deleted after "30 days" and records after "180 days"
    When I sign in as the member instead
    Then the organization's retention reads 30 and 180 days, and I cannot change it
    When I sign in as the owner again
    And I put the organization's retention back as it was

  @memory-build
  Scenario: With the EU AI Act on in a department, the organization's records are kept six months whatever its setting
    Given I am signed in as the owner
    When I open the data retention page
    And I set the organization's retention to keep bodies 30 days and records 90 days
    Then the organization's retention says bodies are deleted after "30 days" and records after "90 days"
    And the organization's retention says its records are kept at least "183 days" because the EU AI Act is on for Research
    And my own retention says nothing of a minimum
    When I put the organization's retention back as it was

  @memory-build
  Scenario: A retention with bodies kept longer than metadata is refused with a message
    Given I am signed in
    When I open the data retention page
    And I set my own retention to keep bodies 500 days and records 100 days
    Then my own retention says "Bodies cannot be kept longer than the records they belong to (100 days)."
    And my own retention is kept as it was
