Feature: Usage analytics
  Registered people read their usage over a range of days, by the hour, day or week: the requests, spend, tokens,
  error rate, time to first token and duration, energy cost and emissions it added up to, a chart of each over
  time with a table of the same figures, and breakdowns by model, API key and endpoint. Organization admins read
  the same of their departments, per department and per person, with the top departments, people and models. The
  range is kept in the address. On the reference gateway the demo account and organization hold whatever requests
  were seeded and sent, so the scenarios never assume fixed counts.

  @memory-build
  Scenario: A person sees their spend over the last 30 days by day
    Given I am signed in
    When I open my usage
    Then my usage covers the last 30 days by day
    And my usage shows the requests and the spend of the range
    And my usage is broken down by model, API key and endpoint, every key masked

  Scenario: The range lives in the address
    Given I am signed in
    When I open my usage
    And I show my usage of the last 7 days by hour
    Then the address keeps my usage range of the last 7 days by hour
    When I reload the page
    Then my usage covers the last 7 days by hour
    And every chart draws 168 buckets

  Scenario: A shared address opens the range it names, and says when nothing was sent then
    Given I am signed in
    When I open "/usage?from=2020-01-06&to=2020-01-19&bucket=week"
    Then my usage covers 2020-01-06 to 2020-01-19 by week
    And my usage says "No requests in this range"

  Scenario: A person narrows their usage to one of their keys, chosen by its name
    Given I am signed in
    When I open my usage
    And I show my usage of my first API key, chosen by its name
    Then the address keeps my usage's key by its id, never by its value
    When I reload the page
    Then my usage's key filter shows that key's name

  Scenario: An old address holding a key's value shows my usage of every key
    Given I am signed in
    When I open "/usage?key=mk-demo-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f"
    Then my usage covers the last 30 days by day
    And my usage's key filter shows "All keys"

  Scenario: A table shows what the chart shows
    Given I am signed in
    When I open my usage
    And I show the requests chart as a table
    Then the table has a row for each day of the range
    And the requests in the table add up to the requests of the range

  Scenario: An organization admin sees spend per department
    Given I am signed in as the owner
    When I open the organization analytics
    Then the top departments are listed costliest first, "Research" among them
    And the top people and the top models by spend are listed

  Scenario: An organization admin narrows the analytics to one department
    Given I am signed in as the owner
    When I open the organization analytics
    And I show only the "Research" department in the analytics
    Then the top departments list only "Research"
    And the address keeps the chosen department and the range

  Scenario: A member is told that the organization's analytics need an admin role
    Given I am signed in as the member
    When I open the organization analytics
    Then the analytics explain that reading them needs the "Department admin" role
