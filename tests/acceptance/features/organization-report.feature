Feature: Organization report
  Owners, super admins and department admins read the requests sent with their departments' API keys: who sent
  each, when, to which department and model, how it ended and what it cost, filtered by department and user, page
  by page, with charts over time and a CSV export. Filters, page and range are kept in the address. Members are
  told why they see no requests. On the reference gateway the report holds whatever requests were sent, so the
  scenarios never assume fixed counts.

  Scenario: The owner filters the report by Research and pages through it; a reload keeps the view
    Given I am signed in as the owner
    When I open the organization report
    And I show only the "Research" department in the report
    Then every request listed is from "Research" and names who sent it
    And the report counts more requests than one page holds
    And the report shows at most 5 page buttons
    When I go to page 2 of the report
    Then other requests are listed, still only from "Research"
    And the address keeps the chosen department and page 2
    When I reload the page
    Then the report still shows only "Research" on page 2

  Scenario: The owner narrows the report to one person
    Given I am signed in as the owner
    When I open the organization report
    And I show only the "Research" department in the report
    And I show only the requests of the first person the user filter offers
    Then every request listed was sent by that person

  @memory-build
  Scenario: The charts show requests, spend, energy cost and emissions for the chosen range
    Given I am signed in as the owner
    When I open the organization report
    And I show only the "Research" department in the report
    Then the charts show requests, spend, energy cost and emissions over 30 days for "Research"
    When I chart the last 7 days of the report
    Then the charts show requests, spend, energy cost and emissions over 7 days for "Research"
    And the address keeps the range of 7 days

  Scenario: The CSV export holds every filtered request
    Given I am signed in as the owner
    When I open the organization report
    And I show only the "Research" department in the report
    And I export the report as CSV
    Then the report file is dated today and has a header row and one row per request the report counts
    And every row of the report file is from "Research"

  Scenario: A department admin reports only on the departments they run
    Given I am signed in as the department admin
    When I open the organization report
    Then the report's department filter offers only "Research"
    And every request listed is from "Research" and names who sent it

  Scenario: A member is told that the report needs an admin role
    Given I am signed in as the member
    When I open the organization report
    Then the report explains that reading requests needs the "Department admin" role
