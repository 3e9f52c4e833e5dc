Feature: Organization users
  Department admins and above see the organization's people, each with the departments they belong to and their
  role there. Super admins and the owner invite people by email into departments, change their departments and
  remove them after a confirmation naming them; they also add and remove super admins (never the owner). A member
  reads why the list is not shown to them.

  # On the local stack every scenario shares one gateway database, whose demo tier has room for only a few more
  # people: each scenario invites an address of its own (random) and removes whoever it added.

  @memory-build
  Scenario: The owner invites a new address into a department as a member
    Given I am signed in as the owner
    And I open the organization's users
    When I invite a new address into "Research"
    Then the new address is listed in "Research" as "Member"
    When I remove the new address from the organization, confirming
    Then the new address is no longer listed

  Scenario: An invitation without departments is not sent
    Given I am signed in as the owner
    And I open the organization's users
    When I invite a new address into no department
    Then the invitation form says "Departments must contain at least 1 elements."
    And the new address is not listed

  Scenario: An invitation with a bad email is not sent
    Given I am signed in as the owner
    And I open the organization's users
    When I invite "not-an-email" into "Research"
    Then the invitation form says "email must be an email"
    And "not-an-email" is not listed

  Scenario: The owner changes a member's departments, then removes them after confirming
    Given I am signed in as the owner
    And I open the organization's users
    And I invited a new address into "Research"
    When I change the departments of the new address to "Finance" and "Customer Support"
    Then the new address is listed in "Finance" as "Member"
    And the new address is listed in "Customer Support" as "Member"
    And the new address is not listed in "Research"
    When I ask to remove the new address from the organization
    Then I am asked to confirm removing the new address
    When I cancel removing them
    Then the new address is listed in "Finance" as "Member"
    When I remove the new address from the organization, confirming
    Then the new address is no longer listed

  Scenario: The owner adds a super admin and removes them
    Given I am signed in as the owner
    And I open the organization's users
    Then the super admins are listed, the owner first and with no way to remove them
    When I add a new address as super admin
    Then the new address is listed among the super admins as "Super admin"
    When I remove the new address as super admin, confirming
    Then the new address is not listed among the super admins

  Scenario: The department admin sees the members but may not invite anyone
    Given I am signed in as the department admin
    And I open the organization's users
    Then "amara.okafor@meridian.example" is listed in "Research" as "Member"
    And the invite button is disabled with "Needs the Super admin role or higher."
    And the super admins are not shown

  Scenario: A member reads why the organization's people are not listed
    Given I am signed in as the member
    And I open the organization's users
    Then the users page says "The organization's people are listed for department admins and above"
    And no members are listed
    And the super admins are not shown

  Scenario: The super admin sees the super admins
    Given I am signed in as the super admin
    And I open the organization's users
    Then the super admins are listed, the owner first and with no way to remove them
    And "priya.raman@meridian.example" is listed among the super admins as "Super admin"
    And the invite button is enabled
