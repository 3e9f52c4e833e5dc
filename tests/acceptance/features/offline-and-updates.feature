@real-browser-only
Feature: Offline use and updates
  The dashboard's service worker keeps its shell, so a reload with the network gone still shows the dashboard and
  says it is offline. A new version is offered with a toast and taken only when the person agrees; a screen left
  behind by a deploy reloads the page once instead of breaking (SPEC §1, §2). Two builds are served in turn at one
  address, the second standing for a deploy.

  Scenario: A deployed version is offered, and taken only when Refresh is clicked
    Given the first build is installed with its service worker at "/auth"
    When the second build is deployed and the page checks for an update
    Then a toast says "New content is available" and "Please refresh" with a "Refresh" button
    And the page still runs the first build, not reloaded
    When I click Refresh on the update toast
    Then the page runs the second build

  Scenario: With the network gone, a reload shows the dashboard and says it is offline
    Given the first build is installed with its service worker at "/auth"
    When the network goes away and I reload the page
    Then the page shows the heading "Sign in"
    And a notice says "You are offline. What you see may be out of date; changes will fail until the connection is back."
    When the network comes back
    Then the offline notice goes away

  Scenario: A screen whose chunk is gone after a deploy reloads the page once, never in a loop
    Given the first build is open without a service worker at "/auth"
    When a deploy removes every chunk the page has not loaded yet
    And I go to "/document" within the app
    Then the page has reloaded once
    And the router's error is shown instead of another reload
