Feature: Usage logs
  Registered people read the requests they made, the whole history, a page at a time as they scroll: every field
  of each, filters kept in the address so a view can be shared and survives a reload, totals of every request the
  filters keep, a drawer with one request in full, and a CSV export of all of them.
  The scenarios also run against the reference gateway, whose demo account already holds requests: they never
  assume an empty or a fixed history.

  Background:
    Given I am signed in

  @memory-build
  Scenario: My requests are listed newest first, each with its model, tokens, key and cost
    When I open the usage logs
    Then the usage logs list my requests newest first
    And each listed request shows its model, its tokens, its key and its cost with 7 decimals

  Scenario: Filters are kept in the address and survive a reload
    When I open the usage logs
    And I show only the failed requests
    And I show only the requests of the last 30 days
    Then the address keeps the filters "status=error", "from" and "to"
    And only failed requests are listed
    When I reload the page
    Then only failed requests are listed
    And the status filter shows "Failed"
    And the period filter still covers the last 30 days

  Scenario: A shared address opens the logs with its filters chosen
    When I open "/usage-logs?status=success&key=playground"
    Then only successful requests made in the playground are listed
    And the status filter shows "Successful"
    And the key filter shows "Playground"

  Scenario: The key filter offers my keys by name, and the address names the key by its id
    When I open the usage logs
    And I show only the requests of my first API key, chosen by its name
    Then every listed request was made with one and the same key
    And the address names the key by its id, never by its value
    When I reload the page
    Then the key filter shows that key's name

  Scenario: An old address holding a key's value opens the logs without a key filter
    When I open "/usage-logs?key=mk-demo-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f"
    Then the usage logs list my requests newest first
    And the key filter shows "All keys"

  Scenario: Filters narrow the list to a vendor
    When I open the usage logs
    And I show only the requests of the newest request's vendor
    Then every listed request is from that vendor
    And the address keeps the filter "vendor"

  Scenario: Values in the address that cannot be filters are ignored
    When I open "/usage-logs?status=sometimes&from=2025-02-30&model=a&model=b"
    Then the usage logs list my requests newest first
    And no filter is chosen

  Scenario: A request opens in a drawer with every field, and Escape closes it
    When I open the usage logs
    And I open the newest request from the keyboard
    Then the drawer shows the newest request in full
    When I close the drawer
    Then no request is open
    When I open the newest request with a click
    Then the drawer shows the newest request in full

  Scenario: A history longer than a page is listed whole by scrolling, and the totals count all of it
    When I open the usage logs
    Then the totals count more requests than the first page lists
    When I scroll to the end of the usage logs
    Then every request the totals count was listed once, newest first
    And the usage logs say every request is listed

  Scenario: The totals add up every request the filters keep
    When I open the usage logs
    And I show only the failed requests
    And I scroll to the end of the usage logs
    Then the totals count every listed request
    And the totals add up the tokens and cost of the exported requests

  Scenario: Every request the filters keep exports as a dated CSV file
    When I open the usage logs
    And I show only the failed requests
    And I export the usage logs as CSV
    Then the file is named with today's date
    And the file has a header row and one row per request the totals count
    And every exported request failed

  Scenario: Nothing matches the filters, and clearing them lists everything again
    When I open "/usage-logs?model=no-such-model"
    Then the usage logs say "No requests match the filters"
    When I clear the usage log filters
    Then I am at "/usage-logs"
    And the usage logs list my requests newest first
