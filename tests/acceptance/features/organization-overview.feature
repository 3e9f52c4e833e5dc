Feature: Organization overview
  The overview shows the signed-in person's organization: its name, its status as a coloured tag with what it
  means, how many departments and users it has, what happened lately, their role and departments, the flags
  derived from them in plain words, and the other organization pages their role may use. The owner also sees the
  team's size against their tier. Someone without an organization is offered the request form (SPEC §5), or, when
  their tier has no organizations, the way to upgrade (SPEC §6 tier gates).

  # On the local stack every scenario shares one reference gateway, where other scenarios add departments and
  # people: counts are checked as "at least" the demo's. Scenarios without an organization sign in with an account
  # made for the scenario, and choose its tier first, so they hold whatever tier a new account starts on.

  @memory-build
  Scenario: The owner sees the demo organization, that they own it, and every organization page
    Given I am signed in as the owner
    When I open the organization overview
    Then the organization is named "Meridian Demo Org"
    And its status reads "Active" in green, with what that means
    And it counts at least 3 departments and at least 8 users
    And I act as "Owner"
    And the overview says "You own this organization"
    And the overview links to "Departments, Users, Organization models, Report, Organization analytics, Activity"
    And recent activities are listed newest first, each with its kind and when it happened
    And the team's size is shown against my tier

  Scenario: The super admin sees their role and every organization page
    Given I am signed in as the super admin
    When I open the organization overview
    Then the organization is named "Meridian Demo Org"
    And I act as "Super admin"
    And the overview says "You are a super admin of this organization"
    And the overview links to "Departments, Users, Organization models, Report, Organization analytics, Activity"
    And I read that the owner's tier sets the team's size

  Scenario: The department admin sees the department they run
    Given I am signed in as the department admin
    When I open the organization overview
    Then I act as "Department admin"
    And the overview says "You run at least one department as its admin"
    And my departments include "Research" as "Department admin"
    And the overview links to "Departments, Users, Organization models, Report, Organization analytics"

  Scenario: A member sees their department and only the pages a member may use
    Given I am signed in as the member
    When I open the organization overview
    Then I act as "Member"
    And the overview says "You take part as a member of your departments"
    And my departments include "Research" as "Member"
    And the overview links to "Departments, Organization models"

  Scenario: Someone whose tier has no organizations is shown the way to upgrade instead of the form
    Given I am signed in with an account of my own on the "Free" tier
    When I open the organization overview
    Then the overview offers the upgrade "Your Free tier does not include organizations. Choose a tier that does to ask for one."
    And the upgrade leads to "/subscription"

  Scenario: A bad mobile number is refused in the words of SPEC §5 and nothing is sent
    Given I am signed in with an account of my own on the "Pro" tier
    When I open the organization overview
    Then the overview shows the organization request form
    When I ask for an organization named "Noor Labs" with the mobile number "0416555019" in "Canada"
    Then the mobile number is refused with "Enter a valid mobile number, between 9 to 11 digits that doesn't start with 0."
    And no organization was requested
